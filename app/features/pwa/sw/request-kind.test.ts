import { describe, expect, it } from "vitest";
import { requestKind } from "./request-kind";

const ORIGIN = "https://lobby.example";
const precached = new Set(["/assets/entry.client-abc.js", "/manifest.webmanifest", "/m/offline?lng=en"]);
const kind = (url: string, init: { method?: string; mode?: string } = {}) =>
  requestKind({ method: init.method ?? "GET", mode: init.mode ?? "cors", url: new URL(url, ORIGIN).href }, ORIGIN, precached);

describe("the worker never caches member data or HTML with a session", () => {
  it("answers page loads network first (the offline page only on failure)", () => {
    expect(kind("/m/home", { mode: "navigate" })).toBe("navigation");
    expect(kind("/m/mine?x=1", { mode: "navigate" })).toBe("navigation");
  });
  it("leaves loader data, the gateway, posts and other origins untouched", () => {
    expect(kind("/m/home.data")).toBe("network");
    expect(kind("/m/mine.data?_routes=routes%2Fm.mine")).toBe("network");
    expect(kind("/gw/member/info")).toBe("network");
    expect(kind("/m/login", { method: "POST", mode: "navigate" })).toBe("network");
    expect(kind("/m/preferences", { method: "POST" })).toBe("network");
    expect(kind("https://cdn.example/assets/x.js")).toBe("network");
    expect(kind("/m/captcha")).toBe("network");
    expect(kind("/content/banner-1.jpg")).toBe("network");
  });
  it("serves precached files from the precache, other fingerprinted assets cache first", () => {
    expect(kind("/assets/entry.client-abc.js")).toBe("precached");
    expect(kind("/manifest.webmanifest")).toBe("precached");
    expect(kind("/m/offline?lng=en")).toBe("precached");
    expect(kind("/assets/picture-123.png")).toBe("asset");
    // A query makes it something other than the immutable file.
    expect(kind("/assets/picture-123.png?v=2")).toBe("network");
  });
});
