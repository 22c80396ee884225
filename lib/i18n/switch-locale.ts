import type { SiteHref } from './paths';
import { routing, type Pathname } from './routing';

const isPathname = (value: string): value is Pathname => Object.hasOwn(routing.pathnames, value);

function paramValue(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

// Ids and names are kept; a post is another page in each language: its translation where the
// agency wrote one, else that language's blog. A path that is no page gets the home.
export function switchLocaleHref(
  template: string,
  params: Record<string, unknown>,
  changesLanguage: boolean,
  translation?: SiteHref,
): SiteHref {
  if (!isPathname(template)) return '/';
  if (template === '/blog/[id]/[slug]' && changesLanguage) return translation ?? '/blog';
  const names = [...template.matchAll(/\[(\w+)\]/g)].map((match) => match[1]!);
  if (names.length === 0) return template as SiteHref;
  const values = Object.fromEntries(names.map((name) => [name, paramValue(params[name])]));
  return { pathname: template, params: values } as SiteHref;
}

/** The same page with the current query (`gender=woman&more=2`); none when `search` is empty. */
export function withSearch(href: SiteHref, search: string): SiteHref {
  if (!search) return href;
  const query = Object.fromEntries(new URLSearchParams(search));
  return (typeof href === 'string' ? { pathname: href, query } : { ...href, query }) as SiteHref;
}
