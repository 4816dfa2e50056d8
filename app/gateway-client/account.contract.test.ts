/**
 * Contract test: the app's gateway client against the embedded gateway, in-process over a fresh
 * local D1, so the client and the gateway cannot drift apart.
 */
import { describe, expect, it, vi } from "vitest";
import {
  affiliateIsValid,
  changePassword,
  fetchCaptcha,
  fetchRegistrationSettings,
  login,
  register,
  requestPasswordEmail,
  sendUnlockCode,
  sendVerificationCode,
  setPasswordByPhone,
  type LoginRequest,
} from "./account.server";
import type { GatewayError } from "./errors";
import { verifyEmail } from "./member.server";
import { refusal, testGateway, withFreshDatabase } from "./testing";
import { openSession } from "../../gateway/accounts/auth";
import type { FailureRow } from "../../gateway/accounts/brute-force";
import { hashPassword, sha256Hex } from "../../gateway/core/crypto";

let db: D1Database;
let clock = Date.UTC(2026, 10, 21, 12);

withFreshDatabase((fresh) => (db = fresh));

let lastIp = 0;
/** A fresh address per client unless one is given: the per-address throttles stay out of the way. */
function gw(ip: string = `10.200.${(++lastIp >> 8) & 255}.${lastIp & 255}`) {
  return testGateway(
    () => db,
    () => clock,
    { clientIp: ip },
  );
}

async function latestCode(mobile: string, purpose: string): Promise<string> {
  const row = await db
    .prepare("SELECT code FROM sms_outbox WHERE mobile_num = ?1 AND purpose = ?2 ORDER BY id DESC LIMIT 1")
    .bind(mobile, purpose)
    .first<{ code: string }>();
  return row!.code;
}

async function captchaAnswer(id: string): Promise<string> {
  return (await db.prepare("SELECT answer FROM captchas WHERE id = ?1").bind(id).first<{ answer: string }>())!.answer;
}

