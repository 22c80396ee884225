import type { Metadata } from 'next';
import { BlogListView } from '@/components/blog/BlogListView';
import { pageLocale, staticPageMetadata } from '@/lib/i18n/server';

// The blog's first page (ISR); ?page=2 goes to ./results (proxy.ts).
export type Props = { params: Promise<{ lang: string }> };

export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(params, 'blog');
}

export default async function BlogPage({ params }: Props) {
  return <BlogListView locale={await pageLocale(params)} page={1} />;
}
