/**
 * Contract test (ASVS V6.5.6): the member replaces or removes their mobile number from the
 * security centre, through the app's gateway client against the embedded gateway over a fresh
 * local D1. A number that left the account must no longer sign in by SMS, reset the password nor
 * receive unlock codes; the member hears of each change, and the old number is told by SMS.
 */
import { describe, expect, it } from "vitest";
import { changePassword, fetchCaptcha, login, sendUnlockCode, sendVerificationCode, setPasswordByPhone, type LoginRequest } from "./account.server";
import { speaking } from "./client.server";
import { bindMobile, fetchSecurityOverview, removeMobile, sendMobileCode } from "./member.server";
import { inboxOf, refusal, testGateway, withFreshDatabase } from "./testing";
import { openSession } from "../../gateway/accounts/auth";
import { hashPassword } from "../../gateway/core/crypto";

let db: D1Database;
let clock = Date.UTC(2026, 10, 24, 3);

withFreshDatabase((fresh) => (db = fresh));

let lastIp = 0;
let devices = 0;
/** A client of its own address and device, so per-address throttles and the login guard's devices stay apart. */
function gw(language?: string) {
  ++lastIp;
  const client = testGateway(
    () => db,
    () => clock,
    { clientIp: `10.90.${(lastIp >> 8) & 255}.${lastIp & 255}`, clientDevice: `device-m${String(++devices).padStart(11, "0")}` },
  );
  return language ? speaking(client, language) : client;
}

const PASSWORD = "fresh1234";
let lastMember = 0;

/** A member of the test's own with a session; `mobile` proven (or not) under +63. */
async function newMember(mobile: string | null, verified = true): Promise<{ id: number; account: string; token: string }> {
  const account = `mob${++lastMember}`;
  const row = await db
    .prepare(
      `INSERT INTO members (account, password_hash, type, reg_date, country_dialing_code, mobile_num, mobile_verified)
       VALUES (?1, ?2, 0, ?3, ?4, ?5, ?6) RETURNING id`,
    )
    .bind(account, await hashPassword(PASSWORD), clock, mobile ? "+63" : null, mobile, mobile && verified ? 1 : 0)
    .first<{ id: number }>();
  const member = { id: row!.id, account, type: 0, nickname: null, to_upline: 0, status: "active", reg_date: clock, last_login_at: null };
  const { token } = await openSession(db, member, clock);
  return { id: row!.id, account, token };
}

const numberRow = (id: number) =>
  db.prepare("SELECT country_dialing_code, mobile_num, mobile_verified FROM members WHERE id = ?1").bind(id).first<Record<string, unknown>>();
const latestCode = async (mobile: string, purpose: string) =>
  (
    await db
      .prepare("SELECT code FROM sms_outbox WHERE mobile_num = ?1 AND purpose = ?2 ORDER BY id DESC LIMIT 1")
      .bind(mobile, purpose)
      .first<{ code: string }>()
  )?.code ?? "";
const codesTo = async (mobile: string, purpose: string) =>
  (await db.prepare("SELECT COUNT(*) AS n FROM sms_outbox WHERE mobile_num = ?1 AND purpose = ?2").bind(mobile, purpose).first<{ n: number }>())!.n;
const noticesTo = async (mobile: string) =>
  (
    await db
      .prepare("SELECT body, member_id FROM sms_outbox WHERE mobile_num = ?1 AND purpose = 'notice' ORDER BY id")
      .bind(mobile)
      .all<{ body: string; member_id: number }>()
  ).results;
const otherCode = (code: string) => (code === "000000" ? "111111" : "000000");
/** A fresh countdown for the next code (one per number and purpose per minute). */
const nextCountdown = () => (clock += 61_000);

async function bindNumber(m: { token: string }, mobile: string, language?: string) {
  nextCountdown();
  await sendMobileCode(gw(), m.token, { password: PASSWORD, countryDialingCode: "+63", mobileNum: mobile });
  await bindMobile(gw(language), m.token, await latestCode(mobile, "bind"));
}

/** Ten wrong passwords from ten new devices (captchas solved): the account locks on new devices (decision 072). */
async function lockByStranger(account: string) {
  for (let i = 0; i < 10; i++) {
    const client = gw();
    const { captchaId } = await fetchCaptcha(client);
    const answer = (await db.prepare("SELECT answer FROM captchas WHERE id = ?1").bind(captchaId).first<{ answer: string }>())!.answer;
    const request: LoginRequest = { type: "username", username: account, password: "wrong-pass", captchaId, captcha: answer };
    expect((await refusal(login(client, request))).code, `failure ${i + 1}`).toMatch(/^login\.(credentials\.invalid|locked)$/);
  }
}