describe("login guard (decisions 013, 072): captcha after 2, account locks that hold across addresses, known devices, decay", () => {
  const wrong: LoginRequest = { type: "username", username: "player01", password: "wrong-pass" };
  const withCaptcha = async (request: LoginRequest) => {
    const { captchaId } = await fetchCaptcha(gw());
    return { ...request, captchaId, captcha: await captchaAnswer(captchaId) };
  };

  it("asks for a captcha after two consecutive failures and accepts a right one", async () => {
    const client = gw("10.0.0.1");
    expect((await refusal(login(client, wrong))).value).toEqual({ captcha: false });
    expect((await refusal(login(client, wrong))).value).toEqual({ captcha: true });
    const noCaptcha = await refusal(login(client, { ...wrong, password: "player1234" }));
    expect(noCaptcha.code).toBe("login.captcha.required");
    const { captchaId, image } = await fetchCaptcha(client);
    expect(atob(image).startsWith("\x89PNG")).toBe(true);
    const ok = await login(client, { type: "username", username: "player01", password: "player1234", captchaId, captcha: await captchaAnswer(captchaId) });
    expect(ok.userName).toBe("player01");
  });

  it("counts failures per address across accounts, and a success does not clear the address's count", async () => {
    const client = gw("10.0.0.2");
    await refusal(login(client, { type: "username", username: "player02", password: "wrong-pass" }));
    await refusal(login(client, { type: "username", username: "player03", password: "wrong-pass" }));
    expect((await refusal(login(client, { type: "username", username: "player04", password: "player1234" }))).code).toBe("login.captcha.required");
    // Signing in to one's own account from this address does not wipe what it did to the others.
    await login(client, await withCaptcha({ type: "username", username: "player04", password: "player1234" }));
    expect((await refusal(login(client, { type: "username", username: "player05", password: "player1234" }))).code).toBe("login.captcha.required");
  });

  it("forgets one failure per five quiet minutes", async () => {
    const client = gw("10.0.0.3");
    await refusal(login(client, { type: "username", username: "player07", password: "wrong-pass" }));
    await refusal(login(client, { type: "username", username: "player07", password: "wrong-pass" }));
    expect((await refusal(login(client, { type: "username", username: "player07", password: "player1234" }))).code).toBe("login.captcha.required");
    clock += 4 * 60_000;
    expect((await refusal(login(client, { type: "username", username: "player07", password: "player1234" }))).code).toBe("login.captcha.required");
    // Five quiet minutes forgive one failure: one left, below the captcha's two.
    clock += 60_000;
    expect((await login(client, { type: "username", username: "player07", password: "player1234" })).userName).toBe("player07");
  });

  /** A device the app vouches for (its signed device cookie's id). */
  let devices = 0;
  const newDevice = () => `device-${String(++devices).padStart(12, "0")}`;
  const from = (ip: string, device: string) =>
    testGateway(
      () => db,
      () => clock,
      { clientIp: ip, clientDevice: device },
    );

  /** Gives a seeded account a proven number, as a mobile registration would have. */
  async function proveNumber(account: string, mobile: string) {
    await db.prepare("UPDATE members SET country_dialing_code = '+63', mobile_num = ?2, mobile_verified = 1 WHERE account = ?1").bind(account, mobile).run();
  }

  async function lockByStranger(account: string) {
    for (let i = 0; i < 10; i++) {
      const e = await refusal(
        login(from(`10.66.${devices}.${i}`, newDevice()), await withCaptcha({ type: "username", username: account, password: "wrong-pass" })),
      );
      expect(e.code, `failure ${i + 1}`).toBe(i < 9 ? "login.credentials.invalid" : "login.locked");
    }
  }

  /** A member of the test's own with a proven number, signed in from nowhere yet. */
  async function ownMember(account: string, mobile: string): Promise<number> {
    const row = await db
      .prepare(
        `INSERT INTO members (account, password_hash, type, reg_date, country_dialing_code, mobile_num, mobile_verified)
         VALUES (?1, ?2, 0, ?3, '+63', ?4, 1) RETURNING id`,
      )
      .bind(account, await hashPassword("fresh1234"), clock, mobile)
      .first<{ id: number }>();
    return row!.id;
  }
  /** The hashes of the devices the member is known on, in hash order. */
  const knownDevices = async (memberId: number) =>
    (
      await db.prepare("SELECT device_hash FROM member_devices WHERE member_id = ?1 ORDER BY device_hash").bind(memberId).all<{ device_hash: string }>()
    ).results.map((r) => r.device_hash);

  it("ASVS V6.5.6: a changed password forgets every other device the member signed in from: a lost phone then meets a lock like a stranger, the device that changed it still signs in", async () => {
    const id = await ownMember("v656change", "9170065601");
    const kept = newDevice();
    const lost = newDevice();
    const { token } = await login(from("10.72.0.1", kept), { type: "username", username: "v656change", password: "fresh1234" });
    await login(from("10.72.0.2", lost), { type: "username", username: "v656change", password: "fresh1234" });
    expect(await knownDevices(id)).toEqual([await sha256Hex(kept), await sha256Hex(lost)].sort());

    await changePassword(from("10.72.0.3", kept), token, { oldPassword: "fresh1234", newPassword: "fresh5678", confirmNewPassword: "fresh5678" });
    expect(await knownDevices(id)).toEqual([await sha256Hex(kept)]);

    await lockByStranger("v656change");
    // Whoever holds the lost phone, even knowing the new password, needs the code sent to the member's number.
    const thief = await refusal(login(from("10.72.0.4", lost), { type: "username", username: "v656change", password: "fresh5678" }));
    expect(thief.code).toBe("login.locked");
    expect((await login(from("10.72.0.5", kept), { type: "username", username: "v656change", password: "fresh5678" })).userName).toBe("v656change");
  });

  it("ASVS V6.5.6: a password reset by phone forgets every device the member signed in from but the one that proved the number", async () => {
    const id = await ownMember("v656reset", "9170065602");
    const phone = newDevice();
    const lost = newDevice();
    await login(from("10.73.0.1", phone), { type: "username", username: "v656reset", password: "fresh1234" });
    await login(from("10.73.0.2", lost), { type: "username", username: "v656reset", password: "fresh1234" });
    expect((await knownDevices(id)).length).toBe(2);

    await sendVerificationCode(from("10.73.0.3", phone), { purpose: "reset", countryDialingCode: "+63", mobileNum: "9170065602" });
    await setPasswordByPhone(from("10.73.0.3", phone), {
      countryDialingCode: "+63",
      mobileNum: "9170065602",
      verificationCode: await latestCode("9170065602", "reset"),
      newPassword: "fresh9012",
    });
    expect(await knownDevices(id)).toEqual([await sha256Hex(phone)]);
  });

  it("decision 072: the account's lock holds across addresses — a guesser rotating 60 addresses and devices, solving every captcha, gets 10 password tries per lock and never signs in, even with the right password on its list", async () => {
    const tries = Array.from({ length: 60 }, (_, i) => (i === 30 ? "player1234" : `guess-${i}`));
    const answers = new Map<string, number>();
    for (const [i, password] of tries.entries()) {
      const client = from(`172.16.${i >> 8}.${i & 255}`, newDevice());
      const request: LoginRequest = { type: "username", username: "player06", password };
      // A captcha-solving service: whenever one is demanded, it is answered right.
      let outcome = await login(client, request).then(
        () => "signed in",
        (e: GatewayError) => e.code ?? "?",
      );
      if (outcome === "login.captcha.required") {
        outcome = await login(client, await withCaptcha(request)).then(
          () => "signed in",
          (e: GatewayError) => e.code ?? "?",
        );
      }
      answers.set(outcome, (answers.get(outcome) ?? 0) + 1);
    }
    // Ten passwords were tried (the tenth locked the account); the other 50 met the lock before any was.
    expect(Object.fromEntries(answers)).toEqual({ "login.credentials.invalid": 9, "login.locked": 51 });
    const account = await db.prepare("SELECT failures, locked_until, lockouts FROM login_failures WHERE subject = 'account:player06'").first<FailureRow>();
    expect(account).toMatchObject({ failures: 0, lockouts: 1, locked_until: clock + 15 * 60_000 });
  }, 60_000);

  it("decision 072: while the account is locked, a device the owner signed in from before still signs in with the right password; a new device is refused and told where an unlock code would go", async () => {
    await proveNumber("player05", "9170005555");
    const usual = newDevice();
    expect((await login(from("10.70.0.1", usual), { type: "username", username: "player05", password: "player1234" })).userName).toBe("player05");
    await lockByStranger("player05");

    // The owner's usual device, from a new network even: no captcha, no code, the password decides.
    expect((await login(from("10.70.0.2", usual), { type: "username", username: "player05", password: "player1234" })).userName).toBe("player05");
    // A new device is refused without a password being tried, and shown only the last four digits.
    const fresh = await refusal(login(from("10.70.0.3", newDevice()), { type: "username", username: "player05", password: "player1234" }));
    expect(fresh.code).toBe("login.locked");
    expect(fresh.value).toMatchObject({ unlock: { channel: "sms", to: "+63 •••• 5555" } });
    expect(JSON.stringify(fresh.value)).not.toContain("9170005555");
  });

  it("decision 072: a new device unlocks with the code sent to the proven number and the right password, and is known from then on; a wrong code tries no password", async () => {
    await proveNumber("player08", "9170008888");
    await lockByStranger("player08");
    const phone = newDevice();
    const client = from("10.71.0.1", phone);
    const wrongCode = await refusal(login(client, { type: "username", username: "player08", password: "player1234", unlockCode: "000000" }));
    expect(wrongCode.code).toBe("login.unlock.invalid");

    await sendUnlockCode(client, "player08");
    const code = await latestCode("9170008888", "login");
    const wrongPassword = await refusal(login(client, { type: "username", username: "player08", password: "wrong-pass", unlockCode: code }));
    expect(wrongPassword.code).toBe("login.credentials.invalid");
    expect((await login(client, { type: "username", username: "player08", password: "player1234", unlockCode: code })).userName).toBe("player08");
    // The code was good once; the device is known now, so it needs none.
    expect((await login(from("10.71.0.2", phone), { type: "username", username: "player08", password: "player1234" })).userName).toBe("player08");
    // The lock still holds for everyone else.
    expect((await refusal(login(from("10.71.0.3", newDevice()), { type: "username", username: "player08", password: "player1234" }))).code).toBe(
      "login.locked",
    );
  });

  it("decision 072: asking for an unlock code answers alike for unknown, unlocked and locked accounts, and only a locked account with a proven number gets one", async () => {
    await proveNumber("player13", "9170001313");
    const sent = async () => (await db.prepare("SELECT COUNT(*) AS n FROM sms_outbox WHERE mobile_num = '9170001313'").first<{ n: number }>())!.n;
    const before = await sent();
    const answers = [await sendUnlockCode(gw(), "nosuch-account"), await sendUnlockCode(gw(), "player13")];
    expect(answers[0]).toEqual(answers[1]);
    expect(await sent()).toBe(before);
    await lockByStranger("player13");
    clock += 60_000; // the next countdown
    expect(await sendUnlockCode(gw(), "player13")).toEqual(answers[0]);
    expect(await sent()).toBe(before + 1);
    // One per countdown per account, whatever the address.
    expect((await refusal(sendUnlockCode(gw(), "player13"))).code).toBe("sms.too.frequent");
  });

  /** A member of the test's own with a verified e-mail and no proven number; its password is player1234. */
  let mailMembers = 0;
  async function memberWithEmail(): Promise<{ id: number; account: string; email: string }> {
    const account = `mailunlock${++mailMembers}`;
    const email = `${account}@example.com`;
    const row = await db
      .prepare("INSERT INTO members (account, password_hash, type, reg_date, email, email_verified) VALUES (?1, ?2, 0, ?3, ?4, 1) RETURNING id")
      .bind(account, await hashPassword("player1234"), clock, email)
      .first<{ id: number }>();
    return { id: row!.id, account, email };
  }
  const unlockMails = async (memberId: number) =>
    (
      await db
        .prepare("SELECT email, body FROM email_outbox WHERE member_id = ?1 AND kind = 'login-unlock' ORDER BY id")
        .bind(memberId)
        .all<{ email: string; body: string }>()
    ).results;
  const latestUnlockMailCode = async (memberId: number) => /\b(\d{6})\b/.exec((await unlockMails(memberId)).at(-1)?.body ?? "")?.[1] ?? "";
  const otherCode = (code: string) => (code === "000000" ? "111111" : "000000");

  it("decision 072: a locked account with only a verified e-mail offers the masked e-mail; the code arrives in email_outbox, and a new device signs in with it and the right password; a wrong code tries no password and counts in the e-mail code guard", async () => {
    const m = await memberWithEmail();
    await lockByStranger(m.account);
    const phone = newDevice();
    const client = from("10.73.0.1", phone);
    const offered = await refusal(login(client, { type: "username", username: m.account, password: "player1234" }));
    expect(offered.code).toBe("login.locked");
    expect(offered.value).toMatchObject({ unlock: { channel: "email", to: "m•••@example.com" } });
    expect(JSON.stringify(offered.value)).not.toContain(m.account);

    expect(await sendUnlockCode(client, m.account)).toEqual({ expiredMinutes: 1 });
    const mails = await unlockMails(m.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.email).toBe(m.email);
    const code = await latestUnlockMailCode(m.id);
    expect(code).toMatch(/^\d{6}$/);
    expect(mails[0]!.body).toContain("valid for 5 minutes");

    // A wrong code is refused before any password is tried (the right one here), and counted.
    const wrong = await refusal(login(client, { type: "username", username: m.account, password: "player1234", unlockCode: otherCode(code) }));
    expect(wrong.code).toBe("login.unlock.invalid");
    expect(wrong.value).toMatchObject({ unlock: { channel: "email", to: "m•••@example.com" } });
    const guard = await db.prepare("SELECT failures FROM login_failures WHERE subject = ?1").bind(`emailcode:login:${m.id}`).first<{ failures: number }>();
    expect(guard?.failures).toBe(1);

    // The right code with a wrong password does not spend the code.
    expect((await refusal(login(client, { type: "username", username: m.account, password: "wrong-pass", unlockCode: code }))).code).toBe(
      "login.credentials.invalid",
    );
    expect((await login(client, { type: "username", username: m.account, password: "player1234", unlockCode: code })).userName).toBe(m.account);
    // Good once: another new device cannot reuse it; the device that used it is known from now on.
    expect(
      (await refusal(login(from("10.73.0.2", newDevice()), { type: "username", username: m.account, password: "player1234", unlockCode: code }))).code,
    ).toBe("login.unlock.invalid");
    expect((await login(from("10.73.0.3", phone), { type: "username", username: m.account, password: "player1234" })).userName).toBe(m.account);
  });

  it("decision 072: e-mail codes keep their purpose — a code that verifies an address does not unlock a sign-in, and an unlock code does not verify an address", async () => {
    const m = await memberWithEmail();
    await lockByStranger(m.account);
    const client = from("10.74.0.1", newDevice());
    // A verification code (a row as the binding call writes it: the purpose is the column's default).
    const verifyCode = "246810";
    await db
      .prepare("INSERT INTO email_codes (member_id, email, code, created_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5)")
      .bind(m.id, m.email, verifyCode, clock, clock + 10 * 60_000)
      .run();
    expect((await refusal(login(client, { type: "username", username: m.account, password: "player1234", unlockCode: verifyCode }))).code).toBe(
      "login.unlock.invalid",
    );

    await sendUnlockCode(client, m.account);
    const unlockCode = await latestUnlockMailCode(m.id);
    expect(unlockCode).not.toBe(verifyCode);
    // The address pending again (as after customer service reset it): its verification must not take the unlock code.
    await db.prepare("UPDATE members SET email_verified = 0 WHERE id = ?1").bind(m.id).run();
    const member = { id: m.id, account: m.account, type: 0, nickname: null, to_upline: 0, status: "active", reg_date: clock, last_login_at: null };
    const { token } = await openSession(db, member, clock);
    expect((await refusal(verifyEmail(gw(), token, unlockCode))).code).toBe("verification.code.invalid");
    expect((await db.prepare("SELECT email_verified FROM members WHERE id = ?1").bind(m.id).first<{ email_verified: number }>())?.email_verified).toBe(0);
    // Its own code still verifies it.
    await verifyEmail(gw(), token, verifyCode);
    expect((await db.prepare("SELECT email_verified FROM members WHERE id = ?1").bind(m.id).first<{ email_verified: number }>())?.email_verified).toBe(1);
  });

  it("decision 072: asking for an e-mail unlock code answers as for an unknown name, and only a locked account gets one", async () => {
    const m = await memberWithEmail();
    const answers = [await sendUnlockCode(gw(), "nosuch-mail-account"), await sendUnlockCode(gw(), m.account)];
    expect(answers[0]).toEqual(answers[1]);
    expect(await unlockMails(m.id)).toHaveLength(0);
    await lockByStranger(m.account);
    clock += 60_000; // the next countdown
    expect(await sendUnlockCode(gw(), m.account)).toEqual(answers[0]);
    expect(await unlockMails(m.id)).toHaveLength(1);
    // One per countdown per account, whatever the address, answered as for any name.
    const again = await refusal(sendUnlockCode(gw(), m.account));
    expect(again.code).toBe("sms.too.frequent");
    await sendUnlockCode(gw(), "nosuch-mail-account2");
    const unknownAgain = await refusal(sendUnlockCode(gw(), "nosuch-mail-account2"));
    expect([unknownAgain.code, unknownAgain.value]).toEqual([again.code, again.value]);
  });

  it("decision 072: a device's own failures lock only that device out of a locked account, and locks of it double", async () => {
    await proveNumber("player02", "9170002222");
    const usual = newDevice();
    expect((await login(from("10.72.0.1", usual), { type: "username", username: "player02", password: "player1234" })).userName).toBe("player02");
    await lockByStranger("player02");
    for (let i = 0; i < 10; i++) await refusal(login(from("10.72.0.1", usual), { type: "username", username: "player02", password: "wrong-pass" }));
    const own = await refusal(login(from("10.72.0.1", usual), { type: "username", username: "player02", password: "player1234" }));
    expect(own.code).toBe("login.locked");
    expect((own.value as { lockedUntil: number }).lockedUntil - clock).toBe(15 * 60_000);
  });

  it("decision 072: an address many accounts sign in from (a carrier's NAT pool) is shared: one forgetful player's failures do not put a captcha in front of everyone behind it", async () => {
    const pool = "100.64.0.1";
    for (const account of ["player09", "player10", "player12"]) {
      expect((await login(gw(pool), { type: "username", username: account, password: "player1234" })).userName).toBe(account);
    }
    // Three different accounts wrong once each (none reaches its own account's captcha).
    for (const account of ["player14", "player15", "player16"]) await refusal(login(gw(pool), { type: "username", username: account, password: "wrong-pass" }));
    expect((await login(gw(pool), { type: "username", username: "player11", password: "player1234" })).userName).toBe("player11");
    // A single address with the same three failures asks for the captcha.
    const single = "198.18.0.1";
    for (const account of ["player14", "player15", "player16"])
      await refusal(login(gw(single), { type: "username", username: account, password: "wrong-pass" }));
    expect((await refusal(login(gw(single), { type: "username", username: "player11", password: "player1234" }))).code).toBe("login.captcha.required");
  });
});

