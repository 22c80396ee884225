export const MEDIA_TYPES = ['book', 'snap', 'video'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** The first type with something in it, in the order book, snap, video. */
export function firstMediaType(media: Record<MediaType, readonly unknown[]>): MediaType | null {
  return MEDIA_TYPES.find((type) => media[type].length > 0) ?? null;
}
