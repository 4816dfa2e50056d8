import { describe, expect, it } from "vitest";
import { activityStatusKey, activityStatusTone, canApply, canCancel, type ActivityStatusName } from "./activity-status";

const ALL: ActivityStatusName[] = ["Applying", "Rejected", "Issued", "Claimed", "Process", "Joined", "Closed", "signed", "coming"];

describe("§4 activity statuses", () => {
  it("gives every status a label key and a tone", () => {
    for (const s of ALL) {
      expect(activityStatusKey(s)).toBe(`content.activity.status.${s}`);
      expect(activityStatusTone(s)).toBeTruthy();
    }
  });
  it("marks rejected as danger, closed as muted, running as live", () => {
    expect(activityStatusTone("Rejected")).toBe("danger");
    expect(activityStatusTone("Closed")).toBe("muted");
    expect(activityStatusTone("Process")).toBe("live");
  });
  it("lets a member join only a running promotion and withdraw only a pending application", () => {
    expect(ALL.filter(canApply)).toEqual(["Process"]);
    expect(ALL.filter(canCancel)).toEqual(["Applying"]);
  });
});
