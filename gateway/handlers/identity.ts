import { z } from "zod";
import { FIELD_RULES, checkField } from "../../shared/field-rules";
import { EMAIL_CODE_PATTERN, isAnswer, isNickname, normaliseAnswer } from "../../shared/identity";
import { DEFAULT_GUARD, lockMinutes } from "../brute-force";
import { hashPassword, sha256Hex, verifyPassword } from "../crypto";
import { fail, ok, readJson } from "../http";
import { languageOf } from "../language";
import { checkCreation } from "../limiter";
import { HISTORY_SHOWN } from "../login-history";
import { MAX_WRONG_GUESSES, randomDigits, sameCode } from "../one-time-codes";
import type { Handler } from "../router";
import { readForm } from "../sealed";
import { LIMITS, clientIp, hit, type Limit } from "../throttle";
import { parseUserAgent } from "../user-agent";
import { AVATAR_IDS, avatarUrl, isAvatarId } from "./avatar-art";
import { isQuestionId, questionList } from "./security-questions";

/*
 * The security centre's identity items (issue 12, decision 025): e-mail binding, security
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
    const body = z.object({ email: z.string().max(1000) }).safeParse(await readJson(request));
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
      // Only the newest code counts: asking again burns the older ones.
      db.prepare("UPDATE email_codes SET used_at = ?2 WHERE member_id = ?1 AND used_at IS NULL").bind(member.id, now),
      db.prepare("UPDATE members SET email = ?2, email_verified = 0 WHERE id = ?1").bind(member.id, email),
      db
        .prepare("INSERT INTO email_codes (member_id, email, code, created_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5)")
        .bind(member.id, email, code, now, now + EMAIL_CODE_TTL_MS),
      db
        .prepare("INSERT INTO email_outbox (member_id, email, kind, body, created_at) VALUES (?1, ?2, 'verify-email', ?3, ?4)")
        .bind(member.id, email, `Your Edge Lobby verification code is ${code}. It is valid for 10 minutes.`, now),
    ]);
    return ok({ expiredMinutes: EMAIL_RESEND_MINUTES });
  },
};

type CodeRow = { id: number; email: string; code: string; used_at: number | null; attempts: number };

/**
 * Checks the code of the newest unexpired e-mail code. A wrong guess counts; the fifth burns the
 * code, and guesses at a burned code are told to ask for a new one (verification.too.frequent).
 */
const verifyEmail: Handler = {
  auth: "member",
  async run({ request, ctx, member }) {
    const db = ctx.env.DB;
    const now = ctx.now();
    const body = z.object({ code: z.string().trim().regex(EMAIL_CODE_PATTERN) }).safeParse(await readJson(request));
    if (!body.success) return fail("verification.code.invalid", "Verification code error");
    const throttle = await hit(db, `verify-ip:${clientIp(request)}`, LIMITS.verifyPerIp, now);
    if (!throttle.allowed) return fail("verification.too.frequent", "Verification code error", 429, { retryAfterSeconds: throttle.retryAfterSeconds });

    const row = await db
      .prepare(
        `SELECT id, email, code, used_at, attempts FROM email_codes WHERE member_id = ?1 AND expires_at > ?2
         ORDER BY created_at DESC, id DESC LIMIT 1`,
      )
      .bind(member.id, now)
      .first<CodeRow>();
    if (row && row.attempts >= MAX_WRONG_GUESSES) return fail("verification.too.frequent", "Verification code error", 429);
    if (!row || row.used_at !== null) return fail("verification.code.invalid", "Verification code error");
    if (!sameCode(row.code, body.data.code)) {
      await db
        .prepare("UPDATE email_codes SET attempts = attempts + 1, used_at = CASE WHEN attempts + 1 >= ?3 THEN ?2 ELSE used_at END WHERE id = ?1")
        .bind(row.id, now, MAX_WRONG_GUESSES)
        .run();
      return fail("verification.code.invalid", "Verification code error");
    }
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
    return verified ? ok(null) : fail("email.taken", "Unknown error", 409);
  },
};

/* ---------------- security question ---------------- */

/** Wrong answers lock like wrong passwords (decision 025): five in a row, 15 minutes, doubling. */
const QUESTION_LOCK_AFTER = 5;

type FailureRow = { failures: number; locked_until: number | null; lockouts: number };

