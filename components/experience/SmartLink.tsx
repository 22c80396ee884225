import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<'a'>, 'href'> & {
  href: string;
  /** false: never prefetched (as next/link's prefetch={false}). */
  prefetch?: false;
  /** false: the page keeps its scroll position (a change of the list's query). */
  scroll?: false;
};

/**
 * A link to a page of the site: plain markup, server-rendered, nothing to
 * hydrate. LinkNavigation (one client component in the layout) turns its
 * clicks into client navigations and prefetches it once it is seen, as
 * next/link does, without next/link's code in the first load of every page.
 */
export function SmartLink({ prefetch, scroll, ...props }: Props) {
  return (
    <a
      {...props}
      data-smart-link=""
      data-prefetch={prefetch === false ? 'off' : undefined}
      data-scroll={scroll === false ? 'keep' : undefined}
    />
  );
}
