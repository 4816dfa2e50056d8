import { describe, expect, it } from "vitest";
import { chooseGuides, guideDeviceOf, requestedPlatform } from "./install-guide";

const UA = {
  androidChrome: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  // Chrome's reduced UA: the model is hidden, "Android" stays.
  androidReduced: "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  samsung: "Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36",
  iphoneSafari: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  iphoneChrome:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1",
  ipadOld: "Mozilla/5.0 (iPad; CPU OS 12_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1",
  // iPadOS 13+ Safari asks for desktop sites: byte for byte a Mac's Safari UA.
  ipadDesktop: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  windows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  linuxHeadless: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36",
};

describe("the install guide follows the device (User-Agent)", () => {
  it("Android phones (Chrome, reduced UA, Samsung Internet) get the Android guide", () => {
    expect(guideDeviceOf(UA.androidChrome)).toBe("android");
    expect(guideDeviceOf(UA.androidReduced)).toBe("android");
    expect(guideDeviceOf(UA.samsung)).toBe("android");
  });

  it("iPhone (Safari or Chrome) and an iPad that names itself get the iOS guide", () => {
    expect(guideDeviceOf(UA.iphoneSafari)).toBe("ios");
    expect(guideDeviceOf(UA.iphoneChrome)).toBe("ios");
    expect(guideDeviceOf(UA.ipadOld)).toBe("ios");
  });

  it("an iPad with the desktop UA cannot be told from a Mac on the server: other, so both guides show", () => {
    expect(guideDeviceOf(UA.ipadDesktop)).toBe("other");
    expect(chooseGuides({ userAgent: UA.ipadDesktop, requested: null })).toEqual({ device: "other", selected: null, shown: ["android", "ios"] });
  });

  it("desktops, headless browsers and a missing UA are other", () => {
    expect(guideDeviceOf(UA.windows)).toBe("other");
    expect(guideDeviceOf(UA.linuxHeadless)).toBe("other");
    expect(guideDeviceOf(null)).toBe("other");
    expect(guideDeviceOf("")).toBe("other");
  });

  it("a known device opens its own guide only", () => {
    expect(chooseGuides({ userAgent: UA.androidChrome, requested: null })).toEqual({ device: "android", selected: "android", shown: ["android"] });
    expect(chooseGuides({ userAgent: UA.iphoneSafari, requested: undefined })).toEqual({ device: "ios", selected: "ios", shown: ["ios"] });
  });

  it("the ?device= tab wins over the UA, and the device stays known for the 'your device' mark", () => {
    expect(chooseGuides({ userAgent: UA.androidChrome, requested: "ios" })).toEqual({ device: "android", selected: "ios", shown: ["ios"] });
    expect(chooseGuides({ userAgent: UA.windows, requested: "android" })).toEqual({ device: "other", selected: "android", shown: ["android"] });
  });

  it("an unknown ?device= value is ignored, not an error", () => {
    expect(requestedPlatform("windows")).toBeNull();
    expect(requestedPlatform("IOS")).toBeNull();
    expect(requestedPlatform("")).toBeNull();
    expect(chooseGuides({ userAgent: UA.iphoneSafari, requested: "blackberry" }).selected).toBe("ios");
  });
});
