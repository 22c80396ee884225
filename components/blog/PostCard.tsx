import { Link } from '@/components/navigation/Link';
import { CoverImage } from '@/components/ui/CoverImage';
import type { PostItem } from '@/lib/blog/post-item';
import type { SiteHref } from '@/lib/i18n/paths';
import { PostDate } from './PostDate';

type Props = { post: PostItem; href: SiteHref; eager?: boolean };

export function PostCard({ post, href, eager = false }: Props) {
  return (
    <article className="group relative">
      {/* The title is the link and covers the card. */}
      <div className="relative aspect-[3/2] overflow-hidden bg-ink/5">
        {/* Decorative: the title next to it is the card's link and says the same;
            an alt repeating it would be read twice (axe's image-redundant-alt). */}
        <CoverImage
          src={post.cover}
          alt=""
          fill
          // Half the width from 1024 px (two columns), else all of it.
          sizes="(min-width: 1024px) 50vw, 100vw"
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
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
