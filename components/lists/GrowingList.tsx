import { useCallback, useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import type { SiteHref } from '@/lib/i18n/paths';
import { shownRange } from '@/lib/lists/more-pages';
import { ListMore } from './ListMore';
import { useMorePages } from './useMorePages';

type Props<T extends { id: number }> = Parameters<typeof useMorePages<T>>[0] & {
  /** One item's <li>, the same for the server's page and those loaded after it. */
  renderItem: (item: T, index: number) => ReactNode;
  /** The <ul>'s own attributes (its grid, its id). */
  listProps: ComponentProps<'ul'> & { [data: `data-${string}`]: string };
  /** Whose texts, and the test names of its sentinel and status (see ListMore). */
  namespace: 'Talents' | 'Blog';
  name: string;
  pager: ReactNode;
  firstPage: SiteHref | null;
  /** The server's "Showing 1–30 of 41" for its page (see ListMore). */
  firstRangeText: string;
};

/**
 * A list that grows in place: the items of the server's page, those of the
 * pages loaded after it, and its end (ListMore). Used by the talent list and
 * the blog, which say how an item is drawn and where a page is read.
 */
export function GrowingList<T extends { id: number }>(props: Props<T>) {
  const { renderItem, listProps, namespace, name, pager, firstPage, firstRangeText, ...pages } =
    props;
  const { items, total, more, status, loadMore, sentinel } = useMorePages(pages);
  const list = useRef<HTMLUListElement>(null);
  // How many items were on screen before the latest page came.
  const shownBefore = useRef(items.length);
  useEffect(() => {
    shownBefore.current = items.length;
  }, [items.length]);
  // "Show more" goes away with the last page: the keyboard's focus moves on to
  // that page's first item (or the last one, when the page brought none new)
  // instead of falling back to the page's start.
  const focusFirstNew = useCallback(() => {
    const items = list.current?.children;
    const item = items?.[shownBefore.current] ?? items?.[items.length - 1];
    item?.querySelector<HTMLElement>('a[href]')?.focus();
  }, []);
  return (
    <>
      <ul ref={list} {...listProps}>
        {items.map(renderItem)}
      </ul>
      <ListMore
        namespace={namespace}
        name={name}
        sentinel={sentinel}
        pager={pager}
        range={shownRange(pages.first.page, pages.pageSize, items.length, total)}
        rangeText={items === pages.first.items ? firstRangeText : null}
        total={total}
        more={more}
        status={status}
        onMore={loadMore}
        onMoreGoneWithFocus={focusFirstNew}
        firstPage={firstPage}
      />
    </>
  );
}
