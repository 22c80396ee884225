'use client';

import { lazy, Suspense } from 'react';
import { useAfterLoad } from '@/components/experience/useAfterLoad';
import type { BlogMoreProps } from './BlogMore';

const BlogMore = lazy(() => import('./BlogMore').then((module) => ({ default: module.BlogMore })));

/** The blog's "load more", once the page is interactive: its code is not in the first load. */
export function LazyBlogMore(props: BlogMoreProps) {
  const interactive = useAfterLoad();
  if (!interactive) return null;
  return (
    <Suspense fallback={null}>
      <BlogMore {...props} />
    </Suspense>
  );
}
