import type { Slide } from '@/lib/agency-api/slides';
// Swiper's styles come with the page, so the slider is styled the moment its
// script (loaded later) draws it.
import { LazyFadeSlider } from './LazyFadeSlider';
import { SlidePicture, type ImageSlide } from './SlidePicture';
import { SlideshowPlayback } from './SlideshowPlayback';
import { VideoPoster } from '@/components/video/VideoPoster';
import { rotate } from '@/lib/home/rotate';
import type { Locale } from '@/lib/i18n/routing';

type Props = {
  locale: Locale;
  slides: Slide[];
  label: string;
  pauseLabel: string;
  playLabel: string;
};

const COLUMNS = 3;
// From the lg breakpoint, where all three columns are shown.
const WIDE = '(min-width: 64rem)';

export function HeroSlideshow({ locale, slides, label, pauseLabel, playLabel }: Props) {
  const video = slides.find((slide) => slide.kind === 'video');
  const images = slides.filter((slide): slide is ImageSlide => slide.kind === 'image');
  if (video)
    return (
      <VideoPoster
        locale={locale}
        video={{ provider: video.provider, videoId: video.videoId, hash: null }}
        title={video.alt || label}
        background
        poster={images[0] ? <SlidePicture slide={images[0]} eager columns={1} /> : null}
      />
    );
  if (images.length === 0) return null;
  return (
    <SlideshowPlayback pauseLabel={pauseLabel} playLabel={playLabel}>
      <div className="absolute inset-0 grid grid-cols-1 lg:grid-cols-3" data-testid="slideshow">
        {Array.from({ length: COLUMNS }, (_, column) => (
          <div
            key={column}
            className={`slide-enter relative h-full overflow-hidden ${column > 0 ? 'hidden lg:block' : ''}`}
            style={{ animationDelay: `${column * 200}ms` }}
          >
            <LazyFadeSlider
              label={label}
              startDelayMs={column * 400}
              media={column > 0 ? WIDE : undefined}
              first={
                // The same box as a slide's, so the picture is cropped alike.
                <div className="relative h-dvh w-full">
                  <SlidePicture
                    slide={rotate(images, column)[0]!}
                    eager={column === 0}
                    columns={COLUMNS}
                  />
                </div>
              }
              slides={rotate(images, column)}
              columns={COLUMNS}
            />
          </div>
        ))}
      </div>
    </SlideshowPlayback>
  );
}
