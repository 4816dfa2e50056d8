import type { FriendRange } from "@contract/referral-rules";
import { ROUTES } from "@contract/routes";
import { z } from "zod";
import type { GatewayClient } from "./client.server";
import { ReferralFriends, ReferralSummary } from "../../contract/schemas/referral";

/**
 * Invite friends' calls (issue 15 item 4, decision 038; gateway/handlers/referrals.ts).
 * Member-specific, never cached. Refusals: referral.closed (403, no running referral promotion),
 * referral.range / referral.page (400), affiliate.invalid (404, the visit of an unknown code).
 */

export function fetchReferralSummary(gateway: GatewayClient, token: string) {
  return gateway.call(ROUTES.referralSummary, { schema: ReferralSummary, token });
}

export function fetchReferralFriends(gateway: GatewayClient, token: string, query: { range: FriendRange; page: number }) {
  return gateway.call(ROUTES.referralFriends, { schema: ReferralFriends, token, query: { range: query.range, page: String(query.page) } });
}

/** One browser arrived with this invitation code (public; the app calls it when it first writes the attribution cookie). */
export function recordReferralVisit(gateway: GatewayClient, code: string) {
  return gateway.call(ROUTES.referralVisit, { schema: z.null(), body: { code } });
}
