import { z } from "zod";

/**
 * Answers of the record calls. Money is in the currency's major unit, like the
 * wallet's sumBalance. `kind` stays an open string: the ledger gains kinds in later issues and an
 * unknown one must show as "other", not break the page.
 */

/** One ledger entry: amount signed (credit > 0, debit < 0), the wallet's balance after it. */
export const TransactionEntry = z.object({
  id: z.number().int(),
  kind: z.string().min(1),
  amount: z.number(),
  balanceAfter: z.number().nonnegative(),
  reference: z.string(),
  createdAt: z.number(),
});
export type TransactionEntry = z.infer<typeof TransactionEntry>;

/**
 * Totals over the whole filtered range, not the page: credits and debits as positive sums
 * (debits = money out), net = credits − debits, count = entries in the range.
 */
export const RecordTotals = z.object({
  credits: z.number().nonnegative(),
  debits: z.number().nonnegative(),
  net: z.number(),
  count: z.number().int().nonnegative(),
});
export type RecordTotals = z.infer<typeof RecordTotals>;

export const TransactionPage = z.object({
  currencySymbol: z.string().min(1),
  items: z.array(TransactionEntry),
  page: z.number().int().positive(),
  totalPages: z.number().int().positive(),
  totals: RecordTotals,
});
export type TransactionPage = z.infer<typeof TransactionPage>;
