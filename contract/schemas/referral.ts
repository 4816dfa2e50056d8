import { FRIEND_RANGES, FRIEND_STATUSES } from "@contract/referral-rules";
import { z } from "zod";

/**
 * Answers of the invite-friends calls (decision 038). Money in major units.
 * Invitees arrive masked (contract/masking.ts maskAccount) and never with their amounts.
 */

const money = z.number().nonnegative();

export const ReferralSummary = z.object({
  /** The member's invitation code (made on the first call). */
  code: z.string().min(4),
  currencySymbol: z.string().min(1),
  stats: z.object({
    /** Browsers that opened the link (one each). */
    invited: z.number().int().nonnegative(),
    registered: z.number().int().nonnegative(),
    qualified: z.number().int().nonnegative(),
    /** Referral rewards claimed for invitees. */
    earned: money,
    /** Qualified invitees' rewards not claimed yet. */
    pending: money,
  }),
  /** The running referral promotion's terms (null: none runs; the gateway refuses with referral.closed first). */
  rules: z
    .object({
      minDeposit: money,
      reward: money,
      inviteeReward: money,
      turnoverMultiple: z.number().int().nonnegative(),
      windowDays: z.number().int().positive(),
    })
    .nullable(),
});
export type ReferralSummary = z.infer<typeof ReferralSummary>;

export const ReferralFriends = z.object({
  range: z.enum(FRIEND_RANGES),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  items: z.array(
    z.object({
      id: z.number().int().positive(),
      /** Masked ("li***77"). */
      account: z.string().min(1),
      registeredAt: z.number(),
      status: z.enum(FRIEND_STATUSES),
      earned: money,
      /** The reward centre's key while the inviter's reward for this friend is claimable. */
      rewardKey: z.string().nullable(),
    }),
  ),
});
export type ReferralFriends = z.infer<typeof ReferralFriends>;

/** A visit was counted: nothing to read. */
export const VisitRecorded = z.null();
