import { useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { filterByMark, type MarkFilter as Filter, type Marks } from '@/lib/selection/marks';
import { MarkFilter } from './MarkFilter';
import { SelectionPdfButton } from './SelectionPdfButton';
import { ShareSelection, type SelectionShare } from './ShareSelection';

type Props<T extends { id: number }> = {
  ids: readonly number[];
  talents: T[];
  marks: Marks;
  actions?: ReactNode;
  share: SelectionShare;
  renderItem: (talent: T) => ReactNode;
  empty?: ReactNode;
  testId: string;
};

const controlsOf = (item: Element | undefined) =>
  item ? [...item.querySelectorAll<HTMLElement>('a[href], button:not(:disabled)')] : [];

export function SelectionBoard<T extends { id: number }>({
  ids,
  talents,
  marks,
  actions,
  share,
  renderItem,
  empty,
  testId,
}: Props<T>) {
  const t = useTranslations('Selection');
  const [filter, setFilter] = useState<Filter>('all');
  const shown = filterByMark(talents, marks, filter);
  const shownIds = shown.map((talent) => talent.id).join(',');
  const list = useRef<HTMLUListElement>(null);
  const fallback = useRef<HTMLDivElement>(null);
  const place = useRef<{ item: number; control: number } | null>(null);
  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const children = [...event.currentTarget.children];
    const item = children.findIndex((child) => child.contains(event.target));
    if (item >= 0)
      place.current = { item, control: controlsOf(children[item]).indexOf(event.target) };
  };
  // An item going away under the focus would drop it to the page's start; it is only ever put back.
  useLayoutEffect(() => {
    const at = place.current;
    const active = document.activeElement;
    if (!at || (active && active !== document.body)) return;
    place.current = null;
    const children = list.current ? [...list.current.children] : [];
    const controls = controlsOf(children[Math.min(at.item, children.length - 1)]);
    (controls[at.control] ?? controls[0] ?? fallback.current)?.focus();
  }, [shownIds]);
  return (
    <>
      {ids.length > 0 ? (
        <>
          <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:items-start">
            {actions}
            <ShareSelection ids={ids} share={share} />
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
