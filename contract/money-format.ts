/**
 * A full amount (the free trial's balance, §3 wallet; the inbox's money messages): currency
 * symbol, comma grouping and two decimals, rounded to the cent (the wallet's amounts are whole
 * cents in major units already). In contract/ because the embedded gateway writes money messages
 * with the amounts the app shows (decision 016).
 */
export function formatMoney(amount: number, symbol: string): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const sign = amount < 0 && cents > 0 ? "-" : "";
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}${symbol}${whole}.${String(cents % 100).padStart(2, "0")}`;
}
