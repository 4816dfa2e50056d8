import { z } from "zod";
import { empty } from "~/rules/validation";

/**
 * The vendor lobby's URL contract (§2 /m/gameLobby), both directions in one place. Client-safe.
 *
 *   vendor    a vendor code (the gateway's vassalage), required
 *   gameType  one of the vendor's categories (default: the vendor's first in the gateway's sorting)
 * Blank values read as absent; anything else (lng, …) is ignored. Whether the vendor and the
 * category exist is the gateway's answer, not this module's: the loader answers 404 for both.
 */

export const GAME_LOBBY_PATH = "/m/gameLobby";

const LobbyParams = z.object({
  vendor: z.preprocess(empty, z.string().regex(/^[A-Z0-9_]{1,32}$/)),
  gameType: z.preprocess(
    empty,
    z
      .string()
      .regex(/^[A-Z0-9_]{1,20}$/)
      .optional(),
  ),
});

export type LobbyUrlState = { vendor: string; gameType: string | null };

/** The lobby a query string asks for, or null when it names no well-formed vendor (a 404). A repeated parameter counts by its last value. */
export function parseLobbySearch(search: URLSearchParams): LobbyUrlState | null {
  const parsed = LobbyParams.safeParse(Object.fromEntries(search));
  return parsed.success ? { vendor: parsed.data.vendor, gameType: parsed.data.gameType ?? null } : null;
}

/** The URL of a vendor's lobby, on one category's tab when given (vendor first, then gameType). */
export function gameLobbyHref(vendor: string, gameType?: string | null): string {
  const params = new URLSearchParams({ vendor });
  if (gameType) params.set("gameType", gameType);
  return `${GAME_LOBBY_PATH}?${params}`;
}
