/** Turns stored media paths (relative to media/) into absolute URLs for API answers. */
export type UrlFor = (relative: string) => string;

export function mediaUrl(base: () => string): UrlFor {
  return (relative) => `${base()}/media/${relative}`;
}

export interface ImageItem {
  file: string;
  width: number;
  height: number;
}
export type MediaItem =
  | ({ type: 'image' } & ImageItem)
  | { type: 'double'; files: [ImageItem, ImageItem] }
  | { type: 'video'; provider: 'youtube' | 'vimeo'; file: string };

/** Rewrites every image file path of a stored media list; videos keep their ids. */
export function absoluteMedia(items: MediaItem[], url: UrlFor): MediaItem[] {
  return items.map((item) => {
    if (item.type === 'image') return { ...item, file: url(item.file) };
    if (item.type === 'double') {
      const [a, b] = item.files;
      return {
        type: 'double',
        files: [
          { ...a, file: url(a.file) },
          { ...b, file: url(b.file) },
        ],
      };
    }
    return item;
  });
}
