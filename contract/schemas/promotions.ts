import { z } from "zod";
import { PROMOTION_KINDS, type PromotionKind } from "../promotion-kinds";

/**
 * The shape of `promotions.rules` per kind, as zod schemas (decision 036), read by the
 * gateway. Apart from promotion-rules.ts (the pure rules) so the pages' first load has no zod
 * (decision 055).
 */

const minor = z.number().int().min(0);
const multiple = z.number().int().min(0).max(100);

/** Conditions any promotion may carry (P-ACT-03, research 2.4.1): each one present must hold. */
export const Conditions = z
  .object({
    minDaysSinceJoining: z.number().int().min(0),
    maxDaysSinceJoining: z.number().int().min(0),
    minDepositTodayMinor: minor,
    minTurnover30dMinor: minor,
    noDepositYet: z.boolean(),
  })
  .partial()
  .strict();
export type Conditions = z.infer<typeof Conditions>;

const withConditions = <T extends z.ZodRawShape>(shape: T) => z.object({ ...shape, conditions: Conditions.default({}) }).strict();

export const DepositBonusRules = withConditions({
  percentBp: z.number().int().min(1).max(100_000),
  capMinor: z.number().int().min(1),
  minDepositMinor: minor,
  turnoverMultiple: multiple,
  firstDepositOnly: z.boolean().default(false),
  repeat: z.enum(["once", "daily", "weekly"]).default("once"),
});
export type DepositBonusRules = z.infer<typeof DepositBonusRules>;

export const RebateRules = withConditions({
  /** Basis points by game type (GAME_TYPES); a type not named earns nothing. */
  ratesBp: z.record(z.string().min(1).max(20), z.number().int().min(0).max(10_000)),
  basis: z.enum(["turnover", "net_loss"]),
  period: z.enum(["day", "week"]),
  capMinor: z.number().int().min(1),
  turnoverMultiple: multiple,
});
export type RebateRules = z.infer<typeof RebateRules>;

export const EventRules = withConditions({
  /** What an operator's approval grants when they name no amount. */
  grantMinor: z.number().int().min(1),
  turnoverMultiple: multiple,
});
export type EventRules = z.infer<typeof EventRules>;

/** The invite-friends rule (§6); the invite helper reads it. */
export const ReferralRules = withConditions({
  // At least a centavo: a zero minimum would qualify every sign-up without a deposit.
  minDepositMinor: z.number().int().min(1),
  rewardMinor: z.number().int().min(1),
  inviteeRewardMinor: minor,
  turnoverMultiple: multiple,
  windowDays: z.number().int().min(1).max(365),
});
export type ReferralRules = z.infer<typeof ReferralRules>;

export const CheckinRules = withConditions({
  streakDays: z.number().int().min(1).max(31),
  prizeMinor: z.number().int().min(1),
  turnoverMultiple: multiple,
});
export type CheckinRules = z.infer<typeof CheckinRules>;

export const MissionRules = withConditions({});

export const RULES_BY_KIND = {
  event: EventRules,
  deposit_bonus: DepositBonusRules,
  rebate: RebateRules,
  mission: MissionRules,
  referral: ReferralRules,
  checkin: CheckinRules,
} as const;

export type PromotionRules =
  | { kind: "event"; rules: EventRules }
  | { kind: "deposit_bonus"; rules: DepositBonusRules }
  | { kind: "rebate"; rules: RebateRules }
  | { kind: "mission"; rules: z.infer<typeof MissionRules> }
  | { kind: "referral"; rules: ReferralRules }
  | { kind: "checkin"; rules: CheckinRules };

/** The rules column read for its kind; null when the JSON or its shape is wrong (the promotion then offers nothing). */
export function parseRules(kind: string, json: string): PromotionRules | null {
  if (!(PROMOTION_KINDS as readonly string[]).includes(kind)) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = RULES_BY_KIND[kind as PromotionKind].safeParse(raw);
  return parsed.success ? ({ kind, rules: parsed.data } as PromotionRules) : null;
}
