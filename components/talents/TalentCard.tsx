import type { ReactNode } from 'react';
import { Link } from '@/components/navigation/Link';
import { CoverImage } from '@/components/ui/CoverImage';
import type { SiteHref } from '@/lib/i18n/paths';

type Props = {
  name: string;
  cover: string | null;
  href: SiteHref;
  action: ReactNode;
  /** The server's CardHeight, in the visitor's unit. */
  height?: ReactNode;
  eager?: boolean;
  priority?: boolean;
  /** h3 where the cards sit under a section's own h2. */
  heading?: 'h2' | 'h3';
  /** Whether the profile is fetched ahead (default: yes). */
  prefetch?: boolean;
};

export function TalentCard({
  name,
  cover,
  href,
  action,
  height = null,
  eager = false,
  priority = false,
  heading: Heading = 'h2',
  prefetch,
}: Props) {
  return (
    <article className="group relative">
      {/* The picture is decorative (alt=""), so a screen reader hears the name once. */}
      <div className="relative aspect-[3/4] overflow-hidden bg-ink/5">
        {/* No `sizes`: the 1x or 2x file (240 or 480 px) by density; cards are 170–470 px. */}
        <CoverImage
          src={cover}
          alt=""
          width={240}
          height={320}
          loading={eager ? 'eager' : 'lazy'}
          // Not a preload hint: hints would fetch these covers wherever the list is prefetched.
          fetchPriority={priority ? 'high' : undefined}
          className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
      </div>
      <Heading className="mt-2 line-clamp-2 text-sm tracking-widest wrap-break-word uppercase">
        {/* The ring goes around the card: around the name the two-line limit would clip it. */}
        <Link
          href={href}
          prefetch={prefetch}
          className="after:absolute after:inset-0 focus-visible:shadow-none focus-visible:outline-none focus-visible:after:shadow-[0_0_0_2px_var(--color-paper)] focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent"
        >
          {name}
        </Link>
      </Heading>
      {height}
      <div className="absolute top-2 right-2 z-10">{action}</div>
    </article>
  );
}
