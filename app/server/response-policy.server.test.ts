import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { readDevice } from "~/session/device.server";
import { createEncryptedSessionStorage, createSessionReadAfter } from "~/session/session.server";
import { createRequestContext } from "./request-context.server";
import { applyDocumentSecurity, applyResponsePolicy } from "./response-policy.server";
import type { Services } from "./services.server";

const secrets = ["a-session-secret-of-some-length"];

/** The parts of a request's load context the policy reads, built the way getLoadContext builds them. */
async function contextFor(request: Request) {
  const invalidCookies = new Set<string>();
  const readAfter = createSessionReadAfter();
  const sessions = createEncryptedSessionStorage({ secrets, secure: true, invalid: invalidCookies, readAfter });
  const device = await readDevice(request.headers.get("Cookie"), { secrets, secure: true, invalid: invalidCookies });
  const services = { sessions, invalidCookies, device, readAfter, cookieOptions: { secrets, secure: true } } as unknown as Services;
  return { ...services, ...(await createRequestContext(request, services, undefined)) } as AppLoadContext;
}

async function memberCookie(): Promise<string> {
  const sessions = createEncryptedSessionStorage({ secrets, secure: true });
  const session = await sessions.getSession(null);
  session.set("member", { token: "t", userName: "demo", type: 0, firstTimeLogin: false });
  return (await sessions.commitSession(session)).split(";")[0]!;
}

const request = (cookie?: string) => new Request("https://lobby.example/m/home", { headers: cookie ? { Cookie: cookie } : {} });

describe("responses for a signed-in member are private; tampered app cookies are expired", () => {
  it("marks a member's response private, no-store", async () => {
    const headers = new Headers({ "Cache-Control": "public, max-age=60" });
    await applyResponsePolicy(headers, await contextFor(request(await memberCookie())));
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(headers.getSetCookie().map((c) => c.split("=")[0])).toEqual(["el_device"]);
  });

  it("leaves a guest's response as it was", async () => {
    const headers = new Headers({ "Cache-Control": "public, max-age=60" });
    await applyResponsePolicy(headers, await contextFor(request()));
    expect(headers.get("Cache-Control")).toBe("public, max-age=60");
  });

  it("treats a forged session as a guest and expires it, with whatever else failed to read", async () => {
    const context = await contextFor(request("el_session=forged-value"));
    context.invalidCookies.add("el_captcha");
    const headers = new Headers();
    await applyResponsePolicy(headers, context);
    expect(headers.get("Cache-Control")).toBeNull();
    const expired = headers.getSetCookie().filter((c) => !c.startsWith("el_device="));
    expect(expired.map((c) => c.split("=")[0]).sort()).toEqual(["el_captcha", "el_session"]);
    for (const c of expired) expect(c).toMatch(/Max-Age=0.*Secure/);
  });

  it("never expires a cookie the response sets anew (a sign-in replacing a bad session)", async () => {
    const headers = new Headers();
    headers.append("Set-Cookie", `${await memberCookie()}; Path=/; HttpOnly`);
    await applyResponsePolicy(headers, await contextFor(request("el_session=forged-value")));
    expect(headers.getSetCookie().filter((c) => c.startsWith("el_session="))).toHaveLength(1);
  });
});

describe("every HTML answer is private, no-store (each carries its own CSP nonce)", () => {
  const html = (cacheControl?: string) =>
    new Headers({ "Content-Type": "text/html; charset=utf-8", ...(cacheControl ? { "Cache-Control": cacheControl } : {}) });

  it("a guest's document, error page or 404 with no policy of its own, or a public one, becomes private, no-store", async () => {
    for (const before of [undefined, "public, max-age=3600", "private, max-age=60", "no-cache"]) {
      const headers = html(before);
      await applyResponsePolicy(headers, await contextFor(request()));
      expect(headers.get("Cache-Control"), String(before)).toBe("private, no-store");
    }
  });

  it("keeps what an answer chose when it already forbids storing (the gate screens' no-store)", async () => {
    const headers = html("no-store");
    await applyResponsePolicy(headers, await contextFor(request()));
    expect(headers.get("Cache-Control")).toBe("no-store");
  });

  it("leaves a guest's non-HTML answer's caching to its route", async () => {
    const headers = new Headers({ "Content-Type": "application/json", "Cache-Control": "public, max-age=60" });
    await applyResponsePolicy(headers, await contextFor(request()));
    expect(headers.get("Cache-Control")).toBe("public, max-age=60");
  });

  it("applied twice (entry.server.tsx, then the Pages function) it adds nothing the second time", async () => {
    const context = await contextFor(request("el_session=forged-value"));
    const headers = html();
    await applyResponsePolicy(headers, context);
    const once = [...headers.getSetCookie()];
    await applyResponsePolicy(headers, context);
    expect(headers.getSetCookie()).toEqual(once);
    expect(once.map((c) => c.split("=")[0]).sort()).toEqual(["el_device", "el_session"]);
  });
});

describe("decision 050: a document's security headers", () => {
  const settings = { GATEWAY_URL: undefined, IMAGE_CDNS: [], CSP_FORM_ORIGINS: [] };

  it("puts the nonce in the CSP and sends HSTS, COOP and Permissions-Policy outside local development", () => {
    const headers = new Headers();
    applyDocumentSecurity(headers, { cookieOptions: { secrets, secure: true }, settings } as unknown as AppLoadContext, "QWJNJ3ig8zsIWsqyaNNpaw==");
    expect(headers.get("Content-Security-Policy")).toContain("script-src 'self' 'nonce-QWJNJ3ig8zsIWsqyaNNpaw==' 'strict-dynamic'");
    expect(headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
    expect(headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    expect(headers.get("Permissions-Policy")).toContain("camera=()");
    expect(headers.get("X-Frame-Options")).toBe("DENY");
    // §9 default image CDN list: the embedded gateway's own origin, which 'self' already is.
    expect(headers.get("Content-Security-Policy")).toContain("img-src 'self' data: blob:;");
  });

  it("adds an operator gateway's origin and the configured CDNs and pay hosts", () => {
    const headers = new Headers();
    const operator = {
      GATEWAY_URL: "https://gw.operator.example/api",
      IMAGE_CDNS: ["https://cdn.operator.example"],
      CSP_FORM_ORIGINS: ["https://pay.example"],
    };
    applyDocumentSecurity(headers, { cookieOptions: { secrets, secure: false }, settings: operator } as unknown as AppLoadContext, "QWJNJ3ig8zsIWsqyaNNpaw==");
    const csp = headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("img-src 'self' data: blob: https://gw.operator.example https://cdn.operator.example;");
    expect(csp).toContain("form-action 'self' https://gw.operator.example https://pay.example;");
    expect(csp).not.toContain("upgrade-insecure-requests");
    // Unconfigured, an operator gateway's origin is the one image CDN, listed once.
    const defaults = new Headers();
    applyDocumentSecurity(
      defaults,
      { cookieOptions: { secrets, secure: false }, settings: { ...operator, IMAGE_CDNS: [] } } as unknown as AppLoadContext,
      "QWJNJ3ig8zsIWsqyaNNpaw==",
    );
    expect(defaults.get("Content-Security-Policy")).toContain("img-src 'self' data: blob: https://gw.operator.example;");
    expect(headers.has("Strict-Transport-Security")).toBe(false);
  });
});
