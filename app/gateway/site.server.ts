import { ROUTES } from "@shared/routes";
import type { GatewayClient } from "./client.server";
import { SiteStatus } from "./schemas";

/** Site status for the player's country (§2 start gate, §3 site info). */
export function fetchSiteStatus(gateway: GatewayClient, country: string | null) {
  return gateway.call(ROUTES.siteStatus, { schema: SiteStatus, query: { country } });
}
