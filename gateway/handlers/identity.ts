import { AVATAR_IDS, avatarUrl, isAvatarId } from "./avatar-art";
import { isQuestionId, questionList } from "./security-questions";
import { FIELD_RULES, checkField } from "../../contract/field-rules";
import { isAnswer, isNickname, normaliseAnswer } from "../../contract/identity";
import { maskEmail } from "../../contract/masking";
import { NicknameRequest, SecurityQuestionRequest, SendEmailCodeRequest, VerifyEmailRequest } from "../../contract/schemas/member-requests";
import { deviceHashOf, forgetOtherDevices } from "../accounts/brute-force";
import { HISTORY_SHOWN } from "../accounts/login-history";
import { MAX_WRONG_GUESSES, randomDigits, sameCode } from "../accounts/one-time-codes";
import { guardedCheck, secretLockedUntil } from "../accounts/secret-guard";
import { securityNoticeStatements } from "../accounts/security-notices";
import { parseUserAgent } from "../accounts/user-agent";
import { hashPassword, sha256Hex, verifyPassword } from "../core/crypto";
import type { Handler } from "../core/handler";
import { fail, ok, readJson } from "../core/http";
import { languageOf } from "../core/language";
import { checkCreation } from "../core/limiter";
import { readForm } from "../core/sealed";
import { LIMITS, clientIp, hit, type Limit } from "../core/throttle";

/*
 * The security centre's identity items (decision 025): e-mail binding, security
 * question, nickname, head icon, sign-in history and "sign out everywhere else". Every call is a
 * member's own; refusals use the codes of decision 025.
 */

const MINUTE = 60_000;

/* ---------------- e-mail ---------------- */

/** The resend wait, answered as expiredMinutes like the SMS call (§4: countdown = expiredMinutes × 60 s). */
const EMAIL_RESEND_MINUTES = 1;
/** A code outlives its countdown: long enough to open the mail and type it. */
const EMAIL_CODE_TTL_MS = 10 * MINUTE;
const EMAIL_LIMITS = {
  /** Every request counts, refused or not: it also bounds how fast a member can probe who has which address. */
  perHour: { max: 5, windowMs: 60 * MINUTE },
  /** One code per countdown. */
  perCountdown: { max: 1, windowMs: EMAIL_RESEND_MINUTES * MINUTE },
} satisfies Record<string, Limit>;

const tooFrequent = (retryAfterSeconds: number) => fail("email.too.frequent", "Unknown error", 429, { retryAfterSeconds });

type EmailState = { email: string | null; email_verified: number };

/**
 * Sends a six-digit code to a new address: the address becomes the member's, pending until the
 * code comes back. A verified address is changed through customer service only, and an address
 * another member has verified cannot be bound again.
 */
