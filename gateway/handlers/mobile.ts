import { CODE_TTL_COUNTDOWNS, codeRefusal, passwordRefusal, smsMinutes } from "./accounts";
import { maskMobile } from "../../contract/masking";
import { BindMobileRequest, RemoveMobileRequest, SendMobileCodeRequest } from "../../contract/schemas/member-requests";
import { MAX_WRONG_GUESSES, checkCode, consumeCode, issueCode } from "../accounts/one-time-codes";
import { guardedCheck } from "../accounts/secret-guard";
import { mobileRemovedSmsStatement, securityNoticeStatements } from "../accounts/security-notices";
import { verifyPassword } from "../core/crypto";
import type { Handler } from "../core/handler";
import { fail, ok, readJson } from "../core/http";
import { languageOf } from "../core/language";
import { checkCreation } from "../core/limiter";
import { LIMITS, clientIp, hit } from "../core/throttle";

/*
 * The member's mobile number in the security centre (ASVS V6.5.6: a lost or stolen factor can be
 * revoked). A proven number signs in by SMS, resets the password and receives unlock codes, so
 * replacing or removing it asks for the sign-in password again (the secret guard, kind
 * "mobile-password": the same five tries as every other form that asks for it). A new number is
 * proven with a code sent to it, like a registration's; only then does it replace the old one, in
 * one statement. The member hears of each change in the inbox, and a proven number that leaves the
 * account gets an SMS saying so, so an owner whose number a thief changed notices.
 */

type NumberRow = { country_dialing_code: string | null; mobile_num: string | null; mobile_verified: number; password_hash: string };

const numberOf = (db: D1Database, memberId: number) =>
  db.prepare("SELECT country_dialing_code, mobile_num, mobile_verified, password_hash FROM members WHERE id = ?1").bind(memberId).first<NumberRow>();

/** The number as notices show it: its dialing code and the masked digits. */
const shown = (dialing: string | null, mobile: string) => `${dialing ? `${dialing} ` : ""}${maskMobile(mobile)}`;

/**
 * What leaves with a proven number: its sign-in and reset codes not yet used are burned, and it
 * is told by SMS. An unproven number never reached the account, so nothing is sent to it.
 */
function oldNumberStatements(db: D1Database, memberId: number, old: NumberRow, lang: ReturnType<typeof languageOf>, now: number): D1PreparedStatement[] {
  if (!old.mobile_num || old.mobile_verified !== 1) return [];
  const number = { dialing: old.country_dialing_code ?? "", mobile: old.mobile_num };
  return [
    db
      .prepare("UPDATE sms_outbox SET used_at = ?3 WHERE purpose IN ('login', 'reset') AND country_dialing_code = ?1 AND mobile_num = ?2 AND used_at IS NULL")
      .bind(number.dialing, number.mobile, now),
    mobileRemovedSmsStatement(db, memberId, number, lang, now),
  ];
}

const tooFrequent = (retryAfterSeconds: number) => fail("sms.too.frequent", "Unknown error", 429, { retryAfterSeconds });

/**
 * Sends a binding code to a new number. The password first (a wrong one sends nothing); then the
 * SMS creation limits (device, address, site-wide) and a registration code's countdown and hourly
 * cap per number. A number another member has proven gets its code all the same: only its holder
 * learns, with that code, that it is taken, as at registration.
 */
const sendMobileCode: Handler = {
  auth: "member",
  async run({ request, ctx, member }) {
    const db = ctx.env.DB;
    const now = ctx.now();
    const body = SendMobileCodeRequest.safeParse(await readJson(request));
    if (!body.success) {
      const path = body.error.issues[0]?.path[0];
      return path === "password" ? fail("password.format", "Password format is incorrect") : fail("mobile.invalid", "Account format is incorrect");
    }
    const { password, countryDialingCode, mobileNum } = body.data;
    const current = await numberOf(db, member.id);
    const check = await guardedCheck(db, { kind: "mobile-password", subject: member.id }, now, async () =>
      current ? verifyPassword(password, current.password_hash) : false,
    );
    if (check.kind !== "ok") return passwordRefusal(check);
    if (current?.mobile_verified === 1 && current.mobile_num === mobileNum && current.country_dialing_code === countryDialingCode) {
      return fail("mobile.same", "Unknown error", 409);
    }

    const minutes = await smsMinutes(db);
    const number = `${countryDialingCode}${mobileNum}`;
    const sender = await checkCreation(ctx, request, "sms");
    if (!sender.allowed) return tooFrequent(sender.retryAfterSeconds);
    for (const [subject, limit] of [
      [`sms-wait:bind:${number}`, { max: 1, windowMs: minutes * 60_000 }],
      [`sms-number:${number}`, LIMITS.smsPerNumber],
    ] as const) {
      const verdict = await hit(db, subject, limit, now);
      if (!verdict.allowed) return tooFrequent(verdict.retryAfterSeconds);
    }
    await issueCode(db, { purpose: "bind", dialing: countryDialingCode, mobile: mobileNum, memberId: member.id }, now, minutes * 60_000 * CODE_TTL_COUNTDOWNS);
    return ok({ expiredMinutes: minutes });
  },
};

