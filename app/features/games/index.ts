/**
 * Reusable game components (ISSUE 5), for the game pages and the home page's popular games.
 * Every component takes data only (no loader assumptions); feed them from your own loader with
 * the calls in `~/gateway-client/games.server` and `toGameCard` / `vendorCards`.
 *
 * Link the stylesheet from your route: `export const links = () => [{ rel: "stylesheet", href: gamesStylesheet }]`.
 *
 * - `GameGrid({ games, favourites, pageBack?, loadingCount?, eagerCount?, emptyText?, emptyAction?, onFavouriteChange?, label? })`
 *   three-column tiles, the empty-data placeholder when `games` is empty, skeleton tiles while loading.
 * - `GameTile({ game, favourite, pageBack?, eager?, onFavouriteChange? })` one tile (an <li>): art, vendor,
 *   name, heart (POST /m/gameFavourite) and Play (POST /m/launchGame).
 * - `GameGridSkeleton({ count? })` a Suspense fallback. `EmptyGames({ text?, action? })` the placeholder alone.
 * - `VendorTabs({ vendors, active, hrefFor, onSelect? })` the 'All' + vendor icon strip; every tab is a link
 *   (`hrefFor`), `onSelect` lets a page switch client-side instead.
 * - `VendorTiles({ vendors, pageBack?, label? })` / `VendorTile({ vendor, pageBack?, eager? })` vendor tiles;
 *   build `VendorCard`s from a vendor-sorting entry with `vendorCards(entry, pageBack?)` (browsable categories
 *   link to the vendor's lobby, `gameLobbyHref(vendor, gameType?)`, /m/gameLobby).
 * - `LaunchForm({ target, pageBack?, className?, children })` wraps your own button(s) in the launch form
 *   (e.g. hot matches: target = { vendor, gameId: roomId, nodeId }).
 * - `FavouriteButton({ nodeId, vendor, gameName, favourite, onChange? })` the heart alone.
 */
import gamesStylesheet from "./games.css?url";

export { gamesStylesheet };
export { GameGrid, EmptyGames, type GameGridProps } from "./GameGrid";
export { GameGridSkeleton, GameTileSkeleton } from "./GameSkeletons";
export { GameTile, TILE_ART_PX, type GameTileProps } from "./GameTile";
export { VendorTabs, type VendorTabsProps } from "./VendorTabs";
export { VendorTile, VendorTiles, type VendorTileProps } from "./VendorTile";
export { LaunchForm, type LaunchFormProps } from "./LaunchForm";
export { FavouriteButton, type FavouriteButtonProps } from "./FavouriteButton";
export { toGameCard, type GameCard, type VendorChip, type VendorCard, type LaunchTarget } from "./types";
export { vendorCards, lotteryLaunchHref } from "./vendor-cards";
export { gameListHref } from "./list-url";
export { gameLobbyHref } from "./lobby-url";
export { FAVOURITE_ACTION, LAUNCH_ACTION } from "./contract";
export * from "./constants";
