import { FIELD_RULES, checkField } from "../../contract/field-rules";
import { TRIAL_TYPE, isAgent } from "../../contract/member-types";
import {
  REGISTRATION_FIELDS,
  birthDateProblem,
  limitStoredValue,
  missingLimits,
  type FieldSettings,
  type RegistrationField,
} from "../../contract/registration";
import { RegistrationLimits, type RegistrationLimit } from "../../contract/registration-limits";
import { ageOn } from "../../contract/rg-rules";
import {
  ChangePasswordRequest,
  ForgotPasswordEmailRequest,
  LoginRequest,
  SendCodeRequest,
  SetPasswordByPhoneRequest,
  UnlockCodeRequest,
  registrationBody,
} from "../../contract/schemas/account-requests";
import { findMemberByAccount, loginValue, openSession, type Member } from "../accounts/auth";
import {
  clearPair,
  decide,
  deviceHashOf,
  failures,
  forgetOtherDevices,
  guardSettings,
  isKnownDevice,
  isSharedAddress,
  lockedUntil,
  recordFailure,
  recordSuccess,
  subjectsFor,
} from "../accounts/brute-force";
import { captchaPng, toBase64 } from "../accounts/captcha-image";
import { checkEmailCode, consumeEmailCode, issueEmailCode, maskedEmail } from "../accounts/email-codes";
import { recordSignIn } from "../accounts/login-history";
import { checkCode, consumeCode, issueCode, randomDigits, type CodeCheck, type CodeTarget } from "../accounts/one-time-codes";
import { guardedCheck, type GuardedResult } from "../accounts/secret-guard";
import { securityNoticeStatements } from "../accounts/security-notices";
import { hashPassword, sha256Hex, verifyPassword } from "../core/crypto";
import { offersModule } from "../core/env";
import type { Handler } from "../core/handler";
import { fail, ok, readJson } from "../core/http";
import { languageOf } from "../core/language";
import { checkCreation, tooMany } from "../core/limiter";
import { readForm, readSealedJson } from "../core/sealed";
import { LIMITS, clientIp, hit } from "../core/throttle";
import { auditStatement, marketRules } from "../rg/rg";

type MemberWithHash = Member & { password_hash: string };

const CAPTCHA_TTL_MS = 5 * 60_000;
const CAPTCHA_DIGITS = 6;
const DEFAULT_SMS_MINUTES = 1;
/** A code stays valid for five countdowns: long enough to type, short enough to be useless later. */
export const CODE_TTL_COUNTDOWNS = 5;

async function setting(db: D1Database, key: string): Promise<string | null> {
  return (await db.prepare("SELECT value FROM site_settings WHERE key = ?1").bind(key).first<{ value: string }>())?.value ?? null;
}

export async function smsMinutes(db: D1Database): Promise<number> {
  const n = Number(await setting(db, "sms_expired_minutes"));
  return Number.isFinite(n) && n > 0 ? n : DEFAULT_SMS_MINUTES;
}

/** A captcha answer is good once: it is deleted whether it matched or not. */
async function captchaMatches(db: D1Database, id: unknown, answer: unknown, now: number): Promise<boolean> {
  if (typeof id !== "string" || typeof answer !== "string" || !answer) return false;
  const row = await db.prepare("DELETE FROM captchas WHERE id = ?1 RETURNING answer, expires_at").bind(id).first<{ answer: string; expires_at: number }>();
  return !!row && row.expires_at > now && row.answer === answer.trim();
}

/** The refusal for a code that was wrong, or guessed at too often from this address. */
export function codeRefusal(check: Exclude<CodeCheck, { ok: true }>, extra?: Record<string, unknown>): Response {
  if (check.reason === "throttled") {
    return fail("verification.too.frequent", "Verification code error", 429, { ...extra, retryAfterSeconds: check.retryAfterSeconds });
  }
  return fail("verification.code.invalid", "Verification code error", 400, extra);
}

const MEMBER_COLUMNS = "id, account, type, nickname, to_upline, status, reg_date, last_login_at, password_hash";

