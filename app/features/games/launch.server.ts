import { isGatewayError } from "~/gateway-client/errors";
import { safeRedirectTarget } from "~/session/auth.server";

/** Named back targets the spec's launcher accepts (pageBack defaults to home, §2 /m/launchGame). */
const NAMED_PAGES: Record<string, string> = {
  home: "/m/home",
  lottery: "/m/lottery",
  moreLottery: "/m/moreLottery",
  gameCenter: "/m/gameCenter",
  slotsCenter: "/m/slotsCenter",
};

/** pageBack as a same-site path: a known page name, or a page of this app (anything else falls back home). */
export function resolvePageBack(value: unknown, request: Request | URL): string {
  if (typeof value !== "string" || value === "") return "/m/home";
  // Own keys only: "constructor" or "toString" must not pick up Object.prototype's functions.
  return Object.hasOwn(NAMED_PAGES, value) ? NAMED_PAGES[value]! : safeRedirectTarget(value, request, "/m/home");
}

/**
 * Gateway refusals caused by what the player asked for, not by the gateway: an unknown game,
 * vendor or lottery code is a 404, a launch request it will not take a 400; never a 502.
 */
const REFUSALS: Record<string, "notFound" | "invalid"> = {
  "lottery.not.found": "notFound",
  "game.not.found": "notFound",
  "game.vendor.not.found": "notFound",
  "lottery.launch.invalid": "invalid",
  "game.launch.invalid": "invalid",
};

export function launchRefusal(error: unknown): "notFound" | "invalid" | null {
  if (!isGatewayError(error) || error.kind !== "business" || !error.code || !Object.hasOwn(REFUSALS, error.code)) return null;
  return REFUSALS[error.code]!;
}

export const VENDOR_CODE = /^[A-Z0-9_]{1,32}$/;
export const NODE_ID = /^[0-9A-Za-z_-]{1,32}$/;
export const LOTTERY_CODE = /^[A-Z0-9_]{1,20}$/;
