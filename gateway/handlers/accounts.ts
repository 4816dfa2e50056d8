import { z } from "zod";
import {
  REGISTRATION_FIELDS,
  registrationSchema,
  type FieldSettings,
  type RegistrationField,
} from "../../app/features/account/schemas";
import { rules } from "../../app/rules/validation";
import { findMemberByAccount, loginValue, openSession, type Member } from "../auth";
import { captchaRequired, clearFailures, failures, guardSettings, lockedUntil, recordFailure } from "../brute-force";
import { captchaPng, toBase64 } from "../captcha-image";
import { hashPassword, sha256Hex, verifyPassword } from "../crypto";
import { fail, ok, readJson } from "../http";
import type { Handler } from "../router";
import { readForm, readSealedJson } from "../sealed";

type MemberWithHash = Member & { password_hash: string };

const CAPTCHA_TTL_MS = 5 * 60_000;
const DEFAULT_SMS_MINUTES = 1;

const TRIAL_TYPE = 4;

function randomDigits(n: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(n));
  return [...bytes].map((b) => String(b % 10)).join("");
}

async function setting(db: D1Database, key: string): Promise<string | null> {
  return (await db.prepare("SELECT value FROM site_settings WHERE key = ?1").bind(key).first<{ value: string }>())?.value ?? null;
}

async function smsMinutes(db: D1Database): Promise<number> {
  const n = Number(await setting(db, "sms_expired_minutes"));
  return Number.isFinite(n) && n > 0 ? n : DEFAULT_SMS_MINUTES;
}

/** A captcha answer is good once: it is deleted whether it matched or not. */
async function captchaMatches(db: D1Database, id: unknown, answer: unknown, now: number): Promise<boolean> {
  if (typeof id !== "string" || typeof answer !== "string" || !answer) return false;
  const row = await db.prepare("DELETE FROM captchas WHERE id = ?1 RETURNING answer, expires_at").bind(id).first<{ answer: string; expires_at: number }>();
  return !!row && row.expires_at > now && row.answer === answer.trim();
}

/** The newest unused, unexpired code for this mobile and purpose, if it is the one given. */
async function validSmsCode(db: D1Database, purpose: string, dialing: string, mobile: string, code: string, now: number): Promise<number | null> {
  const row = await db
    .prepare(
      `SELECT id, code FROM sms_outbox WHERE purpose = ?1 AND country_dialing_code = ?2 AND mobile_num = ?3
       AND used_at IS NULL AND expires_at > ?4 ORDER BY created_at DESC, id DESC LIMIT 1`,
    )
    .bind(purpose, dialing, mobile, now)
    .first<{ id: number; code: string }>();
  return row && row.code === code ? row.id : null;
}

function useSmsCode(db: D1Database, id: number, now: number) {
  return db.prepare("UPDATE sms_outbox SET used_at = ?2 WHERE id = ?1 AND used_at IS NULL").bind(id, now);
}

/** Checks and consumes a code in one go (login, registration). */
async function smsCodeMatches(db: D1Database, purpose: string, dialing: string, mobile: string, code: string, now: number): Promise<boolean> {
  const id = await validSmsCode(db, purpose, dialing, mobile, code, now);
  if (id === null) return false;
  await useSmsCode(db, id, now).run();
  return true;
}

const MEMBER_COLUMNS = "id, account, type, nickname, club_label, to_upline, status, reg_date, last_login_at, password_hash";

async function findByMobile(db: D1Database, dialing: string | null, mobile: string): Promise<MemberWithHash | null> {
  const { results } = await db
    .prepare(`SELECT ${MEMBER_COLUMNS} FROM members WHERE mobile_num = ?1 AND (?2 IS NULL OR country_dialing_code = ?2) LIMIT 2`)
    .bind(mobile, dialing)
    .all<MemberWithHash>();
  // The same number under two dialing codes is ambiguous without the code: refuse rather than guess.
  return results.length === 1 ? results[0]! : null;
}

/* ---------------- login ---------------- */

