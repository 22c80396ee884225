import { useEffect, useRef } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import { MAX_FAVORITES } from '@agency/rules/limits';
import type { QuoteInput } from '@/lib/forms/quote';
import type { FormState } from '@/lib/forms/form-state';

// What a quote is about as a whole: no field the visitor fills shows these errors.
const QUOTE_FIELDS = ['favorites', 'marks', 'selection'] as const;
const TYPED = ['name', 'phone', 'message'] as const;

type Talent = { id: number; name: string };

// Words that name the cause, never "complete the required fields".
export function useQuoteProblem(
  form: UseFormReturn<QuoteInput>,
  state: FormState,
  talents: readonly Talent[],
  busy: boolean,
) {
  const t = useTranslations('Forms');
  const errors = useTranslations('Errors');
  const validation = useTranslations('Validation');
  const format = useFormatter();
  const ref = useRef<HTMLDivElement>(null);
  const { errors: fieldErrors, submitCount } = form.formState;
  const cause = QUOTE_FIELDS.map((field) => fieldErrors[field]?.message).find(Boolean);
  const gone = cause ? talents.filter((talent) => state.unavailable?.includes(talent.id)) : [];
  const names = format.list(gone.map((talent) => talent.name));
  const text = !cause
    ? null
    : gone.length > 0
      ? t('unavailable', { count: gone.length, names })
      : cause === 'favoritesRequired'
        ? validation('favoritesRequired')
        : cause === 'tooManyFavorites'
          ? errors('tooManyFavorites', { max: MAX_FAVORITES })
          : errors(state.notice === 'favoritesUnavailable' ? 'favoritesUnavailable' : 'badRequest');
  const fieldsWrong = TYPED.some((field) => fieldErrors[field]);

  useEffect(() => {
    if (text && !busy && !fieldsWrong) ref.current?.focus();
    // Each answer and each attempt moves focus again, even with the same words.
  }, [text, busy, fieldsWrong, state, submitCount]);

  return { text, gone: gone.map((talent) => talent.id), ref };
}
