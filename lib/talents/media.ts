import type { MediaItem, Picture } from '@/lib/agency-api/media';

export const MEDIA_TYPES = ['book', 'snap', 'video'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export function firstMediaType(media: Record<MediaType, readonly unknown[]>): MediaType | null {
  return MEDIA_TYPES.find((type) => media[type].length > 0) ?? null;
}

export function photosOf(item: MediaItem): Picture[] {
  if (item.kind === 'image') return [item.picture];
  return item.kind === 'double' ? item.pictures.slice(0, 2) : [];
}
