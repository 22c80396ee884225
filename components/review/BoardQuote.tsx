'use client';

import { useTranslations } from 'next-intl';
import { QuoteForm } from '@/components/forms/QuoteForm';

type Props = {
  board: { id: string; page: string };
  talents: ReadonlyArray<{ id: number; name: string; cover: string | null }>;
};

// The board's quote: the site's one quote form, which sends the board's talents; the server adds
// the team's tallies and comments and the board's address (lib/actions/quote.ts).
export function BoardQuote({ board, talents }: Props) {
  const t = useTranslations('Review');
  return <QuoteForm intro={t('quoteIntro')} favorites={talents} board={board} />;
}
