import { describe, expect, it } from "vitest";
import { handleGatewayRequest } from "./router";
import { ROUTES } from "../shared/routes";

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
