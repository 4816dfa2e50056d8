import { describe, expect, it } from "vitest";
import { safeRedirectTarget } from "./auth.server";

describe("post-login redirect target", () => {
  it("keeps same-site paths", () => {
    expect(safeRedirectTarget("/m/set?x=1")).toBe("/m/set?x=1");
  });
  it("refuses other sites and odd values", () => {
    for (const v of ["https://evil.example", "//evil.example", "/\\evil.example", "", null, undefined, "m/home"]) {
      expect(safeRedirectTarget(v)).toBe("/m/home");
    }
  });
});
