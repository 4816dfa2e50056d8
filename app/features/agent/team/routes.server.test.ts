import { REBATE_CATEGORIES } from "@contract/rebate-rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resources } from "~/i18n/resources";
import { createTranslator } from "~/i18n/translator";
import { action as registerAction, loader as registerLoader } from "~/routes/m.agentRegister";
import { loader as teamLoader } from "~/routes/m.member_.team";
import { action as rebateAction, loader as rebateLoader } from "~/routes/m.member_.teamRebate";
import { callRoute, postForm, signedInCookie } from "~/testing/forms";
import { appRequest } from "~/testing/load-context";
import { agentTeamMembers } from "../../../../gateway/seeds/agent-team";
import { seedMembers } from "../../../../gateway/seeds/foundation";
import { freshDatabase } from "../../../../gateway/testing";

/**
 * The team pages' loaders and actions (A-TM-01, A-REG-01, A-REB-01) with the
 * seeded `agent` signed in through the real login action and the real embedded gateway: the
 * nested rate fields (`rates.LOTT`) as forms and query strings carry them, the refusals as the
 * forms show them, and what never comes back (the new account's password).
 */
let db: D1Database;
let dispose: () => Promise<void>;
let agent: string;
beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
  agent = await signedInCookie(db, "agent", "agent1234");
});
afterAll(() => dispose());

const get = (fn: Parameters<typeof callRoute>[1], path: string, cookie = agent) => callRoute(db, fn, appRequest(path, { cookie }));
const json = async <T>(r: Response) => (await r.json()) as T;
const zeroRates = (over: Record<string, string> = {}) => Object.fromEntries(REBATE_CATEGORIES.map((c) => [`rates.${c}`, over[c] ?? "0.0"]));
const rateOf = (account: string, category: string) =>
  db
    .prepare("SELECT r.rate_bp FROM rebate_rates r JOIN members m ON m.id = r.member_id WHERE m.account = ?1 AND r.category = ?2")
    .bind(account, category)
    .first<{ rate_bp: number }>()
    .then((r) => r?.rate_bp ?? null);

describe("/m/member/team (A-TM-01)", () => {
  it("drills into a downline with the trail, and says so for an account outside the team", async () => {
    const drilled = await json<{ page: { trail: string[]; items: { account: string }[] } }>(await get(teamLoader, "/m/member/team?parent=agent2"));
    expect(drilled.page.trail).toEqual(["agent2"]);
    expect(drilled.page.items).toHaveLength(agentTeamMembers().filter((m) => m.parentId === 3).length + seedMembers().filter((m) => m.parentId === 3).length);
    expect(await json(await get(teamLoader, "/m/member/team?parent=nobody"))).toMatchObject({ notFound: true, page: null });
    expect(await json(await get(teamLoader, "/m/member/team?account=a%20b"))).toMatchObject({ invalid: true });
  });

  it("sends a non-agent home", async () => {
    const demo = await signedInCookie(db, "demo", "demo1234");
    const response = await get(teamLoader, "/m/member/team", demo);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/m/home");
  });
});

