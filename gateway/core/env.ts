import type { CreationLimitName } from "./throttle";
import { MODULE_NAMES, parseModuleList, type ModuleName } from "../../contract/capabilities";

/** The Workers rate-limiting binding (`[[ratelimits]]`): `limit({ key })` counts and answers. */
export type RateLimitBinding = { limit(options: { key: string }): Promise<{ success: boolean }> };

/** The bindings a deployment gives, by limit name; a limit without one is counted in D1. */
export type RateLimitBindings = Partial<Record<CreationLimitName, RateLimitBinding>>;

/** What the embedded gateway needs from its environment. */
export type GatewayEnv = {
  /**
   * The D1 binding. A request's handlers get it as one D1 session (core/request-database.ts), so a
   * deployment with read replication serves reads near the player; only prepare and batch work there.
   */
  DB: D1Database;
  MERCHANT_CODE: string;
  /** Opens sealed login and registration bodies (the app seals them with the same secret). */
  GATEWAY_SECRET: string;
  /**
   * Receipts of manual deposits (R2, decision 027). Optional so callers that never take a manual
   * deposit (most tests, scripts) need not bind it; without it a manual deposit is refused with
   * deposit.manual.unavailable.
   */
  RECEIPTS?: R2Bucket;
  /**
   * Workers rate-limiting bindings, by creation limit (gateway/core/limiter.ts). Only the gateway's own
   * Worker can have them (Pages accepts no [[ratelimits]]); a limit without one is counted in D1.
   */
  RATE_LIMITS?: RateLimitBindings;
  /**
   * The optional modules (contract/capabilities.ts) this gateway leaves out, from the worker's
   * GATEWAY_MODULES_OFF (readModulesOff). Unset: every module is offered.
   */
  MODULES_OFF?: readonly ModuleName[];
};

/** The variable that names the modules a deployment of the embedded gateway leaves out, comma-separated. */
export const MODULES_OFF_VARIABLE = "GATEWAY_MODULES_OFF";

/**
 * GATEWAY_MODULES_OFF ("responsibleGaming,redEnvelopes,contracts") as the modules to leave out, or
 * why it cannot be read: a name that is no module stops the gateway, as a typo must never leave a
 * module on that the operator meant to drop.
 */
export function readModulesOff(text: string | undefined): { ok: true; modules: ModuleName[] } | { ok: false; problem: string } {
  const { modules, unknown } = parseModuleList(text);
  if (unknown.length) return { ok: false, problem: `${MODULES_OFF_VARIABLE} names no module ${unknown.join(", ")} (the modules: ${MODULE_NAMES.join(", ")})` };
  return { ok: true, modules };
}

/** The modules this gateway offers: every one but those its configuration leaves out. */
export function offeredModules(env: Pick<GatewayEnv, "MODULES_OFF">): ModuleName[] {
  const off = env.MODULES_OFF ?? [];
  return MODULE_NAMES.filter((name) => !off.includes(name));
}

export function offersModule(env: Pick<GatewayEnv, "MODULES_OFF">, name: ModuleName): boolean {
  return !(env.MODULES_OFF ?? []).includes(name);
}

/** The clock is injectable so draws, expiries and lockouts can be tested. */
export type GatewayContext = {
  env: GatewayEnv;
  now: () => number;
};
