'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { FavoritesQuoteForm } from '@/components/forms/FavoritesQuoteForm';
import { useFavorites } from '@/lib/favorites/store';
import { FavoritesList } from './FavoritesList';

/** The favorites page body: the chosen talents and the quote request for them. */
export function FavoritesBoard() {
  const t = useTranslations('Forms');
  const favorites = useFavorites();
  const [noTalentsError, setNoTalentsError] = useState(false);
  return (
    <>
      <FavoritesList invalid={noTalentsError && Object.keys(favorites).length === 0} />
      <section aria-labelledby="quote-title" className="mt-16 border-t border-ink/10 pt-10">
        <h2 id="quote-title" className="text-xl font-light tracking-wide">
          {t('quoteTitle')}
        </h2>
        <p className="mt-2 mb-6 text-sm text-muted">{t('quoteIntro')}</p>
        <FavoritesQuoteForm favorites={favorites} onInvalid={setNoTalentsError} />
      </section>
    </>
  );
}
