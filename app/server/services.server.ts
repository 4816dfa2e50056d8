import { Honeypot } from "remix-utils/honeypot/server";
import { handleGatewayRequest } from "../../gateway/router";
import { createGatewayClient, type ResponseCache, type Transport } from "../gateway/client.server";
import { createEncryptedSessionStorage, isLocalDevelopment } from "../session/session.server";
import { readSettings, type Env } from "./env.server";
import { HONEYPOT_FIELDS } from "./spam.server";

/** Placeholder origin for in-process calls: never resolved, never fetched. */
const EMBEDDED_ORIGIN = "http://embedded-gateway.invalid";

/** Everything a loader or action needs for one request, built from that request's env. */
export function createServices(request: Request, env: Env, ctx: { waitUntil(promise: Promise<unknown>): void }) {
  const settings = readSettings(env);
  const secure = !isLocalDevelopment(new URL(request.url));
  // App cookies of this request that failed to parse or verify; entry.server.tsx expires them.
  const invalidCookies = new Set<string>();

  const transport: Transport = settings.GATEWAY_URL
    ? (req) => fetch(req)
    : (req) => handleGatewayRequest(req, { DB: env.DB, MERCHANT_CODE: settings.MERCHANT_CODE, GATEWAY_SECRET: settings.GATEWAY_SECRET });

  return {
    settings,
    gateway: createGatewayClient({
      transport,
      baseUrl: settings.GATEWAY_URL ?? EMBEDDED_ORIGIN,
      merchantCode: settings.MERCHANT_CODE,
      timeoutMs: settings.GATEWAY_TIMEOUT_MS,
      clientIp: request.headers.get("CF-Connecting-IP"),
      bodySecret: settings.GATEWAY_SECRET,
      // workerd has caches.default; Node (the Vite dev server, unit tests) has no Cache API.
      cache:
        settings.EDGE_CACHE === "on" && typeof caches !== "undefined" && "default" in caches
          ? { store: (caches as unknown as { default: ResponseCache }).default, waitUntil: (p) => ctx.waitUntil(p) }
          : undefined,
    }),
    sessions: createEncryptedSessionStorage({ secrets: settings.SESSION_SECRET, secure, invalid: invalidCookies }),
    cookieOptions: { secrets: settings.SESSION_SECRET, secure },
    invalidCookies,
    honeypot: new Honeypot({ encryptionSeed: settings.HONEYPOT_SECRET, nameFieldName: HONEYPOT_FIELDS.name, validFromFieldName: HONEYPOT_FIELDS.validFrom }),
  };
}

export type Services = ReturnType<typeof createServices>;
