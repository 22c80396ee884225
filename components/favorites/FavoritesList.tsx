import { useTranslations } from 'next-intl';
import { SelectionItem } from '@/components/selection/SelectionItem';
import { useFocusKeeper } from '@/components/selection/useFocusKeeper';
import type { FavoriteTalent } from '@/lib/favorites/map';
import { isCategory } from '@/lib/i18n/routing';
import { filterByMark, type MarkFilter, type Marks } from '@/lib/selection/marks';
import { markTalent } from '@/lib/selection/marks-store';
import { profileHref } from '@/lib/talents/route';
import { FavoritesEmpty } from './FavoritesEmpty';
import { UnlistedFavorite } from './UnlistedFavorite';

type Props = {
  /** Whether the favorites are read: not before the page runs. */
  ready: boolean;
  talents: FavoriteTalent[];
  /** The ids of those the agency no longer lists. */
  unlisted: ReadonlySet<number>;
  marks: Marks;
  /** Where the marks are kept (lib/selection/marks.ts). */
  marksKey: string;
  filter: MarkFilter;
};

/** The favorited talents, read from this browser's storage, with their marks; or what to do when there are none. */
export function FavoritesList({ ready, talents, unlisted, marks, marksKey, filter }: Props) {
  const tSelection = useTranslations('Selection');
  const shown = filterByMark(talents, marks, filter);
  const {
    list: gridRef,
    fallback: emptyRef,
    onFocus: keepFocus,
  } = useFocusKeeper<HTMLUListElement, HTMLDivElement>(shown.map((talent) => talent.id).join(','));

  if (!ready) {
    // Without scripts the saved favorites cannot be read: say so, with the way on.
    return (
      <div className="min-h-40">
        <noscript>
          <FavoritesEmpty scriptless />
        </noscript>
      </div>
    );
  }
  if (shown.length === 0) {
    return (
      <div ref={emptyRef} tabIndex={-1}>
        {talents.length === 0 ? (
          <FavoritesEmpty />
        ) : (
          <p className="mt-8 text-muted">{tSelection('filterEmpty')}</p>
        )}
      </div>
    );
  }
  return (
    <ul
      ref={gridRef}
      onFocus={keepFocus}
      className="mt-8 grid grid-cols-2 gap-x-4 gap-y-8 lg:grid-cols-5 xl:grid-cols-6"
      data-testid="favorites-grid"
    >
      {shown.map((talent) => {
        if (unlisted.has(talent.id)) return <UnlistedFavorite key={talent.id} talent={talent} />;
        const category = isCategory(talent.category) ? talent.category : 'models';
        return (
          <SelectionItem
            key={talent.id}
            talent={{ ...talent, category }}
            href={profileHref(category, talent)}
            mark={marks[talent.id]}
            onMark={(mark) => markTalent(marksKey, talent.id, mark)}
          />
        );
      })}
    </ul>
  );
}
