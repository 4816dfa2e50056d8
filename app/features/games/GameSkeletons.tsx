/**
 * Placeholders of the game lists, in a module of their own: a page that lazy-loads its games
 * (home's popular games) can show the skeleton without loading the grid's code.
 */

/** A tile-shaped placeholder while games load (same size as a tile: no layout shift). */
export function GameTileSkeleton() {
  return (
    <li className="game-tile game-tile--skeleton" aria-hidden="true">
      <div className="game-tile__art skeleton" />
      <div className="game-tile__text">
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line skeleton--short" />
      </div>
      <span className="game-tile__play skeleton" />
    </li>
  );
}

/** A grid of skeleton tiles, for Suspense fallbacks while a deferred list streams in. */
export function GameGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className="game-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <GameTileSkeleton key={i} />
      ))}
    </ul>
  );
}
