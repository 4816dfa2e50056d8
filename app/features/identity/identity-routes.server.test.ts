import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as emailAction } from "~/routes/m.securityCenter_.email";
import { action as historyAction, loader as historyLoader } from "~/routes/m.securityCenter_.history";
import { action as mobileAction, loader as mobileLoader } from "~/routes/m.securityCenter_.mobile";
import { action as profileAction, loader as profileLoader } from "~/routes/m.securityCenter_.profile";
import { action as questionAction, loader as questionLoader } from "~/routes/m.securityCenter_.question";
import { callRoute, postForm, signedInCookie } from "~/testing/forms";
import { appRequest } from "~/testing/load-context";
import { hashPassword } from "../../../gateway/core/crypto";
import { freshDatabase } from "../../../gateway/testing";

/**
 * The identity pages' loaders and actions driven as the Pages function drives them,
 * over the embedded gateway and a fresh D1: what each form answers, where each success goes, and
 * that a session ended elsewhere sends the player to sign in. (Route modules cannot hold tests.)
 * The e-mail page's loader reads the security overview, another part of, so only its
 * action is driven here.
 */
let db: D1Database;
let dispose: () => Promise<void>;
beforeAll(async () => ({ db, dispose } = await freshDatabase()));
afterAll(() => dispose());

type Reply = {
  result: { status?: string; initialValue?: Record<string, unknown>; error?: Record<string, string[] | null> };
  message?: { key: string; params?: Record<string, unknown> };
  secondsLeft?: number;
  sent?: boolean;
  sentTo?: string;
  intent?: string;
};

let members = 0;
/** A member of the test's own, signed in through the real login action; the session cookie. */
async function freshMember(): Promise<{ id: number; account: string; cookie: string }> {
  const account = `idr${++members}x`;
  const row = await db
    .prepare("INSERT INTO members (account, password_hash, type, reg_date) VALUES (?1, ?2, 0, ?3) RETURNING id")
    .bind(account, await hashPassword("fresh1234"), Date.now())
    .first<{ id: number }>();
  return { id: row!.id, account, cookie: await signedInCookie(db, account, "fresh1234") };
}

const get = (path: string, cookie?: string) => appRequest(path, { cookie });
const post = (fn: Parameters<typeof postForm>[1], path: string, fields: Record<string, string>, cookie: string) => postForm(db, fn, path, fields, { cookie });
const json = async (response: Response) => (await response.json()) as Reply;
const toast = (response: Response) => response.headers.getSetCookie().some((c) => c.startsWith("el_toast="));

describe("identity pages: members only", () => {
  it("sends a guest to sign in and back", async () => {
    const response = await callRoute(db, profileLoader, get("/m/securityCenter/profile"));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/m\/login\?redirectTo=%2Fm%2FsecurityCenter%2Fprofile/);
  });
});

