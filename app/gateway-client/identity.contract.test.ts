/**
 * Contract test (decision 025): the security centre's identity calls of the app's
 * gateway client against the embedded gateway, in-process over a fresh local D1.
 */
import { describe, expect, it } from "vitest";
import { fetchMemberInfo, login } from "./account.server";
import { speaking } from "./client.server";
import type { GatewayError } from "./errors";
import {
  fetchHeadIcon,
  fetchHeadIcons,
  fetchLoginHistory,
  fetchSecurityQuestions,
  saveHeadIcon,
  saveNickname,
  saveSecurityQuestion,
  sendEmailCode,
  signOutOthers,
  verifyEmail,
} from "./member.server";
import { inboxOf, refusal, testGateway, withFreshDatabase } from "./testing";
import { openSession } from "../../gateway/accounts/auth";
import { hashPassword, sha256Hex } from "../../gateway/core/crypto";
import { handleGatewayPublicRequest } from "../../gateway/handlers/games-public";

let db: D1Database;
let clock = Date.UTC(2026, 10, 23, 4);

withFreshDatabase((fresh) => (db = fresh));

let lastIp = 0;

type Client = { ip?: string; country?: string | null; userAgent?: string | null; language?: string };

/** A client as one request of the app builds it: its own address, and the player's country and browser. */
function gw({ ip = `10.60.${(++lastIp >> 8) & 255}.${lastIp & 255}`, country = null, userAgent = null, language }: Client = {}) {
  const client = testGateway(
    () => db,
    () => clock,
    { clientIp: ip, clientCountry: country, clientUserAgent: userAgent },
  );
  return language ? speaking(client, language) : client;
}

let lastMember = 0;
const PASSWORD = "fresh1234";

/** A member of the test's own, with a session token (and a password, for the tests that sign in). */
async function newMember(): Promise<{ id: number; account: string; token: string }> {
  const account = `idt${++lastMember}`;
  const row = await db
    .prepare("INSERT INTO members (account, password_hash, type, reg_date) VALUES (?1, ?2, 0, ?3) RETURNING id")
    .bind(account, await hashPassword(PASSWORD), clock)
    .first<{ id: number }>();
  const member = { id: row!.id, account, type: 0, nickname: null, to_upline: 0, status: "active", reg_date: clock, last_login_at: null };
  const { token } = await openSession(db, member, clock);
  return { id: row!.id, account, token };
}

const memberRow = (id: number) =>
  db.prepare("SELECT email, email_verified, nickname, head_icon FROM members WHERE id = ?1").bind(id).first<Record<string, unknown>>();
const latestEmailCode = async (memberId: number) =>
  (await db.prepare("SELECT code FROM email_codes WHERE member_id = ?1 ORDER BY id DESC LIMIT 1").bind(memberId).first<{ code: string }>())!.code;
const otherCode = (code: string) => (code === "000000" ? "111111" : "000000");