/** What an old number can still do for the account: SMS sign-in, reset by phone, an unlock code. */
async function expectNumberCutOff(mobile: string, account: string) {
  nextCountdown();
  const before = { login: await codesTo(mobile, "login"), reset: await codesTo(mobile, "reset") };
  await sendVerificationCode(gw(), { purpose: "login", countryDialingCode: "+63", mobileNum: mobile });
  await sendVerificationCode(gw(), { purpose: "reset", countryDialingCode: "+63", mobileNum: mobile });
  // No code is written for a number no member has proven: the SMS sign-in and the reset have nothing to use.
  expect({ login: await codesTo(mobile, "login"), reset: await codesTo(mobile, "reset") }).toEqual(before);
  expect((await refusal(login(gw(), { type: "sms", username: mobile, password: "123456", countryDialingCode: "+63" }))).code).toBe("verification.code.invalid");
  expect(
    (await refusal(setPasswordByPhone(gw(), { countryDialingCode: "+63", mobileNum: mobile, verificationCode: "123456", newPassword: "thief1234" }))).code,
  ).toBe("verification.code.invalid");
  // Locked on new devices, the account offers no unlock code to the old number, nor sends one there.
  await lockByStranger(account);
  const locked = await refusal(login(gw(), { type: "username", username: account, password: PASSWORD }));
  expect(locked.code).toBe("login.locked");
  expect(JSON.stringify(locked.value)).not.toContain(mobile.slice(-4));
  nextCountdown();
  await sendUnlockCode(gw(), account);
  expect(await codesTo(mobile, "login")).toBe(before.login);
}

