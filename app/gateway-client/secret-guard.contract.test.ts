/**
 * Contract test: every secret check the gateway makes is limited by the one
 * guard (gateway/accounts/secret-guard.ts). Through the app's gateway client against the embedded gateway,
 * each check is guessed wrong until it locks, and then the RIGHT secret is refused while locked
 * and changes nothing. gateway/accounts/secret-checks.test.ts proves these are all the checks there are.
 */
import { describe, expect, it } from "vitest";
import { changePassword, login, sendVerificationCode, setPasswordByPhone } from "./account.server";
import { savePaymentPassword, saveSecurityQuestion, sendEmailCode, verifyEmail } from "./member.server";
import { fetchRgOverview, selfExclude } from "./rg.server";
import { refusal, testGateway, withFreshDatabase } from "./testing";
import { openSession } from "../../gateway/accounts/auth";
import { hashPassword, verifyPassword } from "../../gateway/core/crypto";

let db: D1Database;
const START = Date.UTC(2026, 10, 28, 6);
let clock = START;
const MINUTE = 60_000;

withFreshDatabase((fresh) => (db = fresh));

let lastIp = 0;
/** The HTTP status of the gateway's last answer. */
let lastStatus = 0;
/** A fresh address per call: the per-address throttles stay out of the way, only the guard limits. */
const gw = () =>
  testGateway(
    () => db,
    () => clock,
    { clientIp: `10.28.${(++lastIp >> 8) & 255}.${lastIp & 255}`, onAnswer: async (res) => void (lastStatus = res.status) },
  );

const PASSWORD = "guard1234";

/** A row the test has just made or the seed has: its absence is a broken test, said so. */
function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`missing: ${what}`);
  return value;
}

let lastMember = 0;

/** A member of the test's own with a session. */
async function newMember(): Promise<{ id: number; token: string }> {
  const account = `sg${++lastMember}`;
  const row = await db
    .prepare("INSERT INTO members (account, password_hash, type, reg_date) VALUES (?1, ?2, 0, ?3) RETURNING id")
    .bind(account, await hashPassword(PASSWORD), clock)
    .first<{ id: number }>();
  const id = must(row, "new member").id;
  const member = { id, account, type: 0, nickname: null, to_upline: 0, status: "active", reg_date: clock, last_login_at: null };
  return { id, token: (await openSession(db, member, clock)).token };
}

const passwordHash = async (id: number) =>
  must(await db.prepare("SELECT password_hash FROM members WHERE id = ?1").bind(id).first<{ password_hash: string }>(), "row").password_hash;

/**
 * One guarded check: `guess(i)` makes the i-th wrong guess (asking for a new code first when the
 * last one burned), `right()` tries the right secret, `unchanged()` proves the right one did nothing.
 */
type Row = {
  check: string;
  lockAfter: number;
  wrongCode: string;
  lockedCode: string;
  /** The password checks tell the attempts left; the codes do not (a burned code says so instead). */
  attemptsLeft: boolean;
  setUp: () => Promise<{ guess: (i: number) => Promise<unknown>; right: () => Promise<unknown>; unchanged: () => Promise<void> }>;
};

