import { ROUTES } from "@contract/routes";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as rootLoader } from "~/root";
import { loader as balanceLoader } from "~/routes/m.balance";
import { loader as healthLoader } from "~/routes/m.healthz";
import { action as loginAction } from "~/routes/m.login";
import { loader as offlineLoader } from "~/routes/m.offline";
import { loader as historyLoader } from "~/routes/m.securityCenter_.history";
import { loader as receiptLoader } from "~/routes/m.vouReport_.receipt.$id.$index";
import { DEVICE_MAX_AGE_SECONDS } from "~/session/device.server";
import { honeypotFields, signedInCookie, toResponse, type RouteFunction, routeArgs } from "~/testing/forms";
import { TEST_ENV, appContext, appRequest, cookiesFrom } from "~/testing/load-context";
import type { Env } from "./env.server";
import { forgetKeptCapabilities } from "./isolate-capabilities.server";
import { withResponsePolicy } from "./response-policy.server";
import { handleGatewayRequest } from "../../gateway/core/router";
import { freshDatabase } from "../../gateway/testing";

/**
 * What a player's browser receives for whole requests: the route's answer finished the way the
 * Pages function (functions/[[path]].ts) finishes every answer React Router gives, over the embedded
 * gateway reached as a service binding, so a test can slow it down or watch what it is sent.
 */
let db: D1Database;
let dispose: () => Promise<void>;
beforeAll(async () => ({ db, dispose } = await freshDatabase()));
afterAll(() => dispose());

/** The embedded gateway as a GATEWAY service binding: each call goes through `around` first. */
function gatewayBinding(around: (request: Request, next: () => Promise<Response>) => Promise<Response>): Fetcher {
  const gatewayEnv = { DB: db, MERCHANT_CODE: "edgelobby", GATEWAY_SECRET: TEST_ENV.GATEWAY_SECRET };
  return { fetch: (request: Request) => around(request, () => handleGatewayRequest(request, gatewayEnv)) } as unknown as Fetcher;
}

/** A gateway that answers every call `ms` late (or drops it when the app gives up on it). */
const slowGateway = (ms: number) =>
  gatewayBinding(
    (request, next) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => resolve(next()), ms);
        request.signal.addEventListener("abort", () => {
          clearTimeout(timer);
          reject(new DOMException("aborted", "AbortError"));
        });
      }),
  );

/** One request: its load context, the route's answer (returned or thrown), finished as the Pages function does. */
async function answer(fn: RouteFunction, request: Request, env: Partial<Env> = {}, params: Record<string, string> = {}) {
  const context = await appContext(db, request, { env });
  let response: Response;
  try {
    response = toResponse(await fn(routeArgs(request, context, params)));
  } catch (thrown) {
    if (thrown instanceof Error) throw thrown;
    response = toResponse(thrown);
  }
  return { context, response: await withResponsePolicy(response, context) };
}

