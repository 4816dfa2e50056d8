/**
 * Brute-force guard for login (issue 3): after `captchaAfter` consecutive failures for an account
 * or an IP, further attempts need a captcha; after `lockAfter` failures the account is locked for
 * `lockMinutes`. All three are site settings, so an operator can tune them.
 */
export type GuardSettings = { captchaAfter: number; lockAfter: number; lockMinutes: number };
export const DEFAULT_GUARD: GuardSettings = { captchaAfter: 2, lockAfter: 10, lockMinutes: 15 };

type FailureRow = { subject: string; failures: number; locked_until: number | null };

export async function guardSettings(db: D1Database): Promise<GuardSettings> {
  const { results } = await db
    .prepare("SELECT key, value FROM site_settings WHERE key IN ('login_captcha_after', 'login_lock_after', 'login_lock_minutes')")
    .all<{ key: string; value: string }>();
  const get = (key: string, fallback: number) => {
    const n = Number(results.find((r) => r.key === key)?.value);
    return Number.isFinite(n) && n > 0 ? n : fallback;
  };
  return {
    captchaAfter: get("login_captcha_after", DEFAULT_GUARD.captchaAfter),
    lockAfter: get("login_lock_after", DEFAULT_GUARD.lockAfter),
    lockMinutes: get("login_lock_minutes", DEFAULT_GUARD.lockMinutes),
  };
}

export async function failures(db: D1Database, subjects: string[]): Promise<Map<string, FailureRow>> {
  if (!subjects.length) return new Map();
  const { results } = await db
    .prepare(`SELECT subject, failures, locked_until FROM login_failures WHERE subject IN (${subjects.map((_, i) => `?${i + 1}`).join(", ")})`)
    .bind(...subjects)
    .all<FailureRow>();
  return new Map(results.map((r) => [r.subject, r]));
}

/** Pure: does the next attempt need a captcha? */
export function captchaRequired(counts: number[], settings: GuardSettings): boolean {
  return counts.some((n) => n >= settings.captchaAfter);
}

/** Pure: is the account locked at `now`? */
export function lockedUntil(row: FailureRow | undefined, now: number): number | null {
  return row?.locked_until && row.locked_until > now ? row.locked_until : null;
}

/** Counts one more failure for each subject; the account subject locks when it reaches the limit. */
export async function recordFailure(db: D1Database, subjects: { account: string; ip: string | null }, now: number, settings: GuardSettings): Promise<void> {
  const lockUntil = now + settings.lockMinutes * 60_000;
  const statements = [
    db
      .prepare(
        `INSERT INTO login_failures (subject, failures, last_at, locked_until) VALUES (?1, 1, ?2, NULL)
         ON CONFLICT(subject) DO UPDATE SET
           failures = CASE WHEN locked_until IS NOT NULL AND locked_until <= ?2 THEN 1 ELSE failures + 1 END,
           last_at = ?2,
           locked_until = CASE
             WHEN locked_until IS NOT NULL AND locked_until <= ?2 THEN NULL
             WHEN failures + 1 >= ?3 THEN ?4 ELSE locked_until END`,
      )
      .bind(subjects.account, now, settings.lockAfter, lockUntil),
  ];
  if (subjects.ip) {
    statements.push(
      db
        .prepare("INSERT INTO login_failures (subject, failures, last_at) VALUES (?1, 1, ?2) ON CONFLICT(subject) DO UPDATE SET failures = failures + 1, last_at = ?2")
        .bind(subjects.ip, now),
    );
  }
  await db.batch(statements);
}

export async function clearFailures(db: D1Database, subjects: string[]): Promise<void> {
  if (!subjects.length) return;
  await db.prepare(`DELETE FROM login_failures WHERE subject IN (${subjects.map((_, i) => `?${i + 1}`).join(", ")})`).bind(...subjects).run();
}
