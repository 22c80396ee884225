import { useEffect, useRef } from 'react';
import { Autoplay, EffectFade } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { SLIDER_AUTOPLAY_MS, SLIDER_SPEED_MS } from '@/lib/constants';
import { SlidePicture, type ImageSlide } from './SlidePicture';

type Props = {
  slides: ImageSlide[];
  columns: number;
  label: string;
  startDelayMs: number;
  onFirstChange?: () => void;
  playing: boolean;
};

export function FadeSlider(props: Props) {
  const { slides, columns, label, startDelayMs, onFirstChange, playing } = props;
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
      loop={slides.length > 1}
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
      {slides.map((slide, index) => (
        <SwiperSlide
          key={slide.id}
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} / ${slides.length}`}
        >
          <div className="relative h-dvh w-full">
            <SlidePicture slide={slide} eager={false} columns={columns} />
          </div>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
