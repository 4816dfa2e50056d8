/**
 * Carousel behaviour (§2 Home screen, §9 "Banner and hot-match autoplay 5000 ms (hot-match
 * transition 500 ms)"): banners autoplay with pagination and loop only when there is more than
 * one; the hot-match strip is vertical and loops only with more than one match.
 */
export const CAROUSEL_AUTOPLAY_MS = 5000;
const HOT_MATCH_TRANSITION_MS = 500;

export type CarouselOptions = {
  direction: "horizontal" | "vertical";
  loop: boolean;
  autoplay: false | { delay: number; disableOnInteraction: false; pauseOnMouseEnter: true };
  pagination: boolean;
  speed: number;
};

const autoplay = { delay: CAROUSEL_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true } as const;

export function bannerCarouselOptions(count: number): CarouselOptions {
  const many = count > 1;
  return { direction: "horizontal", loop: many, autoplay: many ? autoplay : false, pagination: many, speed: 300 };
}

export function hotMatchCarouselOptions(count: number): CarouselOptions {
  const many = count > 1;
  return { direction: "vertical", loop: many, autoplay: many ? autoplay : false, pagination: false, speed: HOT_MATCH_TRANSITION_MS };
}

/**
 * The slide a scroll-snap strip shows: its scroll offset over one slide's size, rounded, within the
 * slides (0 for a strip not laid out). Swiper takes over a strip at the slide the player left it on.
 */
export function shownSlideIndex(offset: number, slideSize: number, count: number): number {
  if (!(slideSize > 0) || count < 1) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(offset / slideSize)));
}
