import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { LiveCard } from './LiveCard';
import { LIVE_STRIP_SWIPER } from './rules';

/**
 * The live strip on swiper (core only: no modules are used). Loaded lazily by LiveStrip, which shows
 * the same cards in a plain scroller until it arrives, so the first paint does not wait for it.
 */
export default function LiveSwiper({ ids }: { ids: readonly number[] }) {
  return (
    <Swiper className="home-strip__swiper" {...LIVE_STRIP_SWIPER} data-testid="live-swiper">
      {ids.map((id) => (
        <SwiperSlide key={id} className="home-strip__slide">
          <LiveCard id={id} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