/** The member who proved this number with a code; unproven numbers (typed anywhere) never count. */
async function findByMobile(db: D1Database, dialing: string | null, mobile: string): Promise<MemberWithHash | null> {
  const { results } = await db
    .prepare(`SELECT ${MEMBER_COLUMNS} FROM members WHERE mobile_num = ?1 AND mobile_verified = 1 AND (?2 IS NULL OR country_dialing_code = ?2) LIMIT 2`)
    .bind(mobile, dialing)
    .all<MemberWithHash>();
  // The same number under two dialing codes is ambiguous without the code: refuse rather than guess.
  return results.length === 1 ? results[0]! : null;
}

/* ---------------- login ---------------- */

/**
 * Where a locked account's unlock code can go: its proven number, else its verified e-mail, else
 * nowhere (the owner waits the lock out). Shown masked: the number's last four digits, the
 * address's first character and domain.
 */
type UnlockTarget = { channel: "sms"; dialing: string; mobile: string } | { channel: "email"; memberId: number; email: string };

async function unlockTarget(db: D1Database, memberId: number): Promise<UnlockTarget | null> {
  const row = await db
    .prepare("SELECT country_dialing_code, mobile_num, mobile_verified, email, email_verified FROM members WHERE id = ?1")
    .bind(memberId)
    .first<{ country_dialing_code: string | null; mobile_num: string | null; mobile_verified: number; email: string | null; email_verified: number }>();
  if (row?.mobile_num && row.mobile_verified === 1) return { channel: "sms", dialing: row.country_dialing_code ?? "", mobile: row.mobile_num };
  if (row?.email && row.email_verified === 1) return { channel: "email", memberId, email: row.email };
  return null;
}

export const maskedNumber = (target: { dialing: string; mobile: string }) => `${target.dialing} •••• ${target.mobile.slice(-4)}`;

const maskedTarget = (target: UnlockTarget) => (target.channel === "sms" ? maskedNumber(target) : maskedEmail(target.email));

/** Checks an unlock code on its own channel; a right one is consumed later, once the password has passed. */
const checkUnlockCode = (db: D1Database, target: UnlockTarget, guess: string, options: { ip: string; now: number }) =>
  target.channel === "sms" ? checkCode(db, { purpose: "login", ...target }, guess, { ...options, consume: false }) : checkEmailCode(db, target, guess, options);

const consumeUnlockCode = (db: D1Database, target: UnlockTarget, id: number, now: number) =>
  target.channel === "sms" ? consumeCode(db, id, now) : consumeEmailCode(db, id, now);

/** The answer for a locked account: until when, and where an unlock code would go (null: nowhere, wait it out). */
const lockedRefusal = (until: number, target: UnlockTarget | null = null, code = "login.locked", status = 423) =>
  fail(code, "Sorry, the user does not exist or is disabled.", status, {
    lockedUntil: until,
    unlock: target ? { channel: target.channel, to: maskedTarget(target) } : null,
  });

/** A hash no password matches, made once per isolate: what a sign-in to an unknown name is checked against. */
let unknownAccount: Promise<string> | undefined;
const unknownAccountHash = () => (unknownAccount ??= hashPassword(crypto.randomUUID()));

/**
 * Login by username (or mobile number) and password, or by mobile and SMS code (§3: the SMS
 * variant carries the number in username and the code in password). Sealed body required.
 * The guard (gateway/accounts/brute-force.ts, decision 072) decides first what this device may try.
 */
