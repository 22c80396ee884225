import { isGender, type Gender } from './gender';

/** Choosing the active filter again clears it; choosing another replaces it. */
export function toggleFilter(current: Gender | null, chosen: Gender): Gender | null {
  return current === chosen ? null : chosen;
}

/** The filter kept in the URL (?gender=woman); anything else means no filter. */
export function filterFromSearch(search: string): Gender | null {
  const value = new URLSearchParams(search).get('gender');
  return isGender(value) ? value : null;
}

export function searchWithFilter(search: string, filter: Gender | null): string {
  const params = new URLSearchParams(search);
  if (filter) params.set('gender', filter);
  else params.delete('gender');
  const query = params.toString();
  return query ? `?${query}` : '';
}