describe("one-time codes (decision 013): five guesses, single use, throttled", () => {
  const reset = (code: string, ip = gw()) =>
    setPasswordByPhone(ip, { countryDialingCode: "+63", mobileNum: "9179876543", verificationCode: code, newPassword: "agent4321" });

  it("burns a code after five wrong guesses: the right one then fails too, and a new one works", async () => {
    clock += 10 * 60_000;
    await sendVerificationCode(gw(), { purpose: "reset", countryDialingCode: "+63", mobileNum: "9179876543" });
    const code = await latestCode("9179876543", "reset");
    const wrongCode = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) expect((await refusal(reset(wrongCode))).code).toBe("verification.code.invalid");
    expect((await refusal(reset(code))).code).toBe("verification.code.invalid");
    clock += 60_000;
    await sendVerificationCode(gw(), { purpose: "reset", countryDialingCode: "+63", mobileNum: "9179876543" });
    const fresh = await latestCode("9179876543", "reset");
    await reset(fresh);
    expect((await login(gw(), { type: "username", username: "agent", password: "agent4321" })).userName).toBe("agent");
  });

  it("keeps only the newest code: asking again burns the one before", async () => {
    clock += 60 * 60_000;
    await sendVerificationCode(gw(), { purpose: "login", countryDialingCode: "+63", mobileNum: "9179876543" });
    const first = await latestCode("9179876543", "login");
    clock += 60_000;
    await sendVerificationCode(gw(), { purpose: "login", countryDialingCode: "+63", mobileNum: "9179876543" });
    const second = await latestCode("9179876543", "login");
    if (first !== second)
      expect((await refusal(login(gw(), { type: "sms", username: "9179876543", password: first, countryDialingCode: "+63" }))).code).toBe(
        "verification.code.invalid",
      );
    expect((await login(gw(), { type: "sms", username: "9179876543", password: second, countryDialingCode: "+63" })).userName).toBe("agent");
  });

  it("sends one code per countdown and at most five an hour to a number, registered or not, with the same answers", async () => {
    clock += 60 * 60_000;
    for (const mobile of ["9171234567", "9000000077"]) {
      const answers: string[] = [];
      for (let i = 0; i < 6; i++) {
        answers.push(
          await sendVerificationCode(gw(), { purpose: "login", countryDialingCode: "+63", mobileNum: mobile }).then(
            () => "sent",
            (e: GatewayError) => e.code!,
          ),
        );
        answers.push(
          await sendVerificationCode(gw(), { purpose: "login", countryDialingCode: "+63", mobileNum: mobile }).then(
            () => "sent",
            (e: GatewayError) => e.code!,
          ),
        );
        clock += 61_000;
      }
      // Each countdown lets one through; the sixth in the hour is refused.
      expect(answers).toEqual([...Array(5).fill(["sent", "sms.too.frequent"]).flat(), "sms.too.frequent", "sms.too.frequent"]);
      clock -= 6 * 61_000;
    }
    clock += 60 * 60_000;
  });

  it("sends at most ten codes an hour from one address", async () => {
    const client = gw("10.7.0.1");
    const answers = [];
    for (let i = 0; i < 11; i++) {
      answers.push(
        await sendVerificationCode(client, { purpose: "register", countryDialingCode: "+63", mobileNum: `95500000${10 + i}` }).then(
          () => "sent",
          (e: GatewayError) => e.code!,
        ),
      );
    }
    expect(answers).toEqual([...Array(10).fill("sent"), "sms.too.frequent"]);
  });

  it("throttles guessing per address across numbers (twenty per ten minutes)", async () => {
    const client = gw("10.7.0.2");
    const codes = [];
    for (let i = 0; i < 21; i++) {
      const e = await refusal(
        setPasswordByPhone(client, { countryDialingCode: "+63", mobileNum: `95600000${10 + i}`, verificationCode: "123456", newPassword: "abc12345" }),
      );
      codes.push(e.code);
    }
    expect(codes.slice(0, 20).every((c) => c === "verification.code.invalid")).toBe(true);
    expect(codes[20]).toBe("verification.too.frequent");
  });

  it("a code sent by SMS login works once", async () => {
    clock += 60 * 60_000;
    expect(await sendVerificationCode(gw(), { purpose: "login", countryDialingCode: "+63", mobileNum: "9171234567" })).toEqual({ expiredMinutes: 1 });
    const code = await latestCode("9171234567", "login");
    expect((await login(gw(), { type: "sms", username: "9171234567", password: code, countryDialingCode: "+63" })).userName).toBe("demo");
    expect((await refusal(login(gw(), { type: "sms", username: "9171234567", password: code, countryDialingCode: "+63" }))).code).toBe(
      "verification.code.invalid",
    );
  });

  it("answers the same for an unregistered number but writes nothing", async () => {
    expect(await sendVerificationCode(gw(), { purpose: "login", countryDialingCode: "+63", mobileNum: "9000000001" })).toEqual({ expiredMinutes: 1 });
    const n = await db.prepare("SELECT COUNT(*) AS n FROM sms_outbox WHERE mobile_num = '9000000001'").first<{ n: number }>();
    expect(n?.n).toBe(0);
    // And a registration code for a number already proven is not written either, with the same answer.
    expect(await sendVerificationCode(gw(), { purpose: "register", countryDialingCode: "+63", mobileNum: "9175550101" })).toEqual({ expiredMinutes: 1 });
    const proven = await db.prepare("SELECT COUNT(*) AS n FROM sms_outbox WHERE mobile_num = '9175550101' AND purpose = 'register'").first<{ n: number }>();
    expect(proven?.n).toBe(0);
  });
});

