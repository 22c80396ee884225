import type { Metadata } from 'next';
import { BlogListView } from '@/components/blog/BlogListView';
import { pageLocale } from '@/lib/i18n/page-locale';
import { FIRST_WINDOW } from '@/lib/lists/window';
import { blogListMetadata } from '@/lib/seo/blog-metadata';

// A cached page: the first posts. Its later pages and grown lists are pages of their own
// (page/[n], more/[n]).
type Props = { params: Promise<{ lang: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return blogListMetadata(params, FIRST_WINDOW);
}

export default async function BlogPage({ params }: Props) {
  const locale = await pageLocale(params);
  return <BlogListView locale={locale} shown={FIRST_WINDOW} />;
}
