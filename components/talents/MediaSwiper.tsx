import { A11y, Keyboard, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { LineIcon } from '@/components/ui/LineIcon';
import { SLIDER_MODE_BREAKPOINT_PX } from '@/lib/constants';

type Props = {
  type: string;
  label: string;
  twoPerView: boolean;
  previous: string;
  next: string;
  slides: React.ReactNode[];
};

export function MediaSwiper({ type, label, twoPerView, previous, next, slides }: Props) {
  return (
    <Swiper
      modules={[Navigation, Keyboard, A11y]}
      // Our own arrows: Swiper's drawn arrow is an unnamed image inside a div.
      navigation={{ prevEl: '.media-slider-prev', nextEl: '.media-slider-next' }}
      keyboard={{ enabled: true }}
      a11y={{
        prevSlideMessage: previous,
        nextSlideMessage: next,
        containerRole: 'region',
        containerMessage: label,
      }}
      slidesPerView={1}
      spaceBetween={8}
      breakpoints={{ [SLIDER_MODE_BREAKPOINT_PX + 1]: { slidesPerView: twoPerView ? 2 : 1 } }}
      className="media-slider"
      data-testid={`media-${type}`}
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={index}>{slide}</SwiperSlide>
      ))}
      {/* Not slides: swiper/react puts them after its wrapper, in the slider. */}
      <Arrow direction="prev" label={previous} />
      <Arrow direction="next" label={next} />
    </Swiper>
  );
}

type ArrowProps = { direction: 'prev' | 'next'; label: string };

function Arrow({ direction, label }: ArrowProps) {
  return (
    <button
      type="button"
      aria-label={label}
      className={`swiper-button-${direction} media-slider-${direction}`}
    >
      <LineIcon size={24} strokeWidth={2}>
        <path d={direction === 'prev' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
      </LineIcon>
    </button>
  );
}
