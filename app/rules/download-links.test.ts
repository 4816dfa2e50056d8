import { describe, expect, it } from "vitest";
import { DOWNLOAD_RESOURCE_TYPES, downloadLinkUrl, downloadResourceType } from "./download-links";

describe("§3 download link entries an operator sets", () => {
  it("knows the §3 resource types, in any case, in the gateway's spelling", () => {
    expect(DOWNLOAD_RESOURCE_TYPES).toEqual(["IOS", "Android", "MOBILECONFIG", "TELEGRAM", "AppDownloadIcon"]);
    expect(downloadResourceType("android")).toBe("Android");
    expect(downloadResourceType("MobileConfig")).toBe("MOBILECONFIG");
    expect(downloadResourceType("appdownloadicon")).toBe("AppDownloadIcon");
    expect(downloadResourceType("FACEBOOK")).toBeNull();
    expect(downloadResourceType(undefined)).toBeNull();
  });

  it("§3 a link must be https", () => {
    expect(downloadLinkUrl("Android", "https://dl.example.com/app.apk")).toEqual({ ok: true, url: "https://dl.example.com/app.apk" });
    expect(downloadLinkUrl("TELEGRAM", " https://t.me/example ")).toEqual({ ok: true, url: "https://t.me/example" });
    expect(downloadLinkUrl("Android", "http://dl.example.com/app.apk")).toEqual({ ok: false, message: "must start with https://" });
    expect(downloadLinkUrl("IOS", "javascript:alert(1)")).toEqual({ ok: false, message: "must start with https://" });
    expect(downloadLinkUrl("MOBILECONFIG", "dl.example.com/app.mobileconfig")).toEqual({ ok: false, message: "not a URL" });
    expect(downloadLinkUrl("Android", `https://dl.example.com/${"a".repeat(500)}`)).toMatchObject({ ok: false });
  });

  it("only the icon may be a path of the app itself", () => {
    expect(downloadLinkUrl("AppDownloadIcon", "/logo.svg")).toEqual({ ok: true, url: "/logo.svg" });
    expect(downloadLinkUrl("AppDownloadIcon", "//evil.example/x.png")).toMatchObject({ ok: false });
    expect(downloadLinkUrl("Android", "/app.apk")).toMatchObject({ ok: false, message: "not a URL" });
  });
});
