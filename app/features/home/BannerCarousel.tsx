import { Suspense, lazy } from "react";
import { useTranslation } from "~/i18n/react";
import { BannerLink, type BannerSlide } from "./BannerLink";
import { useCarouselTakeover } from "./use-carousel-takeover";

/** Swiper loads only in the browser and only where a carousel has something to turn (its own chunk and CSS). */
const BannerSwiper = lazy(() => import("./BannerSwiper"));

/**
 * §2 banner carousel. Server HTML (and the page without JavaScript) is a horizontal scroll-snap
 * strip: the first banner shows, the others are a swipe away. With more than one banner, Swiper
 * takes over the same box (same aspect ratio, so nothing moves) at the first autoplay turn
 * (useCarouselTakeover), turns to the next banner and goes on: autoplay 5000 ms, pagination and
 * loop. A single banner is the strip alone, with no Swiper
 * code at all ("swiper only when a carousel has more than one slide").
 */
export function BannerCarousel({ banners, eager = true }: { banners: BannerSlide[]; eager?: boolean }) {
  const { t } = useTranslation();
  const { stripRef, start } = useCarouselTakeover<HTMLUListElement>(banners.length, "x");
  if (banners.length === 0) return null;
  const strip = <BannerStrip banners={banners} eager={eager} stripRef={stripRef} />;
  return (
    <section className="banners" aria-roledescription="carousel" aria-label={t("lobby.banners.label")} data-count={banners.length}>
      {start !== null ? <Suspense fallback={strip}>{<BannerSwiper banners={banners} start={start} />}</Suspense> : strip}
    </section>
  );
}

function BannerStrip({ banners, eager, stripRef }: { banners: BannerSlide[]; eager: boolean; stripRef: React.RefObject<HTMLUListElement> }) {
  const { t } = useTranslation();
  return (
    <ul className="banners__strip" ref={stripRef}>
      {banners.map((banner, i) => (
        <li
          key={banner.id}
          className="banners__slide"
          aria-roledescription="slide"
          aria-label={t("lobby.banners.slide", { index: i + 1, total: banners.length })}
        >
          <BannerLink banner={banner} eager={eager && i === 0} />
        </li>
      ))}
    </ul>
  );
}
