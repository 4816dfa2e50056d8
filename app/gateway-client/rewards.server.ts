import type { GatewayClient } from "./client.server";

/**
 * The reward centre's calls (decision 035). Member-specific, so never cached.
 * A claim's refusals arrive as GatewayError "business" with the gateway's code
 * (gateway/handlers/rewards.ts): reward.not_found (404: unknown, expired or someone else's key),
 * reward.not_claimable, reward.already, reward.elsewhere (409), idempotency.key.format (400),
 * and a responsible-gaming code (403).
 */

export function fetchRewards(gateway: GatewayClient, token: string) {
  return gateway.call("rewards", { token });
}

export function fetchRewardHistory(gateway: GatewayClient, token: string, page = 1) {
  return gateway.call("rewardHistory", { token, query: { page } });
}

/** How many rewards are claimable now (the member centre's badge). */
export async function fetchRewardCount(gateway: GatewayClient, token: string): Promise<number> {
  return (await gateway.call("rewardCount", { token })).count;
}

export type RewardClaimRequest = {
  key: string;
  /** From the form's hidden field (16–64 of A–Z a–z 0–9 - _). */
  idempotencyKey: string;
};

/** Claims one reward: the gateway re-derives it and pays it once. */
export function claimReward(gateway: GatewayClient, token: string, body: RewardClaimRequest) {
  return gateway.call("rewardClaim", { token, body });
}
