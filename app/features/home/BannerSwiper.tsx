import { A11y, Autoplay, Pagination } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import { useTranslation } from "~/i18n/react";
import "swiper/css";
import "swiper/css/pagination";
import { bannerCarouselOptions } from "~/rules/carousel";
import { BannerLink, type BannerSlide } from "./BannerLink";
import { turnNow } from "./swiper-turn";

/**
 * The banner carousel once Swiper takes over (lazy chunk), with the §2 options for this many
 * banners: it opens on the banner the strip showed (`start`) and makes the turn that was due.
 */
export default function BannerSwiper({ banners, start }: { banners: BannerSlide[]; start: number }) {
  const { t } = useTranslation();
  const options = bannerCarouselOptions(banners.length);
  return (
    <Swiper
      className="banners__swiper"
      modules={[Autoplay, Pagination, A11y]}
      direction={options.direction}
      loop={options.loop}
      initialSlide={start}
      onSwiper={turnNow}
      speed={options.speed}
      autoplay={options.autoplay}
      pagination={options.pagination ? { clickable: true } : false}
      allowTouchMove={banners.length > 1}
      a11y={{
        enabled: true,
        slideRole: "group",
        slideLabelMessage: t("lobby.banners.slide", { index: "{{index}}", total: "{{slidesLength}}" }),
        paginationBulletMessage: t("lobby.banners.slide", { index: "{{index}}", total: banners.length }),
        containerRoleDescriptionMessage: null,
        itemRoleDescriptionMessage: "slide",
      }}
    >
      {banners.map((banner, i) => (
        <SwiperSlide key={banner.id}>
          <BannerLink banner={banner} eager={i === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
