import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loader as captchaLoader } from "~/routes/m.captcha";
import { action as loginAction, loader as loginLoader } from "~/routes/m.login";
import type { Env } from "~/server/env.server";
import { callRoute, postForm, toResponse, routeArgs } from "~/testing/forms";
import { TEST_ENV, appContext, appRequest, cookiesFrom } from "~/testing/load-context";
import { readCaptcha, readRemembered } from "./cookies.server";
import { DEMO_PLAYER } from "../../../gateway/accounts/demo-accounts";
import { handleGatewayRequest } from "../../../gateway/core/router";
import { freshDatabase } from "../../../gateway/testing";

/**
 * The login action (app/routes/m.login.tsx; route modules cannot hold tests, so it is tested
 * beside its cookies): captcha escalation, hidden fields, the remember cookie. The gateway's
 * login guard counts failures per account and per address, so every test signs in from its own
 * address (CF-Connecting-IP) with its own accounts: no test inherits another's failures.
 */
let db: D1Database;
let dispose: () => Promise<void>;
beforeAll(async () => ({ db, dispose } = await freshDatabase()));
afterAll(() => dispose());

let addresses = 0;
const freshAddress = () => `198.51.100.${++addresses}`;

type Reply = { result: { status?: string; initialValue?: Record<string, unknown>; error?: Record<string, string[] | null> }; captchaRequired?: boolean };

function login(fields: Record<string, string>, from: { ip: string; cookie?: string }): Promise<Response> {
  return postForm(db, loginAction, "/m/login?index", { method: "username", ...fields }, { cookie: from.cookie, headers: { "CF-Connecting-IP": from.ip } });
}

const setCookie = (response: Response, name: string) => response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));

/** What the app reads back from a cookie jar, through its own readers. */
async function captchaState(cookie: string) {
  const request = appRequest("/m/login", { cookie });
  return readCaptcha(request, await appContext(db, request));
}
async function remembered(cookie: string) {
  const request = appRequest("/m/login", { cookie });
  return readRemembered(request, await appContext(db, request));
}

/** The operator's setting the gateway's guard reads (gateway/seeds/accounts.ts SETTINGS). */
async function captchaAfter(): Promise<number> {
  const row = await db.prepare("SELECT value FROM site_settings WHERE key = 'login_captcha_after'").first<{ value: string }>();
  const n = Number(row?.value);
  expect(n).toBeGreaterThan(0);
  return n;
}

async function failuresOf(account: string): Promise<number> {
  return (await db.prepare("SELECT failures FROM login_failures WHERE subject = ?1").bind(`account:${account}`).first<{ failures: number }>())?.failures ?? 0;
}

/** Fails `account`'s password from `ip` until the gateway demands a captcha; returns the cookie jar then. */
async function escalate(account: string, ip: string): Promise<string> {
  const after = await captchaAfter();
  let cookie = "";
  for (let attempt = 1; attempt <= after; attempt++) {
    const response = await login({ username: account, password: "Wrong-pass-1" }, { ip, cookie });
    expect(response.status).toBe(400);
    const reply = (await response.json()) as Reply;
    const demanded = attempt >= after;
    expect(reply.captchaRequired, `attempt ${attempt} of ${after}`).toBe(demanded);
    // The cookie changes only when the demand does.
    expect(Boolean(setCookie(response, "el_captcha")), `el_captcha set on attempt ${attempt}`).toBe(demanded);
    cookie = cookiesFrom(response, cookie);
  }
  return cookie;
}

