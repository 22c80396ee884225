import type { ComponentProps, ReactNode } from 'react';
import { Link } from '@/components/navigation/Link';
import { ShowMore } from './ShowMore';

type Props = {
  /** "Showing 1–60 of 412". */
  rangeText: string | null;
  showMore: ComponentProps<typeof ShowMore>;
  /** A later page offers the way back to the start of the list. */
  firstPage: { href: ComponentProps<typeof Link>['href']; label: string } | null;
  /** The page links, for crawlers and for a jump further down. */
  pager: ReactNode;
};

export function ListEnd({ rangeText, showMore, firstPage, pager }: Props) {
  return (
    <div className="mt-10 flex flex-col items-center gap-3 text-center">
      {rangeText ? <p className="text-sm text-muted">{rangeText}</p> : null}
      <ShowMore {...showMore} />
      {firstPage ? (
        <Link href={firstPage.href} prefetch={false} className="text-sm underline">
          {firstPage.label}
        </Link>
      ) : null}
      {pager}
    </div>
  );
}
