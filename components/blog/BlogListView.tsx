import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { Link } from '@/components/navigation/Link';
import { Pagination } from '@/components/lists/Pagination';
import { Container } from '@/components/ui/Container';
import { PageTitle } from '@/components/ui/PageTitle';
import { listPosts } from '@/lib/agency-api/posts';
import { postItem } from '@/lib/blog/post-item';
import { BLOG_PAGE_SIZE } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/routing';
import { withSearch } from '@/lib/lists/href';
import { shownRange } from '@/lib/lists/more-pages';
import { pageCount } from '@/lib/lists/pager';
import { BlogList } from './BlogList';

const blogHref = '/blog';
const pageHref = (page: number) => (page > 1 ? withSearch(blogHref, `page=${page}`) : blogHref);

export async function BlogListView({ locale, page }: { locale: Locale; page: number }) {
  const [t, result] = await Promise.all([
    getTranslations({ locale, namespace: 'Blog' }),
    listPosts(locale, page),
  ]);
  const last = pageCount(result.total, BLOG_PAGE_SIZE);
  return (
    <Container>
      <PageTitle>{t('title')}</PageTitle>
      {result.posts.length === 0 ? (
        <div className="mt-10" data-testid="blog-empty">
          <p className="text-muted">{page > 1 && result.total > 0 ? t('noPage') : t('empty')}</p>
          {page > 1 ? (
            <Link
              href={blogHref}
              prefetch={false}
              className="mt-3 inline-flex min-h-11 items-center underline"
            >
              {t('firstPage')}
            </Link>
          ) : null}
        </div>
      ) : (
        <ClientMessages locale={locale} namespaces={['Blog']}>
          <BlogList
            page={page}
            posts={result.posts.map((post) => postItem(post, locale))}
            total={result.total}
            rangeText={t('shownOf', {
              ...shownRange(page, BLOG_PAGE_SIZE, result.posts.length, result.total)!,
              total: result.total,
            })}
            firstPage={page > 1 ? blogHref : null}
            pager={<Pagination locale={locale} current={page} last={last} hrefOf={pageHref} />}
          />
        </ClientMessages>
      )}
    </Container>
  );
}
