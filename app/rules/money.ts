/**
 * Header balance (§3 wallet, §9 "Balance decimals: 0 in header"): currency symbol, no decimals,
 * comma grouping. Cents are cut, not rounded: the header never shows more than the player has.
 */
export function formatHeaderBalance(amount: number, symbol: string): string {
  const whole = Math.trunc(amount);
  const sign = whole < 0 ? "-" : "";
  const grouped = Math.abs(whole)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}${symbol}${grouped}`;
}

/** A full amount (two decimals): one definition with the gateway's inbox messages, so it lives in contract/. */
export { formatMoney } from "@contract/money-format";

/** §4: a hidden balance, and a balance being refreshed, read as *** until the wallet reloads. */
export const MASKED_BALANCE = "***";

/** The header's balance text: formatted (0 decimals), or masked when hidden or refreshing. */
export function headerBalanceText(amount: number, symbol: string, state: { hidden: boolean; refreshing?: boolean }): string {
  return state.hidden || state.refreshing ? MASKED_BALANCE : formatHeaderBalance(amount, symbol);
}
