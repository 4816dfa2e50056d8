import type { ListQuery } from "~/rules/paging";

/**
 * The game list's URL contract (§4: every list state is a URL), both directions in one place:
 * the loader parses with `parseListSearch` (list-url.server.ts, zod), every link, form target and
 * fetcher URL of a list is written by `listSearch` / `gameListHref` (here: no zod, so the pages
 * that link to a list carry none, decision 055).
 *
 *   gameType  one of GAME_TYPES (default RNG; left out on /m/slotsCenter, whose type is fixed)
 *   vendor    a vendor code (the gateway's vassalage)      q        search text, trimmed, ≤ 50
 *   classify  ALL (default), NEW, FAV, HOT, RECENT or a server category code
 *   minBet    one of MIN_BET_OPTIONS                       page     pages shown, 1…500 (default 1)
 *   from      first page to return (the infinite scroll asks for one page: from = page)
 * Blank values read as absent (a GET form sends empty pickers); anything else (lng, …) is ignored.
 */

export const GAME_LIST_PATH = "/m/gameList";
export const MAX_LIST_PAGE = 500;

/** A list URL's state: the list's query, plus `from` when the URL asks for a run of pages. */
export type ListUrlState = ListQuery & { from?: number };

/** Canonical query string of a state (defaults left out, fixed order), so equal states have equal URLs. */
export function listSearch(state: ListUrlState, options: { includeGameType?: boolean } = {}): string {
  const p = new URLSearchParams();
  if (options.includeGameType !== false) p.set("gameType", state.gameType);
  if (state.vendor) p.set("vendor", state.vendor);
  if (state.q) p.set("q", state.q);
  if (state.classify !== "ALL") p.set("classify", state.classify);
  if (state.minBet) p.set("minBet", state.minBet);
  if (state.page > 1) p.set("page", String(state.page));
  if (state.from !== undefined) p.set("from", String(state.from));
  const s = p.toString();
  return s ? `?${s}` : "";
}

/** The URL of a category's game list from its first page, optionally filtered to one vendor. */
export function gameListHref(gameType: string, vendor?: string | null): string {
  return GAME_LIST_PATH + listSearch({ gameType, vendor: vendor ?? null, q: "", classify: "ALL", minBet: null, page: 1 });
}
