import { useTranslations } from 'next-intl';
import { SelectionItem } from '@/components/selection/SelectionItem';
import type { FavoriteTalent } from '@/lib/favorites/map';
import { useHydrated } from '@/lib/favorites/hydrated';
import { isCategory } from '@/lib/i18n/routing';
import { filterByMark, type MarkFilter, type Marks } from '@/lib/selection/marks';
import { markTalent } from '@/lib/selection/marks-store';
import { profileHref } from '@/lib/talents/route';
import { FavoritesEmpty } from './FavoritesEmpty';

type Props = {
  talents: FavoriteTalent[];
  marks: Marks;
  /** Where the marks are kept (lib/selection/marks.ts). */
  marksKey: string;
  filter: MarkFilter;
};

/** The favorited talents, read from this browser's storage, with their marks; or what to do when there are none. */
export function FavoritesList({ talents, marks, marksKey, filter }: Props) {
  const tSelection = useTranslations('Selection');
  const hydrated = useHydrated();
  const shown = filterByMark(talents, marks, filter);

  if (!hydrated) {
    // Without scripts the saved favorites cannot be read: say so, with the way on.
    return (
      <div className="min-h-40">
        <noscript>
          <FavoritesEmpty scriptless />
        </noscript>
      </div>
    );
  }
  if (talents.length === 0) return <FavoritesEmpty />;
  if (shown.length === 0) return <p className="mt-8 text-muted">{tSelection('filterEmpty')}</p>;
  return (
    <ul
      className="mt-8 grid grid-cols-2 gap-x-4 gap-y-8 lg:grid-cols-5 xl:grid-cols-6"
      data-testid="favorites-grid"
    >
      {shown.map((talent) => {
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
