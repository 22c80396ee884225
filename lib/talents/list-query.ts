import { EYE_COLORS, HAIR_COLORS } from '@agency/rules/appearance';
import { first, listWindow, wholeNumber, type QueryParams } from '@/lib/lists/pager';
import { isGender, type Gender } from './gender';

// Parsing never fails: an unknown parameter or a malformed value is dropped, so any address shows
// a list. `toQuery` writes the one canonical spelling, so equal lists share a URL.

/** Whole rows at 2, 5 and 6 columns. */
export const TALENT_LIST_PAGE_SIZE = 30;
/** "Show more" grows the first page up to this many portions (?more=10: 300 cards); then pages. */
export const MAX_TALENT_PORTIONS = 10;
/** The agency API refuses longer ones. */
export const MAX_NAME_QUERY = 100;
export const HEIGHT_FILTER_CM = { min: 120, max: 220 } as const;

export type TalentQuery = {
  q: string | null;
  gender: Gender | null;
  heightMin: number | null;
  heightMax: number | null;
  hair: string | null;
  eyes: string | null;
  page: number;
  /** Portions shown from the first page on (?more=2: 60 cards); 1 on any later page. */
  more: number;
};

const HAIR_VALUES: ReadonlySet<string> = new Set(HAIR_COLORS);
const EYE_VALUES: ReadonlySet<string> = new Set(EYE_COLORS);

function nameQuery(raw: string | null): string | null {
  if (raw === null) return null;
  const text = raw.replace(/\s+/g, ' ').trim().slice(0, MAX_NAME_QUERY).trim();
  return text === '' ? null : text;
}

const oneOf = (raw: string | null, allowed: ReadonlySet<string>) =>
  raw !== null && allowed.has(raw) ? raw : null;

export function parseTalentQuery(params: QueryParams): TalentQuery {
  const height = (name: string) =>
    wholeNumber(first(params, name), HEIGHT_FILTER_CM.min, HEIGHT_FILTER_CM.max);
  let [heightMin, heightMax] = [height('height_min'), height('height_max')];
  // "From 182 to 175" is read as the range the visitor meant.
  if (heightMin !== null && heightMax !== null && heightMin > heightMax)
    [heightMin, heightMax] = [heightMax, heightMin];
  const gender = first(params, 'gender');
  return {
    q: nameQuery(first(params, 'q')),
    gender: isGender(gender) ? gender : null,
    heightMin,
    heightMax,
    hair: oneOf(first(params, 'hair'), HAIR_VALUES),
    eyes: oneOf(first(params, 'eyes'), EYE_VALUES),
    ...listWindow(params, MAX_TALENT_PORTIONS),
  };
}

export function activeFilterCount(query: TalentQuery): number {
  const height = query.heightMin !== null || query.heightMax !== null ? 1 : 0;
  return [query.q, query.gender, query.hair, query.eyes].filter((v) => v !== null).length + height;
}

export const EMPTY_QUERY = parseTalentQuery(new URLSearchParams());

/** Paging and growing alone do not narrow the list. */
export function isFiltered(query: TalentQuery): boolean {
  return activeFilterCount(query) > 0;
}

/** The address's query, empty for the first page of the whole list. */
export function toQuery(query: TalentQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.q !== null) params.q = query.q;
  if (query.gender !== null) params.gender = query.gender;
  if (query.heightMin !== null) params.height_min = String(query.heightMin);
  if (query.heightMax !== null) params.height_max = String(query.heightMax);
  if (query.hair !== null) params.hair = query.hair;
  if (query.eyes !== null) params.eyes = query.eyes;
  if (query.page > 1) params.page = String(query.page);
  if (query.more > 1) params.more = String(query.more);
  return params;
}

export const toSearch = (query: TalentQuery) => new URLSearchParams(toQuery(query)).toString();

export function apiFilters(query: TalentQuery) {
  const filters: { property: string; values: unknown[] }[] = [];
  if (query.q !== null) filters.push({ property: 'q', values: [query.q] });
  if (query.gender !== null) filters.push({ property: 'gender', values: [query.gender] });
  if (query.heightMin !== null || query.heightMax !== null)
    filters.push({ property: 'height', values: [query.heightMin, query.heightMax] });
  if (query.hair !== null) filters.push({ property: 'hair', values: [query.hair] });
  if (query.eyes !== null) filters.push({ property: 'eyes', values: [query.eyes] });
  return filters;
}