describe("§2/§4/§8 login: the captcha appears after a failed attempt whose error demands one", () => {
  it("§8 login failure with captcha: after login_captcha_after failures the answer says captchaRequired and sets el_captcha; the page then shows the captcha", async () => {
    const cookie = await escalate("player09", freshAddress());
    expect(await captchaState(cookie)).toMatchObject({ required: true });
    const request = appRequest("/m/login", { cookie });
    const page = await loginLoader(routeArgs(request, await appContext(db, request)));
    expect(page.captchaRequired).toBe(true);
  });

  it("§5 captcha required when shown: the next submission without a captcha is refused even with the right password, and so is one whose client dropped el_captcha; a right captcha signs in", async () => {
    const ip = freshAddress();
    let cookie = await escalate("player10", ip);

    // The form itself refuses (the schema now requires the captcha): no gateway call, no failure counted.
    const failures = await failuresOf("player10");
    const refused = await login({ username: "player10", password: "player1234" }, { ip, cookie });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as Reply).result.error?.captcha).toEqual(["validation.captcha.required"]);
    expect(setCookie(refused, "el_session")).toBeUndefined();
    expect(await failuresOf("player10")).toBe(failures);

    // Without the cookie the gateway refuses it, and the answer demands the captcha again.
    const dropped = await login({ username: "player10", password: "player1234" }, { ip });
    expect(dropped.status).toBe(400);
    expect(((await dropped.json()) as Reply).captchaRequired).toBe(true);
    expect(setCookie(dropped, "el_session")).toBeUndefined();
    expect(await captchaState(cookiesFrom(dropped))).toMatchObject({ required: true });

    // The image route puts its captcha id in the cookie; the answer with the password gets in.
    const image = await callRoute(db, captchaLoader, appRequest("/m/captcha", { cookie, headers: { "CF-Connecting-IP": ip } }));
    expect(image.headers.get("Content-Type")).toBe("image/png");
    cookie = cookiesFrom(image, cookie);
    const { id } = await captchaState(cookie);
    const answer = (await db
      .prepare("SELECT answer FROM captchas WHERE id = ?1")
      .bind(id ?? "")
      .first<{ answer: string }>())!.answer;
    const signedIn = await login({ username: "player10", password: "player1234", captcha: answer }, { ip, cookie });
    expect(signedIn.status).toBe(302);
    expect(setCookie(signedIn, "el_session")).toBeDefined();
    expect(await captchaState(cookiesFrom(signedIn, cookie))).toMatchObject({ required: false });
  });
});

/** Secrets a refused reply must not carry back: distinctive, so a substring search means something. */
const SECRETS = { password: "Zq7-secret-X", verificationCode: "771133", captcha: "482913" };

function expectNoSecrets(body: string, reply: Reply) {
  expect(reply.result.status).toBe("error");
  for (const field of Object.keys(SECRETS)) expect(reply.result.initialValue ?? {}).not.toHaveProperty(field);
  for (const secret of Object.values(SECRETS)) expect(body).not.toContain(secret);
}

describe("§8 login refusals are honest and name no account", () => {
  const refusalOf = async (username: string, password: string) => {
    const reply = (await (await login({ username, password }, { ip: freshAddress() })).json()) as Reply;
    return reply.result.error?.[""];
  };

  it('a wrong password and an unknown username get one neutral message, never "does not exist or is disabled"', async () => {
    expect(await refusalOf("player05", "wrong-pass1")).toEqual(["account.login.wrongCredentials"]);
    expect(await refusalOf("nosuch02", "wrong-pass1")).toEqual(["account.login.wrongCredentials"]);
  });

  it("a disabled account hears the spec's message, and only with the right password", async () => {
    await db.prepare("UPDATE members SET status = 'disabled' WHERE account = 'player06'").run();
    expect(await refusalOf("player06", "wrong-pass1")).toEqual(["account.login.wrongCredentials"]);
    expect(await refusalOf("player06", "player1234")).toEqual(["account.login.failed"]);
  });
});

describe("§5 login: a refused submission never sends the secrets back (hideFields)", () => {
  it("§5 login by username: a wrong password's reply keeps the username and drops password, verification code and captcha", async () => {
    const response = await login({ username: "nosuch01", remember: "on", ...SECRETS }, { ip: freshAddress() });
    expect(response.status).toBe(400);
    const body = await response.text();
    const reply = JSON.parse(body) as Reply;
    expect(reply.result.error?.[""]).toEqual(["account.login.wrongCredentials"]);
    expect(reply.result.initialValue).toMatchObject({ username: "nosuch01", remember: "on" });
    expectNoSecrets(body, reply);
  });

  it("§5 login by mobile code: a wrong code's reply keeps the number and drops the code and captcha", async () => {
    const response = await login({ method: "sms", countryDialingCode: "+63", mobileNum: "9170000042", ...SECRETS }, { ip: freshAddress() });
    expect(response.status).toBe(400);
    const body = await response.text();
    const reply = JSON.parse(body) as Reply;
    expect(reply.result.initialValue).toMatchObject({ method: "sms", mobileNum: "9170000042" });
    expectNoSecrets(body, reply);
  });

  it("§5 login rules: a submission the form rules refuse (no username) drops the secrets too", async () => {
    const response = await login({ username: "", ...SECRETS }, { ip: freshAddress() });
    expect(response.status).toBe(400);
    const body = await response.text();
    const reply = JSON.parse(body) as Reply;
    expect(reply.result.error?.username).toEqual(["validation.username.required"]);
    expectNoSecrets(body, reply);
  });

  it("decision 003 honeypot: a submission without the honeypot fields is refused as spam, secrets dropped", async () => {
    const body = new URLSearchParams({ method: "username", username: "nosuch02", ...SECRETS });
    const request = appRequest("/m/login?index", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshAddress() },
    });
    const response = await callRoute(db, loginAction, request);
    expect(response.status).toBe(400);
    const text = await response.text();
    const reply = JSON.parse(text) as Reply;
    expect(reply.result.error?.[""]).toEqual(["form.spam"]);
    expectNoSecrets(text, reply);
  });
});

