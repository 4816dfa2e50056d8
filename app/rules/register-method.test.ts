import { describe, expect, it } from "vitest";
import { detectRegisterSource } from "./register-method";

describe("§3 registration source: APP, PWA, WEBCLIP or H5", () => {
  const base = { userAgent: "Mozilla/5.0 (Linux; Android 14)", displayModeStandalone: false, iosStandalone: false };
  it("is H5 in a browser tab", () => expect(detectRegisterSource(base)).toBe("H5"));
  it("is APP inside the native shell", () => expect(detectRegisterSource({ ...base, userAgent: base.userAgent + " AppShellVer/3.1" })).toBe("APP"));
  it("is WEBCLIP from an iOS home-screen clip", () =>
    expect(detectRegisterSource({ ...base, iosStandalone: true, displayModeStandalone: true })).toBe("WEBCLIP"));
  it("is PWA when installed as a web app", () => expect(detectRegisterSource({ ...base, displayModeStandalone: true })).toBe("PWA"));
});
