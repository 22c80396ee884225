import { useCallback, useRef, useState } from 'react';
import { useEntryMemory } from '@/components/experience/useEntryMemory';
import { INFINITE_SCROLL_MARGIN_PX, INFINITE_SCROLL_THRESHOLD } from '@/lib/constants';
import { appendPage, hasMorePages } from '@/lib/lists/more-pages';

export type MorePagesOptions<T> = {
  scope: string;
  first: { items: T[]; total: number; page: number };
  pageSize: number;
  fetchPage: (page: number) => Promise<{ items: T[]; total: number }>;
};

// Each history entry has its own memory, so Back restores the pages and a new visit starts afresh.
export function useMorePages<T extends { id: number }>(options: MorePagesOptions<T>) {
  const { scope, first, pageSize, fetchPage } = options;
  const [state, setState] = useEntryMemory(scope, {
    items: first.items,
    total: first.total,
    lastPage: first.page,
  });
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const loading = useRef(false);
  const more = hasMorePages(state, pageSize);

  const loadMore = useCallback(async () => {
    if (loading.current || !hasMorePages(state, pageSize)) return;
    loading.current = true;
    setStatus('loading');
    const next = state.lastPage + 1;
    try {
      const page = await fetchPage(next);
      setState((current) => appendPage(current, { ...page, page: next }, pageSize));
      setStatus('idle');
    } catch {
      setStatus('failed');
    } finally {
      loading.current = false;
    }
  }, [state, pageSize, fetchPage, setState]);

  // A callback ref, not a state: setting one as the sentinel appeared re-rendered every item.
  const sentinel = useCallback(
    (node: HTMLDivElement | null) => {
      if (!node || status === 'failed' || !more) return;
      const margin = `${INFINITE_SCROLL_MARGIN_PX}px`;
      const observer = new IntersectionObserver(
        (entries) => entries.some((entry) => entry.isIntersecting) && loadMore(),
        { threshold: INFINITE_SCROLL_THRESHOLD, rootMargin: `${margin} 0px ${margin} 0px` },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [loadMore, status, more],
  );

  return { items: state.items, total: state.total, more, status, loadMore, sentinel };
}
