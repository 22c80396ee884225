'use client';

import { useLocale } from 'next-intl';
import { useCallback, type ReactNode } from 'react';
import { GrowingList } from '@/components/lists/GrowingList';
import { getJson } from '@/lib/http/get-json';
import { postHref, type PostItem, type PostListPage } from '@/lib/blog/post-item';
import { BLOG_PAGE_SIZE } from '@/lib/constants';
import type { SiteHref } from '@/lib/i18n/paths';
import { PostCard } from './PostCard';

type Props = {
  page: number;
  posts: PostItem[];
  total: number;
  pager: ReactNode;
  firstPage: SiteHref | null;
  rangeText: string;
};

export function BlogList({ page, posts, total, pager, firstPage, rangeText }: Props) {
  const locale = useLocale();
  const fetchPage = useCallback(
    (next: number) => getJson<PostListPage>(`/api/posts?lang=${locale}&page=${next}`),
    [locale],
  );
  return (
    <GrowingList
      scope={`blog:${locale}:${page}`}
      first={{ items: posts, total, page }}
      pageSize={BLOG_PAGE_SIZE}
      fetchPage={fetchPage}
      listProps={{
        className: 'mt-10 grid grid-cols-1 gap-x-8 gap-y-12 lg:grid-cols-2',
        'data-testid': 'post-grid',
      }}
      renderItem={(post, index) => (
        <li key={post.id}>
          <PostCard post={post} eager={index < 2} href={postHref(post)} />
        </li>
      )}
      namespace="Blog"
      name="blog"
      pager={pager}
      firstPage={firstPage}
      firstRangeText={rangeText}
    />
  );
}