describe("/m/agentRegister (A-REG-01)", () => {
  type Step = { step: "one" | "confirm"; review?: Record<string, unknown>; prefill?: Record<string, unknown>; result: Result | null };
  type Result = { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> } | null;
  const register = (fields: Record<string, string>) => postForm(db, registerAction, "/m/agentRegister", fields, { cookie: agent });
  const members = () =>
    db
      .prepare("SELECT COUNT(*) AS n FROM members")
      .first<{ n: number }>()
      .then((r) => r?.n);
  const step1 = (over: Record<string, string> = {}, rates: Record<string, string> = {}) => ({
    intent: "review",
    type: "member",
    username: "Review01",
    birthDate: "1990-05-01",
    ...zeroRates(rates),
    ...over,
  });

  it("step 1 is a POST (intent=review) answered with the confirm step's values; nothing is opened", async () => {
    const before = await members();
    const response = await register(step1({}, { LOTT: "1.5" }));
    expect(response.status).toBe(200);
    const body = await json<Step>(response);
    expect(body).toMatchObject({ step: "confirm", review: { type: "member", username: "Review01", birthDate: "1990-05-01" }, result: null });
    expect(body.review?.rates).toMatchObject({ LOTT: 150, RNG: 0 });
    expect(await members()).toBe(before);
    expect(await db.prepare("SELECT id FROM members WHERE account = 'Review01'").first()).toBeNull();
  });

  it("a refused step 1 answers step 1 again with the values and translated messages; the age one names the new member", async () => {
    const before = await members();
    const above = await register(step1({}, { LOTT: "1.6" }));
    expect(above.status).toBe(400);
    const aboveBody = await json<Step>(above);
    expect(aboveBody.step).toBe("one");
    expect(aboveBody.result?.error?.["rates.LOTT"]).toEqual(["agentTeam.rate.above"]);
    // Step 1 comes back filled in from the answer (no query to take it from).
    expect(aboveBody.result?.initialValue).toMatchObject({ username: "Review01", birthDate: "1990-05-01" });

    const young = await json<Step>(await register(step1({ birthDate: "2020-01-01" })));
    expect(young.result?.error?.birthDate).toEqual(["agentTeam.register.underage"]);
    const missing = await json<Step>(await register(step1({ birthDate: "" })));
    expect(missing.result?.error?.birthDate).toEqual(["agentTeam.register.birthDateRequired"]);
    const badName = await json<Step>(await register(step1({ username: "a" })));
    expect(badName.result?.error?.username?.[0]).toMatch(/^validation\.username\./);
    expect(await members()).toBe(before);

    // Every key has its text in the three languages; the age texts speak of the downline, not to the agent.
    for (const locale of ["ty", "en", "pt"] as const) {
      const t = createTranslator(locale, resources[locale].translation);
      for (const key of ["agentTeam.rate.above", "agentTeam.register.underage", "agentTeam.register.birthDateRequired", badName.result!.error!.username![0]!]) {
        expect(t(key, { minAge: 21, own: "1.50" }), `${locale} ${key}`).not.toBe(key);
      }
    }
    const en = createTranslator("en", resources.en.translation);
    expect(en("agentTeam.register.underage", { minAge: 21 })).toBe("The new member must be at least 21 to open an account.");
    expect(en("agentTeam.register.birthDateHint", { minAge: 21 })).toBe("The new member must be 21 or older.");
    for (const key of ["agentTeam.register.underage", "agentTeam.register.birthDateHint", "agentTeam.register.birthDateRequired"]) {
      expect(en(key, { minAge: 21 })).not.toMatch(/\byou(r)?\b/i);
    }
  });

  it("Back (intent=edit) answers step 1 filled in with the posted values, never a password", async () => {
    const body = await json<Step>(await register({ ...step1({ intent: "edit", type: "agent" }, { LOTT: "1.2" }), password: "Hidden987" }));
    expect(body).toEqual({
      step: "one",
      prefill: { type: "agent", username: "Review01", birthDate: "1990-05-01", rates: expect.objectContaining({ LOTT: "1.2", RNG: "0.0" }) as unknown },
      result: null,
    });
    expect(JSON.stringify(body)).not.toContain("Hidden987");
    // A forged type falls back to a member; nothing is checked or opened here.
    expect((await json<Step>(await register(step1({ intent: "edit", type: "boss" })))).prefill).toMatchObject({ type: "member" });
  });

  it("the URL carries no personal data: the page ignores step 1's values in a query", async () => {
    const query = new URLSearchParams({ review: "1", type: "member", username: "Leaked01", birthDate: "1990-05-01", ...zeroRates() });
    const response = await get(registerLoader, `/m/agentRegister?${query}`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain("Leaked01");
    expect(text).not.toContain("1990-05-01");
    expect(JSON.parse(text)).not.toHaveProperty("review");
  });

  it("refuses a post without a known intent and opens nothing", async () => {
    const before = await members();
    const response = await register({ ...step1({ intent: "" }), password: "Hidden987", confirmPassword: "Hidden987", idempotencyKey: crypto.randomUUID() });
    expect(response.status).toBe(400);
    expect(await members()).toBe(before);
  });

  it("opens the account (intent=open), shows it once without the password, and it signs in", async () => {
    const fields = {
      intent: "open",
      type: "member",
      username: "Opened01",
      birthDate: "1990-05-01",
      password: "Hidden987",
      confirmPassword: "Hidden987",
      idempotencyKey: crypto.randomUUID(),
      ...zeroRates({ LOTT: "1.0" }),
    };
    const response = await postForm(db, registerAction, "/m/agentRegister", fields, { cookie: agent });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ done: { account: "Opened01", type: "member", inviteCode: null } });
    expect(text).not.toContain("Hidden987");
    expect(await rateOf("Opened01", "LOTT")).toBe(100);
    expect(await signedInCookie(db, "Opened01", "Hidden987")).toContain("el_session");
  });

  it("refuses a password equal to the username and a taken name, never echoing the password", async () => {
    const same = {
      intent: "open",
      type: "member",
      username: "Samey001",
      birthDate: "1990-05-01",
      password: "Samey001",
      confirmPassword: "Samey001",
      idempotencyKey: crypto.randomUUID(),
      ...zeroRates(),
    };
    const response = await postForm(db, registerAction, "/m/agentRegister", same, { cookie: agent });
    expect(response.status).toBe(400);
    const body = await json<{ result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } }>(response);
    expect(body.result.error.password).toEqual(["agentTeam.register.passwordIsUsername"]);
    expect(Object.keys(body.result.initialValue)).not.toContain("password");
    expect(Object.keys(body.result.initialValue)).not.toContain("confirmPassword");
    const taken = {
      intent: "open",
      type: "member",
      username: "player01",
      birthDate: "1990-05-01",
      password: "Other1234",
      confirmPassword: "Other1234",
      idempotencyKey: crypto.randomUUID(),
      ...zeroRates(),
    };
    const refused = await json<{ step: string; review: { username: string }; result: { error: Record<string, string[]> } }>(
      await postForm(db, registerAction, "/m/agentRegister", taken, { cookie: agent }),
    );
    // The confirm step again, with its values and the message.
    expect(refused.step).toBe("confirm");
    expect(refused.review.username).toBe("player01");
    expect(refused.result.error.username).toEqual(["agentTeam.register.exists"]);
  });
});

