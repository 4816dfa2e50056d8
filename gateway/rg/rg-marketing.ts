import { activeBlock } from "./rg";

/**
 * P-ALL-01 (decision 041): marketing stops for a member under a time-out,
 * self-exclusion or spent session — no pop-ups, no red rain, no reward, rebate or transfer offers.
 * The router's gate already refuses the calls that move money; these hooks (red-rain.ts
 * rainGrabRefusal, handlers/rewards.ts rewardRefusal, rebates.ts rebateClaimBlocked,
 * upline-transfer.ts uplineTransferBlocked, the announcements' pop-ups) read the same block so the
 * lists and terms pages the gate lets through say so too. The code and value are the gate's
 * (rg.blocked.timeout|exclusion|session { until }), so the app's describeRgRefusal explains them.
 */
export async function marketingBlock(
  db: D1Database,
  memberId: number,
  now: number,
): Promise<{ code: `rg.blocked.${"timeout" | "exclusion" | "session"}`; value: { until: number } } | null> {
  const block = await activeBlock(db, memberId, now);
  return block ? { code: `rg.blocked.${block.kind}`, value: { until: block.endsAt } } : null;
}
