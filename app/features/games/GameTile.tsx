import { useTranslation } from "~/i18n/react";
import { PlayIcon } from "~/ui/icons";
import { FavouriteButton } from "./FavouriteButton";
import { LaunchForm } from "./LaunchForm";
import { TileArt } from "./TileArt";
import type { GameCard } from "./types";

/** Rendered size of tile art (square): the img carries it, so nothing moves when it loads. */
export const TILE_ART_PX = 160;

export type GameTileProps = {
  game: GameCard;
  /** Whether the signed-in member has it in favourites (false for guests). */
  favourite: boolean;
  /** Where the game's back link returns to; defaults to the current page. */
  pageBack?: string;
  /** Load the art eagerly (the first row above the fold); everything else is lazy. */
  eager?: boolean;
  /** Told after a successful favourite change. */
  onFavouriteChange?: (nodeId: string, favourite: boolean) => void;
  /** An id for the list item (e.g. the first tile of a page, as a link target). */
  id?: string;
};

/**
 * One game (§2 Tiles): large image (lazy, sized), vendor display name, game name, favourite heart
 * and a Play button that launches it (§7). A list item: render it inside a GameGrid (or any <ul>).
 */
export function GameTile({ game, favourite, pageBack, eager = false, onFavouriteChange, id }: GameTileProps) {
  const { t } = useTranslation();
  return (
    <li className="game-tile" id={id}>
      <div className="game-tile__art">
        <TileArt
          src={game.imageUrl}
          width={TILE_ART_PX}
          height={TILE_ART_PX}
          eager={eager}
          initials={game.gameName.slice(0, 1)}
          placeholderClass="game-tile__placeholder"
        />
        {(game.isNew || game.isHot) && (
          <span className={`game-tile__badge${game.isNew ? " game-tile__badge--new" : ""}`}>
            {t(game.isNew ? "games.tile.newBadge" : "games.tile.hotBadge")}
          </span>
        )}
        <FavouriteButton
          className="game-tile__fav"
          nodeId={game.nodeId}
          vendor={game.vassalage}
          gameName={game.gameName}
          favourite={favourite}
          onChange={onFavouriteChange}
        />
      </div>
      <div className="game-tile__text">
        <h3 className="game-tile__name" title={game.gameName}>
          {game.gameName}
        </h3>
        <p className="game-tile__vendor">{game.displayName}</p>
      </div>
      {game.supportPlay ? (
        <LaunchForm target={{ vendor: game.vassalage, gameId: game.launchId, nodeId: game.nodeId }} pageBack={pageBack} className="game-tile__launch">
          <button type="submit" className="game-tile__play" aria-label={t("games.tile.playGame", { name: game.gameName })}>
            <PlayIcon size={12} />
            <span aria-hidden="true">{t("games.tile.play")}</span>
          </button>
        </LaunchForm>
      ) : (
        <p className="game-tile__play game-tile__play--off">{t("games.tile.maintenance")}</p>
      )}
    </li>
  );
}
