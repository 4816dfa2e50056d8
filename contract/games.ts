/**
 * Game catalogue values both the app and the gateway validate against (§2 Home "Popular games",
 * §3 Configuration). The app's display rules over them live in app/features/games/constants.ts.
 */

/** The spec's game categories (§2): sports, live, fish, RNG casino, PVP, lottery, in-house, e-sports, cock-fight. */
export const GAME_TYPES = ["SPORTS", "LIVE", "FISH", "RNG", "PVP", "LOTT", "INHOUSE", "ESPORTS", "COCKFIGHT"] as const;
export type GameType = (typeof GAME_TYPES)[number];

export function isGameType(value: unknown): value is GameType {
  return typeof value === "string" && (GAME_TYPES as readonly string[]).includes(value);
}

/** §3 Configuration: prize modes Lott, ZY, Elott; play types Tradition (trad) and Entertainment (ent). */
export const PRIZE_MODES = ["Lott", "ZY", "Elott"] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];
export const PLAY_TYPES = ["trad", "ent"] as const;
export type PlayType = (typeof PLAY_TYPES)[number];