const LoginBody = z.object({
  type: z.enum(["username", "sms"]).default("username"),
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  countryDialingCode: z.string().max(6).optional(),
  captcha: z.string().max(16).optional(),
  captchaId: z.string().max(64).optional(),
});

/**
 * Login by username (or mobile number) and password, or by mobile and SMS code (§3: the SMS
 * variant carries the number in username and the code in password). Sealed body required.
 */
const login: Handler = {
  auth: "none",
  async run({ request, ctx }) {
    const db = ctx.env.DB;
    const now = ctx.now();
    const sealed = await readSealedJson(request, ctx.env.GATEWAY_SECRET);
    if (!sealed) return fail("request.not.encrypted", "Unknown error", 400);
    const body = LoginBody.safeParse(sealed);
    if (!body.success) return fail("login.invalid.request", "Account format is incorrect");
    const { type, username, password, countryDialingCode } = body.data;

    const member =
      type === "sms"
        ? await findByMobile(db, countryDialingCode ?? null, username)
        : ((await findMemberByAccount(db, username)) ?? (/^\d{7,20}$/.test(username) ? await findByMobile(db, null, username) : null));
    const accountSubject = `account:${member ? member.account.toLowerCase() : `${type}:${username.toLowerCase()}`}`;
    const ip = request.headers.get("X-Client-IP");
    const ipSubject = ip ? `ip:${ip}` : null;
    const subjects = [accountSubject, ...(ipSubject ? [ipSubject] : [])];

    const guard = await guardSettings(db);
    const counts = await failures(db, subjects);
    const locked = lockedUntil(counts.get(accountSubject), now);
    if (locked) return fail("login.locked", "Sorry, the user does not exist or is disabled.", 423, { lockedUntil: locked });

    if (captchaRequired([...counts.values()].map((r) => r.failures), guard)) {
      if (!(await captchaMatches(db, body.data.captchaId, body.data.captcha, now))) {
        return fail(body.data.captcha ? "login.captcha.invalid" : "login.captcha.required", "Verification code error", 400, { captcha: true });
      }
    }

    const valid =
      !!member &&
      (type === "sms"
        ? await smsCodeMatches(db, "login", member ? (countryDialingCode ?? "") : "", username, password, now)
        : await verifyPassword(password, member.password_hash));
    if (!member || !valid) {
      await recordFailure(db, { account: accountSubject, ip: ipSubject }, now, guard);
      const after = await failures(db, subjects);
      const nowLocked = lockedUntil(after.get(accountSubject), now);
      if (nowLocked) return fail("login.locked", "Sorry, the user does not exist or is disabled.", 423, { lockedUntil: nowLocked });
      const captcha = captchaRequired([...after.values()].map((r) => r.failures), guard);
      return fail(type === "sms" ? "verification.code.invalid" : "login.credentials.invalid", type === "sms" ? "Verification code error" : "Sorry, the user does not exist or is disabled.", 401, { captcha });
    }
    if (member.status !== "active") return fail("member.disabled", "Sorry, the user does not exist or is disabled.", 403);
    if (member.type === TRIAL_TYPE) return fail("login.trial.account", "Non-member account unable to login", 403);
    await clearFailures(db, subjects);
    return ok(loginValue(member, await openSession(db, member, now)));
  },
};

/* ---------------- captcha and SMS ---------------- */

const captcha: Handler = {
  auth: "none",
  async run({ ctx }) {
    const id = crypto.randomUUID();
    const answer = randomDigits(4);
    const now = ctx.now();
    await ctx.env.DB.batch([
      ctx.env.DB.prepare("DELETE FROM captchas WHERE expires_at <= ?1").bind(now),
      ctx.env.DB.prepare("INSERT INTO captchas (id, answer, expires_at) VALUES (?1, ?2, ?3)").bind(id, answer, now + CAPTCHA_TTL_MS),
    ]);
    return ok({ captchaId: id, image: toBase64(await captchaPng(answer)) });
  },
};

