import { getImageProps } from 'next/image';
import { MOBILE_PICTURE_MAX_PX } from '@/lib/constants';
import type { Slide } from '@/lib/agency-api/slides';

export type ImageSlide = Extract<Slide, { kind: 'image' }>;

type Props = { slide: ImageSlide; eager: boolean; columns: number };

/**
 * Art direction: up to 650 px wide the mobile picture, above it the desktop
 * one, so a phone never downloads the desktop file. The first picture is in
 * the server HTML with high fetch priority, which the browser's preload
 * scanner finds at once; no preload hint is emitted, because hints travel in
 * the page's payload and would fetch the hero on every page that prefetches
 * the home. Drawn by the server for each column's first picture, and by the
 * slider in the browser for the others, so that the page's start reads
 * their records rather than parsing their markup.
 */
export function SlidePicture({ slide, eager, columns }: Props) {
  const common = {
    alt: slide.alt,
    fill: true,
    loading: eager ? ('eager' as const) : ('lazy' as const),
  };
  const desktop = getImageProps({
    ...common,
    src: slide.desktop,
    // A landscape desktop picture (16:9 in the agency's uploads) fills a tall
    // column by its height: it is drawn about 1.78 times the viewport height
    // wide, so a file chosen by the column's width alone would be upscaled.
    sizes: `max(${Math.round(100 / columns)}vw, 178vh)`,
  }).props;
  const mobile = getImageProps({ ...common, src: slide.mobile, sizes: '100vw' }).props;
  return (
    <picture>
      <source
        media={`(min-width: ${MOBILE_PICTURE_MAX_PX + 1}px)`}
        srcSet={desktop.srcSet}
        sizes={desktop.sizes}
      />
      {/* eslint-disable-next-line jsx-a11y/alt-text -- alt comes with the props */}
      <img
        {...mobile}
        fetchPriority={eager ? 'high' : undefined}
        className="h-full w-full object-cover"
      />
    </picture>
  );
}
