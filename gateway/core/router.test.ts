import { describe, expect, it, vi } from "vitest";
import type { Handler } from "./handler";
import { HANDLERS, handleGatewayRequest } from "./router";
import { ROUTES, type RouteName } from "../../contract/routes";
import { CONTRACT_VERSION, CONTRACT_VERSION_HEADER } from "../../contract/version";

/** These refusals come before any query: a database that is never touched is enough. */
const env = { DB: {} as D1Database, MERCHANT_CODE: "edgelobby", GATEWAY_SECRET: "test-gateway-secret-0123456789" };

describe("embedded gateway: routing and merchant", () => {
  it("answers unknown routes with a 404 envelope", async () => {
    const res = await handleGatewayRequest(new Request("http://x/wps/nope", { headers: { "X-Merchant-Code": "edgelobby" } }), env);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, code: "route.not.found" });
  });
  it("refuses a wrong merchant code", async () => {
    const res = await handleGatewayRequest(new Request("http://x/wps/system/status", { headers: { "X-Merchant-Code": "other" } }), env);
    expect(res.status).toBe(403);
  });
});

describe("contract version: every answer says which version of the contract it speaks", () => {
  it("on a success, a refusal and an unknown route alike", async () => {
    const headers = { "X-Merchant-Code": "edgelobby" };
    const answers = await Promise.all([
      handleGatewayRequest(new Request(`http://x${ROUTES.trialTerms.path}`, { headers }), env),
      handleGatewayRequest(new Request(`http://x${ROUTES.memberInfo.path}`, { headers }), env),
      handleGatewayRequest(new Request("http://x/wps/nope", { headers }), env),
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 401, 404]);
    expect(answers.map((res) => res.headers.get(CONTRACT_VERSION_HEADER))).toEqual([CONTRACT_VERSION, CONTRACT_VERSION, CONTRACT_VERSION]);
  });
});

describe("sealed bodies (§7: login and register travel encrypted with an encryption header)", () => {
  it("refuses a plain-JSON login", async () => {
    const res = await handleGatewayRequest(
      new Request(`http://x${ROUTES.login.path}`, {
        method: "POST",
        headers: { "X-Merchant-Code": "edgelobby", "Content-Type": "application/json" },
        body: JSON.stringify({ username: "demo", password: "demo1234" }),
      }),
      env,
    );
    expect(await res.json()).toMatchObject({ success: false, code: "request.not.encrypted" });
  });
});

describe("trial terms (/m/trail): public, no token, no database", () => {
  it("answers the opening balance in major units and the currency symbol", async () => {
    const res = await handleGatewayRequest(new Request(`http://x${ROUTES.trialTerms.path}`, { headers: { "X-Merchant-Code": "edgelobby" } }), env);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, value: { openingBalance: 2000, currencySymbol: "₱" } });
  });
});

describe("last-resort handler: every handler's unexpected failure is caught, logged and answered alike", () => {
  const throwing = (auth: "none" | "optional") => ({
    auth,
    run: async (): Promise<Response> => {
      throw new TypeError("secret-internals: cannot read 'balance' of undefined");
    },
  });

  it("ASVS V16.5.4: a throwing handler is logged (gateway.handler_failed) and answered system.error, 500, no stack", async () => {
    const logged: string[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((line: string) => void logged.push(line));
    try {
      for (const [auth, route] of [
        ["none", "trialTerms"],
        ["optional", "vipLevels"],
      ] as const) {
        const res = await handleGatewayRequest(
          new Request(`http://x${ROUTES[route].path}`, {
            method: ROUTES[route].method,
            headers: { "X-Merchant-Code": "edgelobby", "X-Request-Id": `req-${auth}` },
          }),
          env,
          Date.now,
          { [route]: throwing(auth) },
        );
        expect(res.status).toBe(500);
        const body = await res.text();
        expect(JSON.parse(body)).toEqual({ success: false, code: "system.error", message: "Unknown error" });
        // Nothing of the failure reaches the caller: neither its message nor a stack frame.
        expect(body).not.toMatch(/secret-internals|TypeError|at .*router/);
      }
      expect(logged.map((line) => JSON.parse(line))).toEqual([
        expect.objectContaining({ level: "error", event: "gateway.handler_failed", requestId: "req-none", route: ROUTES.trialTerms.path }),
        expect.objectContaining({ level: "error", event: "gateway.handler_failed", requestId: "req-optional", route: ROUTES.vipLevels.path }),
      ]);
      const first = JSON.parse(logged[0]!) as { message: string; stack: string };
      expect(first.message).toBe("secret-internals: cannot read 'balance' of undefined");
      expect(first.stack).toContain("TypeError");
    } finally {
      spy.mockRestore();
    }
  });
});

describe("the route table (contract/routes.ts) is what the embedded gateway answers", () => {
  const names = Object.keys(ROUTES) as RouteName[];

  it("every route has a handler, and the handler's auth is the route's", () => {
    const disagreements = names.flatMap((name) => {
      const handler = HANDLERS[name];
      if (!handler) return [`${name}: no handler`];
      return handler.auth === ROUTES[name].auth ? [] : [`${name}: the handler says ${handler.auth}, the table ${ROUTES[name].auth}`];
    });
    expect(disagreements).toEqual([]);
  });

  it("every handler answers a route of the table", () => {
    expect(Object.keys(HANDLERS).filter((name) => !(name in ROUTES))).toEqual([]);
  });
});

describe("the router decides a call's auth by the route table", () => {
  const headers = { "X-Merchant-Code": "edgelobby" };
  /** A handler that answers anyone: only the table's auth can refuse a call to it. */
  const answersAnyone: Handler = { auth: "optional", run: async () => Response.json({ success: true, value: null }) };

  it("refuses a member route without a token (401 auth.required) before its handler runs", async () => {
    expect(ROUTES.wallet.auth).toBe("member");
    const res = await handleGatewayRequest(new Request(`http://x${ROUTES.wallet.path}`, { headers }), env, Date.now, { wallet: answersAnyone });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ success: false, code: "auth.required" });
  });

  it("runs the same handler on a route the table opens to guests", async () => {
    expect(ROUTES.vipLevels.auth).toBe("optional");
    const res = await handleGatewayRequest(new Request(`http://x${ROUTES.vipLevels.path}`, { headers }), env, Date.now, { vipLevels: answersAnyone });
    expect(res.status).toBe(200);
  });
});