describe("ASVS V6.5.6: a lost or stolen mobile number can be replaced", () => {
  it("ASVS V6.5.6: replacing the number takes the password and a code sent to the new number; the new number becomes the proven one and the old one no longer signs in by SMS, resets the password or gets unlock codes", async () => {
    const m = await newMember("9170200001");
    // A sign-in code the old number was sent before the change: it dies with the change.
    await sendVerificationCode(gw(), { purpose: "login", countryDialingCode: "+63", mobileNum: "9170200001" });
    const earlier = await latestCode("9170200001", "login");

    expect(await sendMobileCode(gw(), m.token, { password: PASSWORD, countryDialingCode: "+63", mobileNum: "9170200002" })).toEqual({ expiredMinutes: 1 });
    // Until the code comes back, the old number stays the member's.
    expect(await numberRow(m.id)).toEqual({ country_dialing_code: "+63", mobile_num: "9170200001", mobile_verified: 1 });
    const code = await latestCode("9170200002", "bind");
    expect(code).toMatch(/^\d{6}$/);
    await bindMobile(gw(), m.token, code);
    expect(await numberRow(m.id)).toEqual({ country_dialing_code: "+63", mobile_num: "9170200002", mobile_verified: 1 });
    expect(await fetchSecurityOverview(gw(), m.token)).toMatchObject({ mobile: { number: "917****002", verified: true } });

    expect((await refusal(login(gw(), { type: "sms", username: "9170200001", password: earlier, countryDialingCode: "+63" }))).code).toBe(
      "verification.code.invalid",
    );
    await expectNumberCutOff("9170200001", m.account);
    // The new number does all of it now: an unlock code goes there, and it signs in by SMS.
    const locked = await refusal(login(gw(), { type: "username", username: m.account, password: PASSWORD }));
    expect(locked.value).toMatchObject({ unlock: { channel: "sms", to: "+63 •••• 0002" } });
    nextCountdown();
    await sendVerificationCode(gw(), { purpose: "login", countryDialingCode: "+63", mobileNum: "9170200002" });
    const signIn = await latestCode("9170200002", "login");
    expect((await login(gw(), { type: "sms", username: "9170200002", password: signIn, countryDialingCode: "+63" })).userName).toBe(m.account);
  });

  it("ASVS V6.5.6: a replaced proven number is told by SMS that it left an account (naming none), and the member gets an inbox notice with the new number masked, in the request's language, with translations", async () => {
    const m = await newMember("9170210001");
    await bindNumber(m, "9170210002", "en");
    const sms = await noticesTo("9170210001");
    expect(sms).toEqual([{ body: expect.stringContaining("this number was removed from an Edge Lobby account"), member_id: m.id }]);
    expect(sms[0]!.body).not.toContain(m.account);
    expect(await inboxOf(db, m.id)).toEqual([
      { title: "Your account has a new mobile number", content: expect.stringContaining("+63 917****002"), translations: ["EN", "PT", "TY"] },
    ]);
    expect(JSON.stringify(await inboxOf(db, m.id))).not.toContain("9170210002");
    // The new number was sent no notice, and a number never proven is sent none when it leaves.
    expect(await noticesTo("9170210002")).toEqual([]);
    const unproven = await newMember("9170210003", false);
    await bindNumber(unproven, "9170210004");
    expect(await noticesTo("9170210003")).toEqual([]);
    expect((await inboxOf(db, unproven.id)).map((n) => n.title)).toEqual(["May bagong mobile number ang iyong account"]);
  });

  it("ASVS V6.5.6: a wrong password sends nothing, counts in the secret guard with the tries left, and the fifth locks the number's page (and change password, the same secret) even for the right password", async () => {
    const m = await newMember("9170220001");
    for (let left = 4; left >= 1; left--) {
      const wrong = await refusal(sendMobileCode(gw(), m.token, { password: "wrong-pass", countryDialingCode: "+63", mobileNum: "9170220002" }));
      expect([wrong.code, wrong.value]).toEqual(["password.old.invalid", { attemptsLeft: left }]);
    }
    const fifth = await refusal(removeMobile(gw(), m.token, "wrong-pass"));
    expect(fifth.code).toBe("password.old.locked");
    expect((fifth.value as { lockedUntil: number }).lockedUntil).toBe(clock + 15 * 60_000);
    // One call at a time, each awaited as it starts: a call made before the previous one is
    // awaited would reject with nobody listening yet.
    for (const call of [
      () => sendMobileCode(gw(), m.token, { password: PASSWORD, countryDialingCode: "+63", mobileNum: "9170220002" }),
      () => removeMobile(gw(), m.token, PASSWORD),
      () => changePassword(gw(), m.token, { oldPassword: PASSWORD, newPassword: "other1234", confirmNewPassword: "other1234" }),
    ]) {
      expect((await refusal(call())).code).toBe("password.old.locked");
    }
    expect(await codesTo("9170220002", "bind")).toBe(0);
    expect(await numberRow(m.id)).toEqual({ country_dialing_code: "+63", mobile_num: "9170220001", mobile_verified: 1 });
    expect(await inboxOf(db, m.id)).toEqual([]);
  });

  it("ASVS V6.5.6: the new number needs its own code: a wrong code, no code asked for, or another member's code for the same number change nothing", async () => {
    const m = await newMember("9170230001");
    expect((await refusal(bindMobile(gw(), m.token, "123456"))).code).toBe("verification.code.invalid");
    await sendMobileCode(gw(), m.token, { password: PASSWORD, countryDialingCode: "+63", mobileNum: "9170230002" });
    const code = await latestCode("9170230002", "bind");
    expect((await refusal(bindMobile(gw(), m.token, otherCode(code)))).code).toBe("verification.code.invalid");
    expect((await refusal(bindMobile(gw(), m.token, "12ab"))).code).toBe("verification.code.invalid");
    // The code is the asker's: another member holding it gets nothing from it.
    const other = await newMember(null);
    expect((await refusal(bindMobile(gw(), other.token, code))).code).toBe("verification.code.invalid");
    expect(await numberRow(m.id)).toEqual({ country_dialing_code: "+63", mobile_num: "9170230001", mobile_verified: 1 });
    expect(await numberRow(other.id)).toEqual({ country_dialing_code: null, mobile_num: null, mobile_verified: 0 });
    // Nor does a binding code sign in, nor a sign-in code bind.
    expect((await refusal(login(gw(), { type: "sms", username: "9170230002", password: code, countryDialingCode: "+63" }))).code).toBe(
      "verification.code.invalid",
    );
    await bindMobile(gw(), m.token, code);
    expect(await numberRow(m.id)).toMatchObject({ mobile_num: "9170230002", mobile_verified: 1 });
    // Good once.
    expect((await refusal(bindMobile(gw(), m.token, code))).code).toBe("verification.code.invalid");
  });

  it("ASVS V6.5.6: a number another member proved is answered like any other at the code step, and refused with mobile.taken once its code is proven; nothing changes", async () => {
    const m = await newMember("9170240001");
    const free = await sendMobileCode(gw(), m.token, { password: PASSWORD, countryDialingCode: "+63", mobileNum: "9170240002" });
    // demo's proven number (seed): the same answer, so the call tells nobody who holds it.
    nextCountdown();
    expect(await sendMobileCode(gw(), m.token, { password: PASSWORD, countryDialingCode: "+63", mobileNum: "9171234567" })).toEqual(free);
    expect((await refusal(bindMobile(gw(), m.token, await latestCode("9171234567", "bind")))).code).toBe("mobile.taken");
    expect(await numberRow(m.id)).toEqual({ country_dialing_code: "+63", mobile_num: "9170240001", mobile_verified: 1 });
    expect(await inboxOf(db, m.id)).toEqual([]);
    expect(await noticesTo("9170240001")).toEqual([]);
  });

  it("refuses bad input with a code and writes nothing: a malformed number, an unknown dialing code, an empty password, the number it already has; one code per countdown", async () => {
    const m = await newMember("9170250001");
    const send = (body: { password: string; countryDialingCode: string; mobileNum: string }) => refusal(sendMobileCode(gw(), m.token, body));
    expect((await send({ password: PASSWORD, countryDialingCode: "+63", mobileNum: "91702x" })).code).toBe("mobile.invalid");
    expect((await send({ password: PASSWORD, countryDialingCode: "+999", mobileNum: "9170250002" })).code).toBe("mobile.invalid");
    expect((await send({ password: "", countryDialingCode: "+63", mobileNum: "9170250002" })).code).toBe("password.format");
    expect((await send({ password: PASSWORD, countryDialingCode: "+63", mobileNum: "9170250001" })).code).toBe("mobile.same");
    expect(await codesTo("9170250002", "bind")).toBe(0);
    await sendMobileCode(gw(), m.token, { password: PASSWORD, countryDialingCode: "+63", mobileNum: "9170250002" });
    const again = await send({ password: PASSWORD, countryDialingCode: "+63", mobileNum: "9170250002" });
    expect(again.code).toBe("sms.too.frequent");
    expect(await codesTo("9170250002", "bind")).toBe(1);
  });
});