const login: Handler = {
  auth: "none",
  async run({ request, url, ctx }) {
    const db = ctx.env.DB;
    const now = ctx.now();
    const sealed = await readSealedJson(request, ctx.env.GATEWAY_SECRET);
    if (!sealed) return fail("request.not.encrypted", "Unknown error", 400);
    const body = LoginRequest.safeParse(sealed);
    if (!body.success) return fail("login.invalid.request", "Account format is incorrect");
    const { type, username, password, countryDialingCode, unlockCode } = body.data;

    const member =
      type === "sms"
        ? await findByMobile(db, countryDialingCode ?? null, username)
        : ((await findMemberByAccount(db, username)) ?? (/^\d{7,20}$/.test(username) ? await findByMobile(db, null, username) : null));
    const ip = clientIp(request);
    const deviceHash = await deviceHashOf(request);
    // Every answer about an existing account goes into its sign-in history, refusals too.
    const answer = async (response: Response, success = false) => {
      if (member) await recordSignIn(db, member.id, request, now, success);
      return response;
    };
    const subjects = subjectsFor(member ? member.account.toLowerCase() : `${type}:${username.toLowerCase()}`, ip, deviceHash);

    const guard = await guardSettings(db);
    const [state, knownDevice, sharedAddress] = await Promise.all([
      failures(db, subjects),
      member ? isKnownDevice(db, member.id, deviceHash) : false,
      isSharedAddress(db, ip, now, guard),
    ]);
    const decision = decide(state, { knownDevice, sharedAddress }, now, guard);
    if (decision.kind === "refused") return answer(lockedRefusal(decision.until));

    // A locked account on a new device: no password is tried until the owner's unlock code is
    // right. An SMS sign-in needs no extra step: its code is that proof already.
    let unlocking: { target: UnlockTarget; id: number } | null = null;
    if (decision.kind === "unlock" && type !== "sms") {
      const target = member ? await unlockTarget(db, member.id) : null;
      if (!target || !unlockCode) return answer(lockedRefusal(decision.until, target));
      const check = await checkUnlockCode(db, target, unlockCode, { ip, now });
      if (!check.ok && check.reason === "throttled") return answer(codeRefusal(check));
      if (!check.ok) return answer(lockedRefusal(decision.until, target, "login.unlock.invalid", 400));
      unlocking = { target, id: check.id };
    }
    if (decision.kind === "captcha" && !(await captchaMatches(db, body.data.captchaId, body.data.captcha, now))) {
      return answer(fail(body.data.captcha ? "login.captcha.invalid" : "login.captcha.required", "Verification code error", 400, { captcha: true }));
    }

    let valid = false;
    if (member && type === "sms") {
      const check = await checkCode(db, { purpose: "login", dialing: countryDialingCode ?? "", mobile: username }, password, { ip, now });
      if (!check.ok && check.reason === "throttled") return answer(codeRefusal(check, { captcha: decision.kind === "captcha" }));
      valid = check.ok;
    } else if (member) {
      valid = await verifyPassword(password, member.password_hash);
    } else if (type === "username") {
      // No such account: the same password hash all the same, so the answer's timing does not tell
      // which names exist (ASVS V6.3.8).
      await verifyPassword(password, await unknownAccountHash());
    } else {
      // No such number: spend a guess from this address all the same, so both answers look alike.
      const check = await checkCode(db, { purpose: "login", dialing: countryDialingCode ?? "", mobile: username }, password, { ip, now });
      if (!check.ok && check.reason === "throttled") return codeRefusal(check, { captcha: decision.kind === "captcha" });
    }
    if (!member || !valid) {
      // Failures on an account that is already locked count for this device only.
      await recordFailure(db, subjects, now, guard, decision.kind !== "unlock" && !lockedUntil(state.account, now));
      const afterState = await failures(db, subjects);
      // This failure locked the account: its owner hears of it in the inbox (ASVS V6.3.5).
      const lockedNow = !lockedUntil(state.account, now) ? lockedUntil(afterState.account, now) : null;
      if (member && lockedNow)
        await db.batch(securityNoticeStatements(db, member.id, { kind: "login-locked", until: lockedNow }, languageOf(url, request), now));
      const after = decide(afterState, { knownDevice, sharedAddress }, now, guard);
      if (after.kind === "refused") return answer(lockedRefusal(after.until));
      if (after.kind === "unlock" && unlocking === null) return answer(lockedRefusal(after.until, member ? await unlockTarget(db, member.id) : null));
      const captcha = after.kind === "captcha";
      return answer(
        type === "sms"
          ? fail("verification.code.invalid", "Verification code error", 401, { captcha })
          : fail("login.credentials.invalid", "Sorry, the user does not exist or is disabled.", 401, { captcha }),
      );
    }
    if (member.status !== "active") return answer(fail("member.disabled", "Sorry, the user does not exist or is disabled.", 403));
    if (member.type === TRIAL_TYPE) return answer(fail("login.trial.account", "Non-member account unable to login", 403));
    if (unlocking !== null && !(await consumeUnlockCode(db, unlocking.target, unlocking.id, now))) {
      return answer(lockedRefusal(decision.kind === "unlock" ? decision.until : now, unlocking.target, "login.unlock.invalid", 400));
    }
    await Promise.all([clearPair(db, subjects), recordSuccess(db, member.id, ip, deviceHash, now)]);
    return answer(ok(loginValue(member, await openSession(db, member, now))), true);
  },
};

