import { describe, expect, it } from "vitest";
import { contentImageUrl, imageCdnList, OWN_ORIGIN, parseImageCdns, pickImageCdn } from "./image-cdn";

const CDNS = ["https://img1.cdn.example", "https://img2.cdn.example", "https://img3.cdn.example"];

describe("§3/§9 image CDNs: the configured list", () => {
  it("reads comma- or space-separated https origins, trailing slashes and case normalised, duplicates once", () => {
    expect(parseImageCdns("https://IMG1.cdn.example/, https://img2.cdn.example:8443  https://img1.cdn.example")).toEqual([
      "https://img1.cdn.example",
      "https://img2.cdn.example:8443",
    ]);
    expect(parseImageCdns(undefined)).toEqual([]);
    expect(parseImageCdns(" , ")).toEqual([]);
  });

  it.each([
    ["http://img.cdn.example", "plain http"],
    ["https://*.cdn.example", "a wildcard (an image URL needs a real host)"],
    ["https://img.cdn.example/images", "a path"],
    ["img.cdn.example", "no scheme"],
    ["'self'", "a CSP keyword"],
    ["https://img.cdn.example;script-src", "a directive break"],
  ])("refuses %s (%s), naming the entry", (entry) => {
    expect(() => parseImageCdns(`https://ok.cdn.example,${entry}`)).toThrow(entry.toLowerCase());
  });

  it("the default list has one entry: the gateway's own origin (the page's own with the embedded gateway)", () => {
    expect(imageCdnList([], undefined)).toEqual([OWN_ORIGIN]);
    expect(imageCdnList([], "https://gw.operator.example/api/")).toEqual(["https://gw.operator.example"]);
    expect(imageCdnList(CDNS, "https://gw.operator.example")).toEqual(CDNS);
  });
});

describe("§9 image CDN: picked randomly from the configured list", () => {
  it("the random source decides which entry, every entry reachable", () => {
    expect(pickImageCdn(CDNS, () => 0)).toBe(CDNS[0]);
    expect(pickImageCdn(CDNS, () => 0.34)).toBe(CDNS[1]);
    expect(pickImageCdn(CDNS, () => 0.999999)).toBe(CDNS[2]);
  });

  it("a random source at its bounds never leaves the list", () => {
    expect(pickImageCdn(CDNS, () => 1)).toBe(CDNS[2]);
    expect(pickImageCdn(CDNS, () => -0.1)).toBe(CDNS[0]);
  });

  it("one entry is always the pick; an empty list is a programming error", () => {
    expect(pickImageCdn([OWN_ORIGIN], () => 0.7)).toBe(OWN_ORIGIN);
    expect(() => pickImageCdn([], () => 0)).toThrow(/at least one entry/);
  });
});

describe("§9 image CDN: content image paths resolved against the picked CDN", () => {
  it("a relative path goes on the CDN's origin", () => {
    expect(contentImageUrl("/content/banners/en/welcome.svg", "https://img2.cdn.example")).toBe("https://img2.cdn.example/content/banners/en/welcome.svg");
    expect(contentImageUrl("/gw/assets/vendor/ORBIT.svg?v=2", "https://img2.cdn.example:8443")).toBe(
      "https://img2.cdn.example:8443/gw/assets/vendor/ORBIT.svg?v=2",
    );
    expect(contentImageUrl("content/crests/lions.svg", "https://img2.cdn.example")).toBe("https://img2.cdn.example/content/crests/lions.svg");
  });

  it("on the own origin the path stays relative to the page", () => {
    expect(contentImageUrl("/content/promos/welcome.svg", OWN_ORIGIN)).toBe("/content/promos/welcome.svg");
  });

  it("an absolute URL stays where the gateway put it", () => {
    for (const url of ["https://other.example/a.png", "//other.example/a.png", "data:image/png;base64,AAAA", "blob:https://x/y"]) {
      expect(contentImageUrl(url, "https://img1.cdn.example")).toBe(url);
    }
  });

  it("no image stays no image", () => {
    expect(contentImageUrl(null, "https://img1.cdn.example")).toBeNull();
    expect(contentImageUrl(undefined, "https://img1.cdn.example")).toBeNull();
    expect(contentImageUrl("", "https://img1.cdn.example")).toBeNull();
  });
});
