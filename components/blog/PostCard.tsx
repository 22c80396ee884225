import { Link } from '@/components/navigation/Link';
import { CoverImage } from '@/components/ui/CoverImage';
import type { PostItem } from '@/lib/blog/post-item';
import type { SiteHref } from '@/lib/i18n/paths';
import { PostDate } from './PostDate';

type Props = { post: PostItem; href: SiteHref; eager?: boolean };

export function PostCard({ post, href, eager = false }: Props) {
  return (
    <article className="group relative">
      <div className="relative aspect-[3/2] overflow-hidden bg-ink/5">
        {/* An alt repeating the title would be read twice (axe's image-redundant-alt). */}
        <CoverImage
          src={post.cover}
          alt=""
          fill
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
