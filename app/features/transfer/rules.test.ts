import { describe, expect, it } from "vitest";
import { allAmount, plainAmount, uplineName } from "./rules";

describe("upline transfer rules (U-03)", () => {
  it("names the upline with the nickname when there is one", () => {
    expect(uplineName({ account: "agent", nickname: "Agent Ramos" })).toBe("agent (Agent Ramos)");
    expect(uplineName({ account: "agent", nickname: null })).toBe("agent");
  });

  it("'All' is the balance capped at the maximum, as the form carries amounts", () => {
    expect(allAmount({ max: 5000, available: 1234.567 })).toBe("1234.56");
    expect(allAmount({ max: 5000, available: 9000 })).toBe("5000.00");
    expect(plainAmount(12.5)).toBe("12.50");
  });
});
