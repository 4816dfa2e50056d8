import type { Env, Settings } from "./env.server";
import { handleGatewayRequest } from "../../gateway/core/router";
import { handleGatewayPublicRequest } from "../../gateway/handlers/games-public";
import type { Transport } from "../gateway-client/client.server";

/**
 * How the app reaches its gateway (decisions 005 and 045): the one place that decides, once per
 * request, from env. services.server.ts builds each request's gateway client and /gw/* side from it.
 *
 *   | env                          | kind              | where                              | API calls go            | /gw/* side           |
 *   |------------------------------|-------------------|------------------------------------|-------------------------|----------------------|
 *   | GATEWAY_URL set              | "operator"        | a deploy on an operator's gateway  | fetch to GATEWAY_URL    | none (its own hosts) |
 *   | GATEWAY binding, no URL      | "service-binding" | a deploy with GATEWAY_WORKER       | the binding (worker.ts) | the binding          |
 *   | neither                      | "in-process"      | npm start, the tests, plain deploy | this isolate's gateway  | this isolate         |
 *
 * The service binding reaches gateway/worker.ts, the embedded gateway deployed as its own worker,
 * over the same HTTP protocol as an operator's. GATEWAY_URL wins over the binding: it names an
 * operator, and a leftover binding must not silently send players to the demo gateway.
 */
export type GatewayTransportKind = "operator" | "service-binding" | "in-process";

/**
 * True when no operator gateway is configured and the app answers from the embedded reference
 * gateway, in-process or as its own worker over the GATEWAY service binding (the same gateway in
 * another isolate). Only then may a page show what exists only there (seeded demo accounts, the
 * demo game page under /gw/*).
 */
export function runsOnEmbeddedGateway(settings: Pick<Settings, "GATEWAY_URL">): boolean {
  return !settings.GATEWAY_URL;
}

export function gatewayTransportKind(env: Pick<Env, "GATEWAY">, settings: Pick<Settings, "GATEWAY_URL">): GatewayTransportKind {
  if (!runsOnEmbeddedGateway(settings)) return "operator";
  return env.GATEWAY ? "service-binding" : "in-process";
}

/** Origin for the embedded gateway's requests: never resolved (in-process) or ignored (a service binding routes by binding, not host). */
export const EMBEDDED_ORIGIN = "http://embedded-gateway.invalid";

export type GatewayTransport = {
  kind: GatewayTransportKind;
  /** The API side: what the gateway client sends its calls through. */
  transport: Transport;
  baseUrl: string;
  /**
   * The browser-facing side (/gw/*: game art, the demo game page, the demo pay page), mounted on the
   * app's origin by app/routes/gw.$.tsx; null with an operator gateway, whose URLs point at its own hosts.
   */
  publicSide: ((request: Request) => Promise<Response>) | null;
};

export function createGatewayTransport(
  env: Pick<Env, "GATEWAY" | "DB" | "RECEIPTS">,
  settings: Pick<Settings, "GATEWAY_URL" | "MERCHANT_CODE" | "GATEWAY_SECRET"> & Partial<Pick<Settings, "GATEWAY_MODULES_OFF">>,
): GatewayTransport {
  const kind = gatewayTransportKind(env, settings);
  if (kind === "operator") return { kind, transport: (req) => fetch(req), baseUrl: settings.GATEWAY_URL!, publicSide: null };
  if (kind === "service-binding") {
    const binding = env.GATEWAY!;
    return {
      kind,
      transport: (req) => binding.fetch(req),
      baseUrl: EMBEDDED_ORIGIN,
      // The gateway worker serves /gw/* itself (gateway/worker.ts); the app forwards without the
      // player's cookies, which belong to the app and mean nothing to the gateway.
      publicSide: (req) => binding.fetch(withoutCookies(req)),
    };
  }
  const gatewayEnv = {
    DB: env.DB,
    RECEIPTS: env.RECEIPTS,
    MERCHANT_CODE: settings.MERCHANT_CODE,
    GATEWAY_SECRET: settings.GATEWAY_SECRET,
    MODULES_OFF: settings.GATEWAY_MODULES_OFF,
  };
  return {
    kind,
    transport: (req) => handleGatewayRequest(req, gatewayEnv),
    baseUrl: EMBEDDED_ORIGIN,
    publicSide: (req) => handleGatewayPublicRequest(req, gatewayEnv),
  };
}

function withoutCookies(request: Request): Request {
  const forwarded = new Request(request);
  forwarded.headers.delete("Cookie");
  return forwarded;
}
