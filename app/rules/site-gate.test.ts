import { describe, expect, it } from "vitest";
import { decideGate, playerCountry } from "./site-gate";

describe("start gate (§2: maintenance wins over region restriction)", () => {
  it("is open when neither applies", () => {
    expect(decideGate({ maintenance: false, regionRestricted: false })).toBe("open");
  });
  it("shows maintenance alone", () => {
    expect(decideGate({ maintenance: true, regionRestricted: false })).toBe("maintenance");
  });
  it("shows the region screen for region restriction alone", () => {
    expect(decideGate({ maintenance: false, regionRestricted: true })).toBe("region");
  });
  it("lets maintenance win when both apply", () => {
    expect(decideGate({ maintenance: true, regionRestricted: true })).toBe("maintenance");
  });
});

describe("player country (CF-IPCountry takes precedence over request.cf.country)", () => {
  it("prefers the header", () => {
    expect(playerCountry("sg", "PH")).toBe("SG");
  });
  it("falls back to request.cf.country", () => {
    expect(playerCountry(null, "KR")).toBe("KR");
  });
  it("ignores malformed values", () => {
    expect(playerCountry("not-a-country", 42)).toBeNull();
    expect(playerCountry("", undefined)).toBeNull();
    expect(playerCountry("<x>", "PH")).toBe("PH");
  });
  it("keeps Cloudflare's special codes", () => {
    expect(playerCountry("T1", null)).toBe("T1");
    expect(playerCountry("XX", null)).toBe("XX");
  });
});
