import type { GameType } from "@contract/games";

/**
 * Game catalogue constants of pages and components (§2 Home "Popular games", §3 Configuration,
 * §9 Minimum-bet options). Client-safe, no I/O. The categories, prize modes and play types the
 * gateway checks too are in contract/games.ts.
 */

/** Categories whose home section is a filterable game list (§2: "RNG and FISH show a filterable game list"). */
export const LIST_CATEGORIES: readonly GameType[] = ["RNG", "FISH"];

/** Built-in classification tabs (§3 game select types NEW, FAV, ALL, HOT, RECENT). */
export const BUILT_IN_CLASSIFIES = ["ALL", "NEW", "FAV", "HOT", "RECENT"] as const;

/**
 * Categories whose vendors have a browsable game list (a grid in the vendor's lobby /m/gameLobby); a
 * vendor of any other category (sports, e-sports, cockfight, lottery lobbies) opens its own lobby node.
 */
export const BROWSABLE_CATEGORIES: readonly GameType[] = ["RNG", "FISH", "LIVE", "PVP", "INHOUSE"];

export function isBrowsableCategory(category: string): boolean {
  return (BROWSABLE_CATEGORIES as readonly string[]).includes(category);
}

/** The New tab exists for RNG (slots) only (§2 Game lists). */
export function offersNewTab(gameType: GameType): boolean {
  return gameType === "RNG";
}

/** §9 Minimum-bet options of the filter panel, as the decimal strings the URL carries. */
export const MIN_BET_OPTIONS = ["0.01", "0.05", "0.1", "0.5", "0.75"] as const;

/** Vendors that never launch a single game: any launch opens their lobby (§7 Games). */
export const LOBBY_VENDORS = ["TCG_LOTTO_VN", "TCG_SEA"] as const;
/** Vendors whose games open in the in-app lottery launcher /m/launchGame (§7 Games), with their prize mode. */
export const IN_APP_LOTTERY_VENDORS = { LOTT: "Lott", ELOTT: "Elott" } as const;

/** The embedded gateway's language codes (§3: TY default, EN, PT). */
export function gatewayLanguage(locale: string): "TY" | "EN" | "PT" {
  const l = locale.toLowerCase();
  return l === "en" ? "EN" : l === "pt" ? "PT" : "TY";
}
