'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/components/navigation/Link';
import type { SiteHref } from '@/lib/i18n/paths';
import { useFavorites } from '@/lib/browser/favoritesStore';
import { LineIcon } from '@/components/ui/LineIcon';

type Props = {
  href: SiteHref;
  // The phone header's own link: the menu's is out of sight while the menu is closed.
  compact?: boolean;
  className?: string;
};

export function FavoritesLink({ href, compact = false, className = '' }: Props) {
  const t = useTranslations('Header');
  const count = Object.keys(useFavorites()).length;
  if (compact && count === 0) return null;
  return (
    <Link
      href={href}
      className={`relative inline-flex items-center gap-2 ${compact ? 'min-h-11 min-w-11 justify-center gap-1' : 'py-2'} ${className}`}
    >
      {compact ? (
        // A heart rather than the word, so that the brand keeps its line.
        <LineIcon size={22} strokeWidth={1.8}>
          <path d="M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10z" />
        </LineIcon>
      ) : null}
      <span className={compact ? 'sr-only' : undefined}>{t('favorites')}</span>
      {count > 0 ? (
        <span
          data-testid={compact ? 'favorites-badge-compact' : 'favorites-badge'}
          className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 text-xs text-paper"
        >
          <span aria-hidden="true">{count}</span>
          <span className="sr-only">{t('favoritesCount', { count })}</span>
        </span>
      ) : null}
    </Link>
  );
}
