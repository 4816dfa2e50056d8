import { z } from "zod";
import { OperatorDay } from "./common-requests";
import { isLedgerKindFilter, type LedgerKindFilter } from "../ledger-kinds";

/* Request of the transaction record (gateway/handlers/transactions.ts). */

export const MAX_RECORD_PAGE_SIZE = 50;
export const DEFAULT_RECORD_PAGE_SIZE = 20;

/**
 * The member's ledger entries: operator days `from`–`to` (both included, at most 90 days back,
 * never past today: records.range.invalid, checked first), a ledger kind or group (an empty one is
 * all), a page, and `types=A` for the agent variant (only the agent record kinds).
 */
export const TransactionsQuery = z.object({
  from: OperatorDay,
  to: OperatorDay,
  kind: z
    .preprocess((v) => (v === "" ? undefined : v), z.custom<LedgerKindFilter>(isLedgerKindFilter).optional())
    .transform((k) => k ?? null)
    .describe("a ledger kind or group (contract/ledger-kinds.ts)"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_RECORD_PAGE_SIZE).default(DEFAULT_RECORD_PAGE_SIZE),
  types: z.literal("A").optional(),
});
