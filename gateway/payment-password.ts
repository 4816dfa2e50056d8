import { DEFAULT_GUARD, lockMinutes } from "./brute-force";
import { verifyPassword } from "./crypto";
import { fail } from "./http";

/**
 * The payment-password check (decision 025), shared by every call that asks for it: changing it,
 * deleting a bank card, and (issue 13) withdrawing. Wrong answers count in the login guard's table
 * (`login_failures`) under `paypwd:<member id>`: five wrong in a row lock the check for 15
 * minutes, each further lock twice as long (brute-force.ts `lockMinutes`); a right one clears the
 * count. Unlike the login count it does not decay: "in a row" means until a right one.
 */
export const PAYMENT_PASSWORD_LOCK_AFTER = 5;
const SETTINGS = { ...DEFAULT_GUARD, lockMinutes: 15 };

export type PaymentPasswordCheck =
  | { kind: "ok" }
  /** The member has not set one yet. */
  | { kind: "missing" }
  | { kind: "wrong"; attemptsLeft: number }
  | { kind: "locked"; until: number };

export const paymentPasswordSubject = (memberId: number) => `paypwd:${memberId}`;

/** Until when the member's payment-password check is locked at `now`, or null. */
export async function paymentPasswordLockedUntil(db: D1Database, memberId: number, now: number): Promise<number | null> {
  const row = await db
    .prepare("SELECT locked_until FROM login_failures WHERE subject = ?1")
    .bind(paymentPasswordSubject(memberId))
    .first<{ locked_until: number | null }>();
  return row?.locked_until && row.locked_until > now ? row.locked_until : null;
}

export async function storedPaymentPasswordHash(db: D1Database, memberId: number): Promise<string | null> {
  const row = await db
    .prepare("SELECT payment_password_hash FROM member_profiles WHERE member_id = ?1")
    .bind(memberId)
    .first<{ payment_password_hash: string | null }>();
  return row?.payment_password_hash || null;
}

export async function checkPaymentPassword(db: D1Database, memberId: number, password: string, now: number): Promise<PaymentPasswordCheck> {
  const hash = await storedPaymentPasswordHash(db, memberId);
  if (!hash) return { kind: "missing" };
  // While locked, not even the right password is tried: the lock must not be an oracle.
  const until = await paymentPasswordLockedUntil(db, memberId, now);
  if (until) return { kind: "locked", until };

  const subject = paymentPasswordSubject(memberId);
  if (await verifyPassword(password, hash)) {
    await db.prepare("DELETE FROM login_failures WHERE subject = ?1").bind(subject).run();
    return { kind: "ok" };
  }

  // Counted in one statement, and not while a lock (set by a concurrent attempt) holds.
  const counted = await db
    .prepare(
      `INSERT INTO login_failures (subject, failures, last_at, locked_until, lockouts) VALUES (?1, 1, ?2, NULL, 0)
       ON CONFLICT(subject) DO UPDATE SET failures = failures + 1, last_at = ?2 WHERE locked_until IS NULL OR locked_until <= ?2
       RETURNING failures, lockouts`,
    )
    .bind(subject, now)
    .first<{ failures: number; lockouts: number }>();
  if (!counted) return lockedNow(db, memberId, now);
  if (counted.failures < PAYMENT_PASSWORD_LOCK_AFTER) return { kind: "wrong", attemptsLeft: PAYMENT_PASSWORD_LOCK_AFTER - counted.failures };

  // The fifth in a row locks; only one of two concurrent fifths sets the lock (the WHERE), both report it.
  const lockedUntil = now + lockMinutes(counted.lockouts, SETTINGS) * 60_000;
  const locked = await db
    .prepare(
      `UPDATE login_failures SET failures = 0, locked_until = ?2, lockouts = lockouts + 1
       WHERE subject = ?1 AND failures >= ?3 RETURNING locked_until`,
    )
    .bind(subject, lockedUntil, PAYMENT_PASSWORD_LOCK_AFTER)
    .first<{ locked_until: number }>();
  return locked ? { kind: "locked", until: locked.locked_until } : lockedNow(db, memberId, now);
}

async function lockedNow(db: D1Database, memberId: number, now: number): Promise<PaymentPasswordCheck> {
  const until = await paymentPasswordLockedUntil(db, memberId, now);
  // A lock that ended in between: count this one as the first wrong try of a new row.
  return until ? { kind: "locked", until } : { kind: "wrong", attemptsLeft: PAYMENT_PASSWORD_LOCK_AFTER - 1 };
}

export const PAYMENT_MESSAGE = "Password format is incorrect";

/** The refusal for a check that did not pass (decision 025's codes), for every call that asks for the password. */
export function paymentRefusal(check: Exclude<PaymentPasswordCheck, { kind: "ok" }>): Response {
  switch (check.kind) {
    case "missing":
      return fail("payment.password.missing", PAYMENT_MESSAGE, 400);
    case "wrong":
      return fail("payment.password.wrong", PAYMENT_MESSAGE, 400, { attemptsLeft: check.attemptsLeft });
    case "locked":
      return fail("payment.password.locked", PAYMENT_MESSAGE, 423, { lockedUntil: check.until });
  }
}
