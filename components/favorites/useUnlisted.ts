import { useEffect, useState } from 'react';
import { useLocale } from 'next-intl';
import { unlistedFavorites } from '@/lib/actions/unlisted-favorites';

/** Each talent is asked about once; none is flagged until the agency API has answered. */
export function useUnlisted(ids: readonly number[]): ReadonlySet<number> {
  const locale = useLocale();
  // Talent id → whether the catalogue no longer lists it.
  const [known, setKnown] = useState<ReadonlyMap<number, boolean>>(new Map());
  const fresh = ids.filter((id) => !known.has(id)).join(',');
  useEffect(() => {
    if (!fresh) return;
    let current = true;
    const asked = fresh.split(',').map(Number);
    unlistedFavorites(asked, locale)
      .then((unlisted) => {
        if (!current) return;
        setKnown(
          (previous) =>
            new Map([...previous, ...asked.map((id) => [id, unlisted.includes(id)] as const)]),
        );
      })
      // Not reached (offline): asked again when the list next changes.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [fresh, locale]);
  return new Set(ids.filter((id) => known.get(id)));
}
