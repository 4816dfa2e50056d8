import { GameGridSkeleton } from "~/features/games/GameSkeletons";
import { MegaphoneIcon } from "~/ui/icons";

/**
 * The sized placeholders of home's streamed sections (decision 001), apart from the sections'
 * own modules: those load lazily (decision 056), the skeletons are in the route's first load.
 * Each keeps its section's box so nothing moves when the content arrives (CLS ≤ 0.02).
 */

/** §2 hot-match strip. */
export function HotStripSkeleton() {
  return <div className="hot-strip hot-strip--skeleton shimmer" aria-hidden="true" data-fallback="" />;
}

/** §4 lottery countdown widget. */
export function LotterySkeleton() {
  return (
    <section className="home-lottery" aria-hidden="true" data-fallback="">
      <SectionHeadSkeleton />
      <ul className="home-lottery__list">
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <span className="home-lottery-row home-lottery-row--skeleton">
              <span className="shimmer shimmer--circle" />
              <span className="shimmer shimmer--line" />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** §2 popular games. */
export function PopularGamesSkeleton() {
  return (
    <section className="popular" aria-hidden="true" data-fallback="">
      <SectionHeadSkeleton />
      <div className="popular__menu popular__menu--skeleton">
        {[0, 1, 2, 3, 4].map((i) => (
          <span key={i} className="shimmer shimmer--tab" />
        ))}
      </div>
      <div className="popular__body">
        <GameGridSkeleton count={9} />
      </div>
    </section>
  );
}

/** The heading's place while the section streams in (same height, no layout shift). */
export function SectionHeadSkeleton() {
  return (
    <div className="home-section-head">
      <span className="shimmer shimmer--title" />
    </div>
  );
}

/** §2 notice ticker. */
export function TickerSkeleton() {
  return (
    <span className="ticker__link ticker__link--skeleton" aria-hidden="true" data-fallback="">
      <MegaphoneIcon size={18} className="ticker__icon" />
      <span className="shimmer shimmer--line" />
    </span>
  );
}
