// Rules of the talent list's "show more", kept pure for tests. The server
// renders one page; the pages loaded after it are kept apart (`items`), and
// `lastPage` is the number of the last page on screen.

export type MorePages<T extends { id: number }> = { items: T[]; total: number; lastPage: number };

export function startPages<T extends { id: number }>(page: number, total: number): MorePages<T> {
  return { items: [], total, lastPage: page };
}

/** More exist while the pages on screen end before the last talent. */
export function hasMorePages(state: MorePages<{ id: number }>, pageSize: number): boolean {
  return state.lastPage * pageSize < state.total;
}

/**
 * Appends a loaded page, skipping talents already on screen (`shown` holds the
 * server-rendered ones): a talent added meanwhile shifts the pages by one.
 * An empty page means the end, whatever the count said.
 */
export function appendTalentPage<T extends { id: number }>(
  state: MorePages<T>,
  page: { items: T[]; total: number; page: number },
  shown: ReadonlySet<number>,
  pageSize: number,
): MorePages<T> {
  const seen = new Set([...shown, ...state.items.map((item) => item.id)]);
  const fresh = page.items.filter((item) => !seen.has(item.id));
  const total =
    page.items.length === 0 ? Math.min(state.total, (page.page - 1) * pageSize) : page.total;
  return { items: [...state.items, ...fresh], total, lastPage: page.page };
}