/** The refusal for the sign-in password asked again (change password, the mobile number page): tries left, or the lock's end. */
export function passwordRefusal(check: Exclude<GuardedResult, { kind: "ok" }>): Response {
  if (check.kind === "locked") return fail("password.old.locked", "Password format is incorrect", 423, { lockedUntil: check.until });
  return fail("password.old.invalid", "Password format is incorrect", 400, { attemptsLeft: check.attemptsLeft });
}

/**
 * Sends the unlock code of a locked account to its proven number (as an SMS sign-in code: the
 * same proof of holding the phone), or, without one, to its verified e-mail. Throttled per
 * address and per account name before anything is looked up, and answered alike for every name,
 * so it tells nobody which accounts exist, nor which channel an account has.
 */
const sendUnlockCode: Handler = {
  auth: "none",
  async run({ request, ctx }) {
    const db = ctx.env.DB;
    const now = ctx.now();
    const body = UnlockCodeRequest.safeParse(await readJson(request));
    if (!body.success) return fail("login.invalid.request", "Account format is incorrect");
    const minutes = await smsMinutes(db);
    const name = body.data.username.toLowerCase();
    // An unlock code is an SMS like any other: the SMS creation limits (device, address, site-wide)
    // apply, to every request alike. An e-mail target's own limits are checked after the lookup,
    // where a refusal must stay silent: a different answer would tell the channel.
    const sender = await checkCreation(ctx, request, "sms");
    if (!sender.allowed) return tooFrequent(sender.retryAfterSeconds);
    // One per countdown per account name (§4), whoever asks.
    const wait = await hit(db, `unlock-wait:${name}`, { max: 1, windowMs: minutes * 60_000 }, now);
    if (!wait.allowed) return tooFrequent(wait.retryAfterSeconds);
    const member = await findMemberByAccount(db, body.data.username);
    const target = member ? await unlockTarget(db, member.id) : null;
    if (member && target) {
      const locked = lockedUntil((await failures(db, subjectsFor(member.account.toLowerCase(), ""))).account, now);
      const ttlMs = minutes * 60_000 * CODE_TTL_COUNTDOWNS;
      if (target.channel === "sms") {
        const perNumber = await hit(db, `sms-number:${target.dialing}${target.mobile}`, LIMITS.smsPerNumber, now);
        if (locked && perNumber.allowed) await issueCode(db, { purpose: "login", ...target }, now, ttlMs);
      } else if (locked) {
        // The e-mail creation limits (device, address, site-wide) and an address's hourly cap, as a number's.
        const mailer = await checkCreation(ctx, request, "email");
        const perAddress = mailer.allowed && (await hit(db, `email-address:${target.email.toLowerCase()}`, LIMITS.smsPerNumber, now)).allowed;
        if (perAddress) await issueEmailCode(db, target, now, ttlMs);
      }
    }
    return ok({ expiredMinutes: minutes });
  },
};

/* ---------------- captcha and SMS ---------------- */

const captcha: Handler = {
  auth: "none",
  async run({ ctx }) {
    const id = crypto.randomUUID();
    // Six digits, the most the spec's captcha field takes (§5: numeric, at most 6): one in a million by chance.
    const answer = randomDigits(CAPTCHA_DIGITS);
    const now = ctx.now();
    await ctx.env.DB.batch([
      ctx.env.DB.prepare("DELETE FROM captchas WHERE expires_at <= ?1").bind(now),
      ctx.env.DB.prepare("INSERT INTO captchas (id, answer, expires_at) VALUES (?1, ?2, ?3)").bind(id, answer, now + CAPTCHA_TTL_MS),
    ]);
    return ok({ captchaId: id, image: toBase64(await captchaPng(answer)) });
  },
};

