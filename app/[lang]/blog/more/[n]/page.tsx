import type { Metadata } from 'next';
import { BlogListView } from '@/components/blog/BlogListView';
import { MAX_BLOG_PORTIONS } from '@/lib/constants';
import { pageLocale } from '@/lib/i18n/page-locale';
import { pathWindow } from '@/lib/lists/window';
import { blogListMetadata } from '@/lib/seo/blog-metadata';

// The blog grown by its sentinel or "show more" (/blog/mais/3: its first three portions): a cached page.
type Props = { params: Promise<{ lang: string; n: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { n } = await params;
  return blogListMetadata(params, pathWindow('more', n, MAX_BLOG_PORTIONS).window);
}

export default async function GrownBlogRoute({ params }: Props) {
  const locale = await pageLocale(params);
  const { n } = await params;
  // Another spelling of the number (/pagina/1, /mais/99) never gets here: the proxy redirects it.
  const { window } = pathWindow('more', n, MAX_BLOG_PORTIONS);
  return <BlogListView locale={locale} shown={window} />;
}
