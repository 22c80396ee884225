import type { ComponentProps } from 'react';
import { useTranslations } from 'next-intl';
import { FavoritesQuoteForm } from '@/components/forms/FavoritesQuoteForm';

type Props = ComponentProps<typeof FavoritesQuoteForm> & { intro: string };

export function QuoteSection({ intro, ...form }: Props) {
  const t = useTranslations('Forms');
  return (
    <section aria-labelledby="quote-title" className="mt-16 border-t border-ink/10 pt-10">
      <h2 id="quote-title" className="text-xl font-light tracking-wide">
        {t('quoteTitle')}
      </h2>
      <p className="mt-2 mb-6 text-sm text-muted">{intro}</p>
      <FavoritesQuoteForm {...form} />
    </section>
  );
}
