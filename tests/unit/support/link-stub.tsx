import type { ComponentProps } from 'react';
import type { Link as SiteLink } from '@/components/navigation/Link';

type Href = ComponentProps<typeof SiteLink>['href'];

const pathOf = (href: Href) => (typeof href === 'string' ? href : href.pathname);

/**
 * The site's Link as plain markup, for component tests without Next's router:
 * what it renders (an <a> with the internal path), not how it navigates,
 * which the browser suite checks.
 */
export function Link({ href, ...props }: ComponentProps<typeof SiteLink>) {
  const { prefetch, locale, ...anchor } = props as typeof props & { locale?: string };
  void prefetch;
  void locale;
  return <a href={pathOf(href)} {...(anchor as ComponentProps<'a'>)} />;
}