describe("registration (§3 payload and field settings, §5 rules)", () => {
  it("serves the 18 field settings", async () => {
    const fields = await fetchRegistrationSettings(gw());
    expect(Object.keys(fields)).toHaveLength(18);
    expect(fields.username).toEqual({ enabled: true, required: true });
    expect(fields.email).toEqual({ enabled: true, required: false });
  });

  it("checks affiliate codes", async () => {
    expect(await affiliateIsValid(gw(), "RAMOS88", "localhost")).toBe(true);
    expect(await affiliateIsValid(gw(), "ramos88", "localhost")).toBe(true);
    expect(await affiliateIsValid(gw(), "NOPE99", "localhost")).toBe(false);
  });

  const base = {
    password: "newbie123",
    confirmPassword: "newbie123",
    registerMethod: "H5",
    registerUrl: "localhost",
    type: "0" as const,
    countryDialingCode: "+63",
    birthDate: "1990-05-01",
  };

  it("registers a username account under the affiliate's agent and signs it in", async () => {
    const session = await register(gw(), { ...base, username: "newbie01", affiliateCode: "RAMOS88", email: "newbie@example.com" });
    expect(session).toMatchObject({ userName: "newbie01", customerType: 0, firstTimeLogin: true });
    const row = await db
      .prepare("SELECT parent_id, register_method FROM members WHERE account = 'newbie01'")
      .first<{ parent_id: number; register_method: string }>();
    expect(row).toEqual({ parent_id: 2, register_method: "H5" });
  });

  it("§3 registerMethod: an installed web app's registration is recorded as PWA, an unknown source as H5", async () => {
    await register(gw(), { ...base, username: "newbiepwa", registerMethod: "PWA" });
    await register(gw(), { ...base, username: "newbieclip", registerMethod: "WEBCLIP" });
    await register(gw(), { ...base, username: "newbieodd", registerMethod: "DESKTOP" });
    const rows = await db
      .prepare("SELECT account, register_method FROM members WHERE account IN ('newbiepwa', 'newbieclip', 'newbieodd') ORDER BY account")
      .all<{ account: string; register_method: string }>();
    expect(rows.results).toEqual([
      { account: "newbieclip", register_method: "WEBCLIP" },
      { account: "newbieodd", register_method: "H5" },
      { account: "newbiepwa", register_method: "PWA" },
    ]);
  });

  it("refuses a taken username, a bad affiliate code and a bad field, changing nothing", async () => {
    expect((await refusal(register(gw(), { ...base, username: "Demo" }))).code).toBe("member.exists");
    const bad = await refusal(register(gw(), { ...base, username: "newbie02", affiliateCode: "NOPE99" }));
    expect(bad.code).toBe("affiliate.invalid");
    const field = await refusal(register(gw(), { ...base, username: "newbie02", email: "not-an-email" }));
    expect(field.value).toMatchObject({ field: "email", message: "validation.in_email_incorrect" });
    const n = await db.prepare("SELECT COUNT(*) AS n FROM members WHERE account = 'newbie02'").first<{ n: number }>();
    expect(n?.n).toBe(0);
  });

  it("registers by mobile number with an SMS code", async () => {
    await sendVerificationCode(gw(), { purpose: "register", countryDialingCode: "+63", mobileNum: "9188880001" });
    const code = await latestCode("9188880001", "register");
    const wrong = await refusal(register(gw(), { ...base, mobileNum: "9188880001", verificationCode: "000000" === code ? "111111" : "000000" }));
    expect(wrong.code).toBe("verification.code.invalid");
    const session = await register(gw(), { ...base, mobileNum: "9188880001", verificationCode: code });
    expect(session.userName).toBe("9188880001");
  });
});

