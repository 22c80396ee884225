import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { favoritesActions } from '@/lib/browser/favoritesStore';

// Saved entries that named no talent are not lost in silence: said here, once, then dropped from
// storage. The text stays while it is read, though dropping them spends the store's count.
export function UnreadableNotice({ count }: { count: number }) {
  const t = useTranslations('Favorites');
  const [said, setSaid] = useState(count);
  if (count > said) setSaid(count);
  useEffect(() => {
    if (count > 0) favoritesActions.dropUnreadable();
  }, [count]);
  if (said === 0) return null;
  return (
    <p
      role="status"
      className="mt-6 max-w-2xl text-sm text-muted"
      data-testid="favorites-unreadable"
    >
      {t('unreadable', { count: said })}
    </p>
  );
}
