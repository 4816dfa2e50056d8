import { describe, expect, it } from "vitest";
import { realityCheckHref } from "./paths";
import { returnTarget } from "./return-target.server";

const request = new Request("https://lobby.test/m/realityCheck");
const LAUNCH = "/m/launchGame?playType=trad&prize_mode=Lott&code=VN5M&pageBack=%2Fm%2Flottery";

describe("where Continue returns to (RG-09, decision 042)", () => {
  it("keeps a launch URL whose query carries an encoded path, so the launch runs after the answer", () => {
    expect(returnTarget(LAUNCH, request)).toBe(LAUNCH);
    expect(new URL(realityCheckHref(LAUNCH), "https://lobby.test").searchParams.get("redirectTo")).toBe(LAUNCH);
  });

  it("takes a page of this app and refuses anything else", () => {
    expect(returnTarget("/m/gameCenter", request)).toBe("/m/gameCenter");
    expect(returnTarget("https://evil.test/m/home", request)).toBe("/m/home");
    expect(returnTarget("//evil.test/m/home", request)).toBe("/m/home");
    expect(returnTarget("/m/%2F%2Fevil.test", request)).toBe("/m/home");
    expect(returnTarget("/admin?x=1", request)).toBe("/m/home");
    expect(returnTarget(null, request)).toBe("/m/home");
  });

  it("never returns to the check itself", () => {
    expect(returnTarget("/m/realityCheck?redirectTo=%2Fm%2Fhome", request)).toBe("/m/home");
  });
});