describe("/m/member/teamRebate (A-REB-01)", () => {
  it("refuses a rate above the agent's own and leaves the downline's unchanged", async () => {
    const response = await postForm(
      db,
      rebateAction,
      "/m/member/teamRebate?account=agent2",
      { account: "agent2", ...zeroRates({ LOTT: "1.6" }) },
      { cookie: agent },
    );
    expect(response.status).toBe(400);
    expect((await json<{ result: { error: Record<string, string[]> } }>(response)).result.error["rates.LOTT"]).toEqual(["agentTeam.rate.above"]);
    expect(await rateOf("agent2", "LOTT")).toBe(120);
  });

  it("saves rates within the agent's own and goes back to the downline", async () => {
    const response = await postForm(
      db,
      rebateAction,
      "/m/member/teamRebate?account=agent2",
      { account: "agent2", ...zeroRates({ LOTT: "1.1", RNG: "0.8" }) },
      { cookie: agent },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/m/member/teamRebate?account=agent2");
    expect(await rateOf("agent2", "LOTT")).toBe(110);
  });

  it("refuses a downline deeper in the team in the action and shows why in the loader", async () => {
    const refused = await json<{ result: { error: Record<string, string[]> } }>(
      await postForm(db, rebateAction, "/m/member/teamRebate", { account: "player11", ...zeroRates() }, { cookie: agent }),
    );
    expect(refused.result.error[""]).toEqual(["agentTeam.rebate.notDirect"]);
    expect(await json(await get(rebateLoader, "/m/member/teamRebate?account=player11"))).toMatchObject({ editing: null, refusal: "notDirect" });
    const one = await json<{ editing: { account: string } }>(await get(rebateLoader, "/m/member/teamRebate?account=AGENT2"));
    expect(one.editing.account).toBe("agent2");
  });
});
