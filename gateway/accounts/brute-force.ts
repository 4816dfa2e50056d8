import { sha256Hex } from "../core/crypto";
import { clientDevice } from "../core/throttle";

/**
 * Login guard (decisions 013 and 072). Failures are counted per account, per address and per
 * account-and-device pair (the address stands in for the device when the app sent none); every
 * count forgives one failure per `decayMinutes` without one.
 *   - The account's count drives its lock, whatever the address: at `lockAfter` failures the
 *     account locks for everyone, each lock in a row twice as long as the one before (at most a
 *     day). A guesser gains nothing by changing networks.
 *   - While it is locked, a device the owner signed in from before still signs in with the right
 *     password (its own failures lock only that device); a new device must first prove it holds
 *     the owner's verified number with an unlock code, and until then no password is even tried,
 *     so the lock is never an oracle. A stranger can neither guess through it nor lock the owner out.
 *   - From `captchaAfter` failures on the account (for devices it does not know) or on the
 *     address, every attempt needs a captcha. An address many accounts sign in from (a carrier's
 *     NAT pool) is shared: its own count brings the captcha only at `sharedCaptchaAfter`.
 * All settings are `site_settings`, so an operator can tune them.
 */
export type GuardSettings = {
  captchaAfter: number;
  lockAfter: number;
  lockMinutes: number;
  decayMinutes: number;
  /** Distinct accounts signed in from one address within a day that make it a shared address. */
  sharedAddressAccounts: number;
  /** The address's own failures that bring the captcha on a shared address. */
  sharedCaptchaAfter: number;
};
export const DEFAULT_GUARD: GuardSettings = {
  captchaAfter: 2,
  lockAfter: 10,
  lockMinutes: 15,
  decayMinutes: 5,
  sharedAddressAccounts: 3,
  sharedCaptchaAfter: 10,
};
const MAX_LOCK_MINUTES = 24 * 60;
/** How long a sign-in keeps counting towards its address being shared. */
export const SHARED_ADDRESS_WINDOW_MS = 24 * 60 * 60_000;

export type FailureRow = { subject: string; failures: number; last_at: number; locked_until: number | null; lockouts: number };
export type Subjects = { account: string; ip: string; pair: string };

/** The device the app vouched for (hashed), or the address when it sent none. */
export function subjectsFor(account: string, ip: string, deviceHash: string | null = null): Subjects {
  return { account: `account:${account}`, ip: `ip:${ip}`, pair: `pair:${account}|${deviceHash ? `d:${deviceHash}` : `ip:${ip}`}` };
}

const SETTING_KEYS = {
  captchaAfter: "login_captcha_after",
  lockAfter: "login_lock_after",
  lockMinutes: "login_lock_minutes",
  decayMinutes: "login_failure_decay_minutes",
  sharedAddressAccounts: "login_shared_address_accounts",
  sharedCaptchaAfter: "login_shared_captcha_after",
} as const satisfies Record<keyof GuardSettings, string>;

export async function guardSettings(db: D1Database): Promise<GuardSettings> {
  const { results } = await db
    .prepare(
      `SELECT key, value FROM site_settings WHERE key IN (${Object.values(SETTING_KEYS)
        .map((k) => `'${k}'`)
        .join(", ")})`,
    )
    .all<{ key: string; value: string }>();
  const get = (name: keyof GuardSettings) => {
    const n = Number(results.find((r) => r.key === SETTING_KEYS[name])?.value);
    return Number.isFinite(n) && n > 0 ? n : DEFAULT_GUARD[name];
  };
  return Object.fromEntries(Object.keys(SETTING_KEYS).map((name) => [name, get(name as keyof GuardSettings)])) as GuardSettings;
}

export type GuardState = { account?: FailureRow; ip?: FailureRow; pair?: FailureRow };

