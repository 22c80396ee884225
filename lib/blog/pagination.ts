// Rules of the blog's "load more", kept pure for tests.

export type PageState<T extends { id: number }> = {
  items: T[];
  total: number;
  currentPage: number;
};

/** More exist while fewer than `total` are loaded. */
export function hasMore<T extends { id: number }>(state: PageState<T>): boolean {
  return state.items.length < state.total;
}

export function nextPage<T extends { id: number }>(state: PageState<T>): number {
  return state.currentPage + 1;
}

/** Appends a loaded page, skipping any item already shown (a post published meanwhile shifts pages). */
export function appendPage<T extends { id: number }>(
  state: PageState<T>,
  page: { items: T[]; total: number; currentPage: number },
): PageState<T> {
  const seen = new Set(state.items.map((item) => item.id));
  const fresh = page.items.filter((item) => !seen.has(item.id));
  // An empty page means the end, whatever total said.
  const total = page.items.length === 0 ? state.items.length : page.total;
  return { items: [...state.items, ...fresh], total, currentPage: page.currentPage };
}
