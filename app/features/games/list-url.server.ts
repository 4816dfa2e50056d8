import { GAME_TYPES, type GameType } from "@contract/games";
import { z } from "zod";
import { empty } from "~/rules/validation";
import { MIN_BET_OPTIONS } from "./constants";
import { MAX_LIST_PAGE, type ListUrlState } from "./list-url";

/** The loader's side of the game list's URL contract (list-url.ts): parsing, with zod, on the server only. */

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
