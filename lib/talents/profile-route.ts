import { isCategory } from '@/lib/i18n/routing';
import { parseProfileView, profileViewSearch } from './profile-view';

/**
 * Where the proxy sends a profile's request: null keeps the profile's
 * own page (static and cached); a chosen tab or unit (?media=snap, the links
 * a visitor without scripts follows) goes to the profile's view page,
 * rendered per request. Unknown parameters (?utm_source=…) are dropped, so
 * they never make a page dynamic.
 */
export function profileViewPath(internalPath: string, params: URLSearchParams): string | null {
  const segments = internalPath.split('/').filter(Boolean);
  if (segments.length !== 4 || !isCategory(segments[1])) return null;
  const search = profileViewSearch(parseProfileView(params));
  return search ? `/${segments.join('/')}/view${search}` : null;
}
