import { Link } from '@/components/navigation/Link';
import type { PostItem } from '@/lib/blog/post-item';
import type { SiteHref } from '@/lib/i18n/paths';
import { FALLBACK_COVER } from '@/lib/images';
import { PostDate } from './PostDate';

type Props = { post: PostItem; href: SiteHref; eager?: boolean };

/**
 * A post's cover, title and date, linking to the post. The cover is a plain <img>
 * with the optimized files the server chose (lib/card-images.ts): no image
 * code in the blog's scripts for pictures that never change once drawn.
 */
export function PostCard({ post, href, eager = false }: Props) {
  return (
    <article className="group relative">
      {/* The title is the link and covers the card. */}
      <div className="relative aspect-[3/2] overflow-hidden bg-ink/5">
        {/* Decorative: the title next to it is the card's link and says the same;
            an alt repeating it would be read twice (axe's image-redundant-alt). */}
        {/* eslint-disable-next-line @next/next/no-img-element -- optimized on the server (lib/card-images.ts) */}
        <img
          {...post.image}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={eager ? 'high' : undefined}
          data-fallback={FALLBACK_COVER}
          className="object-cover transition-transform duration-500 group-hover:scale-105"
        />
      </div>
      <h2 className="mt-3 text-lg font-light tracking-wide group-hover:text-accent">
        <Link href={href} className="after:absolute after:inset-0">
          {post.title}
        </Link>
      </h2>
      {post.date ? <PostDate date={post.date} className="mt-1 block text-sm text-muted" /> : null}
    </article>
  );
}
