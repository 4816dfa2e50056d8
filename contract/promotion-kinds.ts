/**
 * The kinds of promotion. Their own module because both the pure rules (promotion-rules.ts) and
 * the rules' zod schemas (schemas/promotions.ts) need them, and the rules already read the schemas' types.
 */
export const PROMOTION_KINDS = ["event", "deposit_bonus", "rebate", "mission", "referral", "checkin"] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
