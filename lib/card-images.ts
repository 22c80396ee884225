import { getImageProps } from 'next/image';
import { FALLBACK_COVER } from './images';

/**
 * A card picture's <img> attributes: the optimizer's files at the card's
 * sizes. Made where a list's data is made (the server page, the lists' data
 * routes), so the lists' scripts carry no image code.
 */
export type CardImage = {
  src: string;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
  style?: Record<string, string | number>;
};

function attributes(props: ReturnType<typeof getImageProps>['props']): CardImage {
  const { src, srcSet, sizes, width, height, style } = props;
  return {
    src,
    ...(srcSet ? { srcSet } : {}),
    ...(sizes ? { sizes } : {}),
    ...(width !== undefined ? { width: Number(width) } : {}),
    ...(height !== undefined ? { height: Number(height) } : {}),
    ...(style ? { style: style as CardImage['style'] } : {}),
  };
}

/**
 * A talent card's cover. No `sizes`: the 1x and 2x files (240 and 480 px)
 * only, two candidates that keep each of the list's 30 cards short. A phone's
 * card is about 170 px wide, a desktop's 180 to 200 px; a tablet's two columns
 * are wider (up to 470 px) and take the 480 px file on high-density screens.
 */
export function talentCardImage(cover: string | null): CardImage {
  const image = { src: cover ?? FALLBACK_COVER, alt: '', width: 240, height: 320 };
  return attributes(getImageProps(image).props);
}

/** A post card's cover, filling its 3:2 box: half the width from 1024 px, else all of it. */
export function postCardImage(cover: string | null): CardImage {
  const image = {
    src: cover ?? FALLBACK_COVER,
    alt: '',
    fill: true,
    sizes: '(min-width: 1024px) 50vw, 100vw',
  };
  return attributes(getImageProps(image).props);
}