const SendCodeBody = z.object({
  purpose: z.enum(["register", "login", "reset"]),
  countryDialingCode: rules.countryDialingCode,
  mobileNum: rules.mobileNum,
});

/**
 * Sends an SMS code by writing it to the outbox (§7, module VERIFICATION3). One code per
 * countdown: asking again while the last one is fresh does nothing but say how long to wait.
 * Login and reset codes are only written for registered numbers, but the answer is the same
 * either way, so the call does not reveal who is registered.
 */
const sendCode: Handler = {
  auth: "none",
  async run({ request, ctx }) {
    const db = ctx.env.DB;
    const now = ctx.now();
    const body = SendCodeBody.safeParse(await readJson(request));
    if (!body.success) return fail("mobile.invalid", "Account format is incorrect");
    const { purpose, countryDialingCode, mobileNum } = body.data;
    const minutes = await smsMinutes(db);

    const recent = await db
      .prepare("SELECT created_at FROM sms_outbox WHERE purpose = ?1 AND country_dialing_code = ?2 AND mobile_num = ?3 ORDER BY created_at DESC LIMIT 1")
      .bind(purpose, countryDialingCode, mobileNum)
      .first<{ created_at: number }>();
    const wait = recent ? recent.created_at + minutes * 60_000 - now : 0;
    if (wait > 0) return fail("sms.too.frequent", "Unknown error", 429, { retryAfterSeconds: Math.ceil(wait / 1000) });

    const registered = (await findByMobile(db, countryDialingCode, mobileNum)) !== null;
    if (purpose === "register" && registered) return fail("mobile.exists", "Sorry, the username already exists.", 409);
    if (purpose === "register" || registered) {
      await db
        .prepare("INSERT INTO sms_outbox (purpose, country_dialing_code, mobile_num, code, created_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
        .bind(purpose, countryDialingCode, mobileNum, randomDigits(6), now, now + minutes * 60_000 * 5)
        .run();
    }
    return ok({ expiredMinutes: minutes });
  },
};

/* ---------------- registration ---------------- */

async function fieldSettings(db: D1Database): Promise<FieldSettings> {
  const { results } = await db.prepare("SELECT name, enabled, required FROM registration_fields").all<{ name: string; enabled: number; required: number }>();
  const byName = new Map(results.map((r) => [r.name, r]));
  return Object.fromEntries(
    REGISTRATION_FIELDS.map((f) => [f, { enabled: byName.get(f)?.enabled === 1, required: byName.get(f)?.required === 1 }]),
  ) as FieldSettings;
}

const registrationSettings: Handler = {
  auth: "none",
  async run({ ctx }) {
    return ok({ fields: await fieldSettings(ctx.env.DB) });
  },
};

const affiliateCheck: Handler = {
  auth: "none",
  async run({ url, ctx }) {
    const code = rules.affiliateCode.safeParse(url.searchParams.get("code") ?? "");
    const row = code.success ? await ctx.env.DB.prepare("SELECT member_id FROM affiliate_codes WHERE code = ?1").bind(code.data).first() : null;
    return row ? ok(null) : fail("affiliate.invalid", "Invalid invitation code", 404);
  },
};

const PROFILE_COLUMNS: Partial<Record<RegistrationField, string>> = {
  idNumber: "id_number",
  qqNum: "qq_num",
  facebook: "facebook",
  wechat: "wechat",
  line: "line",
  whatsapp: "whatsapp",
  zalo: "zalo",
  payeeName: "payee_name",
  recommenderId: "recommender_id",
};

/** Registration (§3 payload, §5 rules), validated here with the same schema the form uses. */
const register: Handler = {
  auth: "none",
  async run({ request, ctx }) {
    const db = ctx.env.DB;
    const now = ctx.now();
    const sealed = await readSealedJson(request, ctx.env.GATEWAY_SECRET);
    if (!sealed) return fail("request.not.encrypted", "Unknown error", 400);
    const settings = await fieldSettings(db);
    const method = sealed.username ? "username" : "mobileNum";
    const parsed = registrationSchema(settings, method, true).safeParse({ ...sealed, method, agree: "on" });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return fail("register.invalid", "Account format is incorrect", 400, { field: issue?.path[0] ?? null, message: issue?.message ?? null });
    }
    const v = parsed.data as Record<string, string | undefined> & { countryDialingCode: string; registerMethod: string };
    const account = method === "username" ? v.username! : v.mobileNum!;

    if (settings.captcha.enabled && !(await captchaMatches(db, sealed.captchaId, v.captcha, now))) {
      return fail("register.captcha.invalid", "Verification code error", 400, { field: "captcha" });
    }
    let parentId: number | null = null;
    if (v.affiliateCode) {
      const row = await db.prepare("SELECT member_id FROM affiliate_codes WHERE code = ?1").bind(v.affiliateCode).first<{ member_id: number }>();
      if (!row) return fail("affiliate.invalid", "Invalid invitation code", 400, { field: "affiliateCode" });
      parentId = row.member_id;
    }
    if (await findMemberByAccount(db, account)) return fail("member.exists", "Sorry, the username already exists.", 409, { field: method });
    if (v.mobileNum && (await findByMobile(db, v.countryDialingCode, v.mobileNum))) {
      return fail("mobile.exists", "Sorry, the username already exists.", 409, { field: "mobileNum" });
    }
    if (method === "mobileNum" && settings.verificationCode.enabled) {
      if (!(await smsCodeMatches(db, "register", v.countryDialingCode, v.mobileNum!, v.verificationCode ?? "", now))) {
        return fail("verification.code.invalid", "Verification code error", 400, { field: "verificationCode" });
      }
    }

    const inserted = await db
      .prepare(
        `INSERT INTO members (account, password_hash, type, nickname, mobile_num, email, parent_id, reg_date, country_dialing_code, register_method, register_url, affiliate_code)
         VALUES (?1, ?2, 0, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11) ON CONFLICT(account) DO NOTHING RETURNING id`,
      )
      .bind(account, await hashPassword(v.password!), v.nickname ?? null, v.mobileNum ?? null, v.email ?? null, parentId, now,
        v.mobileNum ? v.countryDialingCode : null, v.registerMethod, typeof sealed.registerUrl === "string" ? sealed.registerUrl.slice(0, 200) : null, v.affiliateCode ?? null)
      .first<{ id: number }>();
    if (!inserted) return fail("member.exists", "Sorry, the username already exists.", 409, { field: method });

    const profile = Object.entries(PROFILE_COLUMNS).filter(([field]) => v[field]);
    await db.batch([
      db.prepare("INSERT INTO wallets (member_id, currency, currency_symbol, balance_minor) VALUES (?1, 'PHP', '₱', 0)").bind(inserted.id),
      db
        .prepare(
          `INSERT INTO member_profiles (member_id, payment_password_hash${profile.map(([, col]) => `, ${col}`).join("")})
           VALUES (?1, ?2${profile.map((_, i) => `, ?${i + 3}`).join("")})`,
        )
        .bind(inserted.id, v.paymentPassword ? await hashPassword(v.paymentPassword) : null, ...profile.map(([field]) => v[field]!)),
    ]);
    const member = (await findMemberByAccount(db, account))!;
    return ok(loginValue(member, await openSession(db, member, now)));
  },
};

