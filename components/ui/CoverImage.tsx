'use client';

import Image, { type ImageProps } from 'next/image';
import { useState } from 'react';

const FALLBACK_COVER = '/images/fallback-cover.svg';

type Props = Omit<ImageProps, 'src' | 'onError'> & { src: string | null };

/**
 * A talent or post picture: next/image, showing the fallback cover in place
 * of a picture that is missing or fails to load. The swap needs the page's
 * scripts (next/image replays an error from before they ran); without them a
 * failed picture shows as the browser draws any broken image.
 */
export function CoverImage({ src, alt, ...props }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <Image
      {...props}
      alt={alt}
      src={src === null || src === failed ? FALLBACK_COVER : src}
      onError={() => setFailed(src)}
    />
  );
}
