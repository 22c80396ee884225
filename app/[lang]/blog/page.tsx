import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BlogGrid } from '@/components/blog/BlogGrid';
import { Container } from '@/components/ui/Container';
import { PageTitle } from '@/components/ui/PageTitle';
import { listPosts } from '@/lib/agency-api/posts';
import { pageLocale, staticPageMetadata } from '@/lib/i18n/server';

type Props = { params: Promise<{ lang: string }> };

export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(params, 'blog');
}

export default async function BlogPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [t, firstPage] = await Promise.all([
    getTranslations({ locale, namespace: 'Blog' }),
    listPosts(locale, 1),
  ]);
  return (
    <Container>
      <PageTitle>{t('title')}</PageTitle>
      <BlogGrid
        locale={locale}
        initial={firstPage}
        labels={{
          empty: t('empty'),
          loading: t('loading'),
          loadFailed: t('loadFailed'),
          retry: t('retry'),
        }}
      />
    </Container>
  );
}