/* ---------------- passwords ---------------- */

/**
 * Forgot password by e-mail (§7, form-encoded): when the account and e-mail match, a reset
 * message is written to the e-mail outbox. The answer is the same either way (no enumeration).
 */
const forgotPasswordEmail: Handler = {
  auth: "none",
  async run({ request, ctx }) {
    const form = await readForm(request);
    const body = z.object({ username: rules.loginUsername, email: rules.email }).safeParse(form);
    if (!body.success) return fail("email.invalid", "E-mail format is incorrect");
    const row = await ctx.env.DB
      .prepare("SELECT id, email FROM members WHERE account = ?1 AND lower(email) = lower(?2) AND status = 'active'")
      .bind(body.data.username, body.data.email)
      .first<{ id: number; email: string }>();
    if (row) {
      await ctx.env.DB
        .prepare("INSERT INTO email_outbox (member_id, email, kind, body, created_at) VALUES (?1, ?2, 'password-reset', ?3, ?4)")
        .bind(row.id, row.email, `Password reset requested for ${body.data.username}. Contact customer service with code ${randomDigits(8)}.`, ctx.now())
        .run();
    }
    return ok(null);
  },
};

const SetByPhoneBody = z.object({
  countryDialingCode: rules.countryDialingCode,
  mobileNum: rules.mobileNum,
  verificationCode: rules.verificationCode,
  newPassword: rules.password,
});

