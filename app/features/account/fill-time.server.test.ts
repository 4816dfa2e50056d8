import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { withFreshDatabase } from "~/gateway-client/testing";
import { action as loginAction, loader as loginLoader } from "~/routes/m.login";
import { action as registerAction, loader as registerLoader } from "~/routes/m.register";
import { action as trailAction, loader as trailLoader } from "~/routes/m.trail";
import { FILL_TIME_FIELDS, MIN_FILL_MS, type FillTimeInput } from "~/server/fill-time.server";
import { callRoute, postForm } from "~/testing/forms";
import { appContext, appRequest } from "~/testing/load-context";

/**
 * ASVS V2.4.2 through the routes: the page's loader gives the form its timing token, and the action
 * refuses the form sooner than the minimum after that render. The clock is a fixed instant moved by
 * hand (only Date is faked), so no test depends on how fast it runs or on the time of day.
 */
let db: D1Database;
withFreshDatabase((fresh) => (db = fresh));

const RENDERED_AT = Date.UTC(2026, 10, 28, 12, 0, 0);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(RENDERED_AT);
});
afterEach(() => vi.useRealTimers());

type Reply = { result: { status?: string; error?: Record<string, string[] | null> } };
let lastIp = 0;
/** Each post from its own address: the creation limits stay out of these tests. */
const from = () => ({ headers: { "CF-Connecting-IP": `10.90.0.${++lastIp}` } });
const count = async (where: string) => (await db.prepare(`SELECT COUNT(*) AS n FROM members WHERE ${where}`).first<{ n: number }>())?.n;
const formError = async (response: Response) => ((await response.json()) as Reply).result.error?.[""];

/** What the page's loader rendered for the timed form: its field, token and ready time. */
async function rendered(loader: Parameters<typeof callRoute>[1], path: string, key: "fillTime" | "trialFillTime"): Promise<FillTimeInput> {
  const page = (await (await callRoute(db, loader, appRequest(path))).json()) as Record<string, FillTimeInput>;
  return page[key]!;
}

const registration = (username: string) => ({
  method: "username",
  username,
  password: "secret123",
  confirmPassword: "secret123",
  agree: "on",
  registerMethod: "H5",
  intent: "register",
  birthDate: "1990-05-01",
});

describe("ASVS V2.4.2: the registration and free-trial forms require realistic human timing", () => {
  it("ASVS V2.4.2: a registration sent sooner than 2 s after its page was rendered is refused with 'too soon, send it again' and creates nothing; from 2 s it is taken", async () => {
    expect(MIN_FILL_MS.register).toBe(2_000);
    const input = await rendered(registerLoader, "/m/register", "fillTime");
    expect(input).toMatchObject({ name: FILL_TIME_FIELDS.register, readyAt: RENDERED_AT + 2_000 });
    const fields = { ...registration("hastyone1"), [input.name]: input.token };

    vi.setSystemTime(RENDERED_AT + 1_999);
    const early = await postForm(db, registerAction, "/m/register", fields, from());
    expect(early.status).toBe(400);
    expect(await formError(early)).toEqual(["form.tooSoon"]);
    // What was typed comes back, the secrets do not.
    const body = JSON.stringify(await (await postForm(db, registerAction, "/m/register", fields, from())).json());
    expect(body).toContain("hastyone1");
    expect(body).not.toContain("secret123");
    expect(await count("account = 'hastyone1'")).toBe(0);

    vi.setSystemTime(RENDERED_AT + 2_000);
    const taken = await postForm(db, registerAction, "/m/register", fields, from());
    expect(taken.status).toBe(302);
    expect(await count("account = 'hastyone1'")).toBe(1);
  });

  it("ASVS V2.4.2: an SMS code asked for on the registration form sooner than 2 s after its render is not sent", async () => {
    const input = await rendered(registerLoader, "/m/register?method=mobileNum", "fillTime");
    const fields = { method: "mobileNum", countryDialingCode: "+63", mobileNum: "9177770001", intent: "send-code", [input.name]: input.token };
    vi.setSystemTime(RENDERED_AT + 500);
    const early = await postForm(db, registerAction, "/m/register?method=mobileNum", fields, from());
    expect(await formError(early)).toEqual(["form.tooSoon"]);
    const sent = await db.prepare("SELECT COUNT(*) AS n FROM sms_outbox WHERE mobile_num = '9177770001'").first<{ n: number }>();
    expect(sent?.n).toBe(0);
  });

  it("ASVS V2.4.2: a free trial started sooner than 1 s after /m/trail was rendered is refused and creates no account; from 1 s it starts", async () => {
    expect(MIN_FILL_MS.trial).toBe(1_000);
    const input = await rendered(trailLoader, "/m/trail", "fillTime");
    expect(input).toMatchObject({ name: FILL_TIME_FIELDS.trial, readyAt: RENDERED_AT + 1_000 });
    const before = await count("type = 4");

    vi.setSystemTime(RENDERED_AT + 999);
    const early = await postForm(db, trailAction, "/m/trail", { [input.name]: input.token }, from());
    expect(early.status).toBe(400);
    expect(await formError(early)).toEqual(["form.tooSoon"]);
    expect(early.headers.getSetCookie().some((c) => c.startsWith("el_session="))).toBe(false);
    expect(await count("type = 4")).toBe(before);

    vi.setSystemTime(RENDERED_AT + 1_000);
    expect((await postForm(db, trailAction, "/m/trail", { [input.name]: input.token }, from())).status).toBe(302);
    expect(await count("type = 4")).toBe((before ?? 0) + 1);
  });

  it("ASVS V2.4.2: the login page's 'Try it free' is timed like /m/trail, and signing in is not", async () => {
    const input = await rendered(loginLoader, "/m/login", "trialFillTime");
    expect(input).toMatchObject({ name: FILL_TIME_FIELDS.trial, readyAt: RENDERED_AT + 1_000 });
    const before = await count("type = 4");
    const early = await postForm(db, loginAction, "/m/login?index", { method: "username", intent: "trial", [input.name]: input.token }, from());
    expect(await formError(early)).toEqual(["form.tooSoon"]);
    expect(await count("type = 4")).toBe(before);
    // The same instant, the same page: a sign-in goes through at once (a password manager's speed).
    const signIn = await postForm(
      db,
      loginAction,
      "/m/login?index",
      { method: "username", username: "demo", password: "demo1234", intent: "login", [input.name]: input.token },
      from(),
    );
    expect(signIn.status).toBe(302);
  });

  it("ASVS V2.4.2: a timed form without its token, with the trial's token, or with the token every page carries is refused as spam", async () => {
    const trial = await rendered(trailLoader, "/m/trail", "fillTime");
    const shared = await (await appContext(db, appRequest("/m/register"))).honeypot.getInputProps();
    vi.setSystemTime(RENDERED_AT + 60_000);
    const attempts: Record<string, string>[] = [
      { ...registration("nostamp01"), [FILL_TIME_FIELDS.register]: "" },
      { ...registration("nostamp02"), [FILL_TIME_FIELDS.register]: trial.token },
      { ...registration("nostamp03"), [FILL_TIME_FIELDS.register]: shared.encryptedValidFrom! },
      { ...registration("nostamp04"), [FILL_TIME_FIELDS.register]: "U2FsdGVkX1+forged==" },
    ];
    for (const fields of attempts) {
      const refused = await postForm(db, registerAction, "/m/register", fields, from());
      expect(await formError(refused), fields.username).toEqual(["form.spam"]);
    }
    expect(await count("account LIKE 'nostamp%'")).toBe(0);
  });
});
