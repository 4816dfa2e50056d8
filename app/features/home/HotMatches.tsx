import { Suspense, lazy } from "react";
import { useTranslation } from "~/i18n/react";
import { FireIcon } from "~/ui/icons";
import type { HotMatchView } from "./hot-match-view";
import { HotMatchSlide } from "./HotMatchSlide";
import { useCarouselTakeover } from "./use-carousel-takeover";

// Pure: the module then has no side effects, so a page that imports it only for its server
// render (home's island, decision 049) does not keep it in the browser build.
const HotMatchSwiper = /* @__PURE__ */ lazy(() => import("./HotMatchSwiper"));

/**
 * §2 hot-match strip: a vertical carousel (Swiper takes over at the first autoplay turn, see
 * useCarouselTakeover: autoplay 5000 ms, 500 ms transition, loop). Swiper only with more than one match: one match is the plain
 * list, with no Swiper code. Without JavaScript the first match shows and the others
 * scroll vertically in the same box. A tap opens the hot-match modal (a link to
 * ?sheet=matches without JavaScript); the play button launches the match's game. `page` is the
 * page showing the strip (home or help, §2 Page chrome): the modal opens over it and a launched
 * game's back link returns to it.
 */
export function HotMatchStrip({ matches, onOpen, page }: { matches: HotMatchView[]; onOpen: () => void; page: string }) {
  const { t } = useTranslation();
  const { stripRef, start } = useCarouselTakeover<HTMLUListElement>(matches.length, "y");
  if (matches.length === 0) {
    return (
      <section className="hot-strip hot-strip--empty" aria-labelledby="hot-title">
        <h2 id="hot-title" className="hot-strip__badge">
          <FireIcon size={16} />
          {t("lobby.hot.title")}
        </h2>
        <p className="hot-strip__empty">{t("lobby.hot.empty")}</p>
      </section>
    );
  }
  const list = (
    <ul className="hot-strip__list" ref={stripRef}>
      {matches.map((m) => (
        <li key={m.id} className="hot-strip__slide">
          <HotMatchSlide match={m} onOpen={onOpen} page={page} />
        </li>
      ))}
    </ul>
  );
  return (
    <section className="hot-strip" aria-labelledby="hot-title" aria-roledescription="carousel">
      <h2 id="hot-title" className="hot-strip__badge">
        <FireIcon size={16} />
        {t("lobby.hot.title")}
      </h2>
      <div className="hot-strip__viewport">
        {start !== null ? <Suspense fallback={list}>{<HotMatchSwiper matches={matches} onOpen={onOpen} page={page} start={start} />}</Suspense> : list}
      </div>
    </section>
  );
}