/** Set password by phone (§3 payload): code first, then the new-equals-old rule. */
const setPasswordByPhone: Handler = {
  auth: "none",
  async run({ request, ctx }) {
    const db = ctx.env.DB;
    const now = ctx.now();
    const body = SetByPhoneBody.safeParse(await readJson(request));
    if (!body.success) return fail("password.format", "Password format is incorrect");
    const { countryDialingCode, mobileNum, verificationCode, newPassword } = body.data;
    const member = await findByMobile(db, countryDialingCode, mobileNum);
    const codeId = member ? await validSmsCode(db, "reset", countryDialingCode, mobileNum, verificationCode, now) : null;
    if (!member || codeId === null) return fail("verification.code.invalid", "Verification code error", 400);
    // Checked only after the code (no probing passwords without one); the code stays usable.
    if (await verifyPassword(newPassword, member.password_hash)) {
      return fail("modify.new.old.same", "The new password and the old password cannot be the same", 400);
    }
    await db.batch([
      useSmsCode(db, codeId, now),
      db.prepare("UPDATE members SET password_hash = ?2 WHERE id = ?1").bind(member.id, await hashPassword(newPassword)),
      db.prepare("DELETE FROM sessions WHERE member_id = ?1").bind(member.id),
      db.prepare("DELETE FROM login_failures WHERE subject = ?1").bind(`account:${member.account.toLowerCase()}`),
    ]);
    return ok(null);
  },
};

const ChangeBody = z.object({ oldPassword: z.string().min(1).max(128), newPassword: z.string().max(128), confirmNewPassword: z.string().max(128) });

/** Change password v2 (§3 payload). Other sessions of the member end; this one stays. */
const changePassword: Handler = {
  auth: "member",
  async run({ request, ctx, member, token }) {
    const db = ctx.env.DB;
    const body = ChangeBody.safeParse(await readJson(request));
    if (!body.success) return fail("password.format", "Password format is incorrect");
    const { oldPassword, newPassword, confirmNewPassword } = body.data;
    const stored = await db.prepare("SELECT password_hash FROM members WHERE id = ?1").bind(member!.id).first<{ password_hash: string }>();
    if (!stored || !(await verifyPassword(oldPassword, stored.password_hash))) return fail("password.old.invalid", "Password format is incorrect", 400);
    if (!rules.password.safeParse(newPassword).success) return fail("password.format", "Password format is incorrect", 400);
    if (newPassword !== confirmNewPassword) return fail("password.confirm.mismatch", "Confirmation password not matched", 400);
    if (newPassword === oldPassword) return fail("modify.new.old.same", "The new password and the old password cannot be the same", 400);
    await db.batch([
      db.prepare("UPDATE members SET password_hash = ?2 WHERE id = ?1").bind(member!.id, await hashPassword(newPassword)),
      db.prepare("DELETE FROM sessions WHERE member_id = ?1 AND token_hash <> ?2").bind(member!.id, await sha256Hex(token!)),
    ]);
    return ok(null);
  },
};

export const accountHandlers = {
  login,
  captcha,
  sendCode,
  registrationSettings,
  affiliateCheck,
  register,
  forgotPasswordEmail,
  setPasswordByPhone,
  changePassword,
};
