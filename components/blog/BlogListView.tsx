import { getTranslations } from 'next-intl/server';
import { ListEnd } from '@/components/lists/ListEnd';
import { Link } from '@/components/navigation/Link';
import { Pagination } from '@/components/lists/Pagination';
import { Container } from '@/components/ui/Container';
import { PageTitle } from '@/components/ui/PageTitle';
import { listPosts } from '@/lib/agency-api/posts';
import { postHref, postItem } from '@/lib/blog/post-item';
import { BLOG_PAGE_SIZE, MAX_BLOG_PORTIONS } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/routing';
import { growth } from '@/lib/lists/growth';
import { pageCount } from '@/lib/lists/pager';
import { windowHref, type ListWindow } from '@/lib/lists/window';
import { PostCard } from './PostCard';

type Props = { locale: Locale; shown: ListWindow };

const blogHref = (shown: ListWindow, hash?: string) => windowHref('/blog', shown, hash);

export async function BlogListView({ locale, shown }: Props) {
  const { page, more } = shown;
  // Each portion is the agency API's own page, read once and cached for every address showing it.
  const [t, ...portions] = await Promise.all([
    getTranslations({ locale, namespace: 'Blog' }),
    ...Array.from({ length: more }, (_, index) => listPosts(locale, page + index)),
  ]);
  const posts = portions.flatMap((portion) => portion.posts).map((post) => postItem(post, locale));
  const total = portions[0]?.total ?? 0;
  const list = growth({
    page,
    more,
    pageSize: BLOG_PAGE_SIZE,
    shown: posts.length,
    total,
    maxPortions: MAX_BLOG_PORTIONS,
  });
  return (
    <Container>
      <PageTitle>{t('title')}</PageTitle>
      {posts.length === 0 ? (
        <div className="mt-10" data-testid="blog-empty">
          <p className="text-muted">{page > 1 && total > 0 ? t('noPage') : t('empty')}</p>
          {page > 1 ? (
            <Link
              href="/blog"
              prefetch={false}
              className="mt-3 inline-flex min-h-11 items-center underline"
            >
              {t('firstPage')}
            </Link>
          ) : null}
        </div>
      ) : (
        <>
          <ul
            className="mt-10 grid grid-cols-1 gap-x-8 gap-y-12 lg:grid-cols-2"
            data-testid="post-grid"
          >
            {posts.map((post, index) => (
              <li key={post.id} id={`post-${list.from + index}`}>
                <PostCard post={post} eager={index < 2} href={postHref(post)} />
              </li>
            ))}
          </ul>
          <ListEnd
            rangeText={t('shownOf', { from: list.from, to: list.to, total })}
            showMore={{
              href: list.next === null ? null : blogHref(list.next, `post-${list.to + 1}`),
              firstNewId: list.next === null ? null : `post-${list.to + 1}`,
              label: t('showMore'),
              loadingLabel: t('loadingMore'),
              auto: true,
            }}
            firstPage={page > 1 ? { href: '/blog', label: t('firstPage') } : null}
            pager={
              <Pagination
                locale={locale}
                shown={{ first: page, last: list.lastPage }}
                last={pageCount(total, BLOG_PAGE_SIZE)}
                hrefOf={(number) => blogHref({ page: number, more: 1 })}
              />
            }
          />
        </>
      )}
    </Container>
  );
}
