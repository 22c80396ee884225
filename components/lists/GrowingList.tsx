import { useTranslations } from 'next-intl';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { Link } from '@/components/navigation/Link';
import { secondaryButton } from '@/components/ui/buttonStyles';
import { useHydrated } from '@/lib/favorites/hydrated';
import type { SiteHref } from '@/lib/i18n/paths';
import { shownRange } from '@/lib/lists/more-pages';
import { useMorePages, type MorePagesOptions } from './useMorePages';

type Props<T extends { id: number }> = MorePagesOptions<T> & {
  /** One item's <li>, the same for the server's page and those loaded after it. */
  renderItem: (item: T, index: number) => ReactNode;
  listProps: ComponentProps<'ul'> & { [data: `data-${string}`]: string };
  /** Whose texts: each list says what it counts ("posts", "talents"). */
  namespace: 'Talents' | 'Blog';
  /** Names the sentinel and the status area for tests (`talent` → talent-sentinel, talent-more). */
  name: string;
  /** The links to the other pages, for visitors without JavaScript. */
  pager: ReactNode;
  /** Where the list starts, when it starts at a later page. */
  firstPage: SiteHref | null;
  /**
   * The server's "Showing 1–30 of 41" while the list holds the server's page
   * alone: the first number formatter of a page takes a phone some 100 ms to
   * build, so the start does not build one for words the HTML already has.
   */
  firstRangeText: string;
};

/**
 * A list that grows in place (useMorePages). In the server's HTML: the items
 * of its page, which items are shown and the page links. Once the page runs:
 * the sentinel, how much is shown, the loading or failure, "show more" or
 * "try again"; the page links stay in the HTML for crawlers, hidden.
 */
export function GrowingList<T extends { id: number }>(props: Props<T>) {
  const { first, pageSize, renderItem, listProps, namespace, name } = props;
  const t = useTranslations(namespace);
  const { items, total, more, status, loadMore, sentinel } = useMorePages(props);
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

  const range = shownRange(first.page, pageSize, items.length, total);
  const shown = range ? (
    <p className="text-sm text-muted">
      {items === first.items ? props.firstRangeText : t('shownOf', { ...range, total })}
    </p>
  ) : null;
  return (
    <>
      <ul ref={list} {...listProps}>
        {items.map(renderItem)}
      </ul>
      <OnceRunning>
        {(running) => (
          <>
            {running && more ? (
              <div
                ref={sentinel}
                className="h-px"
                aria-hidden="true"
                data-testid={`${name}-sentinel`}
              />
            ) : null}
            {running ? null : <div className="mt-10 text-center">{shown}</div>}
            <div hidden={running}>{props.pager}</div>
            {running ? (
              <div
                className="mt-10 flex flex-col items-center gap-3 text-center"
                data-testid={`${name}-more`}
              >
                {shown}
                <div role="status" aria-live="polite">
                  {status === 'failed' ? (
                    <p className="text-danger">{t('loadFailed')}</p>
                  ) : status === 'loading' ? (
                    <span className="text-muted">{t('loadingMore')}</span>
                  ) : null}
                </div>
                {more ? (
                  <MoreButton
                    onClick={loadMore}
                    onGoneWithFocus={focusFirstNew}
                    // Not `disabled`: a disabled button drops the keyboard's focus to the
                    // page's start. A press while loading is ignored (loadMore).
                    aria-disabled={status === 'loading'}
                  >
                    {status === 'failed' ? t('retry') : t('showMore')}
                  </MoreButton>
                ) : null}
                {props.firstPage ? (
                  <Link href={props.firstPage} prefetch={false} className="text-sm underline">
                    {t('firstPage')}
                  </Link>
                ) : null}
              </div>
            ) : null}
          </>
        )}
      </OnceRunning>
    </>
  );
}

/**
 * Draws the list's end for the server's HTML, then again once the page runs:
 * only this re-renders after hydration, not the list's items.
 */
function OnceRunning({ children }: { children: (running: boolean) => ReactNode }) {
  return children(useHydrated());
}

/**
 * "Show more", telling its list when it goes away with the focus on it: its
 * cleanup runs before React takes it off the page, while it still has the
 * focus, so the list can give the focus somewhere useful.
 */
function MoreButton({
  onGoneWithFocus,
  ...props
}: ComponentProps<'button'> & { onGoneWithFocus: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const node = button.current;
    return () => {
      if (node !== null && document.activeElement === node) onGoneWithFocus();
    };
  }, [onGoneWithFocus]);
  return <button ref={button} type="button" className={secondaryButton} {...props} />;
}
