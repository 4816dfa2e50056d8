import { useTranslation } from "~/i18n/react";
import { GameTileSkeleton } from "./GameSkeletons";
import { GameTile } from "./GameTile";
import type { GameCard } from "./types";

export type GameGridProps = {
  games: readonly GameCard[];
  /** nodeIds the member has in favourites (empty for guests). */
  favourites: ReadonlySet<string> | readonly string[];
  /** Where launched games' back links return to; defaults to the current page. */
  pageBack?: string;
  /** Append this many skeleton tiles (a page loading); with no games, the grid is all skeletons. */
  loadingCount?: number;
  /** How many leading tiles load their art eagerly (above the fold). Default 3 (one row). */
  eagerCount?: number;
  /** Replaces the default empty-data placeholder text. */
  emptyText?: string;
  /** Extra content under the empty placeholder (e.g. a "clear filters" link). */
  emptyAction?: React.ReactNode;
  onFavouriteChange?: (nodeId: string, favourite: boolean) => void;
  /** Accessible name of the list. */
  label?: string;
  /** Ids for some tiles by index (e.g. where each page starts, for a no-JS 'more' link's #fragment). */
  idFor?: (index: number) => string | undefined;
};

/**
 * A three-column grid of game tiles (§2 Game lists) with the empty-data placeholder and
 * skeletons. Data only: give it games and favourite ids from any loader.
 */
export function GameGrid({
  games,
  favourites,
  pageBack,
  loadingCount = 0,
  eagerCount = 3,
  emptyText,
  emptyAction,
  onFavouriteChange,
  label,
  idFor,
}: GameGridProps) {
  const favSet = favourites instanceof Set ? favourites : new Set(favourites as readonly string[]);
  if (games.length === 0 && loadingCount === 0) return <EmptyGames text={emptyText} action={emptyAction} />;
  return (
    <ul className="game-grid" aria-label={label} aria-busy={loadingCount > 0 || undefined}>
      {games.map((game, i) => (
        <GameTile
          key={game.nodeId}
          game={game}
          favourite={favSet.has(game.nodeId)}
          pageBack={pageBack}
          eager={i < eagerCount}
          onFavouriteChange={onFavouriteChange}
          id={idFor?.(i)}
        />
      ))}
      {Array.from({ length: loadingCount }, (_, i) => (
        <GameTileSkeleton key={`skeleton-${i}`} />
      ))}
    </ul>
  );
}

/** The empty-data placeholder (§2 Game lists). */
export function EmptyGames({ text, action }: { text?: string; action?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="games-empty" role="status">
      <svg className="games-empty__art" width="96" height="72" viewBox="0 0 96 72" aria-hidden="true" focusable="false">
        <rect x="8" y="14" width="80" height="50" rx="12" fill="var(--surface-2)" stroke="var(--border)" strokeWidth="2" />
        <circle cx="30" cy="39" r="9" fill="none" stroke="var(--text-faint)" strokeWidth="3" />
        <path d="M26 39h8M30 35v8" stroke="var(--text-faint)" strokeWidth="3" strokeLinecap="round" />
        <circle cx="62" cy="35" r="3.5" fill="var(--primary)" />
        <circle cx="70" cy="43" r="3.5" fill="var(--accent)" />
        <path d="M38 8h20" stroke="var(--border)" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className="games-empty__title">{t("games.list.emptyTitle")}</p>
      <p className="games-empty__body">{text ?? t("games.list.emptyBody")}</p>
      {action}
    </div>
  );
}
