import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { filterByMark, type MarkFilter as Filter, type Marks } from '@/lib/selection/marks';
import { MarkFilter } from './MarkFilter';
import { SelectionPdfButton } from './SelectionPdfButton';
import { ShareSelection } from './ShareSelection';
import { useFocusKeeper } from './useFocusKeeper';

type Props<T extends { id: number }> = {
  ids: readonly number[];
  talents: T[];
  marks: Marks;
  actions?: ReactNode;
  renderItem: (talent: T) => ReactNode;
  empty?: ReactNode;
  testId: string;
};

export function SelectionBoard<T extends { id: number }>({
  ids,
  talents,
  marks,
  actions,
  renderItem,
  empty,
  testId,
}: Props<T>) {
  const t = useTranslations('Selection');
  const [filter, setFilter] = useState<Filter>('all');
  const shown = filterByMark(talents, marks, filter);
  const shownIds = shown.map((talent) => talent.id).join(',');
  const { list, fallback, onFocus } = useFocusKeeper<HTMLUListElement, HTMLDivElement>(shownIds);
  return (
    <>
      {ids.length > 0 ? (
        <>
          <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:items-start">
            {actions}
            <ShareSelection ids={ids} />
            <SelectionPdfButton ids={ids} marks={marks} />
          </div>
          <div className="mt-6">
            <MarkFilter talents={talents} marks={marks} filter={filter} onChange={setFilter} />
          </div>
        </>
      ) : null}
      {shown.length === 0 ? (
        <div ref={fallback} tabIndex={-1}>
          {talents.length === 0 && empty ? (
            empty
          ) : (
            <p className="mt-8 text-muted">{t('filterEmpty')}</p>
          )}
        </div>
      ) : (
        <ul
          ref={list}
          onFocus={onFocus}
          className="mt-8 grid grid-cols-2 gap-x-4 gap-y-8 lg:grid-cols-5 xl:grid-cols-6"
          data-testid={testId}
        >
          {shown.map((talent) => renderItem(talent))}
        </ul>
      )}
    </>
  );
}
