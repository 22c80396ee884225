import type { ReactNode } from 'react';
import { Link } from '@/components/navigation/Link';
import { CoverImage } from '@/components/ui/CoverImage';
import type { SiteHref } from '@/lib/i18n/paths';

type Props = {
  name: string;
  cover: string | null;
  href: SiteHref;
  /** The favorite button, drawn over the picture's corner. */
  action: ReactNode;
  /** The height under the name: centimetres and their text in the page's units. */
  height?: { cm: number; text: string } | null;
  eager?: boolean;
  priority?: boolean;
};

/**
 * A talent's cover and name, linking to the profile, with an action (the
 * favorite button) over the picture's corner. Drawn by the lists that own
 * their cards (the talent list, a selection), on the server and in the
 * browser alike.
 */
export function TalentCard({
  name,
  cover,
  href,
  action,
  height = null,
  eager = false,
  priority = false,
}: Props) {
  return (
    <article className="group relative">
      {/* The name is the link's text: the picture beside it is decorative
          (alt=""), so a screen reader hears the name once. The link covers
          the whole card, so the picture opens the profile too. */}
      <div className="relative aspect-[3/4] overflow-hidden bg-ink/5">
        {/* No `sizes`: the browser picks the 1x or 2x file (240 or 480 px) by the
            screen's density. A phone's card is about 170 px wide, a desktop's 180
            to 200 px; a tablet's two columns are wider (up to 470 px) and take
            the 480 px file on high-density screens. */}
        <CoverImage
          src={cover}
          alt=""
          width={240}
          height={320}
          loading={eager ? 'eager' : 'lazy'}
          // A fetch priority, not a preload hint: hints travel in the page's
          // payload and would fetch these covers wherever the list is prefetched.
          fetchPriority={priority ? 'high' : undefined}
          className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
      </div>
      <h2 className="mt-2 line-clamp-2 text-sm tracking-widest wrap-break-word uppercase">
        {/* The focus ring is drawn around the whole card, by the layer that
            makes it clickable: around the name it would be clipped by the
            two-line limit. Not prefetched: a list holds dozens of cards, and
            fetching each profile as it scrolls into view would spend the
            visitor's data and the phone's start-up time on pages never opened. */}
        <Link
          href={href}
          prefetch={false}
          className="after:absolute after:inset-0 focus-visible:shadow-none focus-visible:outline-none focus-visible:after:shadow-[0_0_0_2px_var(--color-paper)] focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent"
        >
          {name}
        </Link>
      </h2>
      {height ? (
        // In the language's units on the server; the visitor's choice once the list runs.
        <p className="mt-1 text-xs text-muted" data-height-cm={height.cm}>
          {height.text}
        </p>
      ) : null}
      <div className="absolute top-2 right-2 z-10">{action}</div>
    </article>
  );
}
