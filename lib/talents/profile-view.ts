import { HEIGHT_UNITS, isShoeSystem } from '@/lib/units/preferences';
import type { UnitChoice } from '@/lib/units/preferences';
import { oneOf } from '@/lib/one-of';
import type { QueryParams } from '@/lib/lists/pager';
import { MEDIA_TYPES, type MediaType } from './media';

// The profile's links without scripts (?media=snap&height=ftin&shoes=UK): parsing never fails,
// and `profileViewSearch` writes the one spelling the links and the proxy use.

export type ProfileView = UnitChoice & { media?: MediaType };

const NAMES = ['media', 'height', 'shoes'] as const;

const isMedia = oneOf(MEDIA_TYPES);
const isHeight = oneOf(HEIGHT_UNITS);

export function parseProfileView(params: QueryParams): ProfileView {
  // The page's own searchParams: a name given twice is not a choice.
  const [media, height, shoes] = NAMES.map((name) =>
    params instanceof URLSearchParams ? params.get(name) : params[name],
  );
  return {
    ...(isMedia(media) ? { media } : {}),
    ...(isHeight(height) ? { height } : {}),
    ...(isShoeSystem(shoes) ? { shoes } : {}),
  };
}

export function profileViewSearch(view: ProfileView): string {
  const params = new URLSearchParams();
  for (const name of NAMES) if (view[name]) params.set(name, view[name]);
  const search = params.toString();
  return search ? `?${search}` : '';
}
