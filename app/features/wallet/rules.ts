/**
 * The withdraw form's pure rules: the translation-key prefix, the limits the page shows and the
 * amount parsing. No zod here: pages and the form import these in their first load, while the
 * schemas (./schemas.ts) load with the form's validation after hydration (decision 055).
 */
export const W = "wallet.withdraw";

/** Fields a refused withdrawal never sends back (hideFields) and the browser empties too. */
export const WITHDRAW_SECRET_FIELDS = ["paymentPassword"];

/** The page's terms; `dailyLimit` and `todayAmount` (optional) give today's amount left. */
export type WithdrawLimits = { min: number; max: number; withdrawable: number; dailyLimit?: number; todayAmount?: number };

/** Today's amount left, or null when the terms do not say. */
export function dailyLeft(limits: Pick<WithdrawLimits, "dailyLimit" | "todayAmount">): number | null {
  return limits.dailyLimit === undefined ? null : Math.max(0, Math.round((limits.dailyLimit - (limits.todayAmount ?? 0)) * 100) / 100);
}

/** "1,234.5" / " 100 " → 1234.5 / 100; anything that is not a plain decimal → NaN. */
export function parseAmount(text: string): number {
  const plain = text.trim().replace(/,/g, "");
  return /^\d+(\.\d*)?$|^\.\d+$/.test(plain) ? Number(plain) : Number.NaN;
}

/** What "All" fills: the withdrawable amount, capped at the per-withdrawal maximum (two decimals, no grouping). */
export function allAmount(limits: Pick<WithdrawLimits, "max" | "withdrawable">): string {
  return (Math.floor(Math.min(limits.withdrawable, limits.max) * 100 + 1e-6) / 100).toFixed(2);
}
