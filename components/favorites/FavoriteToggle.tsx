'use client';

import { useTranslations } from 'next-intl';
import { isFavorite, type FavoriteTalent } from '@/lib/favorites/map';
import { favoritesActions, useFavorites } from '@/lib/favorites/store';

type Props = { talent: FavoriteTalent; className?: string };

/** The plus/check toggle that adds a talent to the favorites or removes it. */
export function FavoriteToggle({ talent, className = '' }: Props) {
  const t = useTranslations('Talents');
  const active = isFavorite(useFavorites(), talent.id);
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={
        active
          ? t('removeFavorite', { name: talent.name })
          : t('addFavorite', { name: talent.name })
      }
      onClick={() => (active ? favoritesActions.remove(talent.id) : favoritesActions.add(talent))}
      className={`inline-flex h-11 w-11 items-center justify-center rounded-full border border-ink/20 bg-paper/90 text-ink transition-colors hover:bg-ink hover:text-paper aria-pressed:bg-ink aria-pressed:text-paper ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="18"
        height="18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        {active ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <path d="M12 5v14M5 12h14" />}
      </svg>
    </button>
  );
}
