import { useEffect, useState } from 'react';
import { useLocale } from 'next-intl';
import { lookUpFavorites } from '@/lib/actions/look-up-favorites';
import { favoritesActions } from '@/lib/browser/favoritesStore';

/**
 * Asks the catalogue about each talent once: the listed ones are written back with their current
 * name, cover and category (so an entry of an older shape becomes a normal card), and the set of
 * those no longer listed is returned, with the set of those it confirmed. None is flagged until the
 * agency API has answered.
 */
export function useCatalogue(ids: readonly number[]): {
  unlisted: ReadonlySet<number>;
  listed: ReadonlySet<number>;
} {
  const locale = useLocale();
  // Talent id → whether the catalogue no longer lists it.
  const [known, setKnown] = useState<ReadonlyMap<number, boolean>>(new Map());
  const fresh = ids.filter((id) => !known.has(id)).join(',');
  useEffect(() => {
    if (!fresh) return;
    let current = true;
    const asked = fresh.split(',').map(Number);
    lookUpFavorites(asked, locale)
      .then((answer) => {
        // The agency API could not tell: nothing is flagged or rewritten.
        if (!current || answer === null) return;
        setKnown(
          (previous) =>
            new Map([
              ...previous,
              ...asked.map((id) => [id, answer.unlisted.includes(id)] as const),
            ]),
        );
        favoritesActions.refresh(answer.listed);
      })
      // Not reached (offline): asked again when the list next changes.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [fresh, locale]);
  return {
    unlisted: new Set(ids.filter((id) => known.get(id))),
    listed: new Set(ids.filter((id) => known.get(id) === false)),
  };
}
