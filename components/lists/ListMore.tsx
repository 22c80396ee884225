import { useTranslations } from 'next-intl';
import {
  useLayoutEffect,
  useRef,
  type ComponentProps,
  type ReactNode,
  type RefCallback,
} from 'react';
import { Link } from '@/components/navigation/Link';
import { secondaryButton } from '@/components/ui/buttonStyles';
import { useHydrated } from '@/lib/favorites/hydrated';
import type { SiteHref } from '@/lib/i18n/paths';
import type { LoadStatus } from './useMorePages';

type Props = {
  /** Whose texts: each list says what it counts ("posts", "talents"). */
  namespace: 'Talents' | 'Blog';
  /** Names the sentinel and the status area for tests (`talent` → talent-sentinel, talent-more). */
  name: string;
  sentinel: RefCallback<HTMLDivElement>;
  /** The links to the other pages, for visitors without JavaScript. */
  pager: ReactNode;
  /** The items on screen, counted from 1 across the whole list (31–41 on page 2). */
  range: { from: number; to: number } | null;
  /**
   * The server's text for that range while the list holds the server's page
   * alone: the first number formatter of a page takes a phone some 100 ms to
   * build, so the start does not build one for words the HTML already has.
   */
  rangeText: string | null;
  total: number;
  more: boolean;
  status: LoadStatus;
  onMore: () => void;
  /** Called when "show more" goes away (the list is whole) while it has the focus. */
  onMoreGoneWithFocus: () => void;
  /** Where the list starts, when it starts at a later page. */
  firstPage: SiteHref | null;
};

/**
 * The end of a growing list. In the server's HTML: which items are shown and
 * the page links. Once the
 * page runs: the sentinel that loads the next page as it nears the screen,
 * how much is shown, the loading or failure, "show more" or "try again"; the
 * page links stay in the HTML for crawlers, hidden.
 */
export function ListMore(props: Props) {
  const {
    namespace,
    name,
    sentinel,
    pager,
    range,
    rangeText,
    total,
    more,
    status,
    onMore,
    onMoreGoneWithFocus,
    firstPage,
  } = props;
  const t = useTranslations(namespace);
  const hydrated = useHydrated();
  const shown = range ? (
    <p className="text-sm text-muted">{rangeText ?? t('shownOf', { ...range, total })}</p>
  ) : null;
  return (
    <>
      {hydrated && more ? (
        <div ref={sentinel} className="h-px" aria-hidden="true" data-testid={`${name}-sentinel`} />
      ) : null}
      {hydrated ? null : <div className="mt-10 text-center">{shown}</div>}
      <div hidden={hydrated}>{pager}</div>
      {hydrated ? (
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
              onClick={onMore}
              onGoneWithFocus={onMoreGoneWithFocus}
              // Not `disabled`: a disabled button drops the keyboard's focus to the
              // page's start. A press while loading is ignored (useMorePages).
              aria-disabled={status === 'loading'}
            >
              {status === 'failed' ? t('retry') : t('showMore')}
            </MoreButton>
          ) : null}
          {firstPage ? (
            <Link href={firstPage} prefetch={false} className="text-sm underline">
              {t('firstPage')}
            </Link>
          ) : null}
        </div>
      ) : null}
    </>
  );
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
