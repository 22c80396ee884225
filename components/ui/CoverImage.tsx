'use client';

import Image, { type ImageProps } from 'next/image';
import { useState } from 'react';

const FALLBACK_COVER = '/images/fallback-cover.svg';

type Props = Omit<ImageProps, 'src' | 'onError'> & { src: string | null };

// The swap needs the page's scripts (next/image replays an error from before they ran).
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
