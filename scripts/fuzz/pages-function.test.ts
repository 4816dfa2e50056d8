/**
 * The production Pages function (functions/[[path]].ts) over the built app in Miniflare, as in
 * scripts/fuzz/fuzz.test.ts: what every kind of answer carries once the function has finished it
 * (and the device cookie), tampered cookies, and the Origin rule on real HTTP requests.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMiniflareTarget, type MiniflareTarget } from "./miniflare";

let target: MiniflareTarget;
beforeAll(async () => {
  target = await startMiniflareTarget();
}, 120_000);
afterAll(async () => {
  await target?.dispose();
});

const FORGED_SESSION = "el_session=forged-value";

function send(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return fetch(`${target.origin}${path}`, { ...init, redirect: "manual" });
}
const setCookie = (response: Response, name: string) => response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`)) ?? null;
const expires = (response: Response, name: string) => /Max-Age=0/.test(setCookie(response, name) ?? "");
const form = { "Content-Type": "application/x-www-form-urlencoded" };

describe("a forged session cookie is expired by every answer of the built app", () => {
  it.each([
    ["a document", "GET", "/m/login"],
    ["a .data answer (client navigation)", "GET", "/m/home.data"],
    ["a redirect (a member page, now signed out)", "GET", "/m/securityCenter/history"],
    ["a resource route", "GET", "/m/healthz"],
    ["a fetcher's JSON (resource route)", "GET", "/m/balance"],
  ])("%s: %s %s", async (_label, method, path) => {
    const response = await send(path, { method, headers: { Cookie: FORGED_SESSION } });
    expect(response.status).toBeLessThan(500);
    expect(expires(response, "el_session")).toBe(true);
  });

  it("an action's answer (a refused sign-in posted as .data)", async () => {
    const response = await send("/m/login.data?index", {
      method: "POST",
      headers: { ...form, Origin: target.origin, Cookie: FORGED_SESSION },
      body: "method=username&username=&password=",
    });
    expect(response.status).toBeLessThan(500);
    expect(expires(response, "el_session")).toBe(true);
  });
});

describe("HTML is private, no-store for visitors too", () => {
  it.each(["/m/login", "/m/no-such-page"])("%s", async (path) => {
    const response = await send(path);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("the device cookie on any answer of a request that brought none", () => {
  it("a first request gets el_device; a request that sends it back gets no new one", async () => {
    const first = await send("/m/healthz");
    const cookie = setCookie(first, "el_device") ?? "";
    expect(cookie).toMatch(/^el_device=[^;]+;.*HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const again = await send("/m/healthz", { headers: { Cookie: cookie.slice(0, cookie.indexOf(";")) } });
    expect(setCookie(again, "el_device")).toBeNull();
  });

  it("a forged one is replaced", async () => {
    const response = await send("/m/healthz", { headers: { Cookie: "el_device=00000000000000000000000000000000" } });
    expect(setCookie(response, "el_device")).not.toBeNull();
    expect(expires(response, "el_device")).toBe(false);
  });
});

describe("the Origin rule on real requests", () => {
  const post = (headers: Record<string, string>) => send("/m/login?index", { method: "POST", headers: { ...form, ...headers }, body: "method=username" });
  it("refuses a post that says nothing about where it comes from, or says same-site or none", async () => {
    for (const headers of [{}, { "Sec-Fetch-Site": "same-site" }, { "Sec-Fetch-Site": "none" }, { Referer: "https://evil.example/" }] as Record<
      string,
      string
    >[]) {
      expect((await post(headers)).status, JSON.stringify(headers)).toBe(403);
    }
  });
  it("lets one through with Sec-Fetch-Site: same-origin, or a Referer on this origin", async () => {
    for (const headers of [{ "Sec-Fetch-Site": "same-origin" }, { Referer: `${target.origin}/m/login` }] as Record<string, string>[]) {
      expect((await post(headers)).status, JSON.stringify(headers)).not.toBe(403);
    }
  });
});

describe("a tampered cookie is ignored and cleared, never a 500", () => {
  // Each cookie with the page that reads it, where it must also be cleared (el_lottfav is read
  // for members only: a guest's is merely ignored; el_invite only where a link brings a code).
  const readers: Record<string, string | null> = {
    el_session: "/m/home",
    el_toast: "/m/home",
    el_balance: "/m/home",
    el_popup: "/m/home",
    el_dlbar: "/m/home",
    el_remember: "/m/login",
    el_captcha: "/m/login",
    el_sms: "/m/login",
    el_lottfav: null,
    el_invite: null,
  };
  it.each(Object.entries(readers))("%s", async (name, reader) => {
    for (const value of ["forged", "eyJhIjoxfQ%3D%3D.bm90LWEtc2lnbmF0dXJl", "%%%", "x.!!!"]) {
      for (const path of ["/m/home", "/m/login", "/m/lottery"]) {
        const response = await send(path, { headers: { Cookie: `${name}=${value}` } });
        expect(response.status, `${name}=${value} on ${path}`).toBeLessThan(500);
        if (path === reader)
          expect(
            response.headers.getSetCookie().some((c) => c.startsWith(`${name}=;`)),
            `${name}=${value} cleared`,
          ).toBe(true);
      }
    }
  });
});