const setCookie = (response: Response, name: string) => response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`)) ?? null;
/** The Set-Cookie of `name`, which the answer must have. */
function issued(response: Response, name: string): string {
  const cookie = setCookie(response, name);
  if (cookie === null) throw new Error(`the answer sets no ${name}`);
  return cookie;
}
const expires = (response: Response, name: string) => /Max-Age=0/.test(setCookie(response, name) ?? "");

/** The id inside a signed el_device value (React Router's signed cookie: base64 JSON, a dot, the signature). */
function deviceIdOf(setCookieHeader: string): string {
  const value = decodeURIComponent(setCookieHeader.slice("el_device=".length, setCookieHeader.indexOf(";")));
  return JSON.parse(decodeURIComponent(escape(atob(value.slice(0, value.lastIndexOf("."))))));
}

describe("one page budget — a gateway answering each call in '5 s' with a budget of '8 s' (scaled to 1,000/1,600 ms)", () => {
  /**
   * A page's own call goes out beside the site status; what it waits for first is the gateway's
   * capabilities, and only when its isolate has none yet: forgetting the kept ones (the sign-in
   * read them) makes the measured request the isolate's first.
   */

  it("a member page that waits for two calls in a row (an isolate's first capabilities, then its own) shows its timeout error by the budget, not after both calls", async () => {
    const cookie = await signedInCookie(db);
    forgetKeptCapabilities();
    const started = Date.now();
    const { response } = await answer(historyLoader, appRequest("/m/securityCenter/history", { cookie }), {
      GATEWAY: slowGateway(1000),
      GATEWAY_TIMEOUT_MS: "1600",
    });
    const elapsed = Date.now() - started;
    // gatewayFailure's answer: the route's error boundary shows the timeout message with its retry.
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ reason: "gateway.timeout" });
    // Per-call deadlines would have let both calls finish: 2 × 1,000 ms and a 200.
    expect(elapsed).toBeGreaterThanOrEqual(1550);
    expect(elapsed).toBeLessThan(1900);
  });

  it("the root loader and the page loader of one navigation share it: both end by the budget", async () => {
    const cookie = await signedInCookie(db);
    forgetKeptCapabilities();
    const request = appRequest("/m/securityCenter/history", { cookie });
    const context = await appContext(db, request, { env: { GATEWAY: slowGateway(1000), GATEWAY_TIMEOUT_MS: "1600" } });
    const run = (fn: RouteFunction) =>
      Promise.resolve()
        .then(() => fn(routeArgs(request, context)))
        .then(toResponse, (thrown: unknown) => (thrown instanceof Error ? Promise.reject(thrown) : toResponse(thrown)));
    const started = Date.now();
    const [root, page] = await Promise.all([run(rootLoader), run(historyLoader)]);
    expect(Date.now() - started).toBeLessThan(1900);
    // The root's site status came in time (1,000 ms, beside the capabilities); the page's own call, after them, did not.
    expect(root.status).toBe(200);
    expect(page.status).toBe(504);
  });

  it("once the isolate has the capabilities, a page's call goes out beside the site status: one round trip, in time", async () => {
    const cookie = await signedInCookie(db);
    // An earlier request of the isolate read them (the gateway as fast as usual).
    await (await appContext(db, appRequest("/m/home"), {})).unofferedModules();
    const started = Date.now();
    const { response } = await answer(historyLoader, appRequest("/m/securityCenter/history", { cookie }), {
      GATEWAY: slowGateway(1000),
      GATEWAY_TIMEOUT_MS: "1600",
    });
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1550);
  });

  it("a deferred (streamed) section's call ends with the budget as well: it settles as null, the section's empty state", async () => {
    const context = await appContext(db, appRequest("/m/home"), { env: { GATEWAY: slowGateway(1000), GATEWAY_TIMEOUT_MS: "600" } });
    const started = Date.now();
    expect(await context.deferred(context.gateway.call("serviceLinks"), "test.section")).toBeNull();
    expect(Date.now() - started).toBeLessThan(900);
  });

  it("after the budget is spent, a later call of the same request fails at once", async () => {
    const request = appRequest("/m/home");
    const context: AppLoadContext = await appContext(db, request, { env: { GATEWAY: slowGateway(500), GATEWAY_TIMEOUT_MS: "300" } });
    await expect(context.siteStatus()).rejects.toMatchObject({ kind: "timeout" });
    const started = Date.now();
    await expect(context.gateway.call("serviceLinks")).rejects.toMatchObject({ kind: "timeout" });
    expect(Date.now() - started).toBeLessThan(50);
  });
});

describe("the device cookie el_device", () => {
  it("a first request gets one: a signed 128-bit id, HttpOnly, SameSite=Lax, 400 days, Secure outside local development", async () => {
    const { response } = await answer(balanceLoader, appRequest("/m/balance"));
    const cookie = issued(response, "el_device");
    expect(cookie).toMatch(new RegExp(`; Max-Age=${DEVICE_MAX_AGE_SECONDS}(;|$)`));
    expect(DEVICE_MAX_AGE_SECONDS).toBe(400 * 86400);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).toMatch(/; HttpOnly(;|$)/);
    expect(cookie).toMatch(/; SameSite=Lax(;|$)/);
    expect(cookie).not.toMatch(/Secure/);
    expect(deviceIdOf(cookie)).toMatch(/^[0-9a-f]{32}$/);

    const deployed = await answer(healthLoader, new Request("https://lobby.example/m/healthz"));
    expect(setCookie(deployed.response, "el_device")).toMatch(/; Secure(;|$)/);
  });

  it("a second request sends its verified id to the gateway as X-Client-Device on every call, and gets no new cookie", async () => {
    const first = await answer(healthLoader, appRequest("/m/healthz"));
    const id = deviceIdOf(issued(first.response, "el_device"));
    const cookie = cookiesFrom(first.response, await signedInCookie(db));
    const seen: Array<string | null> = [];
    const spy = gatewayBinding((request, next) => (seen.push(request.headers.get("X-Client-Device")), next()));
    const { response } = await answer(balanceLoader, appRequest("/m/balance", { cookie }), { GATEWAY: spy });
    expect((await response.json()) as { ok: boolean }).toMatchObject({ ok: true });
    // The gate's site status and the wallet (and the capabilities, when this isolate has not kept them yet): each carries it.
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen.filter((sent) => sent !== id)).toEqual([]);
    expect(setCookie(response, "el_device")).toBeNull();
  });

  it("a forged one (changed id, or a value without a valid signature) is not sent to the gateway and is replaced by a new one", async () => {
    const genuine = issued((await answer(healthLoader, appRequest("/m/healthz"))).response, "el_device");
    const value = decodeURIComponent(genuine.slice("el_device=".length, genuine.indexOf(";")));
    const otherId = btoa(JSON.stringify("0".repeat(32)));
    const forgeries = [`${otherId}${value.slice(value.lastIndexOf("."))}`, "0".repeat(32), `${otherId}.`];
    for (const forged of forgeries) {
      const seen: Array<string | null> = [];
      const spy = gatewayBinding((request, next) => (seen.push(request.headers.get("X-Client-Device")), next()));
      const cookie = `el_device=${encodeURIComponent(forged)}; ${await signedInCookie(db)}`;
      const { response } = await answer(balanceLoader, appRequest("/m/balance", { cookie }), { GATEWAY: spy });
      expect(seen.length, forged).toBeGreaterThan(0);
      expect(
        seen.every((h) => h === null),
        forged,
      ).toBe(true);
      const replacement = issued(response, "el_device");
      expect(expires(response, "el_device"), forged).toBe(false);
      expect(deviceIdOf(replacement)).not.toBe("0".repeat(32));
    }
  });
});

describe("a forged session cookie is cleared on any answer, not only documents", () => {
  const forged = "el_session=forged-value";

  it("a loader's data answer (.data, a fetcher's JSON)", async () => {
    const { response } = await answer(balanceLoader, appRequest("/m/balance", { cookie: forged }));
    expect(response.status).toBe(200);
    expect(expires(response, "el_session")).toBe(true);
  });

  it("an action's answer", async () => {
    const body = new URLSearchParams({ method: "username", username: "", password: "" });
    const request = appRequest("/m/login?index", { method: "POST", body, cookie: forged, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    const { response } = await answer(loginAction, request);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(expires(response, "el_session")).toBe(true);
  });

  it("a redirect (a member page sending the now signed-out player to sign in)", async () => {
    const { response } = await answer(historyLoader, appRequest("/m/securityCenter/history", { cookie: forged }));
    expect(response.status).toBe(302);
    expect(expires(response, "el_session")).toBe(true);
  });

  it("a resource route (the health check, a receipt image)", async () => {
    expect(expires((await answer(healthLoader, appRequest("/m/healthz", { cookie: forged }))).response, "el_session")).toBe(true);
    const receipt = await answer(receiptLoader, appRequest("/m/vouReport/receipt/1/1", { cookie: forged }), {}, { id: "1", index: "1" });
    expect(expires(receipt.response, "el_session")).toBe(true);
  });

  it("a new session set by the answer is never expired by the old value's failure (signing in over a forged cookie)", async () => {
    const body = new URLSearchParams({ method: "username", username: "demo", password: "demo1234", ...(await honeypotFields(db)) });
    const request = appRequest("/m/login?index", { method: "POST", body, cookie: forged, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    const { response } = await answer(loginAction, request);
    expect(response.status).toBe(302);
    expect(setCookie(response, "el_session")).not.toBeNull();
    expect(expires(response, "el_session")).toBe(false);
  });
});

describe("caching of HTML and receipts", () => {
  it("a resource route's HTML (the offline page) is private, no-store like every document", async () => {
    const { response } = await answer(offlineLoader, appRequest("/m/offline?lng=en"));
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("a deposit receipt image is private, no-store: nothing keeps it after sign-out", async () => {
    const cookie = await signedInCookie(db);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const gateway = gatewayBinding((request, next) =>
      new URL(request.url).pathname === ROUTES.depositReceipt.path ? Promise.resolve(new Response(png, { headers: { "Content-Type": "image/png" } })) : next(),
    );
    const request = appRequest("/m/vouReport/receipt/8000000003/2", { cookie });
    const { response } = await answer(receiptLoader, request, { GATEWAY: gateway }, { id: "8000000003", index: "2" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });
});
