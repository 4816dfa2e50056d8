import type { CreationLimitName } from "./throttle";

/** The Workers rate-limiting binding (`[[ratelimits]]`): `limit({ key })` counts and answers. */
export type RateLimitBinding = { limit(options: { key: string }): Promise<{ success: boolean }> };

/** The bindings a deployment gives, by limit name; a limit without one is counted in D1. */
export type RateLimitBindings = Partial<Record<CreationLimitName, RateLimitBinding>>;

/** What the embedded gateway needs from its environment. */
export type GatewayEnv = {
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
};

/** The clock is injectable so draws, expiries and lockouts can be tested. */
export type GatewayContext = {
  env: GatewayEnv;
  now: () => number;
};
