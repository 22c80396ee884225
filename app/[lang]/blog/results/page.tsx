import type { Metadata } from 'next';
import { BlogListView } from '@/components/blog/BlogListView';
import { pageLocale } from '@/lib/i18n/server';
import { first, pageParam } from '@/lib/lists/pager';
import { generateMetadata as blogMetadata, type Props as BlogProps } from '../page';

// ?page=2, rewritten here by proxy.ts.
export const dynamic = 'force-dynamic';

type Props = BlogProps & {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// Canonical: the blog, not indexed, links followed (the sitemap names every post anyway).
export async function generateMetadata(props: Props): Promise<Metadata> {
  return { ...(await blogMetadata(props)), robots: { index: false, follow: true } };
}

export default async function BlogResultsPage({ params, searchParams }: Props) {
  return (
    <BlogListView
      locale={await pageLocale(params)}
      page={pageParam(first(await searchParams, 'page'))}
    />
  );
}
