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
});

describe("without Origin a mutation passes only with Sec-Fetch-Site: same-origin, or else a Referer on this origin", () => {
  // [Sec-Fetch-Site, Referer, refused?]
  const table: Array<[string | null, string | null, boolean]> = [
    ["same-origin", null, false],
    ["same-origin", "https://evil.example/x", false], // the browser's own word wins over a Referer
    ["same-site", null, true], // a sibling subdomain is another application
    ["same-site", "https://lobby.example/m/home", true],
    ["cross-site", null, true],
    ["none", null, true], // a typed URL or a bookmark is never a form post
    ["none", "https://lobby.example/m/home", true],
    ["Same-Origin", null, true], // not a value the spec defines
    ["", null, true],
    [null, "https://lobby.example/m/login?index", false], // a browser before Fetch Metadata
    [null, "https://lobby.example", false],
    [null, "https://evil.example/m/login", true],
    [null, "https://lobby.example.evil.example/m/login", true],
    [null, "http://lobby.example/m/login", true], // another scheme is another origin
    [null, "https://lobby.example:8443/m/login", true],
    [null, "not a url", true],
    [null, "", true],
    [null, null, true], // says nothing about where it comes from
  ];
  it.each(table)("Sec-Fetch-Site %j, Referer %j: refused %s", (site, referer, refused) => {
    const headers: Record<string, string> = {};
    if (site !== null) headers["Sec-Fetch-Site"] = site;
    if (referer !== null) headers.Referer = referer;
    expect(isForeignMutation(post(headers))).toBe(refused);
  });

  it("an Origin header decides alone when present: Fetch Metadata and Referer do not override it", () => {
    expect(isForeignMutation(post({ Origin: "https://lobby.example", "Sec-Fetch-Site": "same-site" }))).toBe(false);
    expect(isForeignMutation(post({ Origin: "https://evil.example", "Sec-Fetch-Site": "same-origin", Referer: "https://lobby.example/" }))).toBe(true);
  });

  it("every non-GET method is a mutation, PUT and DELETE included", () => {
    for (const method of ["PUT", "PATCH", "DELETE"]) expect(isForeignMutation(new Request("https://lobby.example/m/login", { method })), method).toBe(true);
  });
});

describe("requests React Router would answer with a 500 are refused first", () => {
  it("refuses a HEAD whose X-Forwarded-Host names another host (single fetch runs HEAD .data as an action): fuzz seed 20261123", () => {
    const request = new Request("http://127.0.0.1:8788/m/home.data", {
      method: "HEAD",
      headers: { Origin: "http://127.0.0.1:8788", "X-Forwarded-Host": "evil.example" },
    });
    expect(isForeignMutation(request)).toBe(true);
    expect(isForeignMutation(new Request("http://127.0.0.1:8788/m/home.data", { method: "HEAD" }))).toBe(false);
    expect(isForeignMutation(new Request("http://127.0.0.1:8788/m/home.data", { method: "HEAD", headers: { "X-Forwarded-Host": "127.0.0.1:8788" } }))).toBe(
      false,
    );
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
