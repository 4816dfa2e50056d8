import { describe, expect, it } from "vitest";
import { keepParams, readAccount, readOrderNo, teamBettingHref, teamPnlHref } from "./query";

/** The agent reports' URL fields: the drill-down links of the links contract and the search fields' rules. */
describe("agent report URLs (A-PNL-01, A-BET-01)", () => {
  const week = { preset: "7d" as const, from: "2026-11-18", to: "2026-11-24" };
  const day = { preset: "custom" as const, from: "2026-11-20", to: "2026-11-20" };

  it("a PnL row drills to the downline's bets for the same period", () => {
    expect(teamBettingHref(week, "player11")).toBe("/m/teamBetting?account=player11");
    expect(teamBettingHref(day, "demo")).toBe("/m/teamBetting?account=demo&period=custom&from=2026-11-20&to=2026-11-20");
    expect(teamPnlHref(day)).toBe("/m/agent/team/pnl?period=custom&from=2026-11-20&to=2026-11-20");
    expect(teamPnlHref({ ...week, preset: "30d" }, "demo")).toBe("/m/agent/team/pnl?account=demo&period=30d");
  });

  it("reads an account case-insensitively, and refuses anything but letters, digits and _ with a message", () => {
    expect(readAccount(new URLSearchParams("account=Player11"))).toEqual({ value: "player11", raw: "Player11", error: null });
    expect(readAccount(new URLSearchParams("account=%20demo%20"))).toEqual({ value: "demo", raw: "demo", error: null });
    expect(readAccount(new URLSearchParams("account="))).toEqual({ value: null, raw: "", error: null });
    expect(readAccount(new URLSearchParams("account=' OR 1=1"))).toEqual({ value: null, raw: "' OR 1=1", error: "agentReports.error.account" });
    expect(readAccount(new URLSearchParams(`account=${"a".repeat(33)}`)).error).toBe("agentReports.error.account");
  });

  it("reads an order number of 6 to 20 digits", () => {
    expect(readOrderNo(new URLSearchParams("orderNo=1234567890")).value).toBe("1234567890");
    expect(readOrderNo(new URLSearchParams("orderNo=12345")).error).toBe("agentReports.error.orderNo");
    expect(readOrderNo(new URLSearchParams("orderNo=12a4567")).error).toBe("agentReports.error.orderNo");
  });

  it("keeps only the fields that filter", () => {
    expect(keepParams({ gameType: "LOTT", account: null, orderNo: "1234567" })).toEqual([
      ["gameType", "LOTT"],
      ["orderNo", "1234567"],
    ]);
  });
});
