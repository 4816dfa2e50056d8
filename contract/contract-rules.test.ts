import { describe, expect, it } from "vitest";
import {
  answerTransition,
  closesDividendPeriod,
  dividendPay,
  dividendPeriod,
  dividendTierFor,
  downlineHigherRate,
  hundredths,
  offerTransition,
  parseTerms,
  salaryPay,
  salaryTierFor,
  terminateTransition,
  termsOut,
  type ContractAnswer,
  type ContractStatus,
  type SalaryTier,
  type StoredTerms,
} from "./contract-rules";

const salary: SalaryTier[] = [
  { betVolumeMinor: 1_000_000, activeMember: 3, rateType: "P", rate: 50 },
  { betVolumeMinor: 5_000_000, activeMember: 5, rateType: "P", rate: 100 },
  { betVolumeMinor: 20_000_000, activeMember: 10, rateType: "F", rate: 300_000 },
];

describe("salary tiers (A-CON-02)", () => {
  it("choose the highest tier whose turnover and active members are both met, boundaries included", () => {
    expect(salaryTierFor(salary, { turnoverMinor: 999_999, activeMembers: 10 })).toBeNull();
    expect(salaryTierFor(salary, { turnoverMinor: 1_000_000, activeMembers: 3 })).toBe(salary[0]);
    expect(salaryTierFor(salary, { turnoverMinor: 5_000_000, activeMembers: 4 })).toBe(salary[0]);
    expect(salaryTierFor(salary, { turnoverMinor: 5_000_000, activeMembers: 5 })).toBe(salary[1]);
    expect(salaryTierFor(salary, { turnoverMinor: 19_999_999, activeMembers: 99 })).toBe(salary[1]);
    expect(salaryTierFor(salary, { turnoverMinor: 20_000_000, activeMembers: 10 })).toBe(salary[2]);
    expect(salaryTierFor(salary, { turnoverMinor: 1_000_000, activeMembers: 2 })).toBeNull();
  });
  it("pay a percentage of the turnover rounded down, or the fixed amount", () => {
    expect(salaryPay(salary[1]!, { turnoverMinor: 5_123_457, activeMembers: 5 })).toBe(51_234);
    expect(salaryPay(salary[2]!, { turnoverMinor: 20_000_000, activeMembers: 10 })).toBe(300_000);
    expect(salaryPay(null, { turnoverMinor: 20_000_000, activeMembers: 10 })).toBe(0);
  });
});

describe("dividend (A-DIV-01)", () => {
  const tiers = [
    { minimumBetMinor: 0, netLossMinor: 100_000, activeMember: 1, rateBp: 1000 },
    { minimumBetMinor: 1_000_000, netLossMinor: 500_000, activeMember: 3, rateBp: 2000 },
  ];
  it("pays the reached tier's rate of the team's net loss, nothing when the team won", () => {
    const f = { turnoverMinor: 1_000_000, activeMembers: 3, netLossMinor: 500_001 };
    expect(dividendTierFor(tiers, f)).toBe(tiers[1]);
    expect(dividendPay(dividendTierFor(tiers, f), f)).toBe(100_000);
    const small = { turnoverMinor: 999_999, activeMembers: 3, netLossMinor: 600_000 };
    expect(dividendPay(dividendTierFor(tiers, small), small)).toBe(60_000);
    const won = { turnoverMinor: 5_000_000, activeMembers: 9, netLossMinor: -300_000 };
    expect(dividendTierFor(tiers, won)).toBeNull();
    expect(dividendPay(tiers[1]!, won)).toBe(0);
  });
  it("settles per half month: 1–15 and 16–last day", () => {
    expect(dividendPeriod("2026-02-03")).toEqual({ from: "2026-02-01", to: "2026-02-15", key: "2026-02-01..2026-02-15" });
    expect(dividendPeriod("2026-02-16").to).toBe("2026-02-28");
    expect(dividendPeriod("2028-02-29").to).toBe("2028-02-29");
    expect(dividendPeriod("2026-12-31").from).toBe("2026-12-16");
    expect([closesDividendPeriod("2026-11-15"), closesDividendPeriod("2026-11-30"), closesDividendPeriod("2026-11-29")]).toEqual([true, true, false]);
  });
});

describe("status transitions (A-CON-02)", () => {
  const table: [ContractStatus, ContractAnswer, ContractStatus | null][] = [
    ["P", "agree", "A"],
    ["P", "reject", "R"],
    ["P", "keep", null],
    ["P", "confirmTermination", null],
    ["E", "agree", "A"],
    ["E", "reject", "A"],
    ["V", "confirmTermination", "C"],
    ["V", "keep", "A"],
    ["V", "agree", null],
    ["A", "agree", null],
    ["C", "keep", null],
    ["R", "agree", null],
  ];
  it.each(table)("%s + %s → %s", (status, answer, next) => {
    expect(answerTransition(status, answer)).toBe(next);
  });
  it("offers and terminations", () => {
    expect([null, "C", "R", "P", "A", "E", "V"].map((s) => offerTransition(s as ContractStatus | null))).toEqual(["P", "P", "P", "P", "E", "E", null]);
    expect(["A", "E", "P", "V", "C"].map((s) => terminateTransition(s as ContractStatus))).toEqual(["V", "V", null, null, null]);
  });
});

