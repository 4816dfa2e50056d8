import { describe, expect, it } from "vitest";
import { MASKED_BALANCE, formatHeaderBalance, formatMoney, headerBalanceText } from "./money";

describe("header balance (§9: 0 decimals in the header, comma grouping)", () => {
  it("groups thousands and drops decimals without rounding up", () => {
    expect(formatHeaderBalance(12580.5, "₱")).toBe("₱12,580");
    expect(formatHeaderBalance(1234567.99, "￥")).toBe("￥1,234,567");
    expect(formatHeaderBalance(999.999, "₱")).toBe("₱999");
  });
  it("handles zero and negatives", () => {
    expect(formatHeaderBalance(0, "₱")).toBe("₱0");
    expect(formatHeaderBalance(-1500.2, "₱")).toBe("-₱1,500");
  });
});

describe("§4 header balance: shown or masked as ***; refresh masks until the wallet reloads", () => {
  it("shows the formatted balance when visible", () => {
    expect(headerBalanceText(12580.5, "₱", { hidden: false })).toBe("₱12,580");
  });
  it("masks when hidden", () => {
    expect(MASKED_BALANCE).toBe("***");
    expect(headerBalanceText(12580.5, "₱", { hidden: true })).toBe("***");
  });
  it("masks while refreshing, then shows the reloaded balance", () => {
    expect(headerBalanceText(12580.5, "₱", { hidden: false, refreshing: true })).toBe("***");
    expect(headerBalanceText(13000, "₱", { hidden: false, refreshing: false })).toBe("₱13,000");
  });
});

describe("full amounts (§3 wallet; the free trial's balance): comma grouping, two decimals", () => {
  it("groups thousands and keeps the cents", () => {
    expect(formatMoney(2000, "₱")).toBe("₱2,000.00");
    expect(formatMoney(1234567.5, "₱")).toBe("₱1,234,567.50");
    expect(formatMoney(0.07, "₱")).toBe("₱0.07");
    expect(formatMoney(999.999, "₱")).toBe("₱1,000.00");
  });
  it("handles zero and negatives", () => {
    expect(formatMoney(0, "₱")).toBe("₱0.00");
    expect(formatMoney(-1500.2, "₱")).toBe("-₱1,500.20");
    expect(formatMoney(-0.001, "₱")).toBe("₱0.00");
  });
});
