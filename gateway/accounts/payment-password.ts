import { SECRET_GUARDS, guardedCheck, secretLockedUntil } from "./secret-guard";
import { verifyPassword } from "../core/crypto";
import { fail } from "../core/http";

/**
 * The payment-password check (decision 025), shared by every call that asks for it: changing it,
 * deleting a bank card, and withdrawing. It goes through the secret guard
 * (secret-guard.ts, kind "payment-password", subject `paypwd:<member id>` in `login_failures`):
 * five wrong in a row lock the check for 15 minutes, each further lock twice as long; a right one
 * clears the count. Unlike the login count it does not decay: "in a row" means until a right one.
 */
export const PAYMENT_PASSWORD_LOCK_AFTER = SECRET_GUARDS["payment-password"].lockAfter;

export type PaymentPasswordCheck =
  | { kind: "ok" }
  /** The member has not set one yet. */
  | { kind: "missing" }
  | { kind: "wrong"; attemptsLeft: number }
  | { kind: "locked"; until: number };

/** Until when the member's payment-password check is locked at `now`, or null. */
export function paymentPasswordLockedUntil(db: D1Database, memberId: number, now: number): Promise<number | null> {
  return secretLockedUntil(db, { kind: "payment-password", subject: memberId }, now);
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
  return guardedCheck(db, { kind: "payment-password", subject: memberId }, now, () => verifyPassword(password, hash));
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
