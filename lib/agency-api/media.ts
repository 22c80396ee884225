import * as z from '@/lib/zod';
import type { MediaItem, Picture } from '@/lib/talents/media';

const image = z.object({
  file: z.string(),
  width: z.number().nullish(),
  height: z.number().nullish(),
});

export const mediaItem = z.union([
  z.object({ type: z.literal('image') }).extend(image.shape),
  z.object({ type: z.literal('double'), files: z.array(image).min(1) }),
  z.object({ type: z.literal('video'), provider: z.string(), file: z.string() }),
]);

const picture = (i: z.infer<typeof image>): Picture => ({
  src: i.file,
  width: i.width ?? null,
  height: i.height ?? null,
});

/** A video file may be 'id/hash' (one host's private links): split at the slash. */
export function splitVideoFile(file: string): { videoId: string; hash: string | null } {
  const [videoId = '', hash] = file.split('/');
  return { videoId, hash: hash || null };
}

export function toMedia(items: Array<z.infer<typeof mediaItem>> | null | undefined): MediaItem[] {
  return (items ?? []).map((item) => {
    if (item.type === 'image') return { kind: 'image', picture: picture(item) };
    if (item.type === 'double') return { kind: 'double', pictures: item.files.map(picture) };
    return { kind: 'video', provider: item.provider, ...splitVideoFile(item.file) };
  });
}