describe("ASVS V6.5.6: a lost or stolen mobile number can be removed", () => {
  it("ASVS V6.5.6: removing the number with the password drops it: the security centre shows none, and the old number no longer signs in by SMS, resets the password or gets unlock codes", async () => {
    const m = await newMember("9170300001");
    await removeMobile(gw(), m.token, PASSWORD);
    expect(await numberRow(m.id)).toEqual({ country_dialing_code: null, mobile_num: null, mobile_verified: 0 });
    expect(await fetchSecurityOverview(gw(), m.token)).toMatchObject({ mobile: null });
    await expectNumberCutOff("9170300001", m.account);
    // With no number and no e-mail, a locked account offers no unlock code at all.
    expect((await refusal(login(gw(), { type: "username", username: m.account, password: PASSWORD }))).value).toMatchObject({ unlock: null });
    // The number is free again: someone else can register or bind it.
    const next = await newMember(null);
    await bindNumber(next, "9170300001");
    expect(await numberRow(next.id)).toMatchObject({ mobile_num: "9170300001", mobile_verified: 1 });
  });

  it("ASVS V6.5.6: a removed proven number is told by SMS, and the member gets an inbox notice with it masked; a wrong password removes nothing; no number to remove is refused", async () => {
    const m = await newMember("9170310001");
    expect(await refusal(removeMobile(gw(), m.token, "wrong-pass"))).toMatchObject({ code: "password.old.invalid", value: { attemptsLeft: 4 } });
    expect(await numberRow(m.id)).toMatchObject({ mobile_num: "9170310001" });
    await removeMobile(gw("pt"), m.token, PASSWORD);
    expect(await noticesTo("9170310001")).toEqual([{ body: expect.stringContaining("este número foi removido"), member_id: m.id }]);
    expect(await inboxOf(db, m.id)).toEqual([
      { title: "O número de telemóvel foi removido da sua conta", content: expect.stringContaining("+63 917****001"), translations: ["EN", "PT", "TY"] },
    ]);
    expect((await refusal(removeMobile(gw(), m.token, PASSWORD))).code).toBe("mobile.none");
  });
});
