import { GAME_TYPES, type GameType } from "@shared/games";
import { z } from "zod";
import type { ListQuery } from "~/rules/paging";
import { empty } from "~/rules/validation";
import { MIN_BET_OPTIONS } from "./constants";

/**
 * The game list's URL contract (§4: every list state is a URL), both directions in one place:
 * the loader parses with `parseListSearch`, every link, form target and fetcher URL of a list is
 * written by `listSearch` / `gameListHref`. Client-safe (zod and constants only).
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

const ListParams = z.object({
  gameType: z.preprocess(empty, z.enum(GAME_TYPES).default("RNG")),
  vendor: z.preprocess(
    empty,
    z
      .string()
      .regex(/^[A-Z0-9_]{1,32}$/)
      .optional(),
  ),
  q: z.preprocess(empty, z.string().trim().max(50).optional()),
  classify: z.preprocess(
    empty,
    z
      .string()
      .regex(/^[A-Z0-9_]{1,20}$/)
      .default("ALL"),
  ),
  minBet: z.preprocess(empty, z.enum(MIN_BET_OPTIONS).optional()),
  page: z.preprocess(empty, z.coerce.number().int().min(1).max(MAX_LIST_PAGE).default(1)),
  from: z.preprocess(empty, z.coerce.number().int().min(1).max(MAX_LIST_PAGE).optional()),
});

/** A list URL's state: the list's query, plus `from` when the URL asks for a run of pages. */
export type ListUrlState = ListQuery & { from?: number };

/**
 * The list state a query string asks for, or null when it is not a list URL the server accepts
 * (the loader answers 400). A repeated parameter counts by its last value.
 */
export function parseListSearch(search: URLSearchParams): (ListUrlState & { gameType: GameType }) | null {
  const parsed = ListParams.safeParse(Object.fromEntries(search));
  if (!parsed.success) return null;
  const p = parsed.data;
  const state = { gameType: p.gameType, vendor: p.vendor ?? null, q: p.q ?? "", classify: p.classify, minBet: p.minBet ?? null, page: p.page };
  return p.from === undefined ? state : { ...state, from: p.from };
}

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
