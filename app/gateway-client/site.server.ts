import { ALL_MODULES_OFFERED } from "@contract/capabilities";
import type { Capabilities } from "@contract/schemas/capabilities";
import type { SiteStatus } from "@contract/schemas/envelope";
import type { AnswerHold, GatewayClient } from "./client.server";
import { isGatewayError } from "./errors";

/**
 * How long an isolate keeps the site status of a country (decision 070). §2 checks maintenance and
 * region restriction once, when the app starts; the server checks on every page view, and keeping
 * the answer this long per isolate is still far stricter, while a busy isolate no longer spends a
 * gateway round trip on it for every request. Only with edge caching on (off in the browser tests).
 */
export const SITE_STATUS_HOLD_MS = 5_000;

const SITE_STATUS_HOLD: AnswerHold<SiteStatus> = { ms: () => SITE_STATUS_HOLD_MS, age: (status) => status };

/** Site status for the player's country (§2 start gate, §3 site info). */
export function fetchSiteStatus(gateway: GatewayClient, country: string | null) {
  return gateway.call("siteStatus", { query: { country }, holds: SITE_STATUS_HOLD });
}

/**
 * How long the edge and the isolate keep a gateway's capabilities: they change when an operator
 * redeploys their gateway, not between page views, so each isolate asks about once in this time.
 */
export const CAPABILITIES_TTL_SECONDS = 300;

/** What the gateway implements (contract/capabilities.ts): the modules it offers, with its contract version. */
export function fetchCapabilities(gateway: GatewayClient) {
  return gateway.call("capabilities", { cacheTtlSeconds: CAPABILITIES_TTL_SECONDS });
}

/**
 * The capabilities, for pages: a gateway older than the call answers it as an unknown route
 * (route.not.found), and offers every module it has. Any other failure is `failed`: the caller
 * decides (pages take every module as offered, so a failing call never breaks one).
 */
export async function readCapabilities(gateway: GatewayClient, failed: (error: unknown) => Capabilities = () => ALL_MODULES_OFFERED): Promise<Capabilities> {
  try {
    return await fetchCapabilities(gateway);
  } catch (e) {
    if (isGatewayError(e) && e.kind === "business" && e.code === "route.not.found") return ALL_MODULES_OFFERED;
    return failed(e);
  }
}
