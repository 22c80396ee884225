import Image from 'next/image';
import { SmartLink as Link } from '@/components/experience/SmartLink';
import type { PostCard as Post } from '@/lib/api/posts';
import { FALLBACK_COVER } from '@/lib/images';

type Props = { post: Post; href: string; eager?: boolean };

export function PostCard({ post, href, eager = false }: Props) {
  return (
    <article className="group">
      <Link href={href} className="block">
        <div className="relative aspect-[3/2] overflow-hidden bg-ink/5">
          <Image
            src={post.cover ?? FALLBACK_COVER}
            alt={post.title}
            fill
            sizes="(min-width: 1024px) 50vw, 100vw"
            priority={eager}
            data-fallback={FALLBACK_COVER}
            className="object-cover transition-transform duration-500 group-hover:scale-105"
          />
        </div>
        <h2 className="mt-3 text-lg font-light tracking-wide group-hover:text-accent">
          {post.title}
        </h2>
      </Link>
    </article>
  );
}
