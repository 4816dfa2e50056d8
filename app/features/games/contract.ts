import type { RgRefusalWire } from "~/features/rg/play/refusal-wire";
import type { FetcherRefusal, FetcherResult } from "~/routing/fetcher-result";

/**
 * The two form endpoints game tiles post to, usable from any page (game lists, home):
 * - POST /m/gameFavourite  nodeId, vendor, intent=add|remove, returnTo  → favourite toggle (§4)
 * - POST /m/launchGame     vendor, gameId, nodeId, pageBack            → launch (§7)
 * Without JavaScript both answer with a redirect (back to returnTo / pageBack, or to the game).
 * With JavaScript the tiles add `respond=data` and read the results below instead.
 */
export const FAVOURITE_ACTION = "/m/gameFavourite";
export const LAUNCH_ACTION = "/m/launchGame";
export const RESPOND_FIELD = "respond";
export const RESPOND_DATA = "data";

export type FavouriteResult = FetcherResult<{ nodeId: string; favourite: boolean }>;

/**
 * `notFound`: the gateway knows no such game, vendor or lottery code (a 404, nothing launched).
 * `rg`: the responsible-gaming controls stopped it: the refusal, shown as a toast.
 */
export type LaunchFailure = FetcherRefusal | { ok: false; reason: "rg"; refusal: RgRefusalWire };
