import type { Swiper } from "swiper/types";

/**
 * The turn that was due when Swiper took over a carousel's strip (useCarouselTakeover), on the next
 * frame, after Swiper's own set-up. Its own module: both carousels' chunks share it, and neither
 * pulls in the other's code.
 */
export function turnNow(swiper: Swiper): void {
  requestAnimationFrame(() => {
    if (!swiper.destroyed) swiper.slideNext();
  });
}
