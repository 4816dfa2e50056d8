import type { AnswerHold, GatewayClient } from "./client.server";
import type { SiteStatus } from "../../contract/schemas/envelope";

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
