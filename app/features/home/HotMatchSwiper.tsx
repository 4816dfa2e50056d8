import { Autoplay } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import "swiper/css";
import { hotMatchCarouselOptions } from "~/rules/carousel";
import { HotMatchSlide, type HotMatchView } from "./HotMatches";

/** The hydrated hot-match strip (lazy chunk): vertical Swiper, 5000 ms autoplay, 500 ms transition. */
export default function HotMatchSwiper({ matches, onOpen, page }: { matches: HotMatchView[]; onOpen: () => void; page: string }) {
  const options = hotMatchCarouselOptions(matches.length);
  return (
    <Swiper
      className="hot-strip__swiper"
      modules={[Autoplay]}
      direction={options.direction}
      loop={options.loop}
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
