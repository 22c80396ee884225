import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import { MOBILE_PICTURE_MAX_PX } from '@/lib/constants';
import type { Slide } from '@/lib/api/slides';

type Props = { slide: Extract<Slide, { kind: 'image' }>; eager: boolean; columns: number };

/**
 * Art direction: up to 650 px wide the mobile picture, above it the desktop
 * one, so a phone never downloads the desktop file.
 */
export function SlidePicture({ slide, eager, columns }: Props) {
  const common = {
    alt: slide.alt,
    fill: true,
    priority: eager,
    loading: eager ? undefined : ('lazy' as const),
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
  if (eager) {
    // The first picture is the largest paint: the browser asks for it from
    // the document's head, each screen only for its own file.
    const desktopMedia = `(min-width: ${MOBILE_PICTURE_MAX_PX + 1}px)`;
    const mobileMedia = `(max-width: ${MOBILE_PICTURE_MAX_PX}px)`;
    for (const [props, media] of [
      [mobile, mobileMedia],
      [desktop, desktopMedia],
    ] as const) {
      preload(props.src, {
        as: 'image',
        imageSrcSet: props.srcSet,
        imageSizes: props.sizes,
        fetchPriority: 'high',
        media,
      });
    }
  }
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