describe("registration cannot be scripted", () => {
  const base = {
    password: "newbie123",
    confirmPassword: "newbie123",
    registerMethod: "H5",
    registerUrl: "localhost",
    type: "0" as const,
    countryDialingCode: "+63",
    birthDate: "1990-05-01",
  };

  it("refuses reserved names, whatever their case", async () => {
    for (const username of ["null", "True", "Infinity", "admin", "Administrator", "support01"]) {
      const e = await refusal(register(gw(), { ...base, username }));
      expect(e.value).toMatchObject({ field: "username", message: "validation.username.reserved" });
    }
  });

  it("asks one address for a captcha after three registrations in an hour", async () => {
    const client = gw("10.8.0.1");
    for (let i = 0; i < 3; i++) await register(client, { ...base, username: `bulk${i}x${lastIp}` });
    const fourth = await refusal(register(client, { ...base, username: `bulk3x${lastIp}` }));
    expect(fourth).toMatchObject({ code: "register.captcha.required", value: { field: "captcha", captcha: true } });
    const { captchaId } = await fetchCaptcha(client);
    const session = await register(client, { ...base, username: `bulk3x${lastIp}`, captchaId, captcha: await captchaAnswer(captchaId) });
    expect(session.customerType).toBe(0);
  });

  it("keeps a number typed on the username tab unproven: it never blocks, nor signs in as, the real owner", async () => {
    clock += 60 * 60_000;
    await register(gw(), { ...base, username: "squatter1", mobileNum: "9188880002" });
    // The squatter gets no SMS login or reset code for that number…
    await sendVerificationCode(gw(), { purpose: "login", countryDialingCode: "+63", mobileNum: "9188880002" });
    await sendVerificationCode(gw(), { purpose: "reset", countryDialingCode: "+63", mobileNum: "9188880002" });
    const written = await db.prepare("SELECT COUNT(*) AS n FROM sms_outbox WHERE mobile_num = '9188880002'").first<{ n: number }>();
    expect(written?.n).toBe(0);
    // …and the owner registers it with a code, then signs in by SMS.
    await sendVerificationCode(gw(), { purpose: "register", countryDialingCode: "+63", mobileNum: "9188880002" });
    const owner = await register(gw(), { ...base, mobileNum: "9188880002", verificationCode: await latestCode("9188880002", "register") });
    expect(owner.userName).toBe("9188880002");
    clock += 61_000;
    await sendVerificationCode(gw(), { purpose: "login", countryDialingCode: "+63", mobileNum: "9188880002" });
    const session = await login(gw(), { type: "sms", username: "9188880002", password: await latestCode("9188880002", "login"), countryDialingCode: "+63" });
    expect(session.userName).toBe("9188880002");
  });
});

