import { describe, expect, it } from "vitest";
import { loginHref, loginHrefFor, redirectTarget } from "./redirect-target";

const APP = "https://lobby.example";

describe("§2 /m/login redirectTo: only pages of this app under /m/", () => {
  it("keeps a same-site /m/ path with its query and hash, as the parser serialises it", () => {
    expect(redirectTarget("/m/gameList?gameType=RNG#x", APP)).toBe("/m/gameList?gameType=RNG#x");
    expect(redirectTarget("/m/set?x=1", APP)).toBe("/m/set?x=1");
    expect(redirectTarget(`${APP}/m/set`, APP)).toBe("/m/set");
  });

  it("refuses control characters a browser would drop or a header cannot carry (tab, CR/LF, NUL, DEL)", () => {
    for (const v of ["/\t/evil.example", "\t//evil.example", "/\t\\evil.example", "/m/home\r\nSet-Cookie: x=1", "/m/home\n", "/m/\0home", "/m/home\x7F"]) {
      expect(redirectTarget(v, APP)).toBe("/m/home");
    }
  });

  it("refuses backslashes and encoded slashes or backslashes", () => {
    for (const v of ["/\\evil.example", "\\\\evil.example", "/m/\\home", "%2F%2Fevil.example", "/%2f/evil.example", "/m/%5Cevil", "/%5c%5cevil.example"]) {
      expect(redirectTarget(v, APP)).toBe("/m/home");
    }
  });

  it("refuses other origins and schemes", () => {
    for (const v of [
      "//evil.example",
      "//evil.example/m/home",
      "https://evil.example/m/home",
      "http://lobby.example/m/home",
      "javascript:alert(1)",
      "data:text/html,x",
    ]) {
      expect(redirectTarget(v, APP)).toBe("/m/home");
    }
  });

  it("refuses paths that normalise outside /m/, and odd values", () => {
    for (const v of ["/m/../evil", "/m/%2e%2e/evil", "/evil", "/m", "", null, undefined, 42]) {
      expect(redirectTarget(v, APP)).toBe("/m/home");
    }
  });

  it("uses the caller's fallback", () => {
    expect(redirectTarget("//evil.example", APP, "/m/gameList")).toBe("/m/gameList");
  });
});

describe("loginHref (§6: guests sign in and come back)", () => {
  it("carries the page to come back to, encoded, and that value passes redirectTarget", () => {
    const href = loginHref("/m/gameList?gameType=RNG&vassalage=PG");
    expect(href).toBe("/m/login?redirectTo=%2Fm%2FgameList%3FgameType%3DRNG%26vassalage%3DPG");
    const back = new URL(href, APP).searchParams.get("redirectTo");
    expect(redirectTarget(back, APP)).toBe("/m/gameList?gameType=RNG&vassalage=PG");
  });

  it("takes path and query of a request, not its origin", () => {
    expect(loginHrefFor(new Request("https://lobby.example/m/webEmail?page=2"))).toBe("/m/login?redirectTo=%2Fm%2FwebEmail%3Fpage%3D2");
  });
});
