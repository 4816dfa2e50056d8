import { insert } from "./sql";

/**
 * Invite friends (issue 15 item 4, decision 038): demo's invitation code and two of the agent's
 * seeded team members as demo's referrals — liza777 (117, joined 9 days ago, ₱800 deposited in her
 * first day: qualified, so demo's reward is claimable, not paid) and carla95 (119, joined today,
 * ₱200: not yet). No ledger entry is added, so no seeded balance moves. Both are already in the
 * agent's team, as a referral of demo (whose agent is `agent`) would be.
 *
 * Promotion 4's kind and rules are set here too, with the values the activity helper seeds
 * (seeds/content.ts, issue 15): the same UPDATE twice changes nothing.
 */
export const DEMO_INVITE_CODE = "DEMOFRIEND";
export const SEEDED_REFERRALS = { inviterId: 1, qualified: 117, notYet: 119 } as const;
export const REFERRAL_PROMOTION_ID = 4;
export const REFERRAL_RULES = { minDepositMinor: 50_000, rewardMinor: 10_000, inviteeRewardMinor: 10_000, turnoverMultiple: 1, windowDays: 30 } as const;

export function referralsSeed(): string[] {
  return [
    `UPDATE promotions SET kind = 'referral', rules = '${JSON.stringify(REFERRAL_RULES)}' WHERE id = ${REFERRAL_PROMOTION_ID} AND category = 'REFERRAL';`,
    insert("affiliate_codes", { code: DEMO_INVITE_CODE, member_id: SEEDED_REFERRALS.inviterId }),
    `UPDATE members SET referrer_id = ${SEEDED_REFERRALS.inviterId} WHERE id IN (${SEEDED_REFERRALS.qualified}, ${SEEDED_REFERRALS.notYet}) AND referrer_id IS NULL;`,
  ];
}