describe("passwords (§3 payloads, §8 modify.new.old.same)", () => {
  it("forgot-password e-mail writes to the outbox only when account and e-mail match", async () => {
    await requestPasswordEmail(gw(), { username: "demo", email: "DEMO@example.com" });
    await requestPasswordEmail(gw(), { username: "demo", email: "other@example.com" });
    const n = await db.prepare("SELECT COUNT(*) AS n FROM email_outbox WHERE email = 'demo@example.com'").first<{ n: number }>();
    expect(n?.n).toBe(1);
  });

  it("§7 forgot-password e-mail: an address set but never verified gets nothing (a stolen session cannot route the reset to itself)", async () => {
    const before = await db
      .prepare("SELECT email, email_verified FROM members WHERE account = 'player11'")
      .first<{ email: string | null; email_verified: number }>();
    await db.prepare("UPDATE members SET email = 'thief@example.com', email_verified = 0 WHERE account = 'player11'").run();
    try {
      await requestPasswordEmail(gw(), { username: "player11", email: "thief@example.com" });
      const n = await db.prepare("SELECT COUNT(*) AS n FROM email_outbox WHERE email = 'thief@example.com'").first<{ n: number }>();
      expect(n?.n).toBe(0);
    } finally {
      await db
        .prepare("UPDATE members SET email = ?1, email_verified = ?2 WHERE account = 'player11'")
        .bind(before?.email ?? null, before?.email_verified ?? 0)
        .run();
    }
  });

  it("sets a password by phone with a reset code; the same password is refused with modify.new.old.same", async () => {
    clock += 120_000;
    await sendVerificationCode(gw(), { purpose: "reset", countryDialingCode: "+63", mobileNum: "9175550101" });
    const code = await latestCode("9175550101", "reset");
    const same = await refusal(
      setPasswordByPhone(gw(), { countryDialingCode: "+63", mobileNum: "9175550101", verificationCode: code, newPassword: "agent1234" }),
    );
    expect(same.code).toBe("modify.new.old.same");
    // The refusal keeps the code usable (§8: only the password field is cleared).
    await setPasswordByPhone(gw(), { countryDialingCode: "+63", mobileNum: "9175550101", verificationCode: code, newPassword: "agent5678" });
    const reused = await refusal(
      setPasswordByPhone(gw(), { countryDialingCode: "+63", mobileNum: "9175550101", verificationCode: code, newPassword: "agent9999" }),
    );
    expect(reused.code).toBe("verification.code.invalid");
    // §4: followed by a login with the mobile number as the username.
    expect((await login(gw(), { type: "username", username: "9175550101", password: "agent5678" })).userName).toBe("agent2");
  });

  it("changes a password with the old one, refusing same-as-old and a wrong old password", async () => {
    const { token } = await login(gw(), { type: "username", username: "player11", password: "player1234" });
    expect((await refusal(changePassword(gw(), token, { oldPassword: "wrong-old", newPassword: "player5678", confirmNewPassword: "player5678" }))).code).toBe(
      "password.old.invalid",
    );
    expect((await refusal(changePassword(gw(), token, { oldPassword: "player1234", newPassword: "player1234", confirmNewPassword: "player1234" }))).code).toBe(
      "modify.new.old.same",
    );
    await changePassword(gw(), token, { oldPassword: "player1234", newPassword: "player5678", confirmNewPassword: "player5678" });
    expect((await login(gw(), { type: "username", username: "player11", password: "player5678" })).userName).toBe("player11");
  });

  it("ASVS V6.3.7: a changed password is told to the member in the inbox, with its translations", async () => {
    const before = await noticesOf("player14", "%pasword%");
    const { token } = await login(gw(), { type: "username", username: "player14", password: "player1234" });
    await changePassword(gw(), token, { oldPassword: "player1234", newPassword: "player9012", confirmNewPassword: "player9012" });
    const after = await noticesOf("player14", "%pasword%");
    expect(after.length).toBe(before.length + 1);
    expect(after[0]).toEqual({ title: "Napalitan ang iyong pasword", translations: 3 });
    // Back as the seed has it, for whatever reads player14 later.
    await changePassword(gw(), token, { oldPassword: "player9012", newPassword: "player1234", confirmNewPassword: "player1234" });
  });
});