describe("e-mail binding: pending until the code comes back, then Verified", () => {
  it("sends a code to a trimmed, lower-cased address, keeps it pending, and verifies it with the code", async () => {
    const m = await newMember();
    expect(await sendEmailCode(gw(), m.token, "  Juan.Cruz@Example.com ")).toEqual({ expiredMinutes: 1 });
    expect(await memberRow(m.id)).toMatchObject({ email: "juan.cruz@example.com", email_verified: 0 });
    const code = await latestEmailCode(m.id);
    expect(code).toMatch(/^\d{6}$/);
    const mail = await db
      .prepare("SELECT email, kind, body FROM email_outbox WHERE member_id = ?1")
      .bind(m.id)
      .first<{ email: string; kind: string; body: string }>();
    expect(mail).toMatchObject({ email: "juan.cruz@example.com", kind: "verify-email" });
    expect(mail!.body).toContain(code);

    await verifyEmail(gw(), m.token, code);
    expect(await memberRow(m.id)).toMatchObject({ email: "juan.cruz@example.com", email_verified: 1 });
    // A verified address is changed through customer service only.
    clock += 61_000;
    expect((await refusal(sendEmailCode(gw(), m.token, "other@example.com"))).code).toBe("email.verified");
  });

  it("ASVS V6.3.7: a newly verified e-mail address is told to the member in the inbox, masked, in the request's language, with its translations", async () => {
    const m = await newMember();
    await sendEmailCode(gw(), m.token, "maria.santos@example.com");
    // Pending is not bound yet: nothing to tell.
    expect(await inboxOf(db, m.id)).toEqual([]);
    await verifyEmail(gw({ language: "pt" }), m.token, await latestEmailCode(m.id));
    const inbox = await inboxOf(db, m.id);
    expect(inbox).toEqual([
      {
        title: "Foi verificado um novo e-mail na sua conta",
        content: expect.stringContaining("ma***@example.com"),
        translations: ["EN", "PT", "TY"],
      },
    ]);
    // Whoever reads the inbox (a stolen session too) never gets the whole address, in any language.
    const whole = await db
      .prepare("SELECT COUNT(*) AS n FROM content_texts WHERE kind = 'message' AND (content LIKE '%maria.santos%' OR title LIKE '%maria.santos%')")
      .first<{ n: number }>();
    expect([inbox[0]!.content.includes("maria.santos"), whole!.n]).toEqual([false, 0]);
  });

  it("refuses a malformed address with email.invalid", async () => {
    const m = await newMember();
    for (const bad of ["juan@example", "no-at.example.com", "a b@example.com", "", `${"x".repeat(250)}@example.com`]) {
      expect((await refusal(sendEmailCode(gw(), m.token, bad))).code).toBe("email.invalid");
    }
  });

  it("burns the code after five wrong guesses: the right one is then refused, a new one works", async () => {
    const m = await newMember();
    await sendEmailCode(gw(), m.token, "burn@example.com");
    const code = await latestEmailCode(m.id);
    for (let i = 0; i < 5; i++) expect((await refusal(verifyEmail(gw(), m.token, otherCode(code)))).code).toBe("verification.code.invalid");
    expect((await refusal(verifyEmail(gw(), m.token, code))).code).toBe("verification.too.frequent");
    expect(await memberRow(m.id)).toMatchObject({ email_verified: 0 });

    clock += 61_000;
    await sendEmailCode(gw(), m.token, "burn@example.com");
    await verifyEmail(gw(), m.token, await latestEmailCode(m.id));
    expect(await memberRow(m.id)).toMatchObject({ email_verified: 1 });
  });

  it("keeps only the newest code, and a code expires after ten minutes", async () => {
    const m = await newMember();
    await sendEmailCode(gw(), m.token, "newest@example.com");
    const first = await latestEmailCode(m.id);
    clock += 61_000;
    await sendEmailCode(gw(), m.token, "newest@example.com");
    const second = await latestEmailCode(m.id);
    if (first !== second) expect((await refusal(verifyEmail(gw(), m.token, first))).code).toBe("verification.code.invalid");
    clock += 10 * 60_000 + 1;
    expect((await refusal(verifyEmail(gw(), m.token, second))).code).toBe("verification.code.invalid");
  });

  it("refuses an address another member has verified (email.taken), whatever its case; a pending one is no claim", async () => {
    const owner = await newMember();
    const other = await newMember();
    await sendEmailCode(gw(), owner.token, "shared@example.com");
    // Pending at the owner's: the other may still ask for it…
    await sendEmailCode(gw(), other.token, "shared@example.com");
    const othersCode = await latestEmailCode(other.id);
    // …but once the owner verifies, the other's code no longer makes it theirs.
    await verifyEmail(gw(), owner.token, await latestEmailCode(owner.id));
    expect((await refusal(verifyEmail(gw(), other.token, othersCode))).code).toBe("email.taken");
    clock += 61_000;
    expect((await refusal(sendEmailCode(gw(), other.token, "SHARED@example.com"))).code).toBe("email.taken");
    // The seeded demo member's address is verified.
    expect((await refusal(sendEmailCode(gw(), other.token, "demo@example.com"))).code).toBe("email.taken");
  });

  it("sends one code per minute and at most five an hour per member (email.too.frequent with retryAfterSeconds)", async () => {
    const m = await newMember();
    await sendEmailCode(gw(), m.token, "slow@example.com");
    const again = await refusal(sendEmailCode(gw(), m.token, "slow@example.com"));
    expect(again.code).toBe("email.too.frequent");
    expect(again.value).toEqual({ retryAfterSeconds: 60 });
    const answers: string[] = [];
    for (let i = 0; i < 4; i++) {
      clock += 61_000;
      answers.push(
        await sendEmailCode(gw(), m.token, "slow@example.com").then(
          () => "sent",
          (e: GatewayError) => e.code!,
        ),
      );
    }
    // Six requests so far this hour (one refused): the sixth sent-or-not is past the five.
    expect(answers).toEqual(["sent", "sent", "sent", "email.too.frequent"]);
  });
});