const tooFrequent = (retryAfterSeconds: number) => fail("sms.too.frequent", "Unknown error", 429, { retryAfterSeconds });

/**
 * Sends an SMS code by writing it to the outbox (§7, module VERIFICATION3). Throttled per device,
 * per address and site-wide (the creation limits, decision 073), per number and purpose (one per
 * countdown, §4) and per number (hourly), counted the same whether or not the number is registered. A code is written only where it can be used:
 * login and reset codes for proven numbers, registration codes for numbers nobody has proven.
 * The answer is the same either way, so the call reveals nothing about who is registered.
 */
const sendCode: Handler = {
  auth: "none",
  async run({ request, ctx }) {
    const db = ctx.env.DB;
    const now = ctx.now();
    const body = SendCodeRequest.safeParse(await readJson(request));
    if (!body.success) return fail("mobile.invalid", "Account format is incorrect");
    const { purpose, countryDialingCode, mobileNum } = body.data;
    const minutes = await smsMinutes(db);
    const number = `${countryDialingCode}${mobileNum}`;

    const sender = await checkCreation(ctx, request, "sms");
    if (!sender.allowed) return tooFrequent(sender.retryAfterSeconds);
    for (const [subject, limit] of [
      [`sms-wait:${purpose}:${number}`, { max: 1, windowMs: minutes * 60_000 }],
      [`sms-number:${number}`, LIMITS.smsPerNumber],
    ] as const) {
      const verdict = await hit(db, subject, limit, now);
      if (!verdict.allowed) return tooFrequent(verdict.retryAfterSeconds);
    }

    const registered = (await findByMobile(db, countryDialingCode, mobileNum)) !== null;
    if (registered === (purpose !== "register")) {
      await issueCode(db, { purpose, dialing: countryDialingCode, mobile: mobileNum }, now, minutes * 60_000 * CODE_TTL_COUNTDOWNS);
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
    const code = checkField(FIELD_RULES.affiliateCode, url.searchParams.get("code") ?? "");
    const row = code.ok ? await ctx.env.DB.prepare("SELECT member_id FROM affiliate_codes WHERE code = ?1").bind(code.value).first() : null;
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

/**
 * Whether a time-out or self-exclusion in force was taken with this mobile number or e-mail
 * (rg_blocks copies them): the number is matched with and without its dialing code, the e-mail
 * without case. A spent session limit does not count (it ends at midnight and blocks nobody new).
 */
async function contactExcluded(db: D1Database, c: { dialing: string; mobile: string | null; email: string | null }, now: number): Promise<boolean> {
  if (!c.mobile && !c.email) return false;
  const row = await db
    .prepare(
      `SELECT 1 FROM rg_blocks WHERE kind IN ('timeout', 'exclusion') AND starts_at <= ?1 AND ends_at > ?1
         AND ((?2 IS NOT NULL AND (mobile_num = ?2 OR mobile_num = ?3 || ?2)) OR (?4 IS NOT NULL AND lower(email) = lower(?4))) LIMIT 1`,
    )
    .bind(now, c.mobile, c.dialing, c.email)
    .first();
  return row !== null;
}

/** RG-08: the limits chosen at registration, in force at once (nothing to cool off from), each with its audit row. */
function limitStatements(db: D1Database, memberId: number, limits: readonly RegistrationLimit[], now: number): D1PreparedStatement[] {
  return limits.flatMap((l) => [
    db
      .prepare("INSERT INTO rg_limits (member_id, kind, period, amount, pending, updated_at) VALUES (?1, ?2, ?3, ?4, 0, ?5)")
      .bind(memberId, l.kind, l.period, limitStoredValue(l), now),
    auditStatement(db, {
      memberId,
      control: `limit.${l.kind}.${l.period}`,
      oldValue: null,
      newValue: String(l.value),
      actor: "member",
      requestedAt: now,
      effectiveAt: now,
    }),
  ]);
}

/** Registration (§3 payload, §5 rules), validated here with the same rules and field settings as the form. */
const register: Handler = {
  auth: "none",
  async run({ request, ctx }) {
    const db = ctx.env.DB;
    const now = ctx.now();
    const sealed = await readSealedJson(request, ctx.env.GATEWAY_SECRET);
    if (!sealed) return fail("request.not.encrypted", "Unknown error", 400);
    const settings = await fieldSettings(db);
    const method = sealed.username ? "username" : "mobileNum";
    const parsed = registrationBody(settings, method).safeParse(sealed);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return fail("register.invalid", "Account format is incorrect", 400, { field: issue?.path[0] ?? null, message: issue?.message ?? null });
    }
    const v = parsed.data as Record<string, string | undefined> & { countryDialingCode: string; registerMethod: string };
    const account = method === "username" ? v.username! : v.mobileNum!;
    const ip = clientIp(request);

    // The age gate and the limits chosen at sign-up belong to responsible gaming: a deployment
    // without the module (GATEWAY_MODULES_OFF) asks for neither, as the app's form then has neither.
    const rg = offersModule(ctx.env, "responsibleGaming");
    let birthDate: string | null = null;
    let limits: RegistrationLimit[] = [];
    if (rg) {
      // The age gate: a real date of birth, and the market's minimum age on it.
      const birthProblem = birthDateProblem(sealed.birthDate, now);
      if (birthProblem) return fail("register.invalid", "Account format is incorrect", 400, { field: "birthDate", message: birthProblem });
      birthDate = String(sealed.birthDate).trim();
      const market = await marketRules(db);
      if (ageOn(birthDate, now) < market.minAge) {
        return fail("register.underage", "You are not old enough to register", 400, { minAge: market.minAge, field: "birthDate" });
      }
      // Limits chosen on the form (RG-08); the market's required kinds must be among them (BR).
      const chosen = RegistrationLimits.safeParse(sealed.limits ?? []);
      if (!chosen.success) {
        return fail("register.limits.format", "Limit format is incorrect", 400, { field: "limits", message: chosen.error.issues[0]?.message ?? null });
      }
      const missing = missingLimits(market.requiredLimits, chosen.data);
      if (missing.length) return fail("register.limits.required", "These limits must be set to register", 400, { kinds: missing, field: "limits" });
      limits = chosen.data;
    }

    // Sign-ups per device, address and site-wide (decision 073): past them, nothing is created.
    const limited = await checkCreation(ctx, request, "register");
    if (!limited.allowed) return tooMany(limited);
    // A captcha when the operator asks for one, and past this address's hourly registrations.
    const pastLimit = !(await hit(db, `register-ip:${ip}`, LIMITS.registrationsPerIp, now)).allowed;
    if (settings.captcha.enabled || pastLimit) {
      const answer = typeof sealed.captcha === "string" ? sealed.captcha : "";
      if (!(await captchaMatches(db, sealed.captchaId, answer, now))) {
        return fail(answer ? "register.captcha.invalid" : "register.captcha.required", "Verification code error", 400, { field: "captcha", captcha: true });
      }
    }
    // The code comes before any answer about the number, so only its owner learns whether it is taken.
    let codeId: number | null = null;
    if (method === "mobileNum" && settings.verificationCode.enabled) {
      const target: CodeTarget = { purpose: "register", dialing: v.countryDialingCode, mobile: v.mobileNum! };
      const check = await checkCode(db, target, v.verificationCode ?? "", { ip, now, consume: false });
      if (!check.ok) return codeRefusal(check, { field: "verificationCode" });
      codeId = check.id;
    }
    // An agent's code makes the new member the agent's downline. A player's code (invite friends,
    // decision 038) makes them the player's referral, in the same agent's team: a player never has a team.
    let parentId: number | null = null;
    let referrerId: number | null = null;
    if (v.affiliateCode) {
      const row = await db
        .prepare("SELECT c.member_id, o.type, o.parent_id FROM affiliate_codes c JOIN members o ON o.id = c.member_id WHERE c.code = ?1")
        .bind(v.affiliateCode)
        .first<{ member_id: number; type: number; parent_id: number | null }>();
      if (!row) return fail("affiliate.invalid", "Invalid invitation code", 400, { field: "affiliateCode" });
      if (isAgent(row.type)) parentId = row.member_id;
      else {
        referrerId = row.member_id;
        parentId = row.parent_id;
      }
    }
    // After the captcha and the code: only someone who passed them learns that a pause is in force.
    if (await contactExcluded(db, { dialing: v.countryDialingCode, mobile: v.mobileNum ?? null, email: v.email ?? null }, now)) {
      return fail("register.excluded", "Registration is not possible during a self-exclusion", 403);
    }
    if (await findMemberByAccount(db, account)) return fail("member.exists", "Sorry, the username already exists.", 409, { field: method });
    // A number typed on the username tab is kept unproven: it never blocks, nor signs in as, its owner.
    if (codeId !== null && (await findByMobile(db, v.countryDialingCode, v.mobileNum!))) {
      return fail("mobile.exists", "Sorry, the username already exists.", 409, { field: "mobileNum" });
    }
    if (codeId !== null && !(await consumeCode(db, codeId, now))) {
      return codeRefusal({ ok: false, reason: "wrong" }, { field: "verificationCode" });
    }

    let inserted: { id: number } | null;
    try {
      inserted = await db
        .prepare(
          `INSERT INTO members (account, password_hash, type, nickname, mobile_num, email, parent_id, reg_date, country_dialing_code, register_method, register_url, affiliate_code, mobile_verified, referrer_id, birth_date)
           VALUES (?1, ?2, 0, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14) ON CONFLICT(account) DO NOTHING RETURNING id`,
        )
        .bind(
          account,
          await hashPassword(v.password!),
          v.nickname ?? null,
          v.mobileNum ?? null,
          v.email ?? null,
          parentId,
          now,
          v.mobileNum ? v.countryDialingCode : null,
          v.registerMethod,
          typeof sealed.registerUrl === "string" ? sealed.registerUrl.slice(0, 200) : null,
          v.affiliateCode ?? null,
          codeId !== null ? 1 : 0,
          referrerId,
          birthDate,
        )
        .first<{ id: number }>();
    } catch (e) {
      // Another registration proved the same number a moment ago (the unique index on proven numbers).
      if (String(e).includes("UNIQUE")) return fail("mobile.exists", "Sorry, the username already exists.", 409, { field: "mobileNum" });
      throw e;
    }
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
      ...limitStatements(db, inserted.id, limits, now),
    ]);
    const member = (await findMemberByAccount(db, account))!;
    return ok(loginValue(member, await openSession(db, member, now)));
  },
};

