import type { SiteHref } from '@/lib/i18n/paths';
import { routing, type Category } from '@/lib/i18n/routing';
import { wholeNumber } from './pager';

// Pure: which part of a list an address shows, and the address of each part. A whole list's parts
// are pages of their own, in the path, so each is a cached page: a later page alone
// (/modelos/pagina/3, the links crawlers follow) or the first page grown by "show more"
// (/modelos/mais/3: three portions from the start).

export type ListWindow = { page: number; more: number };
export type WindowKind = 'page' | 'more';

export const FIRST_WINDOW: ListWindow = { page: 1, more: 1 };

/** The lists whose parts are in the path (their internal pathnames in lib/i18n/routing.ts). */
export type ListRoot = '/blog' | `/${Category}`;

/**
 * The window a path's number names, and whether the path is its one spelling: /pagina/1 and
 * /mais/1 are the list itself, and a list grows up to `maxPortions`.
 */
export function pathWindow(kind: WindowKind, raw: string, maxPortions: number) {
  const n = wholeNumber(raw, 0, 100_000) ?? 0;
  const window =
    kind === 'page'
      ? { page: Math.max(n, 1), more: 1 }
      : { page: 1, more: Math.min(Math.max(n, 1), maxPortions) };
  const canonical = n > 1 && (kind === 'page' || n <= maxPortions);
  return { window, canonical };
}

/** The address of a window of a whole list, with an optional fragment (the first new item). */
export function windowHref(root: ListRoot, { page, more }: ListWindow, hash?: string): SiteHref {
  const fragment = hash ? { hash } : {};
  if (page > 1)
    return { pathname: `${root}/page/[n]`, params: { n: String(page) }, ...fragment } as SiteHref;
  if (more > 1)
    return { pathname: `${root}/more/[n]`, params: { n: String(more) }, ...fragment } as SiteHref;
  return hash ? ({ pathname: root, hash } as SiteHref) : root;
}

/** Shown apart from the whole list: a later or grown window is not indexed (its links followed). */
export const isFirstWindow = ({ page, more }: ListWindow) => page === 1 && more === 1;

// The words of a list's parts in every language (/mais/2, /page/2, /busqueda), from routing.ts.
const PART_WORDS = Object.entries(routing.pathnames).flatMap(([internal, spelled]) =>
  /\/(?:page|more)\/\[n\]$|\/search$/.test(internal)
    ? (typeof spelled === 'string' ? [spelled] : Object.values(spelled)).map(
        (path) => path.split('/')[2]!,
      )
    : [],
);
const LIST_PART = new RegExp(`/(?:${[...new Set(PART_WORDS)].join('|')})(?:/\\d+)?$`);

/**
 * The list a public path shows a part of (/modelos/mais/2 → /modelos, /es/modelos/busqueda →
 * /es/modelos), else the path itself: a list's parts and its search are one page to a visitor who
 * pages, grows or filters it.
 */
export function listPathOf(pathname: string): string {
  return pathname.replace(LIST_PART, '') || '/';
}
