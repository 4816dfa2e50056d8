import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  affiliateIsValid,
  changePassword,
  fetchCaptcha,
  fetchRegistrationSettings,
  login,
  register,
  requestPasswordEmail,
  sendVerificationCode,
  setPasswordByPhone,
  type LoginRequest,
} from "../../app/gateway/account.server";
import { createGatewayClient } from "../../app/gateway/client.server";
import { GatewayError } from "../../app/gateway/errors";
import { ROUTES } from "../../app/gateway/routes";
import { handleGatewayRequest } from "../router";
import { freshDatabase } from "../testing";

let db: D1Database;
let dispose: () => Promise<void>;
let clock = Date.UTC(2026, 10, 21, 12);

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
});
afterAll(async () => {
  await dispose();
});

const SECRET = "test-gateway-secret-0123456789";
function gw(ip: string | null = null) {
  return createGatewayClient({
    transport: (req) => handleGatewayRequest(req, { DB: db, MERCHANT_CODE: "edgelobby", GATEWAY_SECRET: SECRET }, () => clock),
    baseUrl: "http://embedded.invalid",
    merchantCode: "edgelobby",
    timeoutMs: 5000,
    bodySecret: SECRET,
    clientIp: ip,
  });
}

async function refusal(p: Promise<unknown>): Promise<GatewayError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof GatewayError) return e;
    throw e;
  }
  throw new Error("expected a refusal");
}

async function latestCode(mobile: string, purpose: string): Promise<string> {
  const row = await db.prepare("SELECT code FROM sms_outbox WHERE mobile_num = ?1 AND purpose = ?2 ORDER BY id DESC LIMIT 1").bind(mobile, purpose).first<{ code: string }>();
  return row!.code;
}

async function captchaAnswer(id: string): Promise<string> {
  return (await db.prepare("SELECT answer FROM captchas WHERE id = ?1").bind(id).first<{ answer: string }>())!.answer;
}

describe("sealed bodies (§7: login and register travel encrypted with an encryption header)", () => {
  it("refuses a plain-JSON login", async () => {
    const res = await handleGatewayRequest(
      new Request(`http://x${ROUTES.login.path}`, { method: "POST", headers: { "X-Merchant-Code": "edgelobby", "Content-Type": "application/json" }, body: JSON.stringify({ username: "demo", password: "demo1234" }) }),
      { DB: db, MERCHANT_CODE: "edgelobby", GATEWAY_SECRET: SECRET },
    );
    expect(await res.json()).toMatchObject({ success: false, code: "request.not.encrypted" });
  });
});

describe("brute-force guard (2 failures → captcha, 10 → 15-minute lock)", () => {
  const wrong: LoginRequest = { type: "username", username: "player01", password: "wrong-pass" };

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
    // Success clears the count: the next attempt needs no captcha.
    expect((await refusal(login(client, wrong))).value).toEqual({ captcha: false });
  });

  it("counts failures per IP across accounts", async () => {
    const client = gw("10.0.0.2");
    await refusal(login(client, { type: "username", username: "player02", password: "wrong-pass" }));
    await refusal(login(client, { type: "username", username: "player03", password: "wrong-pass" }));
    expect((await refusal(login(client, { type: "username", username: "player04", password: "player1234" }))).code).toBe("login.captcha.required");
  });

  it("locks the account for 15 minutes after ten failures, even with the right password", async () => {
    for (let i = 0; i < 10; i++) {
      const { captchaId } = await fetchCaptcha(gw());
      const e = await refusal(login(gw(`10.1.0.${i}`), { type: "username", username: "player06", password: "wrong-pass", captchaId, captcha: await captchaAnswer(captchaId) }));
      expect(e.code).toBe(i < 9 ? "login.credentials.invalid" : "login.locked");
    }
    const { captchaId } = await fetchCaptcha(gw());
    const locked = await refusal(login(gw("10.2.0.1"), { type: "username", username: "player06", password: "player1234", captchaId, captcha: await captchaAnswer(captchaId) }));
    expect(locked.code).toBe("login.locked");
    clock += 15 * 60_000 + 1;
    const c2 = await fetchCaptcha(gw());
    const session = await login(gw("10.2.0.2"), { type: "username", username: "player06", password: "player1234", captchaId: c2.captchaId, captcha: await captchaAnswer(c2.captchaId) });
    expect(session.userName).toBe("player06");
  });
});

