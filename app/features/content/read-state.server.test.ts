import { describe, expect, it } from "vitest";
import { ReadIntent } from "./read-state.server";

// §2 message centre / agent announcements: mark read, unread, all read — nothing else is accepted.
describe("ReadIntent", () => {
  it("accepts read and unread with a positive id, and allRead without one", () => {
    expect(ReadIntent.parse({ intent: "read", id: "7" })).toEqual({ intent: "read", id: 7 });
    expect(ReadIntent.parse({ intent: "unread", id: "12" })).toEqual({ intent: "unread", id: 12 });
    expect(ReadIntent.parse({ intent: "allRead" })).toEqual({ intent: "allRead" });
  });

  it("refuses a missing, zero, negative or fractional id and unknown intents", () => {
    for (const bad of [
      { intent: "read" },
      { intent: "read", id: "0" },
      { intent: "unread", id: "-3" },
      { intent: "read", id: "1.5" },
      { intent: "read", id: "x" },
      { intent: "delete", id: "1" },
      {},
    ]) {
      expect(ReadIntent.safeParse(bad).success).toBe(false);
    }
  });
});
