import { GAME_TYPES, type GameType } from "@contract/games";
import type { BetStatus } from "@contract/schemas/bets";
import type { RecordUrl } from "./query";

/**
 * The bet record's filters (research ), outside the .server module so the
 * route's client bundle can build its tabs and select from them. "All" is the default of both and
 * is never a hidden filter: it is the absence of the parameter.
 */

/** The status select's options, in order ("All" comes first, from the filter bar). */
export const BET_STATUSES: readonly BetStatus[] = ["open", "won", "lost", "cancelled"];

/** The game-type tabs after "All": lottery and slots first (the games the lobby takes bets on), then the rest of GAME_TYPES. */
export const BET_GAME_TYPES: readonly GameType[] = ["LOTT", "RNG", ...GAME_TYPES.filter((t) => t !== "LOTT" && t !== "RNG")];

/** The URL parameter of the game-type tabs (the status select's is `status`). */
export const GAME_TYPE_PARAM = "gameType";

/** The list URL's shape for a game-type tab: the status select is the filter, the tab a kept parameter. */
export function betRecordUrl(gameType: GameType | null): RecordUrl {
  return { filterParam: "status", keep: gameType ? [[GAME_TYPE_PARAM, gameType]] : [] };
}
