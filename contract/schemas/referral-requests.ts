import { z } from "zod";
import { fieldSchema } from "./common-requests";
import { DEFAULT_FRIEND_RANGE, FRIEND_RANGES } from "../referral-rules";

/* Requests of invite friends (decision 038; gateway/handlers/referrals.ts). */

/** The member's referrals signed up in a range (referral.range otherwise), a page from 1 (referral.page otherwise). */
export const ReferralFriendsQuery = z.object({
  range: z.enum(FRIEND_RANGES).default(DEFAULT_FRIEND_RANGE),
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/)
    .default("1"),
});

/** Public: one browser opened an invitation link with this code. */
export const ReferralVisitRequest = z.object({ code: fieldSchema("affiliateCode") });
