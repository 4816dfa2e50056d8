/**
 * Unlock codes sent by e-mail (decision 072): the second channel for a locked account's owner on a
 * new device, after the proven number. They live in `email_codes` with purpose 'login', apart from
 * the codes that verify an address (purpose 'verify', gateway/handlers/identity.ts), so neither
 * passes for the other. Like an SMS code (one-time-codes.ts) a code is random, lives for its TTL,
 * is good once, only the newest counts, and the fifth wrong guess burns it. Guesses are throttled
 * per address and counted in the secret guard (kind "email-code", per member and purpose).
 */
import { MAX_WRONG_GUESSES, randomDigits, sameCode, type CodeCheck } from "./one-time-codes";
import { guardedCheck } from "./secret-guard";
import { LIMITS, hit } from "../core/throttle";

export type EmailCodeTarget = { memberId: number; email: string };

const PURPOSE = "login";

/**
 * "juan@example.com" → "j•••@example.com": what a device that is not signed in is told about where
 * the code went. Less than the member centre's mask (contract/masking.ts) shows: whoever reads this
 * has only typed an account name.
 */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${[...email][0]}•••${email.slice(at)}`;
}

/** Minutes, as the e-mail says them. */
const minutesOf = (ttlMs: number) => Math.max(1, Math.round(ttlMs / 60_000));

/** Writes a fresh unlock code to the outbox, burning any earlier unused one of the member. */
export async function issueEmailCode(db: D1Database, target: EmailCodeTarget, now: number, ttlMs: number): Promise<void> {
  const code = randomDigits(6);
  await db.batch([
    db.prepare("UPDATE email_codes SET used_at = ?3 WHERE member_id = ?1 AND purpose = ?2 AND used_at IS NULL").bind(target.memberId, PURPOSE, now),
    db
      .prepare("INSERT INTO email_codes (member_id, email, code, purpose, created_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
      .bind(target.memberId, target.email, code, PURPOSE, now, now + ttlMs),
    db
      .prepare("INSERT INTO email_outbox (member_id, email, kind, body, created_at) VALUES (?1, ?2, 'login-unlock', ?3, ?4)")
      .bind(
        target.memberId,
        target.email,
        `Your Edge Lobby unlock code is ${code}. It is valid for ${minutesOf(ttlMs)} minutes. ` +
          "Enter it with your password to sign in on a new device. If you did not try to sign in, change your password.",
        now,
      ),
  ]);
}

/**
 * Checks a guess at the member's newest unlock code, without consuming a right one (the caller
 * consumes it with `consumeEmailCode` once the password has passed). Answers exactly as
 * `checkCode` does for SMS codes: a member without a code answers like a wrong guess, and while
 * the guard holds the lock no code is compared and the answer is "throttled".
 */
export async function checkEmailCode(db: D1Database, target: EmailCodeTarget, guess: string, options: { ip: string; now: number }): Promise<CodeCheck> {
  const { now } = options;
  const throttle = await hit(db, `verify-ip:${options.ip}`, LIMITS.verifyPerIp, now);
  if (!throttle.allowed) return { ok: false, reason: "throttled", retryAfterSeconds: throttle.retryAfterSeconds };

  const found: { id?: number } = {};
  const guarded = await guardedCheck(db, { kind: "email-code", subject: `${PURPOSE}:${target.memberId}` }, now, async () => {
    const row = await db
      .prepare(
        `SELECT id, code FROM email_codes WHERE member_id = ?1 AND purpose = ?2 AND email = ?3
         AND used_at IS NULL AND expires_at > ?4 AND attempts < ?5 ORDER BY created_at DESC, id DESC LIMIT 1`,
      )
      .bind(target.memberId, PURPOSE, target.email, now, MAX_WRONG_GUESSES)
      .first<{ id: number; code: string }>();
    if (row && sameCode(row.code, guess)) {
      found.id = row.id;
      return true;
    }
    if (row) {
      await db
        .prepare("UPDATE email_codes SET attempts = attempts + 1, used_at = CASE WHEN attempts + 1 >= ?3 THEN ?2 ELSE used_at END WHERE id = ?1")
        .bind(row.id, now, MAX_WRONG_GUESSES)
        .run();
    }
    return false;
  });
  if (guarded.kind === "locked") return { ok: false, reason: "throttled", retryAfterSeconds: Math.max(1, Math.ceil((guarded.until - now) / 1000)) };
  if (guarded.kind === "wrong" || found.id === undefined) return { ok: false, reason: "wrong" };
  return { ok: true, id: found.id };
}

/** Marks an unlock code used; false when another request used (or burned) it first. */
export async function consumeEmailCode(db: D1Database, id: number, now: number): Promise<boolean> {
  const row = await db.prepare("UPDATE email_codes SET used_at = ?2 WHERE id = ?1 AND used_at IS NULL RETURNING id").bind(id, now).first();
  return row !== null;
}
