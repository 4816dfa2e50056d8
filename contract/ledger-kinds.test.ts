import { describe, expect, it } from "vitest";
import { AGENT_RECORD_KINDS, LEDGER_KINDS, LEDGER_KIND_GROUPS, isLedgerKindFilter, kindsFor } from "./ledger-kinds";

describe("ledger kinds and the record's kind filter", () => {
  it("lists the kinds of migration 0007 and the agent programme's, each in at most one group, and no group named like a kind", () => {
    expect(LEDGER_KINDS).toHaveLength(20);
    const grouped = Object.values(LEDGER_KIND_GROUPS).flat();
    expect(new Set(grouped).size).toBe(grouped.length);
    expect(Object.keys(LEDGER_KIND_GROUPS).some((g) => (LEDGER_KINDS as readonly string[]).includes(g))).toBe(false);
  });

  it("accepts a kind or a group, nothing else", () => {
    expect(["bet", "games", "transfer_in", "withdrawals"].every(isLedgerKindFilter)).toBe(true);
    expect(["", "BET", "all", "jackpot", undefined].some(isLedgerKindFilter)).toBe(false);
  });

  it("expands a filter to its kinds; no filter is every kind", () => {
    expect(kindsFor(null, false)).toEqual(LEDGER_KINDS);
    expect(kindsFor("games", false)).toEqual(["bet", "win", "refund"]);
    expect(kindsFor("deposit", false)).toEqual(["deposit"]);
  });

  it("§2 ?types=A narrows to the agent's own agent entries: transfers, rebates, agency income and rains", () => {
    expect(new Set(kindsFor(null, true))).toEqual(new Set(AGENT_RECORD_KINDS));
    expect(kindsFor("promotions", true)).toEqual(["rebate"]);
    expect(kindsFor("bet", true)).toEqual([]);
  });
});