/* ---------------- passwords ---------------- */

/**
 * Forgot password by e-mail (§7, form-encoded): when the account and its verified e-mail match, a
 * reset message is written to the e-mail outbox. The answer is the same either way (no
 * enumeration). Only a verified address: a stolen session could otherwise set an address of its
 * own, unverified, and have the reset sent there.
 */
const forgotPasswordEmail: Handler = {
  auth: "none",
  async run({ request, ctx }) {
    const form = await readForm(request);
    const body = ForgotPasswordEmailRequest.safeParse(form);
    if (!body.success) return fail("email.invalid", "E-mail format is incorrect");
    const row = await ctx.env.DB.prepare(
      "SELECT id, email FROM members WHERE account = ?1 AND lower(email) = lower(?2) AND email_verified = 1 AND status = 'active'",
    )
      .bind(body.data.username, body.data.email)
      .first<{ id: number; email: string }>();
    if (row) {
      await ctx.env.DB.prepare("INSERT INTO email_outbox (member_id, email, kind, body, created_at) VALUES (?1, ?2, 'password-reset', ?3, ?4)")
        .bind(row.id, row.email, `Password reset requested for ${body.data.username}. Contact customer service with code ${randomDigits(8)}.`, ctx.now())
        .run();
    }
    return ok(null);
  },
};

