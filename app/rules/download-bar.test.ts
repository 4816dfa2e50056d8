import { describe, expect, it } from "vitest";
import { appLinks, deviceOf, downloadBarVisible, isNativeApp, linkOf, popupLinksFor } from "./download-bar";

const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const SHELL = `${ANDROID} AppShellVer/2.3.1`;
const links = [
  { resourceType: "Android", url: "https://dl/app.apk" },
  { resourceType: "IOS", url: "https://apps.apple.com/app/id1" },
  { resourceType: "MOBILECONFIG", url: "https://dl/app.mobileconfig" },
  { resourceType: "TELEGRAM", url: "https://t.me/x" },
  { resourceType: "AppDownloadIcon", url: "/logo.svg" },
];

describe("§2 download bar visibility", () => {
  it("shows with a link, outside the app, not dismissed", () => {
    expect(downloadBarVisible({ userAgent: ANDROID, links, dismissed: false })).toBe(true);
  });
  it("hides inside the native app (App…Ver user agent)", () => {
    expect(isNativeApp(SHELL)).toBe(true);
    expect(isNativeApp(ANDROID)).toBe(false);
    expect(downloadBarVisible({ userAgent: SHELL, links, dismissed: false })).toBe(false);
  });
  it("hides without an app link configured", () => {
    expect(downloadBarVisible({ userAgent: ANDROID, links: [{ resourceType: "TELEGRAM", url: "https://t.me/x" }], dismissed: false })).toBe(false);
    expect(downloadBarVisible({ userAgent: ANDROID, links: [{ resourceType: "Android", url: " " }], dismissed: false })).toBe(false);
    expect(downloadBarVisible({ userAgent: ANDROID, links: [], dismissed: false })).toBe(false);
  });
  it("§3 a link that is not https is no link (an operator gateway's plain-http or script URL)", () => {
    for (const url of ["http://dl/app.apk", "javascript:alert(1)", "/app.apk", "https://"]) {
      expect(appLinks([{ resourceType: "Android", url }]), url).toEqual([]);
    }
    expect(linkOf([{ resourceType: "telegram", url: " https://t.me/x " }], "TELEGRAM")).toBe("https://t.me/x");
    expect(linkOf(links, "TELEGRAM2")).toBeNull();
  });
  it("hides once dismissed", () => {
    expect(downloadBarVisible({ userAgent: ANDROID, links, dismissed: true })).toBe(false);
  });
});

describe("§2 download popup: links by device", () => {
  it("detects the device", () => {
    expect(deviceOf(ANDROID)).toBe("android");
    expect(deviceOf(IPHONE)).toBe("ios");
    expect(deviceOf("Mozilla/5.0 (X11; Linux x86_64)")).toBe("other");
  });
  it("offers Android on Android, profile and App Store on iOS, all elsewhere", () => {
    expect(popupLinksFor("android", links).map((l) => l.resourceType)).toEqual(["Android"]);
    expect(popupLinksFor("ios", links).map((l) => l.resourceType)).toEqual(["MOBILECONFIG", "IOS"]);
    expect(popupLinksFor("other", links).map((l) => l.resourceType)).toEqual(["Android", "MOBILECONFIG", "IOS"]);
    expect(appLinks(links)).toHaveLength(3);
  });
});
