import { z } from "zod";
import { IdempotencyKey } from "./common-requests";

/* Requests of the reward centre (decision 035; gateway/handlers/rewards.ts). */

/** One claim: the reward's key from the rewards call (an empty one is reward.not_found). */
export const RewardClaimRequest = z.object({ key: z.string().min(1).max(200), idempotencyKey: IdempotencyKey });

/** The claimed history, 20 a page; a page that is not 1–1000 reads as 1. */
export const RewardHistoryQuery = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) });
