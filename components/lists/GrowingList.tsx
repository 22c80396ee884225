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
  renderItem: (item: T, index: number) => ReactNode;
  listProps: ComponentProps<'ul'> & { [data: `data-${string}`]: string };
  namespace: 'Talents' | 'Blog';
  name: string;
  pager: ReactNode;
  firstPage: SiteHref | null;
  // The server's "Showing 1–30 of 41": a page's first number formatter takes a phone ~100 ms.
  firstRangeText: string;
};

// The page links stay in the HTML for crawlers, hidden once the page runs.
export function GrowingList<T extends { id: number }>(props: Props<T>) {
  const { first, pageSize, renderItem, listProps, namespace, name } = props;
  const t = useTranslations(namespace);
  const { items, total, more, status, loadMore, sentinel } = useMorePages(props);
  const list = useRef<HTMLUListElement>(null);
  const shownBefore = useRef(items.length);
  useEffect(() => {
    shownBefore.current = items.length;
  }, [items.length]);
  // "Show more" goes with the last page: focus moves to its first item, not the page's start.
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

// Only the list's end re-renders after hydration, not its items.
function OnceRunning({ children }: { children: (running: boolean) => ReactNode }) {
  return children(useHydrated());
}

// A layout effect's cleanup runs before React removes the button, while it still has the focus.
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
