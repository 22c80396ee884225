import type { Metadata } from 'next';
import { BlogListView } from '@/components/blog/BlogListView';
import { MAX_BLOG_PORTIONS } from '@/lib/constants';
import { pageLocale } from '@/lib/i18n/page-locale';
import { staticPageMetadata } from '@/lib/seo/page-metadata';
import { listWindow, type QueryParams } from '@/lib/lists/pager';

// Rendered per request from the agency API's cached posts: ?more=2 (grown) and ?page=2 are the list.
type Props = { params: Promise<{ lang: string }>; searchParams: Promise<QueryParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const metadata = await staticPageMetadata(params, 'blog');
  const { page, more } = listWindow(await searchParams, MAX_BLOG_PORTIONS);
  // Canonical: the blog; a later or grown list is not indexed, its links followed.
  return page > 1 || more > 1 ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

export default async function BlogPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  return <BlogListView locale={locale} shown={listWindow(await searchParams, MAX_BLOG_PORTIONS)} />;
}
