import { describe, expect, it } from "vitest";
import { FREE_MUTATIONS, activityOf } from "./rg-gate";
import { ROUTES, type RouteName } from "../../contract/routes";

describe("every call is classified for the block matrix", () => {
  it("every mutation is either blocked by an activity or listed as free on purpose", () => {
    const unclassified = (Object.keys(ROUTES) as RouteName[]).filter(
      (name) => ROUTES[name].mutation && activityOf(name) === "free" && !FREE_MUTATIONS.includes(name),
    );
    expect(unclassified).toEqual([]);
  });

  it("withdrawals and reads are free; deposits, launches, claims and transfers are not", () => {
    expect(activityOf("withdraw")).toBe("free");
    expect(activityOf("transactions")).toBe("free");
    expect(activityOf("deposit")).toBe("deposit");
    expect(activityOf("launchGame")).toBe("play");
    expect(activityOf("rewardClaim")).toBe("promotion");
    expect(activityOf("uplineTransfer")).toBe("transfer");
  });

  it("no route is both blocked and listed free", () => {
    expect(FREE_MUTATIONS.filter((name) => activityOf(name) !== "free")).toEqual([]);
  });
});