const sendEmailCode: Handler = {
  auth: "member",
  async run({ request, ctx, member }) {
    const db = ctx.env.DB;
    const now = ctx.now();
    const body = SendEmailCodeRequest.safeParse(await readJson(request));
    const checked = body.success ? checkField(FIELD_RULES.email, body.data.email) : null;
    if (!checked?.ok) return fail("email.invalid", "E-mail format is incorrect");
    const email = checked.value.toLowerCase();

    const state = await db.prepare("SELECT email, email_verified FROM members WHERE id = ?1").bind(member.id).first<EmailState>();
    if (state?.email && state.email_verified === 1) return fail("email.verified", "Unknown error", 409);

    // Per device, address and site-wide (decision 073), then the member's own hourly count.
    const sender = await checkCreation(ctx, request, "email");
    if (!sender.allowed) return tooFrequent(sender.retryAfterSeconds);
    const hourly = await hit(db, `email-member:${member.id}`, EMAIL_LIMITS.perHour, now);
    if (!hourly.allowed) return tooFrequent(hourly.retryAfterSeconds);
    const taken = await db
      .prepare("SELECT 1 AS yes FROM members WHERE lower(email) = ?1 AND email_verified = 1 AND id <> ?2 LIMIT 1")
      .bind(email, member.id)
      .first();
    if (taken) return fail("email.taken", "Unknown error", 409);
    const wait = await hit(db, `email-wait:${member.id}`, EMAIL_LIMITS.perCountdown, now);
    if (!wait.allowed) return tooFrequent(wait.retryAfterSeconds);

    const code = randomDigits(6);
    await db.batch([
      // Only the newest code counts: asking again burns the older ones (of this purpose only).
      db.prepare("UPDATE email_codes SET used_at = ?2 WHERE member_id = ?1 AND purpose = 'verify' AND used_at IS NULL").bind(member.id, now),
      db.prepare("UPDATE members SET email = ?2, email_verified = 0 WHERE id = ?1").bind(member.id, email),
      db
        .prepare("INSERT INTO email_codes (member_id, email, code, purpose, created_at, expires_at) VALUES (?1, ?2, ?3, 'verify', ?4, ?5)")
        .bind(member.id, email, code, now, now + EMAIL_CODE_TTL_MS),
      db
        .prepare("INSERT INTO email_outbox (member_id, email, kind, body, created_at) VALUES (?1, ?2, 'verify-email', ?3, ?4)")
        .bind(member.id, email, `Your Edge Lobby verification code is ${code}. It is valid for 10 minutes.`, now),
    ]);
    return ok({ expiredMinutes: EMAIL_RESEND_MINUTES });
  },
};

type CodeRow = { id: number; email: string; used_at: number | null; attempts: number };

/**
 * Checks the code of the newest unexpired verification code (an unlock code sent to the same
 * address never passes here: decision 072). A wrong guess counts; the fifth burns the
 * code, and guesses at a burned code are told to ask for a new one (verification.too.frequent).
 * Across codes the member's guesses go through the secret guard (kind "email-code"): ten wrong in
 * a row (two burned codes) lock e-mail verification for 15 minutes, doubling, whatever the code.
 */
const verifyEmail: Handler = {
  auth: "member",
  async run({ request, url, ctx, member }) {
    const db = ctx.env.DB;
    const now = ctx.now();
    const body = VerifyEmailRequest.safeParse(await readJson(request));
    if (!body.success) return fail("verification.code.invalid", "Verification code error");
    const throttle = await hit(db, `verify-ip:${clientIp(request)}`, LIMITS.verifyPerIp, now);
    if (!throttle.allowed) return fail("verification.too.frequent", "Verification code error", 429, { retryAfterSeconds: throttle.retryAfterSeconds });

    const row = await db
      .prepare(
        `SELECT id, email, used_at, attempts FROM email_codes WHERE member_id = ?1 AND purpose = 'verify' AND expires_at > ?2
         ORDER BY created_at DESC, id DESC LIMIT 1`,
      )
      .bind(member.id, now)
      .first<CodeRow>();
    if (row && row.attempts >= MAX_WRONG_GUESSES) return fail("verification.too.frequent", "Verification code error", 429);
    if (!row || row.used_at !== null) return fail("verification.code.invalid", "Verification code error");
    const guess = body.data.code;
    const check = await guardedCheck(db, { kind: "email-code", subject: member.id }, now, async () => {
      const stored = await db.prepare("SELECT code FROM email_codes WHERE id = ?1").bind(row.id).first<{ code: string }>();
      if (stored && sameCode(stored.code, guess)) return true;
      await db
        .prepare("UPDATE email_codes SET attempts = attempts + 1, used_at = CASE WHEN attempts + 1 >= ?3 THEN ?2 ELSE used_at END WHERE id = ?1")
        .bind(row.id, now, MAX_WRONG_GUESSES)
        .run();
      return false;
    });
    if (check.kind === "locked") {
      const retryAfterSeconds = Math.max(1, Math.ceil((check.until - now) / 1000));
      return fail("verification.too.frequent", "Verification code error", 429, { retryAfterSeconds, lockedUntil: check.until });
    }
    if (check.kind === "wrong") return fail("verification.code.invalid", "Verification code error");
    const used = await db.prepare("UPDATE email_codes SET used_at = ?2 WHERE id = ?1 AND used_at IS NULL RETURNING id").bind(row.id, now).first();
    if (!used) return fail("verification.code.invalid", "Verification code error");
    // Verified only if the address is still the one the code went to and nobody verified it meanwhile.
    const verified = await db
      .prepare(
        `UPDATE members SET email_verified = 1 WHERE id = ?1 AND email = ?2
           AND NOT EXISTS (SELECT 1 FROM members o WHERE lower(o.email) = ?2 AND o.email_verified = 1 AND o.id <> ?1)
         RETURNING id`,
      )
      .bind(member.id, row.email)
      .first();
    if (!verified) return fail("email.taken", "Unknown error", 409);
    // A verified address is one more way into the account: its owner hears of it (ASVS V6.3.7), masked.
    await db.batch(securityNoticeStatements(db, member.id, { kind: "email-verified", address: maskEmail(row.email) }, languageOf(url, request), now));
    return ok(null);
  },
};