/**
 * Set password by phone (§3 payload): code first, then the new-equals-old rule. Every session ends
 * and every known device but this one is forgotten (ASVS V6.5.6).
 */
const setPasswordByPhone: Handler = {
  auth: "none",
  async run({ request, url, ctx }) {
    const db = ctx.env.DB;
    const now = ctx.now();
    const body = SetPasswordByPhoneRequest.safeParse(await readJson(request));
    if (!body.success) return fail("password.format", "Password format is incorrect");
    const { countryDialingCode, mobileNum, verificationCode, newPassword } = body.data;
    const member = await findByMobile(db, countryDialingCode, mobileNum);
    // A number without an account spends a guess like any other: the answers look alike.
    const check = await checkCode(db, { purpose: "reset", dialing: countryDialingCode, mobile: mobileNum }, verificationCode, {
      ip: clientIp(request),
      now,
      consume: false,
    });
    if (!check.ok) return codeRefusal(check);
    if (!member) return codeRefusal({ ok: false, reason: "wrong" });
    // Checked only after the code (no probing passwords without one); the code stays usable.
    if (await verifyPassword(newPassword, member.password_hash)) {
      return fail("modify.new.old.same", "The new password and the old password cannot be the same", 400);
    }
    if (!(await consumeCode(db, check.id, now))) return codeRefusal({ ok: false, reason: "wrong" });
    await db.batch([
      db.prepare("UPDATE members SET password_hash = ?2 WHERE id = ?1").bind(member.id, await hashPassword(newPassword)),
      db.prepare("DELETE FROM sessions WHERE member_id = ?1").bind(member.id),
      // Whoever had the password may have had a device signed in: only the one proving the number stays known.
      forgetOtherDevices(db, member.id, await deviceHashOf(request)),
      db.prepare("DELETE FROM login_failures WHERE subject = ?1").bind(`account:${member.account.toLowerCase()}`),
      ...securityNoticeStatements(db, member.id, { kind: "password-changed" }, languageOf(url, request), now),
    ]);
    return ok(null);
  },
};