describe("e-mail binding (action)", () => {
  it("refuses a bad address with the §8 message, sends a code to a good one, refuses a wrong code, verifies the right one", async () => {
    const m = await freshMember();
    const bad = await post(emailAction, "/m/securityCenter/email", { intent: "send-code", email: "juan@example" }, m.cookie);
    expect(bad.status).toBe(400);
    expect((await json(bad)).result.error).toEqual({ email: ["validation.in_email_incorrect"] });

    const sent = await post(emailAction, "/m/securityCenter/email", { intent: "send-code", email: " Juan@Example.com " }, m.cookie);
    expect(sent.status).toBe(200);
    const reply = await json(sent);
    expect(reply).toMatchObject({ intent: "send-code", sent: true, secondsLeft: 60 });
    // The typed address stays in the form for a resend.
    expect(reply.result.initialValue).toMatchObject({ email: " Juan@Example.com " });

    const again = await post(emailAction, "/m/securityCenter/email", { intent: "send-code", email: "juan@example.com" }, m.cookie);
    expect(again.status).toBe(400);
    expect(await json(again)).toMatchObject({ secondsLeft: 60, result: { error: { email: ["identity.email.tooFrequent"] } } });

    const { code } = (await db.prepare("SELECT code FROM email_codes WHERE member_id = ?1 ORDER BY id DESC").bind(m.id).first<{ code: string }>())!;
    const wrong = await post(emailAction, "/m/securityCenter/email", { intent: "verify", code: code === "000000" ? "111111" : "000000" }, m.cookie);
    expect(wrong.status).toBe(400);
    const wrongReply = await json(wrong);
    expect(wrongReply.result.error).toEqual({ code: ["identity.email.codeWrong"] });
    expect(wrongReply.result.initialValue?.code).toBeUndefined();

    const right = await post(emailAction, "/m/securityCenter/email", { intent: "verify", code }, m.cookie);
    expect(right.status).toBe(302);
    expect(right.headers.get("Location")).toBe("/m/securityCenter");
    expect(toast(right)).toBe(true);
    expect(await db.prepare("SELECT email, email_verified FROM members WHERE id = ?1").bind(m.id).first()).toEqual({
      email: "juan@example.com",
      email_verified: 1,
    });
  });

  it("once the member's e-mail codes are locked, the right code is refused with the lock's message, not 'ask for a new code'", async () => {
    const m = await freshMember();
    await post(emailAction, "/m/securityCenter/email", { intent: "send-code", email: "locked@example.com" }, m.cookie);
    const code = (await db.prepare("SELECT code FROM email_codes WHERE member_id = ?1 ORDER BY id DESC").bind(m.id).first<{ code: string }>())?.code ?? "";
    // Nine wrong already counted on earlier codes (the guard counts across codes): the tenth locks.
    await db
      .prepare("INSERT INTO login_failures (subject, failures, last_at, locked_until, lockouts) VALUES (?1, 9, ?2, NULL, 0)")
      .bind(`emailcode:${m.id}`, Date.now())
      .run();
    const tenth = await json(await post(emailAction, "/m/securityCenter/email", { intent: "verify", code: code === "000000" ? "111111" : "000000" }, m.cookie));
    const right = await post(emailAction, "/m/securityCenter/email", { intent: "verify", code }, m.cookie);
    expect(right.status).toBe(400);
    for (const reply of [tenth, await json(right)]) expect(reply.result.error).toEqual({ code: ["identity.email.codeLocked"] });
    expect(await db.prepare("SELECT email_verified FROM members WHERE id = ?1").bind(m.id).first()).toEqual({ email_verified: 0 });
  });

  it("an address another member verified is refused on the address field", async () => {
    const m = await freshMember();
    const taken = await post(emailAction, "/m/securityCenter/email", { intent: "send-code", email: "demo@example.com" }, m.cookie);
    expect((await json(taken)).result.error).toEqual({ email: ["identity.email.taken"] });
  });
});