/* ---------------- security question ---------------- */

const securityQuestions: Handler = {
  auth: "member",
  async run({ request, url, ctx, member }) {
    const row = await ctx.env.DB.prepare("SELECT security_question FROM member_profiles WHERE member_id = ?1")
      .bind(member.id)
      .first<{ security_question: string | null }>();
    return ok({ questions: questionList(languageOf(url, request)), current: row?.security_question ?? null });
  },
};

/**
 * Sets the question and its answer (stored as a hash of the normalised answer). Changing them
 * needs the current answer, checked through the secret guard (kind "security-answer", subject
 * `question:<member id>`): five wrong in a row lock it for 15 minutes, doubling.
 */
const securityQuestion: Handler = {
  auth: "member",
  async run({ request, url, ctx, member }) {
    const db = ctx.env.DB;
    const now = ctx.now();
    const body = SecurityQuestionRequest.safeParse(await readJson(request));
    if (!body.success) return fail("question.answer.format", "Unknown error");
    const { questionId, answer, currentAnswer } = body.data;
    if (!isQuestionId(questionId)) return fail("question.unknown", "Unknown error");
    if (!isAnswer(answer)) return fail("question.answer.format", "Unknown error", 400, { field: "answer" });

    const profile = await db
      .prepare("SELECT security_answer_hash FROM member_profiles WHERE member_id = ?1")
      .bind(member.id)
      .first<{ security_answer_hash: string | null }>();
    const stored = profile?.security_answer_hash;
    if (stored) {
      if (!currentAnswer?.trim()) {
        // A lock is told before the missing answer, as it always was.
        const until = await secretLockedUntil(db, { kind: "security-answer", subject: member.id }, now);
        if (until) return fail("question.locked", "Unknown error", 423, { lockedUntil: until });
        return fail("question.answer.format", "Unknown error", 400, { field: "currentAnswer" });
      }
      const check = await guardedCheck(db, { kind: "security-answer", subject: member.id }, now, () => verifyPassword(normaliseAnswer(currentAnswer), stored));
      if (check.kind === "locked") return fail("question.locked", "Unknown error", 423, { lockedUntil: check.until });
      if (check.kind === "wrong") return fail("question.answer.wrong", "Unknown error", 400, { attemptsLeft: check.attemptsLeft });
    }
    const hash = await hashPassword(normaliseAnswer(answer));
    await db.batch([
      db
        .prepare(
          `INSERT INTO member_profiles (member_id, security_question, security_answer_hash) VALUES (?1, ?2, ?3)
           ON CONFLICT(member_id) DO UPDATE SET security_question = ?2, security_answer_hash = ?3`,
        )
        .bind(member.id, questionId, hash),
      // The answer proves the member to customer service: its owner hears of every change (ASVS V6.3.7).
      ...securityNoticeStatements(db, member.id, { kind: stored ? "security-question-changed" : "security-question-set" }, languageOf(url, request), now),
    ]);
    return ok(null);
  },
};

