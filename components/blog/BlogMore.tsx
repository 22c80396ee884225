'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useEntryMemory } from '@/components/experience/useEntryMemory';
import { secondaryButton } from '@/components/ui/buttonStyles';
import type { PostCard as Post, PostPage } from '@/lib/agency-api/posts';
import { appendPage, hasMore, nextPage, type PageState } from '@/lib/blog/pagination';
import { INFINITE_SCROLL_MARGIN_PX, INFINITE_SCROLL_THRESHOLD } from '@/lib/constants';
import { hrefOf } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { PostCard } from './PostCard';

export type BlogMoreProps = {
  gridId: string;
  locale: Locale;
  /** The page the server rendered in the grid. */
  initial: PostPage;
  labels: { loading: string; loadFailed: string; retry: string };
};

/**
 * Loads the next page of posts when the sentinel after the grid comes into
 * view, and adds them to the server-rendered grid. The posts loaded so far
 * come back with the scroll position on Back.
 */
export function BlogMore({ gridId, locale, initial, labels }: BlogMoreProps) {
  // Holds every post shown, the server's first page included, so the pure
  // rules (lib/blog/pagination) see the whole list; the grid's own items are
  // not rendered again.
  const [state, setState] = useEntryMemory<PageState<Post>>(`blog:${locale}`, {
    items: initial.posts,
    total: initial.total,
    currentPage: initial.currentPage,
  });
  const [grid, setGrid] = useState<HTMLElement | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const loading = useRef(false);
  const sentinel = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    // The grid is the server's markup, found once mounted: posts load into it.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reading the server-rendered DOM
    setGrid(document.getElementById(gridId));
  }, [gridId]);

  const loadMore = useCallback(async () => {
    if (loading.current || !hasMore(state)) return;
    loading.current = true;
    setBusy(true);
    setFailed(false);
    try {
      const response = await fetch(`/api/posts?lang=${locale}&page=${nextPage(state)}`);
      if (!response.ok) throw new Error(String(response.status));
      const page = (await response.json()) as PostPage;
      setState((current) =>
        appendPage(current, {
          items: page.posts,
          total: page.total,
          currentPage: page.currentPage,
        }),
      );
    } catch {
      setFailed(true);
    } finally {
      loading.current = false;
      setBusy(false);
    }
  }, [locale, state, setState]);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || failed || !hasMore(state)) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && loadMore(),
      {
        threshold: INFINITE_SCROLL_THRESHOLD,
        rootMargin: `${INFINITE_SCROLL_MARGIN_PX}px 0px 0px 0px`,
      },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [loadMore, failed, state]);

  const added = state.items.slice(initial.posts.length);
  return (
    <>
      {grid
        ? createPortal(
            added.map((post) => (
              <li key={post.id}>
                <PostCard
                  post={post}
                  href={hrefOf({ page: 'blogPost', id: String(post.id), slug: post.slug })}
                />
              </li>
            )),
            grid,
          )
        : null}
      {hasMore(state) ? (
        <div ref={sentinel} className="h-10" aria-hidden="true" data-testid="blog-sentinel" />
      ) : null}
      <div role="status" aria-live="polite" className="mt-6 text-center">
        {failed ? (
          <>
            <p className="text-danger">{labels.loadFailed}</p>
            <button type="button" className={`${secondaryButton} mt-3`} onClick={loadMore}>
              {labels.retry}
            </button>
          </>
        ) : busy ? (
          <span className="text-muted">{labels.loading}</span>
        ) : null}
      </div>
    </>
  );
}
