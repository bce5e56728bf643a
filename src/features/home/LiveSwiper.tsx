import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import { LiveCard } from './LiveCard';
import { LIVE_STRIP_SWIPER } from './rules';

/**
 * A card reached with Tab is slid into view at once — the browser would otherwise scroll the
 * strip's box under swiper's feet — as swiper's a11y module does, without the live region that
 * module adds (a score changing in a card is no news to read out; the app has one live region).
 */
function slideToFocused(strip: SwiperInstance): void {
  strip.el.addEventListener('focusin', (event) => {
    const slide = (event.target as Element).closest('.swiper-slide');
    const index = strip.slides.findIndex((each) => each === slide);
    if (index < 0) return;
    strip.el.scrollLeft = 0;
    strip.slideTo(index, 0);
  });
}

/** The card that had focus in the plain strip (`focusedId`) takes it again in swiper's. */
function refocus(strip: SwiperInstance, focusedId: string | null): void {
  if (focusedId === null) return;
  strip.el.querySelector<HTMLElement>(`[data-match-id="${CSS.escape(focusedId)}"]`)?.focus();
}

/**
 * The live strip on swiper (core only: no modules are used). Loaded lazily by LiveStrip, which shows
 * the same cards in a plain scroller until it arrives, so the first paint does not wait for it. The
 * strip sits in the 正在进行 section, which names it; each card is a link named by its teams and score.
 */
export default function LiveSwiper({
  ids,
  focusedId,
}: {
  ids: readonly number[];
  focusedId: string | null;
}) {
  return (
    <Swiper
      className="home-strip__swiper"
      {...LIVE_STRIP_SWIPER}
      onSwiper={slideToFocused}
      onAfterInit={(strip) => refocus(strip, focusedId)}
      data-testid="live-swiper"
    >
      {ids.map((id) => (
        <SwiperSlide key={id} className="home-strip__slide">
          <LiveCard id={id} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
