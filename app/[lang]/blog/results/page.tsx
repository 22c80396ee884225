import type { Metadata } from 'next';
import { BlogListView } from '@/components/blog/BlogListView';
import { pageLocale, staticPageMetadata } from '@/lib/i18n/server';
import { pageParam } from '@/lib/lists/pager';

// A later page of the blog (?page=2). Visitors never see this address: the
// proxy rewrites /blog?page=2 here (lib/i18n/query-routes.ts). It renders
// on each request; the blog's first page stays static.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const pageOf = async (searchParams: Props['searchParams']) => {
  const { page } = await searchParams;
  return pageParam(Array.isArray(page) ? page[0] : page);
};

// A later page names the blog as its canonical address and is not indexed;
// its links are followed (the sitemap names every post anyway).
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const metadata = await staticPageMetadata(params, 'blog');
  return { ...metadata, robots: { index: false, follow: true } };
}

export default async function BlogResultsPage({ params, searchParams }: Props) {
  return <BlogListView locale={await pageLocale(params)} page={await pageOf(searchParams)} />;
}
