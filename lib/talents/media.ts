// The site's own shape of a talent's media (lib/agency-api/media.ts reshapes the API's into it).
export type Picture = { src: string; width: number | null; height: number | null };

export type MediaItem =
  | { kind: 'image'; picture: Picture }
  | { kind: 'double'; pictures: Picture[] }
  | { kind: 'video'; provider: string; videoId: string; hash: string | null };

export const MEDIA_TYPES = ['book', 'snap', 'video'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export function firstMediaType(media: Record<MediaType, readonly unknown[]>): MediaType | null {
  return MEDIA_TYPES.find((type) => media[type].length > 0) ?? null;
}

export function photosOf(item: MediaItem): Picture[] {
  if (item.kind === 'image') return [item.picture];
  return item.kind === 'double' ? item.pictures.slice(0, 2) : [];
}

/** The id of a type's panel on a profile: the fragment its tab links to (#media-snap). */
export function mediaPanelId(type: MediaType): string {
  return `media-${type}`;
}

/** The type an address's fragment opens ("#media-snap"), when the profile has it. */
export function mediaTypeOfHash(hash: string, available: readonly MediaType[]): MediaType | null {
  return available.find((type) => hash === `#${mediaPanelId(type)}`) ?? null;
}
