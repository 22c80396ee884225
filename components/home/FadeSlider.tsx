import { Autoplay, EffectFade } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { SLIDER_AUTOPLAY_MS, SLIDER_SPEED_MS } from '@/lib/constants';

type Props = {
  children: React.ReactNode[];
  label: string;
  startDelayMs: number;
  /** Called when the first slide change starts. */
  onFirstChange?: () => void;
};

/**
 * One column of the home slideshow: slides crossfade, loop, play by
 * themselves and ignore touch. Loaded once the page is interactive
 * (LazyFadeSlider); the first picture was painted from the server HTML.
 */
export function FadeSlider({ children, label, startDelayMs, onFirstChange }: Props) {
  return (
    <Swiper
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
