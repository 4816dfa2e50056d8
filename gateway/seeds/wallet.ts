import { insert } from "./sql";
import { WITHDRAW_DEFAULTS } from "../wallet/withdrawals";

/**
 * Wallet settings (decision 026): the withdrawal terms in `site_settings`. INSERT OR
 * IGNORE like every seed, so an operator's change survives a re-seed. Daily count and amount come
 * from the member's VIP level (seeds/vip.ts), not from here.
 */
export function walletSeed(): string[] {
  return Object.entries(WITHDRAW_DEFAULTS).map(([key, value]) => insert("site_settings", { key, value }));
}