const securityQuestions: Handler = {
  auth: "member",
  async run({ request, url, ctx, member }) {
    const row = await ctx.env.DB.prepare("SELECT security_question FROM member_profiles WHERE member_id = ?1")
      .bind(member.id)
      .first<{ security_question: string | null }>();
    return ok({ questions: questionList(languageOf(url, request)), current: row?.security_question ?? null });
  },
};

const QuestionBody = z.object({
  questionId: z.string().max(64),
  answer: z.string().max(500),
  currentAnswer: z.string().max(500).optional(),
});

/**
 * Sets the question and its answer (stored as a hash of the normalised answer). Changing them
 * needs the current answer; wrong ones count towards a lock (subject `question:<member id>`).
 */
const securityQuestion: Handler = {
  auth: "member",
  async run({ request, ctx, member }) {
    const db = ctx.env.DB;
    const now = ctx.now();
    const body = QuestionBody.safeParse(await readJson(request));
    if (!body.success) return fail("question.answer.format", "Unknown error");
    const { questionId, answer, currentAnswer } = body.data;
    if (!isQuestionId(questionId)) return fail("question.unknown", "Unknown error");
    if (!isAnswer(answer)) return fail("question.answer.format", "Unknown error", 400, { field: "answer" });

    const profile = await db
      .prepare("SELECT security_answer_hash FROM member_profiles WHERE member_id = ?1")
      .bind(member.id)
      .first<{ security_answer_hash: string | null }>();
    if (profile?.security_answer_hash) {
      const subject = `question:${member.id}`;
      const lock = await db.prepare("SELECT failures, locked_until, lockouts FROM login_failures WHERE subject = ?1").bind(subject).first<FailureRow>();
      if (lock?.locked_until && lock.locked_until > now) return fail("question.locked", "Unknown error", 423, { lockedUntil: lock.locked_until });
      if (!currentAnswer?.trim()) return fail("question.answer.format", "Unknown error", 400, { field: "currentAnswer" });
      if (!(await verifyPassword(normaliseAnswer(currentAnswer), profile.security_answer_hash))) {
        // The lock that a fifth wrong answer starts: 15 minutes, twice as long for each lock in a row.
        const lockMs = lockMinutes(lock?.lockouts ?? 0, DEFAULT_GUARD) * MINUTE;
        const after = await db
          .prepare(
            `INSERT INTO login_failures (subject, failures, last_at, locked_until, lockouts) VALUES (?1, 1, ?2, NULL, 0)
             ON CONFLICT(subject) DO UPDATE SET
               failures = CASE WHEN failures + 1 >= ?3 THEN 0 ELSE failures + 1 END,
               locked_until = CASE WHEN failures + 1 >= ?3 THEN ?2 + ?4 ELSE locked_until END,
               lockouts = CASE WHEN failures + 1 >= ?3 THEN lockouts + 1 ELSE lockouts END,
               last_at = ?2
             RETURNING failures, locked_until`,
          )
          .bind(subject, now, QUESTION_LOCK_AFTER, lockMs)
          .first<{ failures: number; locked_until: number | null }>();
        if (after?.locked_until && after.locked_until > now) return fail("question.locked", "Unknown error", 423, { lockedUntil: after.locked_until });
        return fail("question.answer.wrong", "Unknown error", 400, { attemptsLeft: QUESTION_LOCK_AFTER - (after?.failures ?? 1) });
      }
      await db.prepare("DELETE FROM login_failures WHERE subject = ?1").bind(subject).run();
    }
    const hash = await hashPassword(normaliseAnswer(answer));
    await db
      .prepare(
        `INSERT INTO member_profiles (member_id, security_question, security_answer_hash) VALUES (?1, ?2, ?3)
         ON CONFLICT(member_id) DO UPDATE SET security_question = ?2, security_answer_hash = ?3`,
      )
      .bind(member.id, questionId, hash)
      .run();
    return ok(null);
  },
};

/* ---------------- nickname and head icon ---------------- */

const nickname: Handler = {
  auth: "member",
  async run({ request, ctx, member }) {
    const body = z.object({ nickname: z.string().max(200) }).safeParse(await readJson(request));
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

/** Ends every other session of the member; the caller's own stays. Only live ones are counted. */
const signOutOthers: Handler = {
  auth: "member",
  async run({ ctx, member, token }) {
    const { results } = await ctx.env.DB.prepare("DELETE FROM sessions WHERE member_id = ?1 AND token_hash <> ?2 RETURNING expires_at")
      .bind(member.id, await sha256Hex(token))
      .all<{ expires_at: number }>();
    const now = ctx.now();
    return ok({ signedOut: results.filter((r) => r.expires_at > now).length });
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
