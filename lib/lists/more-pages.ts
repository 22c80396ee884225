// `items` are the cards on screen, the server's page first; `lastPage` the last page among them.

type MorePages<T extends { id: number }> = { items: T[]; total: number; lastPage: number };

export function hasMorePages(state: MorePages<{ id: number }>, pageSize: number): boolean {
  return state.lastPage * pageSize < state.total;
}

// Skips items already on screen (an item added meanwhile shifts the pages by one); an empty page
// means the end, whatever the count said.
export function appendPage<T extends { id: number }>(
  state: MorePages<T>,
  page: { items: T[]; total: number; page: number },
  pageSize: number,
): MorePages<T> {
  const seen = new Set(state.items.map((item) => item.id));
  const fresh = page.items.filter((item) => !seen.has(item.id));
  const total =
    page.items.length === 0 ? Math.min(state.total, (page.page - 1) * pageSize) : page.total;
  return { items: [...state.items, ...fresh], total, lastPage: page.page };
}

/** Counted from 1 across the whole list (31 on page 2 of 30); null when none is shown. */
export function shownRange(
  firstPage: number,
  pageSize: number,
  shown: number,
  total: number,
): { from: number; to: number } | null {
  if (shown === 0) return null;
  const from = (firstPage - 1) * pageSize + 1;
  // The count may have shrunk meanwhile: never a range past the end, nor backwards.
  return { from, to: Math.max(from, Math.min(from + shown - 1, total)) };
}
