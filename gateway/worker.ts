/**
 * The embedded reference gateway as its own Worker (decision 045): what the app reaches over a
 * GATEWAY service binding instead of running the gateway in its own isolate. Deployed with
 * `wrangler deploy -c gateway/wrangler.toml` (docs/deploy.md); nothing here imports the app
 * (decision 016).
 *   /gw/*        the browser-facing side (art, demo game page, demo pay page); the app forwards its
 *                own /gw/* requests here, so players never need this worker's hostname
 *   everything else: the gateway API (/wps/…), the same protocol an operator's gateway speaks
 */
import { readModulesOff, type GatewayEnv, type RateLimitBinding } from "./core/env";
import { rateLimitBindings } from "./core/limiter";
import { handleGatewayRequest } from "./core/router";
import { handleGatewayPublicRequest } from "./handlers/games-public";
import { configureClock } from "../contract/clock";

/** Bindings and variables of gateway/wrangler.toml, plus the GATEWAY_SECRET secret. */
export type GatewayWorkerEnv = {
  /** With read replication on for this database, each request's reads are served near the player (decision 088). */
  DB: D1Database;
  RECEIPTS?: R2Bucket;
  MERCHANT_CODE?: string;
  GATEWAY_SECRET?: string;
  /** The optional modules this deployment leaves out, comma-separated (contract/capabilities.ts); unset: all offered. */
  GATEWAY_MODULES_OFF?: string;
  /** Test-only: pins the gateway's clock to this ISO-8601 instant with offset, running forward from there (contract/clock.ts). */
  EL_NOW?: string;
  /** Rate-limiting bindings (gateway/wrangler.toml [[ratelimits]]), one per creation limit: LIMIT_TRIAL_SITE… */
  [binding: `LIMIT_${string}`]: RateLimitBinding | undefined;
};

const DEFAULT_MERCHANT_CODE = "edgelobby";
/** As the app demands of its copy (app/server/env.server.ts): both sides must hold the same secret. */
const MIN_SECRET_LENGTH = 16;

/** The gateway's env from the worker's, or why it cannot run (named, so a misdeployment is obvious in the logs). */
export function readGatewayWorkerEnv(env: GatewayWorkerEnv): { ok: true; env: GatewayEnv } | { ok: false; problem: string } {
  if (!env.DB) return { ok: false, problem: "the DB (D1) binding is missing" };
  if (!env.GATEWAY_SECRET || env.GATEWAY_SECRET.length < MIN_SECRET_LENGTH) {
    return { ok: false, problem: `GATEWAY_SECRET must be set (at least ${MIN_SECRET_LENGTH} characters), the same value as the app's` };
  }
  const modulesOff = readModulesOff(env.GATEWAY_MODULES_OFF);
  if (!modulesOff.ok) return { ok: false, problem: modulesOff.problem };
  return {
    ok: true,
    env: {
      DB: env.DB,
      RECEIPTS: env.RECEIPTS,
      MERCHANT_CODE: env.MERCHANT_CODE || DEFAULT_MERCHANT_CODE,
      GATEWAY_SECRET: env.GATEWAY_SECRET,
      RATE_LIMITS: rateLimitBindings(env),
      MODULES_OFF: modulesOff.modules,
    },
  };
}

/**
 * readGatewayWorkerEnv once per env object: workerd hands every request of an isolate the same one,
 * and reading the bindings (each rate limit's, the module list) was a measurable share of a small
 * call's CPU. A new env object (a new deployment's isolate, a test's) is read afresh.
 */
const readEnvs = new WeakMap<GatewayWorkerEnv, ReturnType<typeof readGatewayWorkerEnv>>();
function gatewayEnvOf(env: GatewayWorkerEnv): ReturnType<typeof readGatewayWorkerEnv> {
  let read = readEnvs.get(env);
  if (!read) readEnvs.set(env, (read = readGatewayWorkerEnv(env)));
  return read;
}

export const isPublicSide = (pathname: string) => pathname === "/gw" || pathname.startsWith("/gw/");

export default {
  async fetch(request, env) {
    // Before anything reads the time; an invalid EL_NOW fails the request, never falls back to the real clock.
    configureClock(env.EL_NOW);
    const read = gatewayEnvOf(env);
    if (!read.ok) {
      // eslint-disable-next-line no-console -- before any request context exists, the Workers log is the only place to say it
      console.error(`gateway worker: ${read.problem}`);
      return new Response(`gateway misconfigured: ${read.problem}`, { status: 500, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    }
    const { pathname } = new URL(request.url);
    return isPublicSide(pathname) ? handleGatewayPublicRequest(request, read.env) : handleGatewayRequest(request, read.env);
  },
} satisfies ExportedHandler<GatewayWorkerEnv>;
