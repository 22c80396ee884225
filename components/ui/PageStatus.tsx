/** The id of the page's one polite live region (LiveStatus writes into it). */
export const PAGE_STATUS_ID = 'page-status';

// In the layout, so it stays in the document while pages change under it: a screen reader
// announces a change inside a live region it already knows, not a region that arrives with its
// text (a list's page component is replaced on every filter).
export function PageStatus() {
  return <div id={PAGE_STATUS_ID} role="status" className="sr-only" />;
}
