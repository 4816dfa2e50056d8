import type { FriendRange } from "@contract/referral-rules";
import type { GatewayClient } from "./client.server";

/**
 * Invite friends' calls (decision 038; gateway/handlers/referrals.ts).
 * Member-specific, never cached. Refusals: referral.closed (403, no running referral promotion),
 * referral.range / referral.page (400), affiliate.invalid (404, the visit of an unknown code).
 */

export function fetchReferralSummary(gateway: GatewayClient, token: string) {
  return gateway.call("referralSummary", { token });
}

export function fetchReferralFriends(gateway: GatewayClient, token: string, query: { range: FriendRange; page: number }) {
  return gateway.call("referralFriends", { token, query: { range: query.range, page: String(query.page) } });
}

/** One browser arrived with this invitation code (public; the app calls it when it first writes the attribution cookie). */
export function recordReferralVisit(gateway: GatewayClient, code: string) {
  return gateway.call("referralVisit", { body: { code } });
}