describe("tier validation", () => {
  it("converts percentages and major units to basis points and minor units, and back", () => {
    const r = parseTerms("salary", [
      { betVolume: "10000", activeMember: "3", rateType: "P", rate: "0.5" },
      { betVolume: 50000.5, activeMember: 5, rateType: "F", rate: 1200 },
    ]);
    expect(r).toEqual({
      ok: true,
      terms: {
        kind: "salary",
        tiers: [
          { betVolumeMinor: 1_000_000, activeMember: 3, rateType: "P", rate: 50 },
          { betVolumeMinor: 5_000_050, activeMember: 5, rateType: "F", rate: 120_000 },
        ],
      },
    });
    if (r.ok)
      expect(termsOut(r.terms)).toEqual({
        kind: "salary",
        tiers: [
          { betVolume: 10000, activeMember: 3, rateType: "P", rate: 0.5 },
          { betVolume: 50000.5, activeMember: 5, rateType: "F", rate: 1200 },
        ],
      });
  });
  it("refuses falling thresholds, rates out of bounds, three decimals, no rows and too many rows", () => {
    const row = (betVolume: number, activeMember: number, rate: unknown = 1) => ({ betVolume, activeMember, rateType: "P", rate });
    const message = (input: unknown) => {
      const r = parseTerms("salary", input);
      return r.ok ? "ok" : r.message;
    };
    expect(message([row(100, 3), row(100, 4)])).toBe("tier.order");
    expect(message([row(100, 3), row(200, 2)])).toBe("tier.order");
    expect(message([row(100, 3, 3.01)])).toBe("tier.rate");
    expect(message([row(100, 3, 0)])).toBe("tier.rate");
    expect(message([row(100.001, 3)])).toBe("tier.amount");
    expect(message([])).toBe("tier.none");
    expect(message(Array.from({ length: 11 }, (_, i) => row(i * 100, i)))).toBe("tier.tooMany");
    expect(message([{ ...row(100, 1), rateType: "X" }])).toBe("tier.rateType");
    expect(hundredths("1e2")).toBe(10_000);
    expect(hundredths(-1)).toBeNull();
  });
  it("validates dividend products", () => {
    expect(parseTerms("dividend", { LIVE: [{ minimumBet: 0, netLoss: 1000, activeMember: 1, contractRate: 20 }] }).ok).toBe(true);
    const bad = parseTerms("dividend", { NOPE: [{ minimumBet: 0, netLoss: 1000, activeMember: 1, contractRate: 20 }] });
    expect(bad.ok ? "ok" : bad.message).toBe("tier.product");
    const high = parseTerms("dividend", { LIVE: [{ minimumBet: 0, netLoss: 1000, activeMember: 1, contractRate: 61 }] });
    expect(high.ok ? "ok" : high.message).toBe("tier.rate");
    expect(parseTerms("dividend", {}).ok).toBe(false);
  });
});

describe("downlineHigherRate (A-CON-03)", () => {
  const own: StoredTerms = { kind: "salary", tiers: salary };
  it("compares the top percentage with the top percentage and the top amount with the top amount", () => {
    expect(downlineHigherRate({ kind: "salary", tiers: [{ betVolumeMinor: 0, activeMember: 0, rateType: "P", rate: 100 }] }, own)).toBe(false);
    expect(downlineHigherRate({ kind: "salary", tiers: [{ betVolumeMinor: 0, activeMember: 0, rateType: "P", rate: 101 }] }, own)).toBe(true);
    expect(downlineHigherRate({ kind: "salary", tiers: [{ betVolumeMinor: 0, activeMember: 0, rateType: "F", rate: 300_001 }] }, own)).toBe(true);
    expect(downlineHigherRate({ kind: "salary", tiers: [{ betVolumeMinor: 0, activeMember: 0, rateType: "F", rate: 1 }] }, null)).toBe(true);
  });
  it("compares the dividend product by product", () => {
    const mine: StoredTerms = { kind: "dividend", products: { LIVE: [{ minimumBetMinor: 0, netLossMinor: 0, activeMember: 0, rateBp: 3000 }] } };
    const offer = (product: "LIVE" | "RNG", rateBp: number): StoredTerms => ({
      kind: "dividend",
      products: { [product]: [{ minimumBetMinor: 0, netLossMinor: 0, activeMember: 0, rateBp }] },
    });
    expect(downlineHigherRate(offer("LIVE", 3000), mine)).toBe(false);
    expect(downlineHigherRate(offer("LIVE", 3010), mine)).toBe(true);
    expect(downlineHigherRate(offer("RNG", 10), mine)).toBe(true);
  });
});