describe("SMS codes and mobile login (§4 SMS code, §7 send verification code)", () => {
  it("writes a login code for a registered number, refuses a second request during the countdown", async () => {
    expect(await sendVerificationCode(gw(), { purpose: "login", countryDialingCode: "+63", mobileNum: "9171234567" })).toEqual({ expiredMinutes: 1 });
    const again = await refusal(sendVerificationCode(gw(), { purpose: "login", countryDialingCode: "+63", mobileNum: "9171234567" }));
    expect(again.code).toBe("sms.too.frequent");
    const code = await latestCode("9171234567", "login");
    const session = await login(gw(), { type: "sms", username: "9171234567", password: code, countryDialingCode: "+63" });
    expect(session.userName).toBe("demo");
    // A code works once.
    expect((await refusal(login(gw("10.3.0.1"), { type: "sms", username: "9171234567", password: code, countryDialingCode: "+63" }))).code).toBe("verification.code.invalid");
  });

  it("answers the same for an unregistered number but writes nothing", async () => {
    expect(await sendVerificationCode(gw(), { purpose: "login", countryDialingCode: "+63", mobileNum: "9000000001" })).toEqual({ expiredMinutes: 1 });
    const n = await db.prepare("SELECT COUNT(*) AS n FROM sms_outbox WHERE mobile_num = '9000000001'").first<{ n: number }>();
    expect(n?.n).toBe(0);
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

  const base = { password: "newbie123", confirmPassword: "newbie123", registerMethod: "H5", registerUrl: "localhost", type: "0" as const, countryDialingCode: "+63" };

  it("registers a username account under the affiliate's agent and signs it in", async () => {
    const session = await register(gw(), { ...base, username: "newbie01", affiliateCode: "RAMOS88", email: "newbie@example.com" });
    expect(session).toMatchObject({ userName: "newbie01", customerType: 0, firstTimeLogin: true });
    const row = await db.prepare("SELECT parent_id, register_method FROM members WHERE account = 'newbie01'").first<{ parent_id: number; register_method: string }>();
    expect(row).toEqual({ parent_id: 2, register_method: "H5" });
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

describe("passwords (§3 payloads, §8 modify.new.old.same)", () => {
  it("forgot-password e-mail writes to the outbox only when account and e-mail match", async () => {
    await requestPasswordEmail(gw(), { username: "demo", email: "DEMO@example.com" });
    await requestPasswordEmail(gw(), { username: "demo", email: "other@example.com" });
    const n = await db.prepare("SELECT COUNT(*) AS n FROM email_outbox WHERE email = 'demo@example.com'").first<{ n: number }>();
    expect(n?.n).toBe(1);
  });

  it("sets a password by phone with a reset code; the same password is refused with modify.new.old.same", async () => {
    clock += 120_000;
    await sendVerificationCode(gw(), { purpose: "reset", countryDialingCode: "+63", mobileNum: "9175550101" });
    const code = await latestCode("9175550101", "reset");
    const same = await refusal(setPasswordByPhone(gw(), { countryDialingCode: "+63", mobileNum: "9175550101", verificationCode: code, newPassword: "agent1234" }));
    expect(same.code).toBe("modify.new.old.same");
    // The refusal keeps the code usable (§8: only the password field is cleared).
    await setPasswordByPhone(gw(), { countryDialingCode: "+63", mobileNum: "9175550101", verificationCode: code, newPassword: "agent5678" });
    const reused = await refusal(setPasswordByPhone(gw(), { countryDialingCode: "+63", mobileNum: "9175550101", verificationCode: code, newPassword: "agent9999" }));
    expect(reused.code).toBe("verification.code.invalid");
    // §4: followed by a login with the mobile number as the username.
    expect((await login(gw(), { type: "username", username: "9175550101", password: "agent5678" })).userName).toBe("agent2");
  });

  it("changes a password with the old one, refusing same-as-old and a wrong old password", async () => {
    const { token } = await login(gw(), { type: "username", username: "player11", password: "player1234" });
    expect((await refusal(changePassword(gw(), token, { oldPassword: "wrong-old", newPassword: "player5678", confirmNewPassword: "player5678" }))).code).toBe("password.old.invalid");
    expect((await refusal(changePassword(gw(), token, { oldPassword: "player1234", newPassword: "player1234", confirmNewPassword: "player1234" }))).code).toBe("modify.new.old.same");
    await changePassword(gw(), token, { oldPassword: "player1234", newPassword: "player5678", confirmNewPassword: "player5678" });
    expect((await login(gw(), { type: "username", username: "player11", password: "player5678" })).userName).toBe("player11");
  });
});
