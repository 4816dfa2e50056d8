import { z } from "zod";
import { IdempotencyKey, OperatorDay } from "./common-requests";

/*
 * Requests of the manual rebate and the rebate report (decision 037;
 * gateway/handlers/rebates.ts). A malformed range or page reads as its default.
 */

/** Claims everything owed now. */
export const RebateClaimRequest = z.object({ idempotencyKey: IdempotencyKey });

/** The rebate payments of today, the last 7 days or this month. */
export const RebateHistoryQuery = z.object({ range: z.enum(["today", "7d", "month"]).default("today") });

/** The rebate by day and category for operator days from–to (the records' rules: records.range.invalid), paged. */
export const RebateReportQuery = z.object({
  from: OperatorDay,
  to: OperatorDay,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