/** The member's inbox messages whose title matches `like`, newest first, with how many translations each has. */
async function noticesOf(account: string, like: string): Promise<{ title: string; translations: number }[]> {
  const { results } = await db
    .prepare(
      `SELECT m.title, (SELECT COUNT(*) FROM content_texts t WHERE t.kind = 'message' AND t.ref = CAST(m.id AS TEXT)) AS translations
       FROM messages m JOIN members u ON u.id = m.member_id WHERE u.account = ?1 AND m.title LIKE ?2 ORDER BY m.id DESC`,
    )
    .bind(account, like)
    .all<{ title: string; translations: number }>();
  return results;
}

describe("ASVS V6.3.5 and V6.3.8: the owner hears of a lock; a name's existence does not show in the answer's cost", () => {
  it("ASVS V6.3.5: the failure that locks the account writes one inbox notice to its owner (in the request's language, with translations); failures during the lock add none", async () => {
    for (let i = 0; i < 12; i++) {
      const client = testGateway(
        () => db,
        () => clock,
        { clientIp: `10.81.0.${i}`, clientDevice: `notice-device-${String(i).padStart(6, "0")}` },
      );
      const { captchaId } = await fetchCaptcha(gw());
      await refusal(login(client, { type: "username", username: "player04", password: "wrong-pass", captchaId, captcha: await captchaAnswer(captchaId) }));
    }
    const notices = await noticesOf("player04", "Na-lock%");
    expect(notices).toEqual([{ title: "Na-lock ang iyong account sa mga bagong device", translations: 3 }]);
  });

  it("ASVS V6.3.8: a sign-in to an unknown name runs the same password hash as one to a real name with a wrong password", async () => {
    const derive = vi.spyOn(crypto.subtle, "deriveBits");
    try {
      // The first unknown name of an isolate also makes the hash nobody matches: not what is compared.
      await refusal(login(gw(), { type: "username", username: "nobody-warm-up", password: "wrong-pass" }));
      derive.mockClear();
      await refusal(login(gw(), { type: "username", username: "player03", password: "wrong-pass" }));
      const known = derive.mock.calls.length;
      derive.mockClear();
      await refusal(login(gw(), { type: "username", username: "nobody-by-this-name", password: "wrong-pass" }));
      expect(known).toBeGreaterThan(0);
      expect(derive.mock.calls.length).toBe(known);
    } finally {
      derive.mockRestore();
    }
  });
});

