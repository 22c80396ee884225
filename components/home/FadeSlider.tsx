import { useEffect, useRef } from 'react';
import { Autoplay, EffectFade } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { SLIDER_AUTOPLAY_MS, SLIDER_SPEED_MS } from '@/lib/constants';

type Props = {
  children: React.ReactNode[];
  label: string;
  startDelayMs: number;
  /** Called when the first slide change starts. */
  onFirstChange?: () => void;
  /** Whether slides may change now (SlideshowPlayback). */
  playing: boolean;
};

/**
 * One column of the home slideshow: slides crossfade, loop, play by
 * themselves and ignore touch. Loaded once the page is interactive
 * (LazyFadeSlider); the first picture was painted from the server HTML.
 */
export function FadeSlider({ children, label, startDelayMs, onFirstChange, playing }: Props) {
  const swiper = useRef<SwiperInstance | null>(null);
  useEffect(() => {
    const autoplay = swiper.current?.autoplay;
    if (!autoplay) return;
    if (playing && !autoplay.running) autoplay.start();
    if (!playing && autoplay.running) autoplay.stop();
  }, [playing]);
  return (
    <Swiper
      onSwiper={(instance) => {
        swiper.current = instance;
        // Paused from the start (reduced motion, or the visitor paused first).
        if (!playing) instance.autoplay.stop();
      }}
      modules={[Autoplay, EffectFade]}
      effect="fade"
      fadeEffect={{ crossFade: true }}
      loop={children.length > 1}
      speed={SLIDER_SPEED_MS}
      autoplay={{ delay: SLIDER_AUTOPLAY_MS + startDelayMs, disableOnInteraction: false }}
      allowTouchMove={false}
      className="h-full w-full"
      onSlideChangeTransitionStart={onFirstChange}
      // A group, not a region: the three columns would be three landmarks of one name.
      role="group"
      aria-label={label}
      aria-roledescription="carousel"
    >
      {children.map((child, index) => (
        <SwiperSlide
          key={index}
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} / ${children.length}`}
        >
          {child}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
