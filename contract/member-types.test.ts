import { describe, expect, it } from "vitest";
import { isAgent, isTrial, mayOpenAgentHome, showsAgencyRow } from "./member-types";

describe("member types (§4 member type grouping, §9 agent types)", () => {
  it("counts 1, 2, 41 and 42 as agents and nothing else", () => {
    for (const t of [1, 2, 41, 42]) expect(isAgent(t)).toBe(true);
    for (const t of [0, 3, 4, 40, 43, -1]) expect(isAgent(t)).toBe(false);
  });

  it("treats only type 4 as a free-trial account (§3 member info)", () => {
    expect(isTrial(4)).toBe(true);
    for (const t of [0, 1, 2, 40, 41, 42]) expect(isTrial(t)).toBe(false);
  });

  it("hides the agency row and refuses agent home for 0, 4 and 40 (§5, §6)", () => {
    for (const t of [0, 4, 40]) {
      expect(showsAgencyRow(t)).toBe(false);
      expect(mayOpenAgentHome(t)).toBe(false);
    }
    for (const t of [1, 2, 41, 42]) expect(mayOpenAgentHome(t)).toBe(true);
  });
});
