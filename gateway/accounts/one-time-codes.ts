/**
 * One-time codes (decision 013). A code is random, lives for its TTL, is good once, and
 * only the newest code of a number and purpose counts (asking again burns the older ones). Five
 * wrong guesses burn it: a new one must be asked for, which the send throttles limit. Guesses
 * are also throttled per address, so an attacker cannot spread guesses over many numbers either,
 * and counted per number and purpose in the secret guard (secret-guard.ts, kind "sms-code"): ten
 * wrong in a row, over any number of codes, lock that number's codes for 15 minutes, doubling, so
 * spreading guesses over many addresses does not help either.
 * Every purpose that proves control of a number (login, registration, reset, binding a new number
 * to a signed-in member) goes through `checkCode`. A binding code belongs to the member who asked
 * for it (`memberId`): nobody else can turn it into their proven number.
 */
import { guardedCheck } from "./secret-guard";
import { LIMITS, hit } from "../core/throttle";

export const MAX_WRONG_GUESSES = 5;

export type CodePurpose = "register" | "login" | "reset" | "bind";
export type CodeTarget = { purpose: CodePurpose; dialing: string; mobile: string; memberId?: number };

export type CodeCheck = { ok: true; id: number } | { ok: false; reason: "wrong" } | { ok: false; reason: "throttled"; retryAfterSeconds: number };

/** n uniformly random digits (rejection sampling: `byte % 10` would favour 0–5). */
export function randomDigits(n: number): string {
  let out = "";
  while (out.length < n) {
    for (const b of crypto.getRandomValues(new Uint8Array(n * 2))) {
      if (b < 250 && out.length < n) out += String(b % 10);
    }
  }
  return out;
}

/** Compares without stopping at the first difference. */
export function sameCode(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

/** Writes a fresh code to the outbox and burns any earlier unused one of the same number and purpose. */
export async function issueCode(db: D1Database, target: CodeTarget, now: number, ttlMs: number): Promise<void> {
  await db.batch([
    db
      .prepare("UPDATE sms_outbox SET used_at = ?4 WHERE purpose = ?1 AND country_dialing_code = ?2 AND mobile_num = ?3 AND used_at IS NULL")
      .bind(target.purpose, target.dialing, target.mobile, now),
    db
      .prepare(
        "INSERT INTO sms_outbox (purpose, country_dialing_code, mobile_num, code, created_at, expires_at, member_id) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
      )
      .bind(target.purpose, target.dialing, target.mobile, randomDigits(6), now, now + ttlMs, target.memberId ?? null),
  ]);
}

/**
 * Checks a guess. A right guess is consumed unless `consume` is false (the caller then consumes
 * it with `consumeCode` once the rest of the request has passed); a wrong one counts towards the
 * five, and the fifth burns the code. A number without a code answers exactly like a wrong guess.
 * While the number is locked no code is compared and the answer is "throttled", right code or not.
 */
export async function checkCode(
  db: D1Database,
  target: CodeTarget,
  guess: string,
  options: { ip: string; now: number; consume?: boolean },
): Promise<CodeCheck> {
  const { now } = options;
  const throttle = await hit(db, `verify-ip:${options.ip}`, LIMITS.verifyPerIp, now);
  if (!throttle.allowed) return { ok: false, reason: "throttled", retryAfterSeconds: throttle.retryAfterSeconds };

  // Guesses at a number and purpose count in the secret guard whether or not a code exists, so a
  // lock tells nothing about the number either.
  const found: { id?: number } = {};
  const guarded = await guardedCheck(db, { kind: "sms-code", subject: `${target.purpose}:${target.dialing}|${target.mobile}` }, now, async () => {
    const row = await db
      .prepare(
        `SELECT id, code FROM sms_outbox WHERE purpose = ?1 AND country_dialing_code = ?2 AND mobile_num = ?3
         AND used_at IS NULL AND expires_at > ?4 AND attempts < ?5 AND (?6 IS NULL OR member_id = ?6) ORDER BY created_at DESC, id DESC LIMIT 1`,
      )
      .bind(target.purpose, target.dialing, target.mobile, now, MAX_WRONG_GUESSES, target.memberId ?? null)
      .first<{ id: number; code: string }>();
    if (row && sameCode(row.code, guess)) {
      found.id = row.id;
      return true;
    }
    if (row) {
      await db
        .prepare("UPDATE sms_outbox SET attempts = attempts + 1, used_at = CASE WHEN attempts + 1 >= ?3 THEN ?2 ELSE used_at END WHERE id = ?1")
        .bind(row.id, now, MAX_WRONG_GUESSES)
        .run();
    }
    return false;
  });
  // A locked number answers like a throttled address: wait, then ask again.
  if (guarded.kind === "locked") return { ok: false, reason: "throttled", retryAfterSeconds: Math.max(1, Math.ceil((guarded.until - now) / 1000)) };
  if (guarded.kind === "wrong" || found.id === undefined) return { ok: false, reason: "wrong" };
  if (options.consume === false) return { ok: true, id: found.id };
  return (await consumeCode(db, found.id, now)) ? { ok: true, id: found.id } : { ok: false, reason: "wrong" };
}

/** Marks a code used; false when another request used (or burned) it first. */
export async function consumeCode(db: D1Database, id: number, now: number): Promise<boolean> {
  const row = await db.prepare("UPDATE sms_outbox SET used_at = ?2 WHERE id = ?1 AND used_at IS NULL RETURNING id").bind(id, now).first();
  return row !== null;
}