describe("security question: set, then change with the current answer; wrong answers lock", () => {
  it("lists six questions in the asked language, and the member's current one", async () => {
    const m = await newMember();
    const ty = await fetchSecurityQuestions(gw({ language: "TY" }), m.token);
    const en = await fetchSecurityQuestions(gw({ language: "EN" }), m.token);
    const pt = await fetchSecurityQuestions(gw({ language: "PT" }), m.token);
    expect(en.questions.map((q) => q.id)).toEqual(["first_school", "childhood_friend", "first_pet", "birth_city", "favourite_food", "mother_maiden"]);
    expect(en.questions.find((q) => q.id === "first_pet")?.text).toBe("What was the name of your first pet?");
    expect(ty.questions.find((q) => q.id === "first_pet")?.text).toBe("Ano ang pangalan ng una mong alagang hayop?");
    expect(pt.questions.find((q) => q.id === "first_pet")?.text).toBe("Qual era o nome do seu primeiro animal de estimação?");
    expect(en.current).toBeNull();
  });

  it("sets a question, then changes it only with the current answer (normalised: case and spaces do not matter)", async () => {
    const m = await newMember();
    await saveSecurityQuestion(gw(), m.token, { questionId: "birth_city", answer: "Quezon City" });
    expect((await fetchSecurityQuestions(gw(), m.token)).current).toBe("birth_city");
    const stored = await db.prepare("SELECT security_answer_hash AS h FROM member_profiles WHERE member_id = ?1").bind(m.id).first<{ h: string }>();
    expect(stored!.h).toMatch(/^pbkdf2\$/);
    expect(stored!.h).not.toContain("Quezon");

    expect((await refusal(saveSecurityQuestion(gw(), m.token, { questionId: "first_pet", answer: "Bantay" }))).code).toBe("question.answer.format");
    await saveSecurityQuestion(gw(), m.token, { questionId: "first_pet", answer: "Bantay", currentAnswer: "  quezon   CITY " });
    expect((await fetchSecurityQuestions(gw(), m.token)).current).toBe("first_pet");
  });

  it("ASVS V6.3.7: setting and then changing the security question are each told to the member in the inbox, with translations; a refused change tells nothing", async () => {
    const m = await newMember();
    await saveSecurityQuestion(gw(), m.token, { questionId: "birth_city", answer: "Davao" });
    await refusal(saveSecurityQuestion(gw(), m.token, { questionId: "first_pet", answer: "Bantay", currentAnswer: "Cebu" }));
    await saveSecurityQuestion(gw({ language: "en" }), m.token, { questionId: "first_pet", answer: "Bantay", currentAnswer: "davao" });
    expect((await inboxOf(db, m.id)).map((n) => [n.title, n.translations])).toEqual([
      ["Your security question was changed", ["EN", "PT", "TY"]],
      ["Naitakda ang iyong tanong pangseguridad", ["EN", "PT", "TY"]],
    ]);
  });

  it("refuses an unknown question and an answer outside 2–50 characters", async () => {
    const m = await newMember();
    expect((await refusal(saveSecurityQuestion(gw(), m.token, { questionId: "favourite_colour", answer: "blue" }))).code).toBe("question.unknown");
    expect((await refusal(saveSecurityQuestion(gw(), m.token, { questionId: "first_pet", answer: " a " }))).code).toBe("question.answer.format");
    expect((await refusal(saveSecurityQuestion(gw(), m.token, { questionId: "first_pet", answer: "x".repeat(51) }))).code).toBe("question.answer.format");
    await saveSecurityQuestion(gw(), m.token, { questionId: "first_pet", answer: "x".repeat(50) });
  });

  it("locks after five wrong current answers for 15 minutes, then 30 for the next lock", async () => {
    const m = await newMember();
    await saveSecurityQuestion(gw(), m.token, { questionId: "first_school", answer: "San Roque" });
    const change = (currentAnswer: string) => saveSecurityQuestion(gw(), m.token, { questionId: "first_pet", answer: "Bantay", currentAnswer });
    for (const left of [4, 3, 2, 1]) {
      const e = await refusal(change("wrong school"));
      expect(e.code).toBe("question.answer.wrong");
      expect(e.value).toEqual({ attemptsLeft: left });
    }
    const locked = await refusal(change("wrong school"));
    expect(locked.code).toBe("question.locked");
    expect(locked.value).toEqual({ lockedUntil: clock + 15 * 60_000 });
    // Even the right answer waits for the lock.
    expect((await refusal(change("San Roque"))).code).toBe("question.locked");

    clock += 15 * 60_000;
    for (let i = 0; i < 4; i++) await refusal(change("wrong school"));
    const second = await refusal(change("wrong school"));
    expect(second.value).toEqual({ lockedUntil: clock + 30 * 60_000 });
    clock += 30 * 60_000;
    await change("san roque");
    expect((await fetchSecurityQuestions(gw(), m.token)).current).toBe("first_pet");
  });

  it("a right answer clears the count of wrong ones", async () => {
    const m = await newMember();
    await saveSecurityQuestion(gw(), m.token, { questionId: "first_school", answer: "San Roque" });
    for (let i = 0; i < 4; i++) await refusal(saveSecurityQuestion(gw(), m.token, { questionId: "first_pet", answer: "Bantay", currentAnswer: "nope" }));
    await saveSecurityQuestion(gw(), m.token, { questionId: "first_school", answer: "San Roque", currentAnswer: "San Roque" });
    const e = await refusal(saveSecurityQuestion(gw(), m.token, { questionId: "first_pet", answer: "Bantay", currentAnswer: "nope" }));
    expect(e.value).toEqual({ attemptsLeft: 4 });
  });

  it("seeds demo with first_pet, answer bantay", async () => {
    const { token } = await login(gw(), { type: "username", username: "demo", password: "demo1234" });
    expect((await fetchSecurityQuestions(gw(), token)).current).toBe("first_pet");
    await saveSecurityQuestion(gw(), token, { questionId: "first_pet", answer: "bantay", currentAnswer: "Bantay" });
  });
});