/**
 * Every text a Set-Cookie header can be read as: the header, its URL-decoded value, and each
 * dot-separated part decoded from base64 (React Router's signed cookies are base64 JSON + "." + signature).
 */
function readableForms(header: string): string[] {
  const value = header.slice(header.indexOf("=") + 1).split(";")[0]!;
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    /* keep it raw */
  }
  const forms = [header, value, decoded];
  for (const part of decoded.split(".")) {
    try {
      const binary = atob(part);
      forms.push(binary);
      forms.push(decodeURIComponent(escape(binary)));
    } catch {
      /* not base64, or not UTF-8 inside: the raw forms above still count */
    }
  }
  return forms;
}

describe("§2 remember password: the account name is remembered, never the password", () => {
  it("§2 remember on: el_remember holds the account name, the login page fills it in, and no Set-Cookie carries the password in any readable form", async () => {
    const password = "player1234";
    const response = await login({ username: "player11", password, remember: "on" }, { ip: freshAddress() });
    expect(response.status).toBe(302);
    const remember = setCookie(response, "el_remember");
    expect(remember).toBeDefined();
    expect(readableForms(remember!).some((text) => text.includes('"username":"player11"'))).toBe(true);
    // The password as typed, URL-encoded or base64-encoded on its own, in any readable form of any cookie.
    const spellings = [password, encodeURIComponent(password), btoa(password).replace(/=+$/, "")];
    for (const header of response.headers.getSetCookie()) {
      for (const text of readableForms(header)) for (const spelling of spellings) expect(text, header.split("=")[0]).not.toContain(spelling);
    }
    const cookie = cookiesFrom(response);
    expect(await remembered(cookie)).toEqual({ username: "player11" });
    // The login page (signed out again, remember cookie kept) offers the remembered name.
    const jar = cookie
      .split("; ")
      .filter((c) => c.startsWith("el_remember="))
      .join("; ");
    const request = appRequest("/m/login", { cookie: jar });
    expect((await loginLoader(routeArgs(request, await appContext(db, request)))).remembered).toEqual({ username: "player11" });
  });

  it("§2 remember off: signing in without the box forgets a remembered name (and never stores one)", async () => {
    const ip = freshAddress();
    const first = await login({ username: "player12", password: "player1234", remember: "on" }, { ip });
    const jar = cookiesFrom(first)
      .split("; ")
      .filter((c) => c.startsWith("el_remember="))
      .join("; ");
    expect(await remembered(jar)).toEqual({ username: "player12" });

    const second = await login({ username: "player12", password: "player1234" }, { ip, cookie: jar });
    expect(second.status).toBe(302);
    expect(setCookie(second, "el_remember")).toBeDefined();
    expect(await remembered(cookiesFrom(second, jar))).toEqual({});

    const never = await login({ username: "player13", password: "player1234" }, { ip });
    expect(never.status).toBe(302);
    expect(await remembered(cookiesFrom(never))).toEqual({});
  });
});

