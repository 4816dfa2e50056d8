import { Autoplay } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import "swiper/css";
import { hotMatchCarouselOptions } from "~/rules/carousel";
import type { HotMatchView } from "./hot-match-view";
import { HotMatchSlide } from "./HotMatchSlide";
import { turnNow } from "./swiper-turn";

/**
 * The hot-match strip once Swiper takes over (lazy chunk): vertical, 5000 ms autoplay, 500 ms
 * transition; it opens on the match the strip showed (`start`) and makes the turn that was due.
 */
export default function HotMatchSwiper({ matches, onOpen, page, start }: { matches: HotMatchView[]; onOpen: () => void; page: string; start: number }) {
  const options = hotMatchCarouselOptions(matches.length);
  return (
    <Swiper
      className="hot-strip__swiper"
      modules={[Autoplay]}
      direction={options.direction}
      loop={options.loop}
      initialSlide={start}
      onSwiper={turnNow}
      speed={options.speed}
      autoplay={options.autoplay}
      allowTouchMove={matches.length > 1}
      slidesPerView={1}
    >
      {matches.map((m) => (
        <SwiperSlide key={m.id}>
          <HotMatchSlide match={m} onOpen={onOpen} page={page} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
