'use client';

import { useTranslations } from 'next-intl';
import type { FavoriteTalent } from '@/lib/favorites/map';
import { FavoriteSwitch } from './FavoriteSwitch';

type Props = { talent: FavoriteTalent; className?: string };

/** The favorite button of one talent, translated in the browser (a shared selection). */
export function FavoriteToggle({ talent, className = '' }: Props) {
  const t = useTranslations('Talents');
  return (
    <FavoriteSwitch
      talent={talent}
      labels={{
        add: t('addFavorite', { name: talent.name }),
        remove: t('removeFavorite', { name: talent.name }),
      }}
      className={className}
    />
  );
}
