import { startTransition, useEffect, useRef, useState } from "react";
import { CAROUSEL_AUTOPLAY_MS, shownSlideIndex } from "~/rules/carousel";

/**
 * When a carousel's Swiper takes over its scroll-snap strip: at its first autoplay turn, 5000 ms
 * after hydration (§9), not before. Swiper's start-up (loading the chunk, measuring, looping the
 * slides) is the heaviest script on home; run while the page loads, it made long tasks in the
 * window players start to scroll and tap in (Lighthouse counted them as blocking time). Until the
 * turn the strip is the carousel, swipeable by hand. `start` is the slide the strip shows at that
 * moment (the player may have swiped), null before; never set with fewer than two slides.
 */
export function useCarouselTakeover<E extends HTMLElement>(count: number, axis: "x" | "y"): { stripRef: React.RefObject<E>; start: number | null } {
  const stripRef = useRef<E>(null);
  const [start, setStart] = useState<number | null>(null);
  useEffect(() => {
    if (count < 2) return;
    const timer = setTimeout(() => {
      const strip = stripRef.current;
      const index = strip
        ? axis === "x"
          ? shownSlideIndex(strip.scrollLeft, strip.clientWidth, count)
          : shownSlideIndex(strip.scrollTop, strip.clientHeight, count)
        : 0;
      startTransition(() => setStart(index));
    }, CAROUSEL_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [count, axis]);
  return { stripRef, start: count < 2 ? null : start };
}
