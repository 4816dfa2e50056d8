/**
 * The one guard every secret check goes through (decision 025, amended): the payment password,
 * the security answer, the sign-in password asked again inside a session (change password,
 * self-exclusion, replacing or removing the mobile number), and the one-time codes sent by e-mail and SMS. The login itself has its own
 * guard (brute-force.ts): it also weighs addresses and captchas.
 *
 * A check is `guardedCheck(db, { kind, subject }, now, verify)`:
 *   - while the subject is locked the verifier is not called at all, so a right secret gets the
 *     same answer as a wrong one and the lock is no oracle;
 *   - a wrong answer counts; the `lockAfter`-th in a row locks the subject for `lockMinutes`,
 *     each further lock in a row twice as long (at most a day), and counting starts again;
 *   - a right answer clears the count and the doubling.
 * Counting and locking are one statement, so concurrent wrong answers cannot slip past the limit
 * nor lock twice. Counts live in `login_failures`, one row per subject (`<prefix>:<subject>`).
 */

export type SecretGuardSetting = {
  /** The subject's prefix in `login_failures`; two kinds that guard the same secret share one. */
  prefix: string;
  lockAfter: number;
  lockMinutes: number;
};

/**
 * The settings, one row per kind of secret. The sign-in password is one secret wherever a
 * session asks for it again (change password, self-exclusion, the mobile number's page), so every
 * such form spends the same five tries: alternating them gains a guesser nothing. A one-time code already burns at its fifth
 * wrong guess (one-time-codes.ts); the guard adds a lock across codes, after two burned ones.
 */
export const SECRET_GUARDS = {
  "payment-password": { prefix: "paypwd", lockAfter: 5, lockMinutes: 15 },
  "security-answer": { prefix: "question", lockAfter: 5, lockMinutes: 15 },
  "old-password": { prefix: "pwd", lockAfter: 5, lockMinutes: 15 },
  "exclusion-password": { prefix: "pwd", lockAfter: 5, lockMinutes: 15 },
  "mobile-password": { prefix: "pwd", lockAfter: 5, lockMinutes: 15 },
  "email-code": { prefix: "emailcode", lockAfter: 10, lockMinutes: 15 },
  "sms-code": { prefix: "smscode", lockAfter: 10, lockMinutes: 15 },
} as const satisfies Record<string, SecretGuardSetting>;

export type SecretKind = keyof typeof SECRET_GUARDS;
/** What is guarded: the kind of secret and whose (a member id, or a number and purpose). */
export type GuardedSecret = { kind: SecretKind; subject: string | number };
export type GuardedResult = { kind: "ok" } | { kind: "wrong"; attemptsLeft: number } | { kind: "locked"; until: number };

export const MAX_LOCK_MINUTES = 24 * 60;

/** Pure: how long a lock lasts after `lockouts` locks in a row. */
export function secretLockMinutes(lockouts: number, setting: Pick<SecretGuardSetting, "lockMinutes">): number {
  return Math.min(MAX_LOCK_MINUTES, setting.lockMinutes * 2 ** Math.min(lockouts, 16));
}

export function guardSubject(secret: GuardedSecret): string {
  return `${SECRET_GUARDS[secret.kind].prefix}:${secret.subject}`;
}

/** Until when the secret is locked at `now`, or null. */
export async function secretLockedUntil(db: D1Database, secret: GuardedSecret, now: number): Promise<number | null> {
  const row = await db
    .prepare("SELECT locked_until FROM login_failures WHERE subject = ?1")
    .bind(guardSubject(secret))
    .first<{ locked_until: number | null }>();
  return row?.locked_until && row.locked_until > now ? row.locked_until : null;
}

/**
 * Runs `verify` unless the secret is locked, and counts its answer. `verify` is the only place a
 * secret may be compared (a test holds every check in the gateway to that).
 */
export async function guardedCheck(db: D1Database, secret: GuardedSecret, now: number, verify: () => Promise<boolean> | boolean): Promise<GuardedResult> {
  const locked = await secretLockedUntil(db, secret, now);
  if (locked) return { kind: "locked", until: locked };
  const subject = guardSubject(secret);
  if (await verify()) {
    await db.prepare("DELETE FROM login_failures WHERE subject = ?1").bind(subject).run();
    return { kind: "ok" };
  }
  return countWrong(db, subject, SECRET_GUARDS[secret.kind], now);
}

/**
 * One wrong answer, counted and (at the limit) locked in one statement. The update skips a row
 * that is locked at `now`: a concurrent answer locked it after this one looked, so this one
 * meets the lock rather than counting towards the next. The lock's length doubles with `lockouts`.
 */
async function countWrong(db: D1Database, subject: string, setting: SecretGuardSetting, now: number): Promise<GuardedResult> {
  const next = "failures + 1 >= ?3";
  const lockLength = `60000 * MIN(?5, ?4 * (1 << MIN(lockouts, 16)))`;
  const row = await db
    .prepare(
      `INSERT INTO login_failures (subject, failures, last_at, locked_until, lockouts)
       VALUES (?1, CASE WHEN ?3 <= 1 THEN 0 ELSE 1 END, ?2, CASE WHEN ?3 <= 1 THEN ?2 + 60000 * MIN(?5, ?4) END, CASE WHEN ?3 <= 1 THEN 1 ELSE 0 END)
       ON CONFLICT(subject) DO UPDATE SET
         failures = CASE WHEN ${next} THEN 0 ELSE failures + 1 END,
         locked_until = CASE WHEN ${next} THEN ?2 + ${lockLength} ELSE locked_until END,
         lockouts = CASE WHEN ${next} THEN lockouts + 1 ELSE lockouts END,
         last_at = ?2
       WHERE locked_until IS NULL OR locked_until <= ?2
       RETURNING failures, locked_until`,
    )
    .bind(subject, now, setting.lockAfter, setting.lockMinutes, MAX_LOCK_MINUTES)
    .first<{ failures: number; locked_until: number | null }>();
  if (row?.locked_until && row.locked_until > now) return { kind: "locked", until: row.locked_until };
  if (row) return { kind: "wrong", attemptsLeft: setting.lockAfter - row.failures };
  const until = await db.prepare("SELECT locked_until FROM login_failures WHERE subject = ?1").bind(subject).first<{ locked_until: number | null }>();
  return until?.locked_until && until.locked_until > now
    ? { kind: "locked", until: until.locked_until }
    : { kind: "wrong", attemptsLeft: setting.lockAfter - 1 };
}
