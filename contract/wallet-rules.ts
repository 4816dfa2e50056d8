/**
 * Wallet rules (decision 026) the forms and the gateway both check, so a page's instant
 * feedback and the gateway's refusal can never disagree.
 */

/** Every kind of ledger entry: one list, in contract/ledger-kinds.ts (credits positive, debits negative). */
export { LEDGER_KINDS, type LedgerKind } from "./ledger-kinds";

/**
 * An idempotency key: a random id the form carries in a hidden field (a UUID fits), so a double
 * submit, a retry or a second tab is recognised as the same request.
 */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/;

/** The largest amount any one request may name (₱100 million): far above every limit, inside exact integers. */
export const MAX_AMOUNT_MINOR = 10_000_000_000;

/**
 * An amount in major units (₱12.50) as minor units (1250), or null unless it is a finite number
 * above zero with at most two decimals. A typed "12.34" parses to the double nearest 12.34,
 * which is exactly 1234 / 100, so the test below is exact; 12.345 and 0.1 + 0.2 fail it.
 */
export function amountToMinor(amount: unknown): number | null {
  if (typeof amount !== "number" || !Number.isFinite(amount) || amount <= 0) return null;
  const minor = Math.round(amount * 100);
  // Exactly two decimals or fewer: the cents times 100 give the number back (12.345 does not).
  if (minor / 100 !== amount || minor > MAX_AMOUNT_MINOR || minor < 1) return null;
  return minor;
}
