/**
 * Login guard (issue 9 item 7, decision 013). Failures are counted per account, per address and
 * per account-and-address pair; every count forgives one failure per `decayMinutes` without one.
 *   - From `captchaAfter` failures on the account or the address, every attempt needs a captcha.
 *   - At `lockAfter` failures a pair, or an account, is locked; each lock of the same subject in
 *     a row lasts twice the one before (`lockMinutes`, 2×, 4×, … at most a day).
 *   - An account lock refuses only the addresses that have failed on it (and any address that
 *     then fails the captcha or the password). Anyone else may still try with a right captcha:
 *     a stranger's failures cannot keep the real owner out.
 * All settings are `site_settings`, so an operator can tune them.
 */
export type GuardSettings = { captchaAfter: number; lockAfter: number; lockMinutes: number; decayMinutes: number };
export const DEFAULT_GUARD: GuardSettings = { captchaAfter: 2, lockAfter: 10, lockMinutes: 15, decayMinutes: 5 };
const MAX_LOCK_MINUTES = 24 * 60;

export type FailureRow = { subject: string; failures: number; last_at: number; locked_until: number | null; lockouts: number };
export type Subjects = { account: string; ip: string; pair: string };

export function subjectsFor(account: string, ip: string): Subjects {
  return { account: `account:${account}`, ip: `ip:${ip}`, pair: `pair:${account}|${ip}` };
}

export async function guardSettings(db: D1Database): Promise<GuardSettings> {
  const keys = {
    captchaAfter: "login_captcha_after",
    lockAfter: "login_lock_after",
    lockMinutes: "login_lock_minutes",
    decayMinutes: "login_failure_decay_minutes",
  } as const;
  const { results } = await db
    .prepare(
      `SELECT key, value FROM site_settings WHERE key IN (${Object.values(keys)
        .map((k) => `'${k}'`)
        .join(", ")})`,
    )
    .all<{ key: string; value: string }>();
  const get = (name: keyof GuardSettings) => {
    const n = Number(results.find((r) => r.key === keys[name])?.value);
    return Number.isFinite(n) && n > 0 ? n : DEFAULT_GUARD[name];
  };
  return { captchaAfter: get("captchaAfter"), lockAfter: get("lockAfter"), lockMinutes: get("lockMinutes"), decayMinutes: get("decayMinutes") };
}

export async function failures(db: D1Database, subjects: Subjects): Promise<{ account?: FailureRow; ip?: FailureRow; pair?: FailureRow }> {
  const { results } = await db
    .prepare("SELECT subject, failures, last_at, locked_until, lockouts FROM login_failures WHERE subject IN (?1, ?2, ?3)")
    .bind(subjects.account, subjects.ip, subjects.pair)
    .all<FailureRow>();
  const find = (s: string) => results.find((r) => r.subject === s);
  return { account: find(subjects.account), ip: find(subjects.ip), pair: find(subjects.pair) };
}

/** Pure: a count after decay (one failure forgiven per `decayMinutes` since the last). */
export function effectiveFailures(row: FailureRow | undefined, now: number, settings: GuardSettings): number {
  if (!row) return 0;
  return Math.max(0, row.failures - Math.floor((now - row.last_at) / (settings.decayMinutes * 60_000)));
}

/** Pure: until when a subject is locked at `now`, or null. */
export function lockedUntil(row: FailureRow | undefined, now: number): number | null {
  return row?.locked_until && row.locked_until > now ? row.locked_until : null;
}

export type GuardState = { account?: FailureRow; ip?: FailureRow; pair?: FailureRow };

/**
 * Pure: what the next attempt from this address on this account meets.
 *   refused — this address is locked out of this account until `until`;
 *   captcha — it must bring a right captcha (`underLock`: the account is locked for others,
 *             so a wrong captcha locks this address out too);
 *   open    — the password alone decides.
 */
export type GuardDecision = { kind: "refused"; until: number } | { kind: "captcha"; underLock: number | null } | { kind: "open" };

export function decide(state: GuardState, now: number, settings: GuardSettings): GuardDecision {
  const pairLock = lockedUntil(state.pair, now);
  if (pairLock) return { kind: "refused", until: pairLock };
  const accountLock = lockedUntil(state.account, now);
  // The account is locked and this address helped lock it (its failures have not all decayed).
  if (accountLock && effectiveFailures(state.pair, now, settings) > 0) return { kind: "refused", until: accountLock };
  if (accountLock) return { kind: "captcha", underLock: accountLock };
  const counts = [effectiveFailures(state.account, now, settings), effectiveFailures(state.ip, now, settings)];
  return counts.some((n) => n >= settings.captchaAfter) ? { kind: "captcha", underLock: null } : { kind: "open" };
}

/** Pure: how long the next lock of a subject lasts, given how many locks it has had in a row. */
export function lockMinutes(lockouts: number, settings: GuardSettings): number {
  return Math.min(MAX_LOCK_MINUTES, settings.lockMinutes * 2 ** Math.min(lockouts, 16));
}

/**
 * Counts one failure for each subject in one batch: the count decays first, and a subject that
 * reaches `lockAfter` is locked (progressively) and starts counting again from zero. The address
 * subject never locks; it only brings the captcha.
 */
export async function recordFailure(db: D1Database, subjects: Subjects, now: number, settings: GuardSettings): Promise<void> {
  const decayMs = settings.decayMinutes * 60_000;
  const decayed = "MAX(0, failures - CAST((?2 - last_at) / ?3 AS INTEGER)) + 1";
  const upsert = (subject: string, locks: boolean) =>
    db
      .prepare(
        `INSERT INTO login_failures (subject, failures, last_at, locked_until, lockouts) VALUES (?1, 1, ?2, NULL, 0)
         ON CONFLICT(subject) DO UPDATE SET
           failures = CASE WHEN ?4 AND ${decayed} >= ?5 THEN 0 ELSE ${decayed} END,
           locked_until = CASE WHEN ?4 AND ${decayed} >= ?5 THEN ?2 + 60000 * MIN(?7, ?6 * (1 << MIN(lockouts, 16))) ELSE locked_until END,
           lockouts = CASE WHEN ?4 AND ${decayed} >= ?5 THEN lockouts + 1 ELSE lockouts END,
           last_at = ?2`,
      )
      .bind(subject, now, decayMs, locks ? 1 : 0, settings.lockAfter, settings.lockMinutes, MAX_LOCK_MINUTES);
  await db.batch([upsert(subjects.account, true), upsert(subjects.pair, true), upsert(subjects.ip, false)]);
}

/**
 * Locks this address out of an account that is already locked (it failed the captcha there),
 * until the account's lock ends.
 */
export async function lockPair(db: D1Database, subjects: Subjects, until: number, now: number): Promise<void> {
  await db
    .prepare(
      `INSERT INTO login_failures (subject, failures, last_at, locked_until, lockouts) VALUES (?1, 1, ?2, ?3, 0)
       ON CONFLICT(subject) DO UPDATE SET failures = failures + 1, last_at = ?2, locked_until = MAX(COALESCE(locked_until, 0), ?3)`,
    )
    .bind(subjects.pair, now, until)
    .run();
}

/** A success clears the account and this pair; the address keeps its count for other accounts. */
export async function clearFailures(db: D1Database, subjects: Subjects): Promise<void> {
  await db.prepare("DELETE FROM login_failures WHERE subject IN (?1, ?2)").bind(subjects.account, subjects.pair).run();
}
