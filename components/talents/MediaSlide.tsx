import type { MediaItem, Picture } from '@/lib/talents/media';
import { CoverImage } from '@/components/ui/CoverImage';
import { VideoPoster } from '@/components/video/VideoPoster';
import type { Locale } from '@/lib/i18n/routing';
import { photosOf } from '@/lib/talents/media';

type Props = {
  locale: Locale;
  item: MediaItem;
  alts: string[];
  videoTitle: string;
  cover: string | null;
  eager: boolean;
};

type PhotoProps = Pick<Props, 'eager'> & { picture: Picture; alt: string; sizes: string };

function Photo({ picture, alt, eager, sizes }: PhotoProps) {
  return (
    <CoverImage
      src={picture.src}
      alt={alt}
      width={picture.width ?? 1200}
      height={picture.height ?? 1600}
      sizes={sizes}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      className="h-full w-full object-cover"
    />
  );
}

export function MediaSlide({ locale, item, alts, videoTitle, cover, eager }: Props) {
  if (item.kind === 'image') {
    return (
      <Photo
        picture={item.picture}
        alt={alts[0] ?? ''}
        eager={eager}
        sizes="(min-width: 768px) 50vw, 100vw"
      />
    );
  }
  if (item.kind === 'double') {
    const pictures = photosOf(item);
    const [first] = pictures;
    // A single photo's frame, so the pair is as tall as the other slides (and the arrows centred).
    const frame = `${first?.width ?? 1200} / ${first?.height ?? 1600}`;
    return (
      <div
        className={`grid h-full grid-rows-1 gap-1 ${pictures.length > 1 ? 'grid-cols-2' : 'grid-cols-1'}`}
        style={{ aspectRatio: frame }}
      >
        {pictures.map((picture, index) => (
          <Photo
            // The same picture may be shown twice.
            key={index}
            picture={picture}
            alt={alts[index] ?? ''}
            eager={eager}
            sizes="(min-width: 768px) 25vw, 50vw"
          />
        ))}
      </div>
    );
  }
  return (
    <VideoPoster
      locale={locale}
      video={item}
      title={videoTitle}
      poster={
        cover ? (
          <Photo
            picture={{ src: cover, width: null, height: null }}
            // The talent's picture stands for a video it is not from: the play button names it.
            alt=""
            eager={eager}
            sizes="(min-width: 56rem) 56rem, 100vw"
          />
        ) : null
      }
    />
  );
}
