import { describe, expect, it } from "vitest";
import type { Settings } from "./env.server";
import { imageCdnOrigins, isolateImageCdn } from "./image-cdn.server";

const settings = (IMAGE_CDNS: string[], GATEWAY_URL?: string) => Object.freeze({ IMAGE_CDNS, GATEWAY_URL }) as unknown as Settings;

describe("§9 image CDN: one pick per isolate", () => {
  it("picks once for a configuration and keeps it, whatever the random source says next", () => {
    const config = settings(["https://a.cdn.example", "https://b.cdn.example"]);
    expect(isolateImageCdn(config, () => 0.9)).toBe("https://b.cdn.example");
    expect(isolateImageCdn(config, () => 0)).toBe("https://b.cdn.example");
  });

  it("a new configuration is picked anew", () => {
    expect(isolateImageCdn(settings(["https://a.cdn.example", "https://b.cdn.example"]), () => 0)).toBe("https://a.cdn.example");
  });

  it("unconfigured, the gateway's own origin: the page's origin with the embedded gateway, an operator gateway's otherwise", () => {
    expect(isolateImageCdn(settings([]), () => 0.5)).toBe("");
    expect(isolateImageCdn(settings([], "https://gw.operator.example/api"), () => 0.5)).toBe("https://gw.operator.example");
  });

  it("img-src needs the CDNs in force and no entry for the page's own origin ('self')", () => {
    expect(imageCdnOrigins(settings(["https://a.cdn.example", "https://b.cdn.example"]))).toEqual(["https://a.cdn.example", "https://b.cdn.example"]);
    expect(imageCdnOrigins(settings([]))).toEqual([]);
    expect(imageCdnOrigins(settings([], "https://gw.operator.example/api"))).toEqual(["https://gw.operator.example"]);
  });
});
