import { describe, expect, it } from "vitest";
import { ledgerRace } from "./ledger-race";

describe("the ledger's atomicity proof, small (npm run bench:ledger runs 100 + 100)", () => {
  it("20 concurrent full-balance withdrawals: one succeeds; 20 with one key: one order; the audit is clean", { timeout: 180_000 }, async () => {
    const report = await ledgerRace(20);
    expect(report.failures).toEqual([]);
    expect(report.fullBalance).toMatchObject({ succeeded: 1, refusals: { "withdraw.insufficient": 19 }, balanceAfter: 0 });
    expect(report.sameKey).toMatchObject({ answeredOk: 20, orders: 1, holds: 1, balanceAfter: 400 });
    expect(report.audit.differences).toEqual([]);
  });
});
