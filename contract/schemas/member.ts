import { z } from "zod";

/**
 * Answers of the member-centre, VIP and security-centre calls. Money is in the
 * currency's major unit (like the wallet's sumBalance); personal data arrives already masked by
 * the gateway, so the edge never holds a full card number, real name or address.
 */

const money = z.number().nonnegative();

/** One VIP level and what it gives (§7 member club benefit). rebateRate is a percentage (0.5 = 0.5 %). */
export const VipLevel = z.object({
  level: z.number().int().positive(),
  name: z.string().min(1),
  badgeUrl: z.string().min(1),
  deposit: money,
  turnover: money,
  rebateRate: z.number().nonnegative(),
  dailyWithdrawCount: z.number().int().nonnegative(),
  dailyWithdrawLimit: money,
  birthdayBonus: money,
  levelUpBonus: money,
});
export type VipLevel = z.infer<typeof VipLevel>;

/** The level table, and for a signed-in member their level (0 = none yet) and lifetime totals from the ledger. */
export const VipBenefits = z.object({
  currencySymbol: z.string().min(1),
  levels: z.array(VipLevel),
  member: z.object({ level: z.number().int().nonnegative(), deposit: money, turnover: money }).nullable(),
});
export type VipBenefits = z.infer<typeof VipBenefits>;

/** §3 promo lookup: which keyed promotions (REFERRAL, MISSION) are enabled. */
export const PromotionKeys = z.record(z.string(), z.boolean());
export type PromotionKeys = z.infer<typeof PromotionKeys>;

/** The security centre's list: each item's state. Texts are masked by the gateway. */
export const SecurityOverview = z.object({
  paymentPassword: z.boolean(),
  /** Epoch ms until which payment-password checks are locked after too many wrong tries. */
  paymentPasswordLockedUntil: z.number().nullable(),
  payeeName: z.string().nullable(),
  email: z.object({ address: z.string(), verified: z.boolean() }).nullable(),
  mobile: z.object({ number: z.string(), verified: z.boolean() }).nullable(),
  bankCards: z.number().int().nonnegative(),
  bankCardLimit: z.number().int().positive(),
  securityQuestion: z.boolean(),
  nickname: z.string().nullable(),
  headIcon: z.string().nullable(),
});
export type SecurityOverview = z.infer<typeof SecurityOverview>;

export const Banks = z.object({ banks: z.array(z.object({ code: z.string().min(1), name: z.string().min(1) })) });
export type Banks = z.infer<typeof Banks>;

export const BankCard = z.object({
  id: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  /** The last four digits only. */
  last4: z.string().regex(/^\d{1,4}$/),
  holderName: z.string(),
  createdAt: z.number(),
});
export type BankCard = z.infer<typeof BankCard>;
export const BankCards = z.object({ cards: z.array(BankCard), limit: z.number().int().positive() });
export type BankCards = z.infer<typeof BankCards>;

export const SecurityQuestions = z.object({
  questions: z.array(z.object({ id: z.string().min(1), text: z.string().min(1) })),
  /** The member's current question id, when one is set. */
  current: z.string().nullable(),
});
export type SecurityQuestions = z.infer<typeof SecurityQuestions>;

export const HeadIcons = z.object({ icons: z.array(z.object({ id: z.string().min(1), url: z.string().min(1) })) });
export type HeadIcons = z.infer<typeof HeadIcons>;
export const HeadIcon = z.object({ id: z.string().nullable(), url: z.string().nullable() });
export type HeadIcon = z.infer<typeof HeadIcon>;

/** Sign-in history: the last 20 attempts, newest first; device read from the User-Agent by the gateway. */
export const LoginHistory = z.object({
  entries: z.array(
    z.object({
      at: z.number(),
      browser: z.string().nullable(),
      os: z.string().nullable(),
      country: z.string().nullable(),
      success: z.boolean(),
    }),
  ),
});
export type LoginHistory = z.infer<typeof LoginHistory>;

export const SignedOut = z.object({ signedOut: z.number().int().nonnegative() });
export const CodeSent = z.object({ expiredMinutes: z.number().positive() });