const ROWS: Row[] = [
  {
    check: "change password: the old password",
    lockAfter: 5,
    wrongCode: "password.old.invalid",
    lockedCode: "password.old.locked",
    attemptsLeft: true,
    setUp: async () => {
      const m = await newMember();
      const before = await passwordHash(m.id);
      const body = (old: string) => ({ oldPassword: old, newPassword: "changed99", confirmNewPassword: "changed99" });
      return {
        guess: (i) => changePassword(gw(), m.token, body(`wrong${i}xx`)),
        right: () => changePassword(gw(), m.token, body(PASSWORD)),
        unchanged: async () => expect(await passwordHash(m.id)).toBe(before),
      };
    },
  },
  {
    check: "self-exclusion: the sign-in password",
    lockAfter: 5,
    wrongCode: "rg.exclusion.password",
    lockedCode: "rg.exclusion.locked",
    attemptsLeft: true,
    setUp: async () => {
      const m = await newMember();
      return {
        guess: (i) => selfExclude(gw(), m.token, { months: 6, password: `wrong${i}xx`, reason: null }),
        right: () => selfExclude(gw(), m.token, { months: 6, password: PASSWORD, reason: null }),
        unchanged: async () => expect((await fetchRgOverview(gw(), m.token)).block).toBeNull(),
      };
    },
  },
  {
    check: "payment password",
    lockAfter: 5,
    wrongCode: "payment.password.wrong",
    lockedCode: "payment.password.locked",
    attemptsLeft: true,
    setUp: async () => {
      const m = await newMember();
      await savePaymentPassword(gw(), m.token, { newPassword: "135790" });
      const stored = async () =>
        must(await db.prepare("SELECT payment_password_hash AS h FROM member_profiles WHERE member_id = ?1").bind(m.id).first<{ h: string }>(), "row").h;
      const before = await stored();
      return {
        guess: (i) => savePaymentPassword(gw(), m.token, { oldPassword: `24680${i}`, newPassword: "112233" }),
        right: () => savePaymentPassword(gw(), m.token, { oldPassword: "135790", newPassword: "112233" }),
        unchanged: async () => expect(await stored()).toBe(before),
      };
    },
  },
  {
    check: "security answer",
    lockAfter: 5,
    wrongCode: "question.answer.wrong",
    lockedCode: "question.locked",
    attemptsLeft: true,
    setUp: async () => {
      const m = await newMember();
      await saveSecurityQuestion(gw(), m.token, { questionId: "first_pet", answer: "bantay" });
      return {
        guess: (i) => saveSecurityQuestion(gw(), m.token, { questionId: "first_pet", answer: "muning", currentAnswer: `guess ${i}` }),
        right: () => saveSecurityQuestion(gw(), m.token, { questionId: "first_pet", answer: "muning", currentAnswer: "bantay" }),
        unchanged: async () => {
          const hash = must(
            await db.prepare("SELECT security_answer_hash AS h FROM member_profiles WHERE member_id = ?1").bind(m.id).first<{ h: string }>(),
            "row",
          ).h;
          expect(await verifyPassword("bantay", hash)).toBe(true);
        },
      };
    },
  },
  {
    check: "e-mail code",
    lockAfter: 10,
    wrongCode: "verification.code.invalid",
    lockedCode: "verification.too.frequent",
    attemptsLeft: false,
    setUp: async () => {
      const m = await newMember();
      const send = async () => {
        clock += MINUTE; // one code per countdown
        await sendEmailCode(gw(), m.token, `sg${m.id}@example.com`);
      };
      const code = async () =>
        must(await db.prepare("SELECT code FROM email_codes WHERE member_id = ?1 ORDER BY id DESC LIMIT 1").bind(m.id).first<{ code: string }>(), "row").code;
      await send();
      return {
        guess: async (i) => {
          if (i > 0 && i % 5 === 0) await send(); // the fifth wrong burned the code
          const c = await code();
          return verifyEmail(gw(), m.token, c === "000000" ? "000001" : "000000");
        },
        right: async () => {
          await send();
          return verifyEmail(gw(), m.token, await code());
        },
        unchanged: async () =>
          expect(must(await db.prepare("SELECT email_verified AS v FROM members WHERE id = ?1").bind(m.id).first<{ v: number }>(), "row").v).toBe(0),
      };
    },
  },
  {
    check: "SMS code (password reset by phone)",
    lockAfter: 10,
    wrongCode: "verification.code.invalid",
    lockedCode: "verification.too.frequent",
    attemptsLeft: false,
    setUp: async () => {
      // agent2's proven number (seed).
      const number = { countryDialingCode: "+63", mobileNum: "9175550101" };
      const memberId = must(await db.prepare("SELECT id FROM members WHERE account = 'agent2'").first<{ id: number }>(), "row").id;
      const before = await passwordHash(memberId);
      const send = async () => {
        clock += MINUTE;
        await sendVerificationCode(gw(), { purpose: "reset", ...number });
      };
      const code = async () =>
        must(
          await db
            .prepare("SELECT code FROM sms_outbox WHERE purpose = 'reset' AND mobile_num = ?1 ORDER BY id DESC LIMIT 1")
            .bind(number.mobileNum)
            .first<{ code: string }>(),
          "row",
        ).code;
      const reset = (verificationCode: string) => setPasswordByPhone(gw(), { ...number, verificationCode, newPassword: "taken9999" });
      await send();
      return {
        guess: async (i) => {
          if (i > 0 && i % 5 === 0) await send();
          const c = await code();
          return reset(c === "000000" ? "000001" : "000000");
        },
        right: async () => {
          await send();
          return reset(await code());
        },
        unchanged: async () => expect(await passwordHash(memberId)).toBe(before),
      };
    },
  },
];

