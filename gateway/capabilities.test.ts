import { describe, expect, it } from "vitest";
import { readModulesOff } from "./core/env";
import { handleGatewayRequest } from "./core/router";
import worker from "./worker";
import { MODULE_NAMES, UNSUPPORTED_MODULE_CODE } from "../contract/capabilities";
import { ROUTES, type RouteName } from "../contract/routes";
import { Capabilities } from "../contract/schemas/capabilities";
import { CONTRACT_VERSION } from "../contract/version";

/** These answers come before any query: a database that is never touched is enough. */
const SECRET = "test-gateway-secret-0123456789";
const env = { DB: {} as D1Database, MERCHANT_CODE: "edgelobby", GATEWAY_SECRET: SECRET };
const headers = { "X-Merchant-Code": "edgelobby" };

const ask = (route: RouteName, e: Parameters<typeof handleGatewayRequest>[1] = env) =>
  handleGatewayRequest(new Request(`http://x${ROUTES[route].path}`, { method: ROUTES[route].method, headers }), e);

describe("the capabilities call (contract/capabilities.ts)", () => {
  it("offers every module by default, with the contract version, to anyone (no token)", async () => {
    const res = await ask("capabilities");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; value: unknown };
    expect(body.success).toBe(true);
    expect(Capabilities.parse(body.value)).toEqual({ contractVersion: CONTRACT_VERSION, modules: MODULE_NAMES });
  });

  it("leaves out the modules GATEWAY_MODULES_OFF names", async () => {
    const res = await ask("capabilities", { ...env, MODULES_OFF: ["responsibleGaming", "contracts"] });
    const { value } = (await res.json()) as { value: { modules: string[] } };
    expect(value.modules).not.toContain("responsibleGaming");
    expect(value.modules).not.toContain("contracts");
    expect(value.modules).toContain("redEnvelopes");
    expect(value.modules).toHaveLength(MODULE_NAMES.length - 2);
  });
});

describe("a route of a module left out is refused before its handler runs", () => {
  const off = { ...env, MODULES_OFF: ["responsibleGaming", "redEnvelopes", "trial"] as const };

  it("answers 404 module.unsupported naming the module, whatever the token or body", async () => {
    for (const [route, module] of [
      ["rgMarket", "responsibleGaming"],
      ["grabRedRain", "redEnvelopes"],
      ["trialTerms", "trial"],
    ] as const) {
      const res = await ask(route, off);
      expect(res.status, route).toBe(404);
      expect(await res.json()).toEqual({ success: false, code: UNSUPPORTED_MODULE_CODE, message: expect.any(String), value: { module } });
    }
  });

  it("answers the same route as usual while its module is offered", async () => {
    // trialTerms needs no database (router.test.ts): the handler ran.
    const res = await ask("trialTerms", env);
    expect(res.status).toBe(200);
  });

  it("never refuses a route of the core", async () => {
    const res = await ask("capabilities", off);
    expect(res.status).toBe(200);
  });
});

describe("GATEWAY_MODULES_OFF", () => {
  it("reads a list of module names", () => {
    expect(readModulesOff("responsibleGaming, redEnvelopes,contracts")).toEqual({ ok: true, modules: ["responsibleGaming", "redEnvelopes", "contracts"] });
    expect(readModulesOff(undefined)).toEqual({ ok: true, modules: [] });
  });

  it("stops the gateway worker on a name that is no module, naming it (a typo must not leave a module on)", async () => {
    expect(readModulesOff("rewards,redEnvelope")).toMatchObject({ ok: false, problem: expect.stringContaining("redEnvelope") });
    const res = (await worker.fetch(new Request(`http://gw${ROUTES.capabilities.path}`, { headers }) as Request<unknown, IncomingRequestCfProperties>, {
      DB: env.DB,
      GATEWAY_SECRET: SECRET,
      GATEWAY_MODULES_OFF: "redEnvelope",
    })) as Response;
    expect(res.status).toBe(500);
    expect(await res.text()).toContain("GATEWAY_MODULES_OFF");
  });

  it("is the worker's variable: its modules are refused", async () => {
    const res = (await worker.fetch(new Request(`http://gw${ROUTES.rgMarket.path}`, { headers }) as Request<unknown, IncomingRequestCfProperties>, {
      DB: env.DB,
      GATEWAY_SECRET: SECRET,
      GATEWAY_MODULES_OFF: "responsibleGaming",
    })) as Response;
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: UNSUPPORTED_MODULE_CODE });
  });
});
