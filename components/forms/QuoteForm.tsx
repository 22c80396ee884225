'use client';

import { useLocale, useTranslations } from 'next-intl';
import { validateQuote, type QuoteInput } from '@/lib/forms/quote';
import type { FavoriteTalent, FavoritesMap } from '@/lib/favorites/map';
import { sendQuote } from '@/lib/actions/quote';
import { pathFor } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { selectionPath } from '@/lib/selection/link';
import { marksOf, type Marks } from '@/lib/selection/marks';
import { ErrorSummary } from './ErrorSummary';
import { MessageFields, useMessageFields } from './MessageFields';
import { FormNotice } from './FormNotice';
import { HiddenFields } from './HiddenFields';
import { QuoteProblem } from './QuoteProblem';
import { RequiredNote } from './RequiredNote';
import { SubmitButton } from './SubmitButton';
import { formResolver, useActionForm } from './useActionForm';
import { useQuoteProblem } from './useQuoteProblem';
import { FormRecovery } from './FormRecovery';

type QuoteItem = Pick<FavoriteTalent, 'id' | 'name' | 'cover'>;

type Props = {
  intro: string;
  // The visitor's favorites, or the talents of a shared selection.
  favorites: FavoritesMap | readonly QuoteItem[];
  marks?: Marks;
  selection?: string;
  /** A review board's quote: its id, and its page (where the answer opens without scripts). */
  board?: { id: string; page: string };
  removal?: { label: string; remove: (ids: number[]) => void };
};

// Everything it sends is in the form itself, so the scripts send what the browser alone would post.
/** The form, mounted again with what was typed when a post gets no answer. */
export function QuoteForm(props: Props) {
  return (
    <FormRecovery>
      <QuoteFormFields {...props} />
    </FormRecovery>
  );
}

function QuoteFormFields({ intro, favorites, marks, selection, board, removal }: Props) {
  const t = useTranslations('Forms');
  const locale = useLocale() as Locale;
  const talents = Array.isArray(favorites) ? favorites : Object.values(favorites);
  const ids = talents.map((talent) => talent.id);
  const decided = marks ? marksOf(marks, ids) : {};
  const { form, formRef, formAction, state, status, refused, onSubmit, busy, locked } =
    useActionForm<QuoteInput>(sendQuote, {
      // A list is a board's or a shared selection's, whose page is its own address (`?ids=`).
      page:
        board?.page ??
        (Array.isArray(favorites) ? selectionPath(locale, ids) : pathFor(locale, '/favorites')),
      resolver: formResolver<QuoteInput>(validateQuote),
      defaultValues: { name: '', phone: '', message: '', website: '' },
    });
  const { register, formState, setValue } = form;
  const fields = useMessageFields('quote');
  const { text: problem, gone, ref: problemRef } = useQuoteProblem(form, state, talents, busy);

  const removeGone = () => {
    // Focus goes on to sending again, before the button goes with the problem.
    formRef.current?.querySelector<HTMLElement>('[type="submit"]')?.focus();
    removal?.remove(gone);
    form.clearErrors('favorites');
  };

  return (
    <section aria-labelledby="quote-title" className="mt-16 border-t border-ink/10 pt-10">
      <h2 id="quote-title" className="text-xl font-light tracking-wide">
        {t('quoteTitle')}
      </h2>
      <p className="mt-2 mb-6 text-sm text-muted">{intro}</p>
      <form
        ref={formRef}
        action={formAction}
        noValidate
        onSubmit={onSubmit({
          // The talents come from the page: the schema checks the list as it is when sending.
          before: () => {
            setValue(
              'favorites',
              ids.map((id) => ({ id })),
            );
          },
        })}
        className="relative flex max-w-xl flex-col gap-5"
        aria-labelledby="quote-title"
      >
        {/* The problem below says why: "complete the required fields" would not. */}
        <FormNotice
          status={problem && status === 'invalid' ? 'idle' : status}
          sentText={t('quoteSent')}
        />
        {problem ? (
          <QuoteProblem
            ref={problemRef}
            text={problem}
            action={
              removal && gone.length > 0
                ? { label: removal.label, onPress: removeGone, disabled: locked }
                : undefined
            }
          />
        ) : null}
        {refused ? <ErrorSummary fields={fields} errors={formState.errors} /> : null}
        <RequiredNote />
        {/* The group disables the fields while the request is sent; a group has a legend. */}
        <fieldset disabled={locked} className="flex flex-col gap-5">
          <legend className="sr-only">{t('messageGroup')}</legend>
          <MessageFields idPrefix="quote" register={register} errors={formState.errors} />
          <HiddenFields honeypot={register('website')} />
          {ids.map((id) => (
            <input key={id} type="hidden" name="favorites" value={id} />
          ))}
          {Object.keys(decided).length > 0 ? (
            <input type="hidden" name="marks" value={JSON.stringify(decided)} />
          ) : null}
          {selection ? <input type="hidden" name="selection" value={selection} /> : null}
          {board ? <input type="hidden" name="board" value={board.id} /> : null}
        </fieldset>
        <SubmitButton status={status} />
      </form>
    </section>
  );
}
