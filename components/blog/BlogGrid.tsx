import type { PostPage } from '@/lib/agency-api/posts';
import { hrefOf } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { LazyBlogMore } from './LazyBlogMore';
import { PostCard } from './PostCard';

type Props = {
  locale: Locale;
  initial: PostPage;
  labels: { empty: string; loading: string; loadFailed: string; retry: string };
};

const GRID_ID = 'post-grid';

/**
 * The post grid: the first page is plain server markup; the next pages load
 * as the visitor nears its end, through an island that comes once the page
 * is interactive (LazyBlogMore).
 */
export function BlogGrid({ locale, initial, labels }: Props) {
  if (initial.posts.length === 0) return <p className="mt-10 text-muted">{labels.empty}</p>;
  return (
    <>
      <ul
        id={GRID_ID}
        className="mt-10 grid grid-cols-1 gap-x-8 gap-y-12 lg:grid-cols-2"
        data-testid="post-grid"
      >
        {initial.posts.map((post, index) => (
          <li key={post.id}>
            <PostCard
              post={post}
              eager={index < 2}
              href={hrefOf({ page: 'blogPost', id: String(post.id), slug: post.slug })}
            />
          </li>
        ))}
      </ul>
      <LazyBlogMore gridId={GRID_ID} locale={locale} initial={initial} labels={labels} />
    </>
  );
}
