/**
 * Throttles over D1 (issue 9): a counter per subject over a window that starts at the subject's
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
  /** SMS codes asked for from one address (numbers it does not own cost the operator too). */
  smsPerIp: { max: 10, windowMs: HOUR },
  /** Code guesses from one address, across numbers and purposes. */
  verifyPerIp: { max: 20, windowMs: 10 * MINUTE },
  /** Accounts created from one address before each further one needs a captcha. */
  registrationsPerIp: { max: 3, windowMs: HOUR },
} satisfies Record<string, Limit>;
