import { z } from "zod";
import { empty } from "~/rules/validation";
import type { LobbyUrlState } from "./lobby-url";

/** The loader's side of the vendor lobby's URL contract (lobby-url.ts): parsing, with zod, on the server only. */

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

/**
 * A query that names no vendor at all (the bare /m/gameLobby of §2's route list): the category it
 * asks for when it names a well-formed one, else null. Null when a vendor is named (well-formed or
 * not): that is parseLobbySearch's case.
 */
const LobbyIndexParams = z.object({
  vendor: z.preprocess(empty, z.undefined()),
  gameType: z.preprocess(
    empty,
    z
      .string()
      .regex(/^[A-Z0-9_]{1,20}$/)
      .optional()
      .catch(undefined),
  ),
});

export function parseLobbyIndex(search: URLSearchParams): { gameType: string | null } | null {
  const parsed = LobbyIndexParams.safeParse(Object.fromEntries(search));
  return parsed.success ? { gameType: parsed.data.gameType ?? null } : null;
}

/** The lobby a query string asks for, or null when it names no well-formed vendor (a 404). A repeated parameter counts by its last value. */
export function parseLobbySearch(search: URLSearchParams): LobbyUrlState | null {
  const parsed = LobbyParams.safeParse(Object.fromEntries(search));
  return parsed.success ? { vendor: parsed.data.vendor, gameType: parsed.data.gameType ?? null } : null;
}
