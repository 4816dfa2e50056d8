import type { AppLoadContext } from "react-router";
import type { Env } from "~/server/env.server";
import { getLoadContext } from "../../load-context";

/**
 * Test harness for loaders and actions: the real getLoadContext over a real D1 (gateway/testing.ts
 * freshDatabase), so a test drives a route exactly as the Pages function would, minus HTTP.
 */
export const TEST_ENV = {
  SESSION_SECRET: "unit-test-session-secret-0123456789",
  HONEYPOT_SECRET: "unit-test-honeypot-secret-0123456789",
  GATEWAY_SECRET: "unit-test-gateway-secret-0123456789",
  EDGE_CACHE: "off",
  // The tests play Cloudflare's edge: each sends its own CF-Connecting-IP (decision 072).
  CLIENT_IP_SOURCE: "cloudflare",
} as const;

export async function appContext(db: D1Database, request: Request, options: { country?: string; env?: Partial<Env> } = {}): Promise<AppLoadContext> {
  const env: Env = { DB: db, ...TEST_ENV, ...options.env };
  const ctx = { waitUntil: () => {}, passThroughOnException: () => {} };
  return (await getLoadContext({
    request,
    context: { cloudflare: { env, ctx, cf: options.country ? { country: options.country } : undefined } },
  })) as AppLoadContext;
}

/** Where the test requests go: loopback, as in local development. */
export const APP_ORIGIN = "http://127.0.0.1:8788";

/** A request from a phone on loopback (local development: cookies without Secure). */
export function appRequest(path: string, init: RequestInit & { cookie?: string } = {}): Request {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("Cookie", init.cookie);
  if (!headers.has("CF-Connecting-IP")) headers.set("CF-Connecting-IP", "203.0.113.7");
  return new Request(new URL(path, APP_ORIGIN), { ...init, headers });
}

/** The name=value pairs of a response's Set-Cookie headers, ready to send back as a Cookie header. */
export function cookiesFrom(response: Response | Headers, previous = ""): string {
  const headers = response instanceof Headers ? response : response.headers;
  const jar = new Map(
    previous
      .split(/;\s*/)
      .filter(Boolean)
      .map((p) => [p.split("=")[0]!, p] as const),
  );
  for (const c of headers.getSetCookie()) {
    const pair = c.split(";")[0]!;
    const name = pair.split("=")[0]!;
    if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(c)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}