describe("ASVS V6.5.6 mobile number page (loader and action)", () => {
  /** A member of the test's own whose number +63 `mobile` is proven, signed in. */
  async function memberWithNumber(mobile: string) {
    const m = await freshMember();
    await db.prepare("UPDATE members SET country_dialing_code = '+63', mobile_num = ?2, mobile_verified = 1 WHERE id = ?1").bind(m.id, mobile).run();
    return m;
  }
  const PATH = "/m/securityCenter/mobile";
  const numberOf = (id: number) => db.prepare("SELECT country_dialing_code, mobile_num, mobile_verified FROM members WHERE id = ?1").bind(id).first();
  const bindCode = async (mobile: string) =>
    (await db.prepare("SELECT code FROM sms_outbox WHERE purpose = 'bind' AND mobile_num = ?1 ORDER BY id DESC").bind(mobile).first<{ code: string }>())
      ?.code ?? "";

  it("ASVS V6.5.6: shows the number masked with its proof; replaces it with the password and the code sent to the new number, back to the security centre with a toast", async () => {
    const m = await memberWithNumber("9170400001");
    const page = (await (await callRoute(db, mobileLoader, get(PATH, m.cookie))).json()) as { mobile: unknown };
    expect(page.mobile).toEqual({ number: "917****001", verified: true });

    const sent = await post(mobileAction, PATH, { intent: "send-code", password: "fresh1234", countryDialingCode: "+63", mobileNum: " 9170400002 " }, m.cookie);
    expect(sent.status).toBe(200);
    const reply = await json(sent);
    expect(reply).toMatchObject({ intent: "send-code", sentTo: "+63 9170400002", secondsLeft: 60 });
    // The typed number stays for a resend; the password never comes back into the page.
    expect(reply.result.initialValue).toMatchObject({ mobileNum: " 9170400002 " });
    expect(reply.result.initialValue?.password).toBeUndefined();

    const code = await bindCode("9170400002");
    const wrong = await post(mobileAction, PATH, { intent: "verify", code: code === "000000" ? "111111" : "000000", sentTo: "+63 9170400002" }, m.cookie);
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toMatchObject({ intent: "verify", sentTo: "+63 9170400002", result: { error: { code: ["identity.email.codeWrong"] } } });
    expect(await numberOf(m.id)).toMatchObject({ mobile_num: "9170400001" });

    const right = await post(mobileAction, PATH, { intent: "verify", code, sentTo: "+63 9170400002" }, m.cookie);
    expect(right.status).toBe(302);
    expect(right.headers.get("Location")).toBe("/m/securityCenter");
    expect(toast(right)).toBe(true);
    expect(await numberOf(m.id)).toEqual({ country_dialing_code: "+63", mobile_num: "9170400002", mobile_verified: 1 });
  });

  it("ASVS V6.5.6: removes the number with the password, back to the security centre with a toast; the page then shows no number", async () => {
    const m = await memberWithNumber("9170410001");
    const removed = await post(mobileAction, PATH, { intent: "remove", password: "fresh1234" }, m.cookie);
    expect(removed.status).toBe(302);
    expect(removed.headers.get("Location")).toBe("/m/securityCenter");
    expect(toast(removed)).toBe(true);
    expect(await numberOf(m.id)).toEqual({ country_dialing_code: null, mobile_num: null, mobile_verified: 0 });
    expect(((await (await callRoute(db, mobileLoader, get(PATH, m.cookie))).json()) as { mobile: unknown }).mobile).toBeNull();
    // Nothing left to remove: said above the form.
    const again = await post(mobileAction, PATH, { intent: "remove", password: "fresh1234" }, m.cookie);
    expect((await json(again)).result.error).toEqual({ "": ["identity.mobile.noneToRemove"] });
  });

  it("ASVS V6.5.6: a wrong password says so on the field with the tries left, and once locked says until when; the number stays", async () => {
    const m = await memberWithNumber("9170420001");
    const wrong = await json(await post(mobileAction, PATH, { intent: "remove", password: "wrong-pass" }, m.cookie));
    expect(wrong).toMatchObject({
      intent: "remove",
      result: { error: { password: ["identity.mobile.passwordWrong"] } },
      message: { key: "identity.mobile.attemptsLeft", params: { count: 4 } },
    });
    expect(wrong.result.initialValue?.password).toBeUndefined();
    for (let i = 0; i < 3; i++)
      await post(mobileAction, PATH, { intent: "send-code", password: "wrong-pass", countryDialingCode: "+63", mobileNum: "9170420002" }, m.cookie);
    const locked = await json(
      await post(mobileAction, PATH, { intent: "send-code", password: "wrong-pass", countryDialingCode: "+63", mobileNum: "9170420002" }, m.cookie),
    );
    expect(locked.message).toMatchObject({ key: "identity.mobile.locked", params: { time: expect.stringMatching(/\d\d:\d\d/) } });
    expect(await numberOf(m.id)).toMatchObject({ mobile_num: "9170420001", mobile_verified: 1 });
    expect(await bindCode("9170420002")).toBe("");
  });

  it("refuses bad input with translated messages and sends nothing; a number another member proved is refused once its code is proven", async () => {
    const m = await memberWithNumber("9170430001");
    const bad = await post(mobileAction, PATH, { intent: "send-code", password: "", countryDialingCode: "+999", mobileNum: "91700x0001" }, m.cookie);
    expect(bad.status).toBe(400);
    expect((await json(bad)).result.error).toEqual({
      password: ["identity.mobile.passwordRequired"],
      countryDialingCode: ["validation.dialingCode.format"],
      mobileNum: ["validation.mobile.format"],
    });
    const same = await post(mobileAction, PATH, { intent: "send-code", password: "fresh1234", countryDialingCode: "+63", mobileNum: "9170430001" }, m.cookie);
    expect((await json(same)).result.error).toEqual({ mobileNum: ["identity.mobile.same"] });
    const noCode = await post(mobileAction, PATH, { intent: "verify", code: "" }, m.cookie);
    expect((await json(noCode)).result.error).toEqual({ code: ["validation.code.required"] });

    // demo's proven number (seed): a code is sent as for any number, and the proven code is told it is taken.
    await post(mobileAction, PATH, { intent: "send-code", password: "fresh1234", countryDialingCode: "+63", mobileNum: "9171234567" }, m.cookie);
    const taken = await post(mobileAction, PATH, { intent: "verify", code: await bindCode("9171234567"), sentTo: "+63 9171234567" }, m.cookie);
    expect(taken.status).toBe(400);
    expect((await json(taken)).result.error).toEqual({ "": ["identity.mobile.taken"] });
    expect(await numberOf(m.id)).toMatchObject({ mobile_num: "9170430001" });
  });
});

