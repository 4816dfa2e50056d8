/**
 * The vendor lobby's URL contract (§2 /m/gameLobby): the links here, without zod for the pages'
 * first load (decision 055); the loader's parsing in lobby-url.server.ts.
 *
 *   vendor    a vendor code (the gateway's vassalage); without one the loader redirects to every
 *             vendor's lobby (/m/gameCenter) or, with a listable gameType, to that game list
 *   gameType  one of the vendor's categories (default: the vendor's first in the gateway's sorting)
 * Blank values read as absent; anything else (lng, …) is ignored. Whether the vendor and the
 * category exist is the gateway's answer, not this module's: the loader answers 404 for both.
 */

export const GAME_LOBBY_PATH = "/m/gameLobby";

export type LobbyUrlState = { vendor: string; gameType: string | null };

/** The URL of a vendor's lobby, on one category's tab when given (vendor first, then gameType). */
export function gameLobbyHref(vendor: string, gameType?: string | null): string {
  const params = new URLSearchParams({ vendor });
  if (gameType) params.set("gameType", gameType);
  return `${GAME_LOBBY_PATH}?${params}`;
}
