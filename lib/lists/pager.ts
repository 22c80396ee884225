/** Pages needed for `total` items (at least one, so an empty list has a page 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** First, last, two either side of the current one; null is a gap ("1 … 4 5 6 7 8 … 23"). */
export function pagerPages(current: number, last: number): (number | null)[] {
  const shown = new Set([1, last]);
  for (let page = current - 2; page <= current + 2; page += 1)
    if (page >= 1 && page <= last) shown.add(page);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((page, index) =>
    index > 0 && page - sorted[index - 1]! > 1 ? [null, page] : [page],
  );
}

export function wholeNumber(raw: string | null | undefined, min: number, max: number) {
  if (!raw || !/^\d{1,6}$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return value >= min && value <= max ? value : null;
}

export function pageParam(raw: string | null | undefined, max = 10_000): number {
  return wholeNumber(raw, 1, max) ?? 1;
}

/**
 * Which part of a searched list its query asks for: one page (?page=4), or `more` portions from the
 * first page on (?more=3, at most `maxPortions`; "show more" only grows the first page). A whole
 * list's parts are in the path (window.ts).
 */
export function listWindow(params: QueryParams, maxPortions: number) {
  const page = pageParam(first(params, 'page'));
  const more = page > 1 ? 1 : Math.min(pageParam(first(params, 'more')), maxPortions);
  return { page, more };
}

export type QueryParams = URLSearchParams | Record<string, string | string[] | undefined>;

export function first(params: QueryParams, name: string): string | null {
  const value = params instanceof URLSearchParams ? params.get(name) : params[name];
  const one = Array.isArray(value) ? value[0] : value;
  return typeof one === 'string' ? one : null;
}

/** A GET form sends the fields left blank too. */
export function hasBlankValue(params: QueryParams): boolean {
  const values =
    params instanceof URLSearchParams ? [...params.values()] : Object.values(params).flat();
  return values.some((value) => typeof value === 'string' && value.trim() === '');
}
