/**
 * The upline-transfer form's pure rules: the translation-key prefix, the limits the page shows and
 * the amounts the form carries. No zod here: the page imports these in its first load, while the
 * schemas (./schemas.ts) load with the form's validation after hydration (decision 055).
 */
export const U = "transfer.upline";

/** Fields a refused transfer never sends back (hideFields) and the browser empties too. */
export const UPLINE_SECRET_FIELDS = ["paymentPassword"];

/** "agent (Agent Ramos)", or the account alone. */
export const uplineName = (u: { account: string; nickname: string | null }) => (u.nickname ? `${u.account} (${u.nickname})` : u.account);

export type TransferLimits = { min: number; max: number; available: number };

/** What "All" fills: the whole available balance, capped at the per-transfer maximum (two decimals, no grouping). */
export function allAmount(limits: Pick<TransferLimits, "max" | "available">): string {
  return (Math.floor(Math.min(limits.available, limits.max) * 100 + 1e-6) / 100).toFixed(2);
}

/** The amount as the form carries it between the steps: two decimals, no grouping ("1234.50"). */
export function plainAmount(amount: number): string {
  return amount.toFixed(2);
}
