import { A11y, Keyboard, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { SLIDER_MODE_BREAKPOINT_PX } from '@/lib/constants';

type Props = {
  type: string;
  twoPerView: boolean;
  previous: string;
  next: string;
  slides: React.ReactNode[];
};

/**
 * The profile's slider of one media type: arrows, keyboard, two per view on
 * wide screens. Loaded once the page is interactive (MediaGallery shows the
 * same first slides as plain markup until then).
 */
export function MediaSwiper({ type, twoPerView, previous, next, slides }: Props) {
  return (
    <Swiper
      modules={[Navigation, Keyboard, A11y]}
      navigation
      keyboard={{ enabled: true }}
      a11y={{ prevSlideMessage: previous, nextSlideMessage: next }}
      slidesPerView={1}
      spaceBetween={8}
      breakpoints={{ [SLIDER_MODE_BREAKPOINT_PX + 1]: { slidesPerView: twoPerView ? 2 : 1 } }}
      className="media-slider"
      data-testid={`media-${type}`}
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={index}>{slide}</SwiperSlide>
      ))}
    </Swiper>
  );
}
