'use client';

import { SmartLink as Link } from '@/components/experience/SmartLink';
import { useTranslations } from 'next-intl';
import { useFavorites } from '@/lib/favorites/store';

type Props = { href: string };

/** The header's favorites link, with a count badge once something is saved. */
export function FavoritesLink({ href }: Props) {
  const t = useTranslations('Header');
  const count = Object.keys(useFavorites()).length;
  return (
    <Link href={href} className="relative inline-flex items-center gap-2 py-2">
      <span>{t('favorites')}</span>
      {count > 0 ? (
        <span
          data-testid="favorites-badge"
          className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 text-xs text-paper"
        >
          <span aria-hidden="true">{count}</span>
          <span className="sr-only">{t('favoritesCount', { count })}</span>
        </span>
      ) : null}
    </Link>
  );
}