export async function failures(db: D1Database, subjects: Subjects): Promise<GuardState> {
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

/** What the guard knows of the one trying: whether the owner signed in from this device before, and whether the address is shared. */
export type GuardContext = { knownDevice: boolean; sharedAddress: boolean };

/**
 * Pure: what the next attempt on this account from this device meets.
 *   refused — this device (or address) is locked out of this account until `until`;
 *   unlock  — the account is locked and this device is new to it: only an unlock code sent to
 *             the owner lets a password be tried;
 *   captcha — it must bring a right captcha;
 *   open    — the password alone decides.
 */
export type GuardDecision = { kind: "refused"; until: number } | { kind: "unlock"; until: number } | { kind: "captcha" } | { kind: "open" };

export function decide(state: GuardState, context: GuardContext, now: number, settings: GuardSettings): GuardDecision {
  const pairLock = lockedUntil(state.pair, now);
  if (pairLock) return { kind: "refused", until: pairLock };
  const accountLock = lockedUntil(state.account, now);
  if (accountLock) return context.knownDevice ? { kind: "open" } : { kind: "unlock", until: accountLock };
  // A stranger's failures on the account ask the owner's own devices for nothing.
  const accountCount = context.knownDevice ? 0 : effectiveFailures(state.account, now, settings);
  const addressCaptchaAfter = context.sharedAddress ? settings.sharedCaptchaAfter : settings.captchaAfter;
  if (accountCount >= settings.captchaAfter || effectiveFailures(state.ip, now, settings) >= addressCaptchaAfter) return { kind: "captcha" };
  return { kind: "open" };
}

/** Pure: how long the next lock of a subject lasts, given how many locks it has had in a row. */
export function lockMinutes(lockouts: number, settings: GuardSettings): number {
  return Math.min(MAX_LOCK_MINUTES, settings.lockMinutes * 2 ** Math.min(lockouts, 16));
}

/**
 * Counts one failure in one batch: each count decays first, and a subject that reaches
 * `lockAfter` is locked (progressively) and starts counting again from zero. The address never
 * locks; it only brings the captcha. A locked account is not counted again (its own devices'
 * slips must not stretch a stranger's lock); a locked subject never re-locks before its lock ends.
 */
export async function recordFailure(db: D1Database, subjects: Subjects, now: number, settings: GuardSettings, countAccount = true): Promise<void> {
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
           last_at = ?2
         WHERE locked_until IS NULL OR locked_until <= ?2`,
      )
      .bind(subject, now, decayMs, locks ? 1 : 0, settings.lockAfter, settings.lockMinutes, MAX_LOCK_MINUTES);
  await db.batch([...(countAccount ? [upsert(subjects.account, true)] : []), upsert(subjects.pair, true), upsert(subjects.ip, false)]);
}

/**
 * A success clears only its own pair. Neither the account's count nor its lock: the owner signing
 * in on one device must not hand a stranger a fresh run of guesses. They decay, or end with a
 * password reset or the operator's unlock.
 */
export async function clearPair(db: D1Database, subjects: Subjects): Promise<void> {
  await db.prepare("DELETE FROM login_failures WHERE subject = ?1").bind(subjects.pair).run();
}

/* ---------------- known devices and shared addresses ---------------- */

/** The device the app vouched for (its signed device cookie), hashed: the gateway never keeps the cookie's value. */
export async function deviceHashOf(request: Request): Promise<string | null> {
  const device = clientDevice(request);
  return device ? sha256Hex(device) : null;
}

/**
 * A known device signs in through a lock, so it is a factor of its own and must be revocable after
 * a loss or theft (ASVS V6.5.6): the member's known devices are forgotten, all but `keep` (the
 * device making the request, which has just proved itself again). A statement for the caller's
 * batch, so the devices go in the same step as the sessions or the password they stand beside.
 */
export function forgetOtherDevices(db: D1Database, memberId: number, keep: string | null): D1PreparedStatement {
  return db.prepare("DELETE FROM member_devices WHERE member_id = ?1 AND (?2 IS NULL OR device_hash <> ?2)").bind(memberId, keep);
}

export async function isKnownDevice(db: D1Database, memberId: number, deviceHash: string | null): Promise<boolean> {
  if (!deviceHash) return false;
  return (await db.prepare("SELECT 1 FROM member_devices WHERE member_id = ?1 AND device_hash = ?2").bind(memberId, deviceHash).first()) !== null;
}

export async function isSharedAddress(db: D1Database, ip: string, now: number, settings: GuardSettings): Promise<boolean> {
  const row = await db
    .prepare("SELECT COUNT(*) AS accounts FROM address_sign_ins WHERE address = ?1 AND at > ?2")
    .bind(ip, now - SHARED_ADDRESS_WINDOW_MS)
    .first<{ accounts: number }>();
  return (row?.accounts ?? 0) >= settings.sharedAddressAccounts;
}

/** A success: the device becomes known to the member, and the address counts one more account (old sign-ins pruned). */
export async function recordSuccess(db: D1Database, memberId: number, ip: string, deviceHash: string | null, now: number): Promise<void> {
  await db.batch([
    ...(deviceHash
      ? [
          db
            .prepare(
              `INSERT INTO member_devices (member_id, device_hash, first_at, last_at) VALUES (?1, ?2, ?3, ?3)
               ON CONFLICT(member_id, device_hash) DO UPDATE SET last_at = ?3`,
            )
            .bind(memberId, deviceHash, now),
        ]
      : []),
    db
      .prepare("INSERT INTO address_sign_ins (address, member_id, at) VALUES (?1, ?2, ?3) ON CONFLICT(address, member_id) DO UPDATE SET at = ?3")
      .bind(ip, memberId, now),
    db.prepare("DELETE FROM address_sign_ins WHERE at <= ?1").bind(now - SHARED_ADDRESS_WINDOW_MS),
  ]);
}