type PendingRow = { country_dialing_code: string; mobile_num: string; used_at: number | null; attempts: number };

/**
 * Proves the new number with its code: the member's newest binding code decides which number.
 * The number then replaces the old one in one statement (the unique index on proven numbers
 * refuses a number someone proved meanwhile), with the inbox notice and the old number's SMS.
 */
const bindMobile: Handler = {
  auth: "member",
  async run({ request, url, ctx, member }) {
    const db = ctx.env.DB;
    const now = ctx.now();
    const body = BindMobileRequest.safeParse(await readJson(request));
    if (!body.success) return fail("verification.code.invalid", "Verification code error");
    const pending = await db
      .prepare(
        `SELECT country_dialing_code, mobile_num, used_at, attempts FROM sms_outbox WHERE purpose = 'bind' AND member_id = ?1 AND expires_at > ?2
         ORDER BY created_at DESC, id DESC LIMIT 1`,
      )
      .bind(member.id, now)
      .first<PendingRow>();
    if (pending && pending.attempts >= MAX_WRONG_GUESSES) return fail("verification.too.frequent", "Verification code error", 429);
    if (!pending || pending.used_at !== null) return fail("verification.code.invalid", "Verification code error");
    const target = { purpose: "bind" as const, dialing: pending.country_dialing_code, mobile: pending.mobile_num, memberId: member.id };
    const check = await checkCode(db, target, body.data.code, { ip: clientIp(request), now, consume: false });
    if (!check.ok) return codeRefusal(check);

    const taken = await db
      .prepare("SELECT 1 AS yes FROM members WHERE country_dialing_code = ?1 AND mobile_num = ?2 AND mobile_verified = 1 AND id <> ?3 LIMIT 1")
      .bind(target.dialing, target.mobile, member.id)
      .first();
    if (taken) return fail("mobile.taken", "Sorry, the username already exists.", 409);
    if (!(await consumeCode(db, check.id, now))) return codeRefusal({ ok: false, reason: "wrong" });

    const old = await numberOf(db, member.id);
    const sameAsOld = old?.mobile_verified === 1 && old.mobile_num === target.mobile && old.country_dialing_code === target.dialing;
    const lang = languageOf(url, request);
    try {
      await db.batch([
        db
          .prepare("UPDATE members SET country_dialing_code = ?2, mobile_num = ?3, mobile_verified = 1 WHERE id = ?1")
          .bind(member.id, target.dialing, target.mobile),
        ...(old && !sameAsOld ? oldNumberStatements(db, member.id, old, lang, now) : []),
        ...securityNoticeStatements(db, member.id, { kind: "mobile-bound", number: shown(target.dialing, target.mobile) }, lang, now),
      ]);
    } catch (e) {
      // Another member proved the same number a moment ago: nothing of the batch was written.
      if (String(e).includes("UNIQUE")) return fail("mobile.taken", "Sorry, the username already exists.", 409);
      throw e;
    }
    return ok(null);
  },
};

/**
 * Removes the member's number (proven or not) with the password: mobile_num, its dialing code and
 * the proof are cleared, so no query that looks a member up by number (SMS sign-in, reset by
 * phone, unlock codes) reaches the account through it, and the unique index on proven numbers
 * frees it for its next owner.
 */
const removeMobile: Handler = {
  auth: "member",
  async run({ request, url, ctx, member }) {
    const db = ctx.env.DB;
    const now = ctx.now();
    const body = RemoveMobileRequest.safeParse(await readJson(request));
    if (!body.success) return fail("password.format", "Password format is incorrect");
    const current = await numberOf(db, member.id);
    const check = await guardedCheck(db, { kind: "mobile-password", subject: member.id }, now, async () =>
      current ? verifyPassword(body.data.password, current.password_hash) : false,
    );
    if (check.kind !== "ok") return passwordRefusal(check);
    if (!current?.mobile_num) return fail("mobile.none", "Unknown error", 409);
    const lang = languageOf(url, request);
    await db.batch([
      db.prepare("UPDATE members SET country_dialing_code = NULL, mobile_num = NULL, mobile_verified = 0 WHERE id = ?1").bind(member.id),
      ...oldNumberStatements(db, member.id, current, lang, now),
      ...securityNoticeStatements(db, member.id, { kind: "mobile-removed", number: shown(current.country_dialing_code, current.mobile_num) }, lang, now),
    ]);
    return ok(null);
  },
};

export const mobileHandlers = { sendMobileCode, bindMobile, removeMobile };
