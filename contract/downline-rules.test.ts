import { describe, expect, it } from "vitest";
import { DOWNLINE_TYPE_CODE, bpToInput, byAccountName, kindOfType, passwordIsUsername, percentToBp, rateSetRefusal } from "./downline-rules";
import { isAgent } from "./member-types";
import type { RebateRates } from "./rebate-rules";

const OWN: RebateRates = { SPORTS: 80, LIVE: 80, FISH: 100, RNG: 100, PVP: 50, LOTT: 150, INHOUSE: 50, ESPORTS: 50, COCKFIGHT: 50 };

describe("downline accounts and rates (A-REG-01, A-REB-01)", () => {
  it("A-REG-01: a downline agent is an agent type, a downline player is not", () => {
    expect(isAgent(DOWNLINE_TYPE_CODE.agent)).toBe(true);
    expect(isAgent(DOWNLINE_TYPE_CODE.member)).toBe(false);
    expect(kindOfType(1)).toBe("agent");
    expect(kindOfType(42)).toBe("agent");
    expect(kindOfType(40)).toBe("member");
  });

  it("A-REG-01: the password may not be the username, whatever the case", () => {
    expect(passwordIsUsername("player88", "player88")).toBe(true);
    expect(passwordIsUsername("Player88", "pLAYER88")).toBe(true);
    expect(passwordIsUsername("player88", "player89")).toBe(false);
  });

  it("reads a typed percentage as basis points, refusing anything that is not a plain number", () => {
    expect(percentToBp("1.5")).toBe(150);
    expect(percentToBp("0.80")).toBe(80);
    expect(percentToBp("2")).toBe(200);
    expect(percentToBp(" 0.1 ")).toBe(10);
    expect(percentToBp("0.05")).toBe(5);
    for (const bad of ["", "-1", "1e2", "1.555", "abc", "1,5", "0x10", "1234"]) expect(percentToBp(bad)).toBeNull();
    expect(bpToInput(150)).toBe("1.5");
    expect(bpToInput(0)).toBe("0.0");
  });

  it("A-REB-01: a set of rates is refused at the first category above the agent's own, off the step or unknown", () => {
    expect(rateSetRefusal({ LOTT: 150, RNG: 0 }, OWN)).toBeNull();
    expect(rateSetRefusal({}, OWN)).toBeNull();
    expect(rateSetRefusal({ LOTT: 160 }, OWN)).toEqual({ reason: "above_own", category: "LOTT", rateBp: 160, ownBp: 150 });
    expect(rateSetRefusal({ RNG: 55 }, OWN)).toMatchObject({ reason: "step", category: "RNG" });
    expect(rateSetRefusal({ RNG: -10 }, OWN)).toMatchObject({ reason: "range" });
    expect(rateSetRefusal({ POKER: 10 }, OWN)).toMatchObject({ reason: "category", category: "POKER" });
    // The catalogue's order decides which refusal comes first, not the object's.
    expect(rateSetRefusal({ LOTT: 160, SPORTS: 90 }, OWN)).toMatchObject({ category: "SPORTS" });
  });
});

describe("item c A-REB-01 rebate settings order", () => {
  const sorted = (accounts: string[]) =>
    accounts
      .map((account) => ({ account }))
      .sort(byAccountName)
      .map((d) => d.account);
  it("by account name without case, digits by value", () => {
    expect(sorted(["player10", "agent2", "Player2", "demo", "player1"])).toEqual(["agent2", "demo", "player1", "Player2", "player10"]);
  });
  it("names equal without case keep one fixed order", () => {
    expect(sorted(["ana", "Ana"])).toEqual(sorted(["Ana", "ana"]));
  });
});
