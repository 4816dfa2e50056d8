import { describe, expect, it } from "vitest";
import { isCrossSiteNavigation, isForeignMutation, isUnroutablePath } from "./origin";

const post = (headers: Record<string, string>) => new Request("https://lobby.example/m/login", { method: "POST", headers });

describe("Origin check on mutations", () => {
  it("lets GET through whatever its origin", () => {
    expect(isForeignMutation(new Request("https://lobby.example/m/home", { headers: { Origin: "https://evil.example" } }))).toBe(false);
  });
  it("accepts a same-origin POST", () => {
    expect(isForeignMutation(post({ Origin: "https://lobby.example" }))).toBe(false);
  });
  it("refuses a POST from another origin, another scheme or an opaque origin", () => {
    expect(isForeignMutation(post({ Origin: "https://evil.example" }))).toBe(true);
    expect(isForeignMutation(post({ Origin: "http://lobby.example" }))).toBe(true);
    expect(isForeignMutation(post({ Origin: "null" }))).toBe(true);
  });
  it("falls back to Sec-Fetch-Site without an Origin header", () => {
    expect(isForeignMutation(post({ "Sec-Fetch-Site": "cross-site" }))).toBe(true);
    expect(isForeignMutation(post({ "Sec-Fetch-Site": "same-origin" }))).toBe(false);
    expect(isForeignMutation(post({}))).toBe(false);
  });
});

describe("issue 9: requests Remix would answer with a 500 are refused first", () => {
  it("refuses a HEAD whose X-Forwarded-Host names another host (single fetch runs HEAD .data as an action): fuzz seed 20261123", () => {
    const request = new Request("http://127.0.0.1:8788/m/home.data", {
      method: "HEAD",
      headers: { Origin: "http://127.0.0.1:8788", "X-Forwarded-Host": "evil.example" },
    });
    expect(isForeignMutation(request)).toBe(true);
    expect(isForeignMutation(new Request("http://127.0.0.1:8788/m/home.data", { method: "HEAD" }))).toBe(false);
  });
  it("refuses a mutation whose X-Forwarded-Host names another host", () => {
    expect(isForeignMutation(post({ Origin: "https://lobby.example", "X-Forwarded-Host": "evil.example" }))).toBe(true);
    expect(isForeignMutation(post({ Origin: "https://lobby.example", "X-Forwarded-Host": "lobby.example" }))).toBe(false);
  });
  it("refuses paths with malformed escapes, backslashes or control characters", () => {
    for (const path of ["/%5c%5c", "/%5C/%2f", "/m/%5chome", "/m/%zz", "/m/%00", "/m/a%0d%0ab"]) {
      expect(isUnroutablePath(new URL(`https://lobby.example${path}`)), path).toBe(true);
    }
    for (const path of ["/m/home", "/m/gameList", "/m/%E2%82%B1", "/assets/app.css"])
      expect(isUnroutablePath(new URL(`https://lobby.example${path}`)), path).toBe(false);
  });
});

describe("decision 020: a GET with a side effect refuses navigations started by another site", () => {
  const get = (site?: string) => new Request("https://lobby.example/m/launchGame?code=EL3D", site === undefined ? {} : { headers: { "Sec-Fetch-Site": site } });
  it("lets the app's own links and redirects through (same-origin)", () => {
    expect(isCrossSiteNavigation(get("same-origin"))).toBe(false);
  });
  it("lets a typed URL, a bookmark or a link opened from another app through (none)", () => {
    expect(isCrossSiteNavigation(get("none"))).toBe(false);
  });
  it("lets a request without Fetch Metadata through (older browsers, non-browser clients)", () => {
    expect(isCrossSiteNavigation(get())).toBe(false);
  });
  it("refuses a link or redirect from another site, a sibling subdomain included", () => {
    expect(isCrossSiteNavigation(get("cross-site"))).toBe(true);
    expect(isCrossSiteNavigation(get("same-site"))).toBe(true);
  });
  it("refuses a value the Fetch Metadata spec does not define", () => {
    expect(isCrossSiteNavigation(get("Same-Origin"))).toBe(true);
    expect(isCrossSiteNavigation(get(""))).toBe(true);
  });
});
