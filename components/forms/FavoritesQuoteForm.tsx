'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import { favoritesQuoteSchema, type FavoritesQuoteInput } from '@/lib/forms/favorites';
import type { FavoritesMap } from '@/lib/favorites/map';
import { MessageFields } from './MessageFields';
import { FormNotice } from './FormNotice';
import { Honeypot } from './Honeypot';
import { applyServerErrors, postJson } from './postJson';
import { SubmitButton } from './SubmitButton';
import { useFormFlow } from './useFormFlow';

type Props = { favorites: FavoritesMap; onInvalid: (invalid: boolean) => void };

/** The budget request for the favorited talents (sent as JSON with the form). */
export function FavoritesQuoteForm({ favorites, onInvalid }: Props) {
  const t = useTranslations('Forms');
  const locale = useLocale();
  const flow = useFormFlow();
  const { register, handleSubmit, setError, formState } = useForm<
    Omit<FavoritesQuoteInput, 'favorites'>
  >({
    defaultValues: { name: '', phone: '', message: '', website: '' },
    // The favorites come from the store, not from an input: validate them together.
    resolver: (values, context, options) =>
      zodResolver(favoritesQuoteSchema)(
        { ...values, favorites: quoteList(favorites) },
        context,
        options as never,
      ) as never,
  });
  const errors = formState.errors;

  const onValid = async (values: Omit<FavoritesQuoteInput, 'favorites'>) => {
    onInvalid(false);
    const response = await flow.send(() =>
      postJson(`/api/favorites?lang=${locale}`, { ...values, favorites: quoteList(favorites) }),
    );
    await applyServerErrors(response, setError);
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid, () => {
        flow.setStatus('invalid');
        onInvalid(Object.keys(favorites).length === 0);
      })}
      className="relative flex max-w-xl flex-col gap-5"
      aria-labelledby="quote-title"
    >
      <fieldset disabled={flow.busy || flow.status === 'sent'} className="flex flex-col gap-5">
        <MessageFields idPrefix="quote" register={(name) => register(name)} errors={errors} />
        <Honeypot registration={register('website')} />
      </fieldset>
      <FormNotice status={flow.status} sentText={t('quoteSent')} />
      <div>
        <SubmitButton status={flow.status} sentText={t('quoteSent')} />
      </div>
    </form>
  );
}

/** Only what identifies each talent goes with the request. */
function quoteList(favorites: FavoritesMap) {
  return Object.values(favorites).map(({ id, name, cover }) => ({ id, name, cover }));
}
