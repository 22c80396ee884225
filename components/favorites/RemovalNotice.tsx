import { useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { favoritesList, isFavorite, type FavoritesMap } from '@/lib/favorites/map';

// A card that simply vanishes tells a screen reader nothing.
export function RemovalNotice({ favorites }: { favorites: FavoritesMap }) {
  const t = useTranslations('Favorites');
  const format = useFormatter();
  const [before, setBefore] = useState(favorites);
  const [said, setSaid] = useState('');
  if (before !== favorites) {
    // Compared while rendering, as React advises for state that follows a value.
    setBefore(favorites);
    const gone = favoritesList(before).filter((talent) => !isFavorite(favorites, talent.id));
    if (gone.length > 0) {
      const names = format.list(gone.map((talent) => talent.name));
      setSaid(t('removed', { names, count: favoritesList(favorites).length }));
    }
  }
  return (
    <p role="status" className="sr-only" data-testid="favorites-removed">
      {said}
    </p>
  );
}