/* ---------------- nickname and head icon ---------------- */

const nickname: Handler = {
  auth: "member",
  async run({ request, ctx, member }) {
    const body = NicknameRequest.safeParse(await readJson(request));
    const value = body.success ? body.data.nickname.trim() : "";
    if (!isNickname(value)) return fail("nickname.format", "Unknown error");
    await ctx.env.DB.prepare("UPDATE members SET nickname = ?2 WHERE id = ?1").bind(member.id, value).run();
    return ok(null);
  },
};

const headIcons: Handler = {
  auth: "member",
  async run() {
    return ok({ icons: AVATAR_IDS.map((id) => ({ id, url: avatarUrl(id) })) });
  },
};

const headIcon: Handler = {
  auth: "member",
  async run({ ctx, member }) {
    const row = await ctx.env.DB.prepare("SELECT head_icon FROM members WHERE id = ?1").bind(member.id).first<{ head_icon: string | null }>();
    // An id the set no longer has reads as none, rather than a broken image.
    const id = row?.head_icon && isAvatarId(row.head_icon) ? row.head_icon : null;
    return ok({ id, url: id ? avatarUrl(id) : null });
  },
};

/** §7 "set head icon: POST form-encoded": headIcon=<id>. */
const setHeadIcon: Handler = {
  auth: "member",
  async run({ request, ctx, member }) {
    const id = (await readForm(request)).headIcon ?? "";
    if (!isAvatarId(id)) return fail("headicon.unknown", "Unknown error");
    await ctx.env.DB.prepare("UPDATE members SET head_icon = ?2 WHERE id = ?1").bind(member.id, id).run();
    return ok(null);
  },
};

/* ---------------- sign-in history and sessions ---------------- */

type HistoryRow = { at: number; user_agent: string | null; country: string | null; success: number };

/** The newest 20 sign-in attempts, newest first, the device read from the stored User-Agent. */
const loginHistory: Handler = {
  auth: "member",
  async run({ ctx, member }) {
    const { results } = await ctx.env.DB.prepare(
      "SELECT at, user_agent, country, success FROM login_history WHERE member_id = ?1 ORDER BY at DESC, id DESC LIMIT ?2",
    )
      .bind(member.id, HISTORY_SHOWN)
      .all<HistoryRow>();
    return ok({
      entries: results.map((r) => ({ at: r.at, ...parseUserAgent(r.user_agent), country: r.country, success: r.success === 1 })),
    });
  },
};

/**
 * Ends every other session of the member and forgets every other device it signed in from (a lost
 * or stolen phone no longer signs in through a lock, ASVS V6.5.6); the caller's own session and
 * device stay. Only live sessions are counted.
 */
const signOutOthers: Handler = {
  auth: "member",
  async run({ request, ctx, member, token }) {
    const db = ctx.env.DB;
    const [ended] = await db.batch<{ expires_at: number }>([
      db.prepare("DELETE FROM sessions WHERE member_id = ?1 AND token_hash <> ?2 RETURNING expires_at").bind(member.id, await sha256Hex(token)),
      forgetOtherDevices(db, member.id, await deviceHashOf(request)),
    ]);
    const now = ctx.now();
    return ok({ signedOut: (ended?.results ?? []).filter((r) => r.expires_at > now).length });
  },
};

export const identityHandlers = {
  sendEmailCode,
  verifyEmail,
  securityQuestions,
  securityQuestion,
  nickname,
  headIcons,
  headIcon,
  setHeadIcon,
  loginHistory,
  signOutOthers,
};
