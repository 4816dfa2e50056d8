/**
 * The creation limiter (decision 073): what stops a client, or a crowd of addresses, from making
 * free-trial accounts, sign-ups and codes without end. Each action has a limit per device, per
 * address and site-wide (`CREATION_LIMITS` in throttle.ts, figures tunable in `site_settings`).
 *
 * A count is kept by a `Limiter`. The default is the D1 counter (`hit`: one UPSERT counts and
 * answers, so concurrent requests never slip past the limit together). When the gateway runs as
 * its own Worker with a Workers rate-limiting binding for a limit (`LIMIT_TRIAL_SITE` for
 * `trialSite`, gateway/wrangler.toml), that binding keeps the count instead: no hot D1 row for the
 * site-wide counters. Its figures are the binding's own (wrangler.toml, period 10 or 60 s), counted
 * per Cloudflare location and approximate; it does not say when a key frees up, so a refusal
 * answers its whole period as the wait.
 */
import type { GatewayContext, RateLimitBinding, RateLimitBindings } from "./env";
import { fail } from "./http";
import {
  CREATION_LIMIT_NAMES,
  clientDevice,
  clientIp,
  creationLimits,
  hit,
  type CreationAction,
  type CreationLimit,
  type CreationLimitName,
  type Limit,
  type LimitScope,
  type Verdict,
} from "./throttle";

export interface Limiter {
  /** Counts one attempt on `subject` and answers whether it was within `limit`. */
  take(subject: string, limit: Limit, now: number): Promise<Verdict>;
}

export function d1Limiter(db: D1Database): Limiter {
  return { take: (subject, limit, now) => hit(db, subject, limit, now) };
}

/** The longest period a binding can have (Cloudflare accepts 10 or 60 s): the wait a refusal names. */
export const BINDING_PERIOD_SECONDS = 60;

export function bindingLimiter(binding: RateLimitBinding): Limiter {
  return {
    async take(subject) {
      const { success } = await binding.limit({ key: subject });
      return { allowed: success, retryAfterSeconds: success ? 0 : BINDING_PERIOD_SECONDS };
    },
  };
}

/** The environment name of a limit's binding: trialSite → LIMIT_TRIAL_SITE. */
export function bindingName(name: CreationLimitName): string {
  return `LIMIT_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
}

const isBinding = (value: unknown): value is RateLimitBinding =>
  typeof value === "object" && value !== null && typeof (value as { limit?: unknown }).limit === "function";

/** The rate-limiting bindings among a Worker's env entries (LIMIT_…), by limit name. */
export function rateLimitBindings(env: Readonly<Record<string, unknown>>): RateLimitBindings {
  const out: RateLimitBindings = {};
  for (const name of CREATION_LIMIT_NAMES) {
    const value = env[bindingName(name)];
    if (isBinding(value)) out[name] = value;
  }
  return out;
}

/** The order an action's counts are taken in: the narrowest first, so one client's flood spends its own budget, not the site's. */
const SCOPE_ORDER: readonly LimitScope[] = ["device", "ip", "site"];

export type CreationVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number; limit: CreationLimitName };

/**
 * Counts one attempt at `action` against each of its limits (device — when the request names one —,
 * address, site) and answers the first refusal. A refused attempt is counted on the limits checked
 * before the one that refused, never after, so an address over its own limit spends none of the
 * site-wide budget.
 */
export async function checkCreation(ctx: GatewayContext, request: Request, action: CreationAction): Promise<CreationVerdict> {
  const limits = await creationLimits(ctx.env.DB);
  const d1 = d1Limiter(ctx.env.DB);
  const keys: Record<LimitScope, string | null> = { device: clientDevice(request), ip: clientIp(request), site: "all" };
  const now = ctx.now();
  const names = CREATION_LIMIT_NAMES.filter((name) => limits[name].action === action).sort(
    (a, b) => SCOPE_ORDER.indexOf(limits[a].scope) - SCOPE_ORDER.indexOf(limits[b].scope),
  );
  for (const name of names) {
    const limit: CreationLimit = limits[name];
    const key = keys[limit.scope];
    if (key === null) continue;
    const binding = ctx.env.RATE_LIMITS?.[name];
    const verdict = await (binding ? bindingLimiter(binding) : d1).take(`create:${name}:${key}`, limit, now);
    if (!verdict.allowed) return { allowed: false, retryAfterSeconds: verdict.retryAfterSeconds, limit: name };
  }
  return { allowed: true };
}

/** The refusal of a trial or a sign-up past a limit: nothing was created; the app says "try again later". */
export function tooMany(verdict: Extract<CreationVerdict, { allowed: false }>): Response {
  return fail("limit.exceeded", "Too many requests, please try again later", 429, { retryAfterSeconds: verdict.retryAfterSeconds });
}
