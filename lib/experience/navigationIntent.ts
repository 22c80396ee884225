/** What the progress bar needs to know about a clicked link. */
type ClickedLink = { href: string; target: string; download: boolean };
/** The parts of a click that make the browser open the link elsewhere. */
type ClickModifiers = {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
};

/** Path and query of a URL: what a page change changes (the hash does not). */
export function pageKey(url: URL): string {
  return url.pathname + url.search;
}

/**
 * Whether a click on a link navigates this tab to another page of the site:
 * only then will the pathname or query change and end the progress bar.
 */
export function isPageNavigationClick(
  link: ClickedLink,
  click: ClickModifiers,
  current: URL,
): boolean {
  const href = clientNavigationHref(link, click, current);
  return href !== null && pageKey(new URL(href, current)) !== pageKey(current);
}

/**
 * Where a click on one of the site's links navigates on the client (path,
 * query and hash), or null when the browser keeps it: a new tab, a download,
 * a modified click or another origin. A jump to an anchor of this page goes
 * through the router too, as with next/link: a jump left to the browser makes
 * a history entry that Next's router ignores on Back.
 */
export function clientNavigationHref(
  link: ClickedLink,
  click: ClickModifiers,
  current: URL,
): string | null {
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) {
    return null;
  }
  if (link.download || (link.target !== '' && link.target !== '_self')) return null;
  let next: URL;
  try {
    next = new URL(link.href, current);
  } catch {
    return null;
  }
  if (next.origin !== current.origin) return null;
  return pageKey(next) + next.hash;
}
