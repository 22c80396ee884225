import { HEIGHT_UNITS, isShoeSystem } from '@/lib/units/preferences';
import type { UnitChoice } from '@/lib/units/preferences';
import { oneOf } from '@/lib/one-of';
import { MEDIA_TYPES, type MediaType } from './media';

// What a profile shows, as it travels in its address (?media=snap&height=ftin
// &shoes=UK): the media tab and the units, each only when the visitor chose
// it. These are the profile's links without scripts; parsing never fails, and
// `profileViewSearch` writes the one spelling the links and the proxy use.

export type ProfileView = UnitChoice & { media?: MediaType };

/** The names a profile's address may carry, in the order they are written. */
const NAMES = ['media', 'height', 'shoes'] as const;

const isMedia = oneOf(MEDIA_TYPES);
const isHeight = oneOf(HEIGHT_UNITS);

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

export function parseProfileView(params: Params): ProfileView {
  const [media, height, shoes] = NAMES.map((name) =>
    params instanceof URLSearchParams ? params.get(name) : params[name],
  );
  return {
    ...(isMedia(media) ? { media } : {}),
    ...(isHeight(height) ? { height } : {}),
    ...(isShoeSystem(shoes) ? { shoes } : {}),
  };
}

/** "?media=snap&height=ftin", or "" for the bare profile. */
export function profileViewSearch(view: ProfileView): string {
  const params = new URLSearchParams();
  for (const name of NAMES) if (view[name]) params.set(name, view[name]);
  const search = params.toString();
  return search ? `?${search}` : '';
}