describe("every secret check locks after wrong guesses, and refuses the right secret while locked", () => {
  it.each(ROWS)("$check: locks at $lockAfter wrong in a row, then refuses the right one", async (row) => {
    clock = START;
    const check = await row.setUp();
    for (let i = 0; i < row.lockAfter; i++) {
      const e = await refusal(check.guess(i));
      const last = i === row.lockAfter - 1;
      expect(e.code, `guess ${i + 1}`).toBe(last ? row.lockedCode : row.wrongCode);
      if (!last && row.attemptsLeft) expect(e.value).toEqual({ attemptsLeft: row.lockAfter - 1 - i });
    }
    const locked = await refusal(check.right());
    expect(locked.code).toBe(row.lockedCode);
    const value = locked.value as { lockedUntil?: number; retryAfterSeconds?: number };
    // Locked for 15 minutes from the lock (the codes' row asked for a new code in between).
    if (row.attemptsLeft) expect(value.lockedUntil).toBe(clock + 15 * MINUTE);
    else expect(value.retryAfterSeconds).toBe(15 * 60 - 60);
    await check.unchanged();
  });

  it("The change-password guessing test locks at 5: four wrong old passwords tell 4…1 tries left, the fifth locks, and then the right one is refused (423) until 15 minutes have passed", async () => {
    clock = START;
    const m = await newMember();
    const body = (old: string) => ({ oldPassword: old, newPassword: "changed99", confirmNewPassword: "changed99" });
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const e = await refusal(changePassword(gw(), m.token, body(`nope${i}nope`)));
      answers.push([e.code, lastStatus, e.value]);
    }
    expect(answers).toEqual([
      ["password.old.invalid", 400, { attemptsLeft: 4 }],
      ["password.old.invalid", 400, { attemptsLeft: 3 }],
      ["password.old.invalid", 400, { attemptsLeft: 2 }],
      ["password.old.invalid", 400, { attemptsLeft: 1 }],
      ["password.old.locked", 423, { lockedUntil: START + 15 * MINUTE }],
    ]);
    clock = START + 15 * MINUTE - 1;
    const e = await refusal(changePassword(gw(), m.token, body(PASSWORD)));
    expect([e.code, lastStatus]).toEqual(["password.old.locked", 423]);
    // The same sign-in password guards self-exclusion: the lock holds there too.
    expect((await refusal(selfExclude(gw(), m.token, { months: 6, password: PASSWORD, reason: null }))).code).toBe("rg.exclusion.locked");

    clock = START + 15 * MINUTE;
    await changePassword(gw(), m.token, body(PASSWORD));
    expect((await login(gw(), { type: "username", username: `sg${lastMember}`, password: "changed99" })).userName).toBe(`sg${lastMember}`);
  });
});
