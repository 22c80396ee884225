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
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) {
    return false;
  }
  if (link.download || (link.target !== '' && link.target !== '_self')) return false;
  let next: URL;
  try {
    next = new URL(link.href, current);
  } catch {
    return false;
  }
  if (next.origin !== current.origin) return false;
  return pageKey(next) !== pageKey(current);
}
