/**
 * Throttles over D1: a counter per subject over a window that starts at the subject's
 * first hit and restarts once it has passed. One UPSERT counts and answers, so two requests at
 * the same instant cannot both slip under the limit.
 */
export type Limit = { max: number; windowMs: number };
export type Verdict = { allowed: boolean; retryAfterSeconds: number };

export async function hit(db: D1Database, subject: string, limit: Limit, now: number): Promise<Verdict> {
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (subject, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT(subject) DO UPDATE SET
         count = CASE WHEN window_start > ?2 - ?3 THEN count + 1 ELSE 1 END,
         window_start = CASE WHEN window_start > ?2 - ?3 THEN window_start ELSE ?2 END
       RETURNING window_start, count`,
    )
    .bind(subject, now, limit.windowMs)
    .first<{ window_start: number; count: number }>();
  return verdict(row ?? { window_start: now, count: 1 }, limit, now);
}

/** Pure: the answer for a counter after a hit. */
export function verdict(row: { window_start: number; count: number }, limit: Limit, now: number): Verdict {
  const allowed = row.count <= limit.max;
  return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((row.window_start + limit.windowMs - now) / 1000)) };
}

/** The caller's address as the app forwards it; one shared bucket when it is missing. */
export function clientIp(request: Request): string {
  return request.headers.get("X-Client-IP")?.slice(0, 64) || "unknown";
}

/**
 * The device id the app vouched for (the value of its signed device cookie), or null when it sent
 * none or something that is not one. Per-device counts and known devices hang on it.
 */
export function clientDevice(request: Request): string | null {
  const value = request.headers.get("X-Client-Device");
  return value && /^[A-Za-z0-9_-]{16,64}$/.test(value) ? value : null;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The limits, in one place (decision 013). */
export const LIMITS = {
  /** SMS codes sent to one number, all purposes together. */
  smsPerNumber: { max: 5, windowMs: HOUR },
  /** Code guesses from one address, across numbers and purposes. */
  verifyPerIp: { max: 20, windowMs: 10 * MINUTE },
  /** Accounts created from one address before each further one needs a captcha. */
  registrationsPerIp: { max: 3, windowMs: HOUR },
  /**
   * Feedback a member may send (accepted ones, counted from the feedback table): with up to 3
   * images of 5 MB each, 5 a day bounds what one account can put in storage at 75 MB a day, and is
   * more than a player with a real problem writes.
   */
  feedbackPerMember: { max: 5, windowMs: 24 * HOUR },
} satisfies Record<string, Limit>;

/** What an anonymous caller can make the operator pay for: an account, a sign-up, a code sent. */
export type CreationAction = "trial" | "register" | "sms" | "email";
/** Who a count is kept for: the caller's device, the caller's address, or the whole site. */
export type LimitScope = "device" | "ip" | "site";
export type CreationLimit = Limit & { action: CreationAction; scope: LimitScope };

/**
 * The creation limits (decision 073), by name: defaults an operator overrides in `site_settings`
 * with `limit.<name>.max` and `limit.<name>.windowSeconds` (see `creationLimits`). Per device and
 * per address they stop one client; site-wide they cap what a patient attacker with many
 * addresses and no device cookie can make per window, whatever the spread. Each action's limits
 * are checked device, address, site in that order, and the first refusal answers.
 */
export const CREATION_LIMITS = {
  /** Free-trial accounts (play money): a player needs one at a time; a household or a café a few. */
  trialPerDevice: { action: "trial", scope: "device", max: 3, windowMs: HOUR },
  trialPerIp: { action: "trial", scope: "ip", max: 10, windowMs: HOUR },
  /** The flood cap: 20 a minute at most, site-wide (a 10 s flood of 8 connections made 192). */
  trialSite: { action: "trial", scope: "site", max: 20, windowMs: MINUTE },
  /** Sign-ups: past `registrationsPerIp` an address also needs a captcha; past these it waits. */
  registerPerDevice: { action: "register", scope: "device", max: 5, windowMs: HOUR },
  registerPerIp: { action: "register", scope: "ip", max: 20, windowMs: HOUR },
  registerSite: { action: "register", scope: "site", max: 60, windowMs: MINUTE },
  /** SMS codes (numbers an address does not own cost the operator too). */
  smsPerDevice: { action: "sms", scope: "device", max: 10, windowMs: HOUR },
  smsPerIp: { action: "sms", scope: "ip", max: 10, windowMs: HOUR },
  smsSite: { action: "sms", scope: "site", max: 120, windowMs: 10 * MINUTE },
  /** E-mail codes (a member's own address; the per-member limits stay in the handler). */
  emailPerDevice: { action: "email", scope: "device", max: 10, windowMs: HOUR },
  emailPerIp: { action: "email", scope: "ip", max: 20, windowMs: HOUR },
  emailSite: { action: "email", scope: "site", max: 120, windowMs: 10 * MINUTE },
} as const satisfies Record<string, CreationLimit>;
export type CreationLimitName = keyof typeof CREATION_LIMITS;
export const CREATION_LIMIT_NAMES = Object.keys(CREATION_LIMITS) as CreationLimitName[];

/** The largest figure a setting may give (a window of at most a week): larger is a typo, not a policy. */
const MAX_SETTING = { max: 1_000_000, windowSeconds: 7 * 24 * 3600 };

/**
 * Pure: the limits in force, the defaults overridden by whichever `limit.<name>.max` and
 * `limit.<name>.windowSeconds` settings are positive whole numbers in range (others are ignored).
 */
export function applyLimitSettings(settings: ReadonlyMap<string, string>): Record<CreationLimitName, CreationLimit> {
  const read = (key: string, ceiling: number): number | null => {
    const raw = settings.get(key);
    if (raw === undefined || !/^\d{1,9}$/.test(raw.trim())) return null;
    const n = Number(raw);
    return n >= 1 && n <= ceiling ? n : null;
  };
  return Object.fromEntries(
    CREATION_LIMIT_NAMES.map((name) => {
      const base = CREATION_LIMITS[name];
      const max = read(`limit.${name}.max`, MAX_SETTING.max) ?? base.max;
      const seconds = read(`limit.${name}.windowSeconds`, MAX_SETTING.windowSeconds);
      return [name, { ...base, max, windowMs: seconds === null ? base.windowMs : seconds * 1000 }];
    }),
  ) as Record<CreationLimitName, CreationLimit>;
}

/** The limits in force, read from `site_settings` on each call (an operator's change applies at once). */
export async function creationLimits(db: D1Database): Promise<Record<CreationLimitName, CreationLimit>> {
  const { results } = await db.prepare("SELECT key, value FROM site_settings WHERE key LIKE 'limit.%'").all<{ key: string; value: string }>();
  return applyLimitSettings(new Map(results.map((r) => [r.key, r.value])));
}