/**
 * Change password v2 (§3 payload). Other sessions of the member end and its other known devices
 * are forgotten (ASVS V6.5.6); this session and this device stay. The old password goes through
 * the secret guard (kind "old-password"): a stolen session gets five guesses, then the check locks
 * for 15 minutes, doubling, and is not even tried while locked.
 */
const changePassword: Handler = {
  auth: "member",
  async run({ request, url, ctx, member, token }) {
    const db = ctx.env.DB;
    const body = ChangePasswordRequest.safeParse(await readJson(request));
    if (!body.success) return fail("password.format", "Password format is incorrect");
    const { oldPassword, newPassword, confirmNewPassword } = body.data;
    const stored = await db.prepare("SELECT password_hash FROM members WHERE id = ?1").bind(member.id).first<{ password_hash: string }>();
    const check = await guardedCheck(db, { kind: "old-password", subject: member.id }, ctx.now(), async () =>
      stored ? verifyPassword(oldPassword, stored.password_hash) : false,
    );
    if (check.kind !== "ok") return passwordRefusal(check);
    if (!checkField(FIELD_RULES.password, newPassword).ok) return fail("password.format", "Password format is incorrect", 400);
    if (newPassword !== confirmNewPassword) return fail("password.confirm.mismatch", "Confirmation password not matched", 400);
    if (newPassword === oldPassword) return fail("modify.new.old.same", "The new password and the old password cannot be the same", 400);
    await db.batch([
      db.prepare("UPDATE members SET password_hash = ?2 WHERE id = ?1").bind(member.id, await hashPassword(newPassword)),
      db.prepare("DELETE FROM sessions WHERE member_id = ?1 AND token_hash <> ?2").bind(member.id, await sha256Hex(token)),
      forgetOtherDevices(db, member.id, await deviceHashOf(request)),
      ...securityNoticeStatements(db, member.id, { kind: "password-changed" }, languageOf(url, request), ctx.now()),
    ]);
    return ok(null);
  },
};

export const accountHandlers = {
  login,
  sendUnlockCode,
  captcha,
  sendCode,
  registrationSettings,
  affiliateCheck,
  register,
  forgotPasswordEmail,
  setPasswordByPhone,
  changePassword,
};
