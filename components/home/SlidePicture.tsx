import { getImageProps } from 'next/image';
import { MOBILE_PICTURE_MAX_PX } from '@/lib/constants';
import type { Slide } from '@/lib/agency-api/slides';

export type ImageSlide = Extract<Slide, { kind: 'image' }>;

type Props = { slide: ImageSlide; eager: boolean; columns: number };

/**
 * A <picture>, so a phone never downloads the desktop file. No preload hint: it would travel with
 * the home's prefetched data and make every page that prefetches the home download its hero.
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
    // A 16:9 picture fills a tall column by its height, so it is drawn ~1.78 viewport heights wide.
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