describe("security question (loader and action)", () => {
  it("lists the questions in the page's language, sets one, then needs the current answer to change it", async () => {
    const m = await freshMember();
    const page = await json(await callRoute(db, questionLoader, get("/m/securityCenter/question?lng=en", m.cookie)));
    expect(page).toMatchObject({ current: null, currentText: null });
    expect((page as unknown as { questions: { id: string; text: string }[] }).questions).toContainEqual({
      id: "first_pet",
      text: "What was the name of your first pet?",
    });

    const set = await post(questionAction, "/m/securityCenter/question", { mode: "set", questionId: "first_school", answer: "San Roque" }, m.cookie);
    expect(set.status).toBe(302);
    expect(set.headers.get("Location")).toBe("/m/securityCenter");
    const after = await json(await callRoute(db, questionLoader, get("/m/securityCenter/question", m.cookie)));
    expect(after).toMatchObject({ current: "first_school", currentText: "Ano ang pangalan ng una mong paaralan?" });

    // A form that claims "set" does not get past the gateway once a question is set.
    const sneaky = await post(questionAction, "/m/securityCenter/question", { mode: "set", questionId: "first_pet", answer: "Bantay" }, m.cookie);
    expect((await json(sneaky)).result.error).toEqual({ currentAnswer: ["identity.question.currentRequired"] });

    const wrong = await post(
      questionAction,
      "/m/securityCenter/question",
      { mode: "change", questionId: "first_pet", answer: "Bantay", currentAnswer: "Quezon" },
      m.cookie,
    );
    const wrongReply = await json(wrong);
    expect(wrongReply.result.error).toEqual({ currentAnswer: ["identity.question.wrongAnswer"] });
    expect(wrongReply.message).toEqual({ key: "identity.question.attemptsLeft", params: { count: 4 } });
    // Answers never come back into the page.
    expect(wrongReply.result.initialValue).not.toHaveProperty("currentAnswer");
    expect(wrongReply.result.initialValue).not.toHaveProperty("answer");

    for (let i = 0; i < 3; i++) {
      await post(
        questionAction,
        "/m/securityCenter/question",
        { mode: "change", questionId: "first_pet", answer: "Bantay", currentAnswer: "Quezon" },
        m.cookie,
      );
    }
    const locked = await json(
      await post(
        questionAction,
        "/m/securityCenter/question",
        { mode: "change", questionId: "first_pet", answer: "Bantay", currentAnswer: "Quezon" },
        m.cookie,
      ),
    );
    expect(locked.message?.key).toBe("identity.question.locked");
    expect(String(locked.message?.params?.time)).toMatch(/^\d{2}:\d{2}$|^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(locked.result.error).toBeUndefined();
  });
});

describe("profile: nickname and avatar (loader and action)", () => {
  it("saves a nickname and an avatar, each back to the profile page, and refuses bad ones", async () => {
    const m = await freshMember();
    const before = await json(await callRoute(db, profileLoader, get("/m/securityCenter/profile", m.cookie)));
    expect(before).toMatchObject({ account: m.account, nickname: null, current: { id: null, url: null } });
    expect((before as unknown as { icons: unknown[] }).icons).toHaveLength(12);

    const bad = await post(profileAction, "/m/securityCenter/profile", { intent: "nickname", nickname: "x!" }, m.cookie);
    expect(await json(bad)).toMatchObject({ intent: "nickname", result: { error: { nickname: ["identity.profile.nicknameFormat"] } } });
    const nickname = await post(profileAction, "/m/securityCenter/profile", { intent: "nickname", nickname: "Lucky Star" }, m.cookie);
    expect(nickname.status).toBe(302);
    expect(nickname.headers.get("Location")).toBe("/m/securityCenter/profile");

    const unknown = await post(profileAction, "/m/securityCenter/profile", { intent: "headIcon", headIcon: "a99" }, m.cookie);
    expect(await json(unknown)).toMatchObject({ intent: "headIcon", result: { error: { headIcon: ["identity.profile.pickAvatar"] } } });
    const avatar = await post(profileAction, "/m/securityCenter/profile", { intent: "headIcon", headIcon: "a04" }, m.cookie);
    expect(avatar.status).toBe(302);

    const after = await json(await callRoute(db, profileLoader, get("/m/securityCenter/profile", m.cookie)));
    expect(after).toMatchObject({ nickname: "Lucky Star", current: { id: "a04", url: "/gw/assets/avatar/a04.svg?v=1" } });
  });
});

describe("sign-in history and sign out everywhere else (loader and action)", () => {
  it("lists this member's sign-ins with device and country, and ends the other sessions", async () => {
    const m = await freshMember();
    const other = await signedInCookie(db, m.account, "fresh1234");
    const page = (await (await callRoute(db, historyLoader, get("/m/securityCenter/history?lng=en", m.cookie))).json()) as {
      entries: { time: string; device: string | null; country: string | null; success: boolean }[];
      signedOut: unknown;
    };
    expect(page.entries).toHaveLength(2);
    expect(page.entries[0]).toMatchObject({ device: null, country: null, success: true });
    expect(page.entries[0]!.time).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(page.signedOut).toBeNull();

    const done = await post(historyAction, "/m/securityCenter/history", { intent: "sign-out-others" }, m.cookie);
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/m/securityCenter/history?signedOut=1");
    const notice = (await (await callRoute(db, historyLoader, get("/m/securityCenter/history?signedOut=1", m.cookie))).json()) as { signedOut: unknown };
    expect(notice.signedOut).toEqual({ key: "identity.history.signedOut", params: { count: 1 } });

    // The other session is over: its next member page sends it to sign in.
    const ended = await callRoute(db, historyLoader, get("/m/securityCenter/history", other));
    expect(ended.status).toBe(302);
    expect(ended.headers.get("Location")).toMatch(/^\/m\/login/);
    // A post without the confirmation's intent signs nobody out.
    const stray = await post(historyAction, "/m/securityCenter/history", {}, m.cookie);
    expect(stray.headers.get("Location")).toBe("/m/securityCenter/history");
  });

  it("records the player's browser and country as the edge sees them", async () => {
    const m = await freshMember();
    const request = appRequest("/m/securityCenter/history", {
      cookie: m.cookie,
      headers: {
        "User-Agent": "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      },
    });
    // A sign-in from a phone in the Philippines, then the page.
    await postForm(
      db,
      (await import("~/routes/m.login")).action,
      "/m/login?index",
      { method: "username", username: m.account, password: "wrong-pass" },
      {
        headers: {
          "CF-IPCountry": "PH",
          "User-Agent": "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
        },
      },
    );
    const page = (await (await callRoute(db, historyLoader, request)).json()) as {
      entries: { device: string | null; country: string | null; success: boolean }[];
    };
    expect(page.entries[0]).toMatchObject({ device: "Chrome · Android", country: "Pilipinas", success: false });
  });
});
