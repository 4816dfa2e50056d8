import { deepFreeze } from "@contract/deep-freeze";
import { z } from "zod";
import { parseOriginList } from "./security-headers";
import { readModulesOff } from "../../gateway/core/env";
import { parseImageCdns } from "../rules/image-cdn";

/** Bindings and variables from wrangler.toml and secrets from .dev.vars / the Pages dashboard. */
export interface Env {
  /** The embedded gateway's database (in-process transport; unused when GATEWAY is bound or GATEWAY_URL set). */
  DB: D1Database;
  /**
   * Optional service binding to the embedded gateway deployed as its own worker (gateway/worker.ts,
   * decision 045). Ignored when GATEWAY_URL names an operator gateway.
   */
  GATEWAY?: Fetcher;
  /** Receipts of manual deposits (the embedded gateway's R2 bucket, decision 027). */
  RECEIPTS?: R2Bucket;
  GATEWAY_URL?: string;
  MERCHANT_CODE?: string;
  /**
   * The embedded gateway's GATEWAY_MODULES_OFF (gateway/core/env.ts), for the gateway the app runs
   * in-process: the optional modules it leaves out, comma-separated. An operator's gateway and the
   * gateway worker read their own configuration; the app learns what they offer from the capabilities call.
   */
  GATEWAY_MODULES_OFF?: string;
  /** The page budget in ms: all the gateway calls of one request share it, from the request's start. */
  GATEWAY_TIMEOUT_MS?: string;
  SESSION_SECRET?: string;
  HONEYPOT_SECRET?: string;
  GATEWAY_SECRET?: string;
  EDGE_CACHE?: string;
  /**
   * The image CDNs (§3, §9): comma-separated https origins content images are served from; one is
   * picked at random per isolate and img-src allows exactly these. Unset: the gateway's own origin.
   */
  IMAGE_CDNS?: string;
  /** Replaced by IMAGE_CDNS; still read only to refuse it, so an old configuration is not silently ignored. */
  CSP_IMAGE_ORIGINS?: string;
  /** Extra https origins a form may post or be redirected to (pay pages, game hosts), for form-action. */
  CSP_FORM_ORIGINS?: string;
  /** Where the player's address comes from: "cloudflare" (CF-Connecting-IP) or "socket"; unset, the URL decides (decision 072). */
  CLIENT_IP_SOURCE?: string;
  /**
   * Test-only: the browser tests' servers pin the server's clock to this ISO-8601 instant with offset
   * (e.g. 2026-11-28T10:00:00+08:00), from which it runs forward (contract/clock.ts). Never set in
   * production; unset, the real clock. An invalid value fails every request.
   */
  EL_NOW?: string;
}

/** An origin list for the CSP; a malformed entry fails like a missing secret, never weakens the policy. */
const originList = z
  .string()
  .optional()
  .transform((value, ctx) => {
    try {
      return parseOriginList(value);
    } catch (e) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: e instanceof Error ? e.message : String(e) });
      return z.NEVER;
    }
  });

/** The image CDN list; a malformed entry is a startup error naming it, never dropped. */
const imageCdns = z
  .string()
  .optional()
  .transform((value, ctx) => {
    try {
      return parseImageCdns(value);
    } catch (e) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: e instanceof Error ? e.message : String(e) });
      return z.NEVER;
    }
  });

const Settings = z.object({
  GATEWAY_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  MERCHANT_CODE: z.string().min(1).default("edgelobby"),
  GATEWAY_MODULES_OFF: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const read = readModulesOff(value);
      if (read.ok) return read.modules;
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: read.problem });
      return z.NEVER;
    }),
  GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  // Comma-separated: the first encrypts, all decrypt, so secrets can be rotated without signing everyone out.
  SESSION_SECRET: z
    .string()
    .min(16, "SESSION_SECRET must be set (at least 16 characters)")
    .transform((s) =>
      s
        .split(",")
        .map((x) => x.trim())
        .filter(Boolean),
    ),
  HONEYPOT_SECRET: z.string().min(16, "HONEYPOT_SECRET must be set (at least 16 characters)"),
  // Seals login and registration bodies to the gateway (§7); the embedded gateway opens them with it.
  GATEWAY_SECRET: z.string().min(16, "GATEWAY_SECRET must be set (at least 16 characters)"),
  // "off" skips the edge cache of token-less gateway reads (docs/decisions/011): the browser tests
  // change content in D1 and must see it at once; production keeps it on.
  EDGE_CACHE: z.enum(["on", "off"]).default("on"),
  // Unset: CF-Connecting-IP deployed, the loopback connection locally (app/server/client-address.ts).
  CLIENT_IP_SOURCE: z.enum(["cloudflare", "socket"]).optional(),
  // Comma-separated https origins: the image CDNs (img-src allows exactly these) and the form hosts
  // added to the Content-Security-Policy's form-action (decision 050).
  IMAGE_CDNS: imageCdns,
  CSP_IMAGE_ORIGINS: z
    .string()
    .optional()
    .refine((value) => !value?.trim(), "replaced by IMAGE_CDNS (the image CDNs, which img-src allows): move the origins there")
    .transform(() => undefined),
  CSP_FORM_ORIGINS: originList,
});
export type Settings = z.infer<typeof Settings>;

/** The env fields the settings are made of: a change in any of them is a new configuration. */
const SETTING_FIELDS = Object.keys(Settings.shape) as (keyof Settings & keyof Env)[];

/** The last configuration read in this isolate: the env object it came from, its raw fields, the result. */
let lastRead: { env: Env; raw: string; settings: Settings } | null = null;

/**
 * Secrets are read per request (Workers hand env to each request), never at module load. The parse
 * (zod, with URL and origin-list checks) cost about 1.3 ms of every request's CPU (* decision 063), and an isolate sees the same env on every request: the result is kept and reused
 * while the raw fields are unchanged. Frozen, because every request of the isolate shares it.
 */
export function readSettings(env: Env): Settings {
  // When the runtime hands a request the env object of the last read, not even the fields need reading
  // (the bench showed Miniflare passing a new object per request, so the fields are the real check).
  if (lastRead?.env === env) return lastRead.settings;
  const raw = JSON.stringify(SETTING_FIELDS.map((field) => env[field] ?? null));
  if (lastRead?.raw === raw) {
    lastRead = { ...lastRead, env };
    return lastRead.settings;
  }
  const parsed = Settings.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  }
  const settings = deepFreeze(parsed.data);
  lastRead = { env, raw, settings };
  return settings;
}
