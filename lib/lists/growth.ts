// Pure: what a list address shows and where "show more" leads. A list shows `more` portions from
// its first page (/modelos/mais/3), or one later page alone (/modelos/pagina/4, the links crawlers
// follow); a search gives them in its query (?more=3, ?page=4).

type Shown = {
  page: number;
  more: number;
  pageSize: number;
  /** Items the agency API gave for this address. */
  shown: number;
  total: number;
  maxPortions: number;
};

export type Growth = {
  /** Counted from 1 across the whole list (31 on page 2 of 30). */
  from: number;
  to: number;
  /** The last page among those shown, for the page links. */
  lastPage: number;
  /** The address one portion longer; null at the end, on a later page or at the largest size. */
  next: { page: 1; more: number } | null;
};

export function growth({ page, more, pageSize, shown, total, maxPortions }: Shown): Growth {
  const from = (page - 1) * pageSize + 1;
  // The count may have shrunk meanwhile: never a range past the end, nor backwards.
  const to = Math.max(from, Math.min(from + shown - 1, total));
  const grows = page === 1 && more < maxPortions && to < total && shown > 0;
  return { from, to, lastPage: page + more - 1, next: grows ? { page: 1, more: more + 1 } : null };
}
