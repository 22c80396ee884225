import { useEffect, useRef } from 'react';
import { formResolver } from '@/lib/forms/formResolver';
import { useForm } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import { favoritesQuoteSchema, type FavoritesQuoteInput } from '@/lib/forms/favorites';
import type { FavoriteTalent, FavoritesMap } from '@/lib/favorites/map';
import { sendQuote } from '@/lib/form-actions/quote';
import { pathFor } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { selectionPath } from '@/lib/selection/link';
import { marksOf, type Marks } from '@/lib/selection/marks';
import { MessageFields } from './MessageFields';
import { FormNotice } from './FormNotice';
import { Honeypot } from './Honeypot';
import { LangField } from './LangField';
import { postJson } from './postJson';
import { SubmitButton } from './SubmitButton';
import { useFormFlow } from './useFormFlow';
import { usePostedForm } from './usePostedForm';

type QuoteItem = Pick<FavoriteTalent, 'id' | 'name' | 'cover'>;

type Props = {
  /** The visitor's favorites, or the talents of a shared selection. */
  favorites: FavoritesMap | readonly QuoteItem[];
  onInvalid: (invalid: boolean) => void;
  /** The client's Yes / Maybe / No per talent, sent so the agency sees the decisions. */
  marks?: Marks;
  /** The address of the selection the quote is about. */
  selection?: string;
};

/** The budget request for the favorited talents (sent as JSON with the form). */
export function FavoritesQuoteForm({ favorites, onInvalid, marks, selection }: Props) {
  const t = useTranslations('Forms');
  const locale = useLocale();
  const talents = quoteList(favorites);
  const ids = talents.map((talent) => talent.id);
  // A list is a shared selection's, whose page is its own address (`?ids=`).
  const page = Array.isArray(favorites)
    ? selectionPath(locale as Locale, ids)
    : pathFor(locale as Locale, { page: 'favorites' });
  const posted = usePostedForm<FavoritesQuoteInput>(sendQuote, page);
  const form = useForm<FavoritesQuoteInput>({
    defaultValues: {
      name: '',
      phone: '',
      message: '',
      website: '',
      ...posted.values,
      favorites: talents,
    },
    errors: posted.errors,
    // useFormFlow focuses the first invalid field in page order instead.
    shouldFocusError: false,
    resolver: formResolver(favoritesQuoteSchema),
  });
  // The favorites come from the store, not from an input: the form holds the current list.
  useEffect(() => {
    form.setValue('favorites', quoteList(favorites));
  }, [favorites, form]);
  const { register, handleSubmit, formState } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const flow = useFormFlow(form, formRef, [], posted.state.status);
  const errors = formState.errors;

  const onValid = async (values: FavoritesQuoteInput) => {
    onInvalid(false);
    // Marks and link are read when sending: the visitor may mark after typing.
    const decided = marks ? marksOf(marks, ids) : {};
    await flow.send(() =>
      postJson(`/api/favorites?lang=${locale}`, {
        ...values,
        ...(Object.keys(decided).length ? { marks: decided } : {}),
        ...(selection ? { selection } : {}),
      }),
    );
  };

  return (
    <form
      ref={formRef}
      action={posted.formAction}
      noValidate
      onSubmit={handleSubmit(onValid, (invalid) => {
        flow.onInvalid(invalid);
        onInvalid(talents.length === 0);
      })}
      className="relative flex max-w-xl flex-col gap-5"
      aria-labelledby="quote-title"
    >
      <fieldset disabled={flow.busy || flow.status === 'sent'} className="flex flex-col gap-5">
        <MessageFields
          idPrefix="quote"
          register={(name) => register(name)}
          errors={errors}
          values={posted.values}
        />
        <Honeypot registration={register('website')} />
        <LangField />
        {/* What the form posts before its scripts run: the talents the server rendered. */}
        {talents.map((talent) => (
          <input key={talent.id} type="hidden" name="favorites" value={talent.id} />
        ))}
      </fieldset>
      <FormNotice
        status={flow.status}
        sentText={t('quoteSent')}
        needsScriptsText={t('quoteNeedsScripts')}
      />
      <SubmitButton status={flow.status} />
    </form>
  );
}

/** Only what identifies each talent goes with the request. */
function quoteList(favorites: FavoritesMap | readonly QuoteItem[]) {
  const list: readonly QuoteItem[] = Array.isArray(favorites)
    ? favorites
    : Object.values(favorites);
  return list.map(({ id, name, cover }) => ({ id, name, cover }));
}
