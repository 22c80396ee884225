'use client';

import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from 'react';
import { createPortal } from 'react-dom';
import { secondaryButton } from '@/components/ui/buttonStyles';
import { fillTemplate } from '@/lib/i18n/template';
import type { IslandTexts } from '@/lib/talents/list-texts';
import { INFINITE_SCROLL_MARGIN_PX } from '@/lib/constants';
import type { Category, Locale } from '@/lib/i18n/routing';
import type { TalentListItem, TalentListPage } from '@/lib/talents/list-item';
import { TALENT_LIST_PAGE_SIZE } from '@/lib/talents/list-query';
import { appendTalentPage, hasMorePages, type MorePages } from '@/lib/talents/more-pages';
import { ListedTalentCard } from './ListedTalentCard';
import { useHeightLabels } from './grid/useHeightLabels';
import { useFavoriteButtons } from './grid/useFavoriteButtons';

export type TalentGridIslandProps = {
  gridId: string;
  pagerId: string;
  locale: Locale;
  category: Category;
  /** The list's canonical query string, without its page. */
  filters: string;
  /** The page the server rendered, and the count of every match. */
  page: number;
  total: number;
  firstPageHref: string;
  /** The pages loaded so far, kept for Back by LazyTalentGridIsland. */
  state: MorePages<TalentListItem>;
  setState: Dispatch<SetStateAction<MorePages<TalentListItem>>>;
  /** Its texts, translated by the server (`shownOf` with holes for the counts). */
  labels: IslandTexts;
  /** Called once the grid's favorite buttons are wired. */
  onReady?: () => void;
};

/**
 * The talent list's island, loaded once the page is interactive by
 * LazyTalentGridIsland (which keeps its state for Back and wires the card
 * links). It wires the favorite buttons (one listener for the grid), and
 * replaces the page links under it with "show more", which also loads as the
 * visitor scrolls near the end. The pages it loads come back on Back, with
 * the scroll position.
 */
export function TalentGridIsland(props: TalentGridIslandProps) {
  const { gridId, pagerId, locale, category, filters, page, total, state, setState, onReady } =
    props;
  const t = (key: Exclude<keyof IslandTexts, 'shownOf'>) => props.labels[key];
  const grid = useRef<HTMLElement | null>(null);
  const [gridNode, setGridNode] = useState<HTMLElement | null>(null);
  const [shown, setShown] = useState<ReadonlySet<number>>(new Set());
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const loading = useRef(false);
  const sentinel = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const node = document.getElementById(gridId);
    grid.current = node;
    // The grid is the server's markup, found once mounted: cards load into it.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reading the server-rendered DOM
    setGridNode(node);
    const ids = [...(node?.querySelectorAll('[data-talent-id]') ?? [])].map((item) =>
      Number(item.getAttribute('data-talent-id')),
    );
    setShown(new Set(ids));
    // With this script running, "show more" takes the place of the page links.
    const pager = document.getElementById(pagerId);
    if (pager) pager.hidden = true;
    return () => {
      if (pager) pager.hidden = false;
    };
  }, [gridId, pagerId]);

  useFavoriteButtons(grid, state.items.length + (gridNode ? 1 : 0));
  const heightText = useHeightLabels(grid, state.items.length + (gridNode ? 1 : 0), locale);
  // After the hooks above have attached their listeners (effects run in order).
  useEffect(() => {
    if (gridNode) onReady?.();
  }, [gridNode, onReady]);

  const more = hasMorePages(state, TALENT_LIST_PAGE_SIZE);
  const loadMore = useCallback(async () => {
    if (loading.current || !hasMorePages(state, TALENT_LIST_PAGE_SIZE)) return;
    loading.current = true;
    setBusy(true);
    setFailed(false);
    try {
      const next = state.lastPage + 1;
      const search = new URLSearchParams(filters);
      search.set('lang', locale);
      search.set('category', category);
      search.set('page', String(next));
      const response = await fetch(`/api/talents?${search}`);
      if (!response.ok) throw new Error(String(response.status));
      const body = (await response.json()) as TalentListPage;
      setState((current) =>
        appendTalentPage(
          current,
          { items: body.items, total: body.total, page: next },
          shown,
          TALENT_LIST_PAGE_SIZE,
        ),
      );
    } catch {
      setFailed(true);
    } finally {
      loading.current = false;
      setBusy(false);
    }
  }, [state, filters, locale, category, shown, setState]);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || failed || !more) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && loadMore(),
      { rootMargin: `${INFINITE_SCROLL_MARGIN_PX}px 0px ${INFINITE_SCROLL_MARGIN_PX}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [loadMore, failed, more]);

  const onScreen = Math.min(total, shown.size + state.items.length);
  return (
    <>
      {gridNode
        ? createPortal(
            state.items.map((talent) => (
              <li key={talent.id} data-talent-id={talent.id}>
                <ListedTalentCard
                  talent={talent}
                  category={category}
                  heightText={heightText}
                  favoriteLabels={talent.favoriteLabels}
                />
              </li>
            )),
            gridNode,
          )
        : null}
      {more ? (
        <div ref={sentinel} className="h-px" aria-hidden="true" data-testid="talent-sentinel" />
      ) : null}
      <div className="mt-10 flex flex-col items-center gap-3 text-center" data-testid="talent-more">
        {gridNode && total > 0 ? (
          <p className="text-sm text-muted">
            {fillTemplate(props.labels.shownOf, { shown: onScreen, total })}
          </p>
        ) : null}
        <div role="status" aria-live="polite">
          {failed ? (
            <p className="text-danger">{t('loadFailed')}</p>
          ) : busy ? (
            <span className="text-muted">{t('loadingMore')}</span>
          ) : null}
        </div>
        {gridNode && more ? (
          <button type="button" className={secondaryButton} onClick={loadMore} disabled={busy}>
            {failed ? t('retry') : t('showMore')}
          </button>
        ) : null}
        {gridNode && page > 1 ? (
          <a href={props.firstPageHref} className="text-sm underline">
            {t('firstPage')}
          </a>
        ) : null}
      </div>
    </>
  );
}