describe("no demo leaks with an operator gateway", () => {
  async function loginPage(env: Partial<Env> = {}) {
    const request = appRequest("/m/login");
    const context = await appContext(db, request, { env });
    return (await toResponse(await loginLoader(routeArgs(request, context))).json()) as { demoAccount: { account: string } | null };
  }

  it("on the embedded gateway the login page offers the seeded demo account", async () => {
    expect((await loginPage()).demoAccount).toEqual({ account: DEMO_PLAYER.account, password: DEMO_PLAYER.password });
  });

  it("with GATEWAY_URL set it offers none (the operator's gateway, reached over fetch, has no seeded accounts)", async () => {
    const operator = "https://gateway.operator.example";
    const calls: string[] = [];
    vi.stubGlobal("fetch", (input: Request) => {
      calls.push(input.url);
      return handleGatewayRequest(input, { DB: db, MERCHANT_CODE: "edgelobby", GATEWAY_SECRET: TEST_ENV.GATEWAY_SECRET });
    });
    try {
      expect((await loginPage({ GATEWAY_URL: operator })).demoAccount).toBeNull();
      // The page was really built from the operator's gateway, not the embedded one.
      expect(calls.length).toBeGreaterThan(0);
      expect(calls.every((u) => u.startsWith(operator))).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("decision 072 login: a locked account opens on a new device with the unlock code sent to the owner's number or e-mail", () => {
  type UnlockReply = Reply & { unlock?: { to: string | null }; notice?: string };

  /** A stranger's ten failures from ten addresses lock the account (each solves the captcha the gateway asks for). */
  async function lockByStranger(account: string) {
    for (let i = 0; i < 10; i++) {
      const ip = freshAddress();
      const first = await login({ username: account, password: "Wrong-pass-1" }, { ip });
      if (!((await first.json()) as Reply).captchaRequired) continue;
      const image = await callRoute(db, captchaLoader, appRequest("/m/captcha", { cookie: cookiesFrom(first), headers: { "CF-Connecting-IP": ip } }));
      const cookie = cookiesFrom(image, cookiesFrom(first));
      const { id } = await captchaState(cookie);
      const answer = (await db
        .prepare("SELECT answer FROM captchas WHERE id = ?1")
        .bind(id ?? "")
        .first<{ answer: string }>())!.answer;
      await login({ username: account, password: "Wrong-pass-1", captcha: answer }, { ip, cookie });
    }
  }

  it("the refusal offers the unlock step (masked number), the send-code button sends the code, and the code with the password signs in", async () => {
    await db.prepare("UPDATE members SET country_dialing_code = '+63', mobile_num = '9170001414', mobile_verified = 1 WHERE account = 'player14'").run();
    await lockByStranger("player14");
    const owner = { ip: freshAddress() };
    const locked = await login({ username: "player14", password: "player1234" }, owner);
    expect(locked.status).toBe(400);
    const lockedReply = (await locked.json()) as UnlockReply;
    expect(lockedReply.result.error?.[""]).toEqual(["account.unlock.needed"]);
    expect(lockedReply.unlock).toEqual({ to: "+63 •••• 1414" });
    expect(setCookie(locked, "el_session")).toBeUndefined();

    const sent = await login({ username: "player14", password: "", intent: "send-code" }, owner);
    expect(sent.status).toBe(200);
    expect((await sent.json()) as UnlockReply).toMatchObject({ notice: "account.unlock.sent", unlock: { to: null } });
    const code = (await db.prepare("SELECT code FROM sms_outbox WHERE mobile_num = '9170001414' ORDER BY id DESC LIMIT 1").first<{ code: string }>())!.code;

    const wrong = await login({ username: "player14", password: "player1234", unlockCode: code === "000000" ? "111111" : "000000" }, owner);
    const wrongReply = (await wrong.json()) as UnlockReply;
    expect(wrongReply.result.error?.unlockCode).toEqual(["account.unlock.invalid"]);
    expect(wrongReply.unlock).toBeDefined();
    expect(JSON.stringify(wrongReply)).not.toContain(code);

    const signedIn = await login({ username: "player14", password: "player1234", unlockCode: code }, owner);
    expect(signedIn.status).toBe(302);
    expect(setCookie(signedIn, "el_session")).toBeDefined();
  });

  it("decision 072: an account with only a verified e-mail is offered the masked e-mail, the send-code button mails the code without naming the channel, and the code with the password signs in", async () => {
    await db.prepare("UPDATE members SET mobile_verified = 0, email = 'player13.owner@example.com', email_verified = 1 WHERE account = 'player13'").run();
    await lockByStranger("player13");
    const owner = { ip: freshAddress() };
    const locked = (await (await login({ username: "player13", password: "player1234" }, owner)).json()) as UnlockReply;
    expect(locked.result.error?.[""]).toEqual(["account.unlock.needed"]);
    expect(locked.unlock).toEqual({ to: "p•••@example.com" });

    const sent = await login({ username: "player13", password: "", intent: "send-code" }, owner);
    expect(sent.status).toBe(200);
    expect((await sent.json()) as UnlockReply).toMatchObject({ notice: "account.unlock.sent", unlock: { to: null } });
    const mail = await db
      .prepare(
        "SELECT o.body FROM email_outbox o JOIN members m ON m.id = o.member_id WHERE m.account = 'player13' AND o.kind = 'login-unlock' ORDER BY o.id DESC",
      )
      .first<{ body: string }>();
    const code = /\b(\d{6})\b/.exec(mail?.body ?? "")?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);

    const signedIn = await login({ username: "player13", password: "player1234", unlockCode: code }, owner);
    expect(signedIn.status).toBe(302);
    expect(setCookie(signedIn, "el_session")).toBeDefined();
  });
});