describe("ASVS V6.3.8: registration says a name is taken (§8), but a probe costs what a guess costs", () => {
  const base = {
    password: "newbie123",
    confirmPassword: "newbie123",
    registerMethod: "H5",
    registerUrl: "localhost",
    type: "0" as const,
    countryDialingCode: "+63",
    birthDate: "1990-05-01",
  };
  const membersNamed = async (names: string[]) =>
    (
      await db
        .prepare(`SELECT COUNT(*) AS n FROM members WHERE account IN (${names.map(() => "?").join(", ")})`)
        .bind(...names)
        .first<{ n: number }>()
    )?.n;

  it("ASVS V6.3.8: a taken name is told only after the captcha is solved", async () => {
    // A fresh hour: this address's registrations so far, and the site's, are not this test's.
    clock += 60 * 60_000;
    await db.prepare("UPDATE registration_fields SET enabled = 1, required = 1 WHERE name = 'captcha'").run();
    try {
      // The operator's captcha is on: without it, or with a wrong answer, the taken name is not told.
      const client = gw();
      const none = await refusal(register(client, { ...base, username: "Demo" }));
      expect(none.code).not.toBe("member.exists");
      expect(none.value).toMatchObject({ field: "captcha" });
      const { captchaId: wrongId } = await fetchCaptcha(client);
      const answer = await captchaAnswer(wrongId);
      const wrong = await refusal(register(client, { ...base, username: "Demo", captchaId: wrongId, captcha: answer === "000000" ? "111111" : "000000" }));
      expect(wrong).toMatchObject({ code: "register.captcha.invalid", value: { field: "captcha", captcha: true } });
      // A solved captcha, and only then: the spec's own message (§8), on the name's field.
      const { captchaId } = await fetchCaptcha(client);
      const solved = await refusal(register(client, { ...base, username: "Demo", captchaId, captcha: await captchaAnswer(captchaId) }));
      expect(solved).toMatchObject({ code: "member.exists", value: { field: "username" } });
    } finally {
      await db.prepare("UPDATE registration_fields SET enabled = 0, required = 0 WHERE name = 'captcha'").run();
    }
    // With the operator's captcha off, an address past its hourly registrations must solve one too.
    const busy = gw();
    for (let i = 0; i < 3; i++) await refusal(register(busy, { ...base, username: "Demo" }));
    expect((await refusal(register(busy, { ...base, username: "Demo" }))).code).toBe("register.captcha.required");
    const { captchaId } = await fetchCaptcha(busy);
    expect((await refusal(register(busy, { ...base, username: "Demo", captchaId, captcha: await captchaAnswer(captchaId) }))).code).toBe("member.exists");
  });

  it("ASVS V6.3.8: each name probe counts against the registration limit", async () => {
    clock += 60 * 60_000;
    // One device probing from a new address each time (so no captcha is asked): five taken names…
    let n = 0;
    const probe = () =>
      testGateway(
        () => db,
        () => clock,
        { clientIp: `10.82.0.${++n}`, clientDevice: "probing-device-000001" },
      );
    for (const username of ["demo", "player01", "player02", "player03", "player04"]) {
      expect((await refusal(register(probe(), { ...base, username }))).code).toBe("member.exists");
    }
    // …spend the device's five registrations of the hour: the next attempt, even of a free name, waits.
    const sixth = await refusal(register(probe(), { ...base, username: "probefree01" }));
    expect(sixth).toMatchObject({ code: "limit.exceeded", value: { retryAfterSeconds: expect.any(Number) } });
    expect(await membersNamed(["probefree01"])).toBe(0);
    // An hour on, the device may register again: the probes cost attempts, not the name.
    clock += 60 * 60_000;
    expect((await register(probe(), { ...base, username: "probefree01" })).userName).toBe("probefree01");
  });
});