describe("nickname: 2–20 letters, digits, spaces and . _ - in any script", () => {
  it("saves a trimmed nickname that member info then shows", async () => {
    const m = await newMember();
    await saveNickname(gw(), m.token, "  Juan dela Cruz ");
    expect((await fetchMemberInfo(gw(), m.token)).nickname).toBe("Juan dela Cruz");
    for (const good of ["Ñiño_99", "玩家一号", "J.R-2", "Ana"]) await saveNickname(gw(), m.token, good);
    expect((await memberRow(m.id))!.nickname).toBe("Ana");
  });

  it("refuses anything else with nickname.format", async () => {
    const m = await newMember();
    for (const bad of ["a", "   ", "x".repeat(21), "bad!name", "<script>", "emoji 🙂", "tab\tname"]) {
      expect((await refusal(saveNickname(gw(), m.token, bad))).code).toBe("nickname.format");
    }
  });
});

describe("head icon (§7 set/get head icon): twelve served avatars, form-encoded set", () => {
  it("lists a01…a12 with URLs the gateway serves as SVG", async () => {
    const m = await newMember();
    const { icons } = await fetchHeadIcons(gw(), m.token);
    expect(icons.map((i) => i.id)).toEqual(Array.from({ length: 12 }, (_, i) => `a${String(i + 1).padStart(2, "0")}`));
    for (const icon of icons) {
      const res = await handleGatewayPublicRequest(new Request(`http://app.invalid${icon.url}`), { DB: db });
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toContain("image/svg+xml");
      expect(await res.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
    expect((await handleGatewayPublicRequest(new Request("http://app.invalid/gw/assets/avatar/a13.svg"), { DB: db })).status).toBe(404);
  });

  it("has none at first, saves a picked one, and refuses an unknown id", async () => {
    const m = await newMember();
    expect(await fetchHeadIcon(gw(), m.token)).toEqual({ id: null, url: null });
    await saveHeadIcon(gw(), m.token, "a05");
    expect(await fetchHeadIcon(gw(), m.token)).toEqual({ id: "a05", url: "/gw/assets/avatar/a05.svg?v=1" });
    expect((await refusal(saveHeadIcon(gw(), m.token, "a13"))).code).toBe("headicon.unknown");
    expect((await refusal(saveHeadIcon(gw(), m.token, ""))).code).toBe("headicon.unknown");
    expect((await fetchHeadIcon(gw(), m.token)).id).toBe("a05");
  });

  it("seeds demo with a03", async () => {
    const { token } = await login(gw(), { type: "username", username: "demo", password: "demo1234" });
    expect((await fetchHeadIcon(gw(), token)).id).toBe("a03");
  });
});

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const WINDOWS_FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const ANDROID_CHROME = "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

describe("sign-in history: every attempt on an existing account, newest 20 shown", () => {
  it("records a failure and a success with the parsed device and the country", async () => {
    const m = await newMember();
    clock += 1000;
    await refusal(login(gw({ country: "vn", userAgent: WINDOWS_FIREFOX }), { type: "username", username: m.account, password: "wrong-pass" }));
    clock += 1000;
    const { token } = await login(gw({ country: "PH", userAgent: IPHONE }), { type: "username", username: m.account, password: PASSWORD });
    clock += 1000;
    // No usable country or agent: both unknown.
    await login(gw({ country: "XX", userAgent: null }), { type: "username", username: m.account, password: PASSWORD });
    const { entries } = await fetchLoginHistory(gw(), token);
    expect(entries).toEqual([
      { at: clock, browser: null, os: null, country: null, success: true },
      { at: clock - 1000, browser: "Safari", os: "iOS", country: "PH", success: true },
      { at: clock - 2000, browser: "Firefox", os: "Windows", country: "VN", success: false },
    ]);
  });

  it("keeps at most 50 rows and answers the newest 20, newest first", async () => {
    const m = await newMember();
    // Fifty older attempts already on record (written directly: 50 sign-ins would cost 50 password hashes).
    const start = clock;
    await db.batch(
      Array.from({ length: 50 }, (_, i) =>
        db.prepare("INSERT INTO login_history (member_id, at, user_agent, country, success) VALUES (?1, ?2, NULL, 'SG', 0)").bind(m.id, start + i * 1000),
      ),
    );
    clock = start + 49_000;
    const client = gw({ country: "PH", userAgent: ANDROID_CHROME });
    let token = "";
    for (let i = 0; i < 5; i++) {
      clock += 1000;
      ({ token } = await login(client, { type: "username", username: m.account, password: PASSWORD }));
    }
    const { entries } = await fetchLoginHistory(gw(), token);
    expect(entries).toHaveLength(20);
    expect(entries.slice(0, 5)).toEqual(
      Array.from({ length: 5 }, (_, i) => ({ at: clock - i * 1000, browser: "Chrome", os: "Android", country: "PH", success: true })),
    );
    expect(entries.map((e) => e.at)).toEqual(Array.from({ length: 20 }, (_, i) => clock - i * 1000));
    const kept = await db
      .prepare("SELECT COUNT(*) AS n, MIN(at) AS oldest FROM login_history WHERE member_id = ?1")
      .bind(m.id)
      .first<{ n: number; oldest: number }>();
    expect(kept).toEqual({ n: 50, oldest: start + 5000 });
  });

  it("records nothing for an account that does not exist, and the seed gives demo a few weeks of sign-ins", async () => {
    const before = await db.prepare("SELECT COUNT(*) AS n FROM login_history").first<{ n: number }>();
    await refusal(login(gw(), { type: "username", username: "nobody-here", password: "wrong-pass" }));
    expect(await db.prepare("SELECT COUNT(*) AS n FROM login_history").first<{ n: number }>()).toEqual(before);

    const seeded = await db
      .prepare("SELECT COUNT(*) AS n, SUM(success = 0) AS failed, SUM(country <> 'PH') AS abroad FROM login_history WHERE member_id = 1 AND at < ?1")
      .bind(Date.UTC(2026, 10, 20))
      .first<{ n: number; failed: number; abroad: number }>();
    expect(seeded).toEqual({ n: 8, failed: 1, abroad: 1 });
  });
});

describe("sign out everywhere else", () => {
  it("ends every other session of the member and keeps the caller's", async () => {
    const m = await newMember();
    const sessions = [];
    for (let i = 0; i < 3; i++) sessions.push((await login(gw(), { type: "username", username: m.account, password: PASSWORD })).token);
    const someoneElse = await newMember();

    // newMember's own session and two of the three sign-ins end; the third stays.
    expect(await signOutOthers(gw(), sessions[2]!)).toEqual({ signedOut: 3 });
    expect((await fetchHeadIcon(gw(), sessions[2]!)).id).toBeNull();
    for (const token of [m.token, sessions[0]!, sessions[1]!]) expect((await refusal(fetchHeadIcon(gw(), token))).code).toBe("auth.token.invalid");
    // Another member's session is untouched.
    expect((await fetchHeadIcon(gw(), someoneElse.token)).id).toBeNull();
    expect(await signOutOthers(gw(), sessions[2]!)).toEqual({ signedOut: 0 });
  });

  it("ASVS V6.5.6: it also forgets every device the member signed in from but the caller's, so a lost phone no longer counts as known; other members' devices stay", async () => {
    const m = await newMember();
    const someoneElse = await newMember();
    const fromDevice = (device: string) =>
      testGateway(
        () => db,
        () => clock,
        { clientIp: `10.61.${++lastIp & 255}.1`, clientDevice: device },
      );
    const devices = ["v656-phone-00000001", "v656-lost-000000002", "v656-laptop-0000003"];
    const tokens: string[] = [];
    for (const device of devices) tokens.push((await login(fromDevice(device), { type: "username", username: m.account, password: PASSWORD })).token);
    await login(fromDevice("v656-other-00000004"), { type: "username", username: someoneElse.account, password: PASSWORD });
    const known = async (memberId: number) =>
      (
        await db.prepare("SELECT device_hash FROM member_devices WHERE member_id = ?1 ORDER BY device_hash").bind(memberId).all<{ device_hash: string }>()
      ).results.map((r) => r.device_hash);
    const hashes = await Promise.all(devices.map((d) => sha256Hex(d)));
    expect(await known(m.id)).toEqual([...hashes].sort());

    // From the phone the member still holds, after the other one was lost.
    await signOutOthers(fromDevice(devices[0]!), tokens[0]!);
    expect(await known(m.id)).toEqual([hashes[0]]);
    expect(await known(someoneElse.id)).toEqual([await sha256Hex("v656-other-00000004")]);
  });
});
