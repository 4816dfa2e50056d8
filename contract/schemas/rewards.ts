import { z } from "zod";

/**
 * Answers of the reward centre's calls (gateway/handlers/rewards.ts). Money is in
 * the currency's major unit; `detail` is what the reward's source wrote to describe it (names,
 * periods, goals; values named …Minor are minor units), read leniently: the page renders what it knows.
 */

const money = z.number().nonnegative();

export const REWARD_SOURCES = ["deposit_bonus", "event", "promo_rebate", "mission", "referral", "checkin", "rebate"] as const;

export const OpenReward = z.object({
  /** '<source>:<promotion or mission>:<what>', unique among the member's rewards. */
  key: z.string().min(1),
  /** A source this app does not know yet still renders (as a generic reward). */
  source: z.string().min(1),
  promotionId: z.number().int().nullable(),
  /** The promotion's title in the member's language, when the reward comes from one. */
  title: z.string().nullable(),
  state: z.enum(["claimable", "owed"]),
  /** What a claim pays (claimable) or is expected to (owed; 0 when not known yet). */
  amount: money,
  /** Wagering the claim adds (0 for none), and the multiple it came from. */
  required: money,
  turnoverMultiple: z.number().nonnegative(),
  ledgerKind: z.string(),
  /** unit money: major units. */
  progress: z.object({ done: z.number(), target: z.number(), unit: z.enum(["money", "count", "days"]) }).nullable(),
  expiresAt: z.number().nullable(),
  /** Claimed on another page (the manual rebate): a link instead of a Claim button. */
  claimPath: z.string().nullable(),
  detail: z.record(z.union([z.string(), z.number(), z.null()])).catch({}),
});
export type OpenReward = z.infer<typeof OpenReward>;

export const Rewards = z.object({
  currencySymbol: z.string().min(1),
  claimable: z.array(OpenReward),
  owed: z.array(OpenReward),
  totals: z.object({ claimable: money, count: z.number().int().nonnegative() }),
});
export type Rewards = z.infer<typeof Rewards>;

/** A claim made: its number, what it paid, the wagering it added and the balance it left. */
export const RewardClaimed = z.object({
  currencySymbol: z.string().min(1),
  id: z.number().int().positive(),
  key: z.string(),
  source: z.string(),
  amount: money,
  required: money,
  balance: z.number(),
  createdAt: z.number(),
});
export type RewardClaimed = z.infer<typeof RewardClaimed>;

export const ClaimedReward = z.object({
  id: z.number().int().positive(),
  key: z.string(),
  source: z.string(),
  promotionId: z.number().int().nullable(),
  title: z.string().nullable(),
  amount: money,
  createdAt: z.number(),
  /** The turnover requirement the claim added (P-RC-02): required, staked since (capped), met; null for none. */
  wagering: z.object({ required: money, done: money, met: z.boolean() }).nullable(),
});
export type ClaimedReward = z.infer<typeof ClaimedReward>;

export const RewardHistory = z.object({
  currencySymbol: z.string().min(1),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  hasMore: z.boolean(),
  items: z.array(ClaimedReward),
});
export type RewardHistory = z.infer<typeof RewardHistory>;

export const RewardCount = z.object({ count: z.number().int().nonnegative() });
