'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useEntryMemory } from '@/components/experience/useEntryMemory';
import { useTranslations } from 'next-intl';
import { secondaryButton } from '@/components/ui/buttonStyles';
import type { PostCard as Post, PostPage } from '@/lib/agency-api/posts';
import { appendPage, hasMore, nextPage, type PageState } from '@/lib/blog/pagination';
import { INFINITE_SCROLL_MARGIN_PX, INFINITE_SCROLL_THRESHOLD } from '@/lib/constants';
import { pathFor } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { PostCard } from './PostCard';

type Props = { locale: Locale; initial: PostPage };

/** The post grid; the next page loads when the sentinel after it comes into view. */
export function BlogGrid({ locale, initial }: Props) {
  const t = useTranslations('Blog');
  // The posts loaded so far come back with the scroll position on Back.
  const [state, setState] = useEntryMemory<PageState<Post>>(`blog:${locale}`, {
    items: initial.posts,
    total: initial.total,
    currentPage: initial.currentPage,
  });
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const loading = useRef(false);
  const sentinel = useRef<HTMLDivElement>(null);

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

  if (state.items.length === 0) return <p className="mt-10 text-muted">{t('empty')}</p>;
  return (
    <>
      <ul
        className="mt-10 grid grid-cols-1 gap-x-8 gap-y-12 lg:grid-cols-2"
        data-testid="post-grid"
      >
        {state.items.map((post, index) => (
          <li key={post.id}>
            <PostCard
              post={post}
              eager={index < 2}
              href={pathFor(locale, { page: 'blogPost', id: String(post.id), slug: post.slug })}
            />
          </li>
        ))}
      </ul>
      {hasMore(state) ? (
        <div ref={sentinel} className="h-10" aria-hidden="true" data-testid="blog-sentinel" />
      ) : null}
      <div role="status" aria-live="polite" className="mt-6 text-center">
        {failed ? (
          <>
            <p className="text-danger">{t('loadFailed')}</p>
            <button type="button" className={`${secondaryButton} mt-3`} onClick={loadMore}>
              {t('retry')}
            </button>
          </>
        ) : busy ? (
          <span className="text-muted">{t('loading')}</span>
        ) : null}
      </div>
    </>
  );
}
