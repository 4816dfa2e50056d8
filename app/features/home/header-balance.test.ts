import { describe, expect, it } from "vitest";
import { headerBalanceText } from "~/rules/money";
import { shownBalance, type HeaderMember } from "./HomeHeader";

/** §4: which balance the header shows after a refresh, and how. */
const loaded = (amount: number): HeaderMember => ({ userName: "player10", amount, symbol: "₱", balanceHidden: false, playMoney: false });

describe("header balance after a refresh", () => {
  it("shows the refreshed balance while the loader answer it refreshed is the page's", () => {
    const member = loaded(100.5);
    expect(shownBalance(member, { ok: true, amount: 1100.75, symbol: "₱" }, member)).toEqual({ amount: 1100.75, symbol: "₱" });
  });
  it("a newer loader answer wins over an older refresh", () => {
    const before = loaded(100.5);
    const after = loaded(80);
    expect(shownBalance(after, { ok: true, amount: 1100.75, symbol: "₱" }, before)).toEqual({ amount: 80, symbol: "₱" });
  });
  it("a failed or absent refresh shows the loader's balance", () => {
    const member = loaded(100.5);
    expect(shownBalance(member, { ok: false, reason: "failed" }, member)).toEqual({ amount: 100.5, symbol: "₱" });
    expect(shownBalance(member, undefined, null)).toEqual({ amount: 100.5, symbol: "₱" });
  });
  it("in the header: 0 decimals, cut; *** while hidden or refreshing", () => {
    const { amount, symbol } = shownBalance(loaded(1234.99), undefined, null);
    expect(headerBalanceText(amount, symbol, { hidden: false })).toBe("₱1,234");
    expect(headerBalanceText(amount, symbol, { hidden: false, refreshing: true })).toBe("***");
    expect(headerBalanceText(amount, symbol, { hidden: true })).toBe("***");
  });
});
