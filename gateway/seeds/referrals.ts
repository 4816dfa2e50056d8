import { insert } from "./sql";

/**
 * Invite friends (decision 038): demo's invitation code and two of the agent's
 * seeded team members as demo's referrals — liza777 (117, joined 9 days ago, ₱800 deposited in her
 * first day: qualified, so demo's reward is claimable, not paid) and carla95 (119, joined today,
 * ₱200: not yet). No ledger entry is added, so no seeded balance moves. Both are already in the
 * agent's team, as a referral of demo (whose agent is `agent`) would be.
 * Promotion 4 itself (kind referral and its rules) is seeded with the other promotions (seeds/content.ts).
 */
export const DEMO_INVITE_CODE = "DEMOFRIEND";
export const SEEDED_REFERRALS = { inviterId: 1, qualified: 117, notYet: 119 } as const;

export function referralsSeed(): string[] {
  return [
    insert("affiliate_codes", { code: DEMO_INVITE_CODE, member_id: SEEDED_REFERRALS.inviterId }),
    `UPDATE members SET referrer_id = ${SEEDED_REFERRALS.inviterId} WHERE id IN (${SEEDED_REFERRALS.qualified}, ${SEEDED_REFERRALS.notYet}) AND referrer_id IS NULL;`,
  ];
}
