import { REBATE_CATEGORIES } from "@shared/rebate-rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as registerAction, loader as registerLoader } from "~/routes/m.agentRegister";
import { loader as teamLoader } from "~/routes/m.member_.team";
import { action as rebateAction, loader as rebateLoader } from "~/routes/m.member_.teamRebate";
import { callRoute, postForm, signedInCookie } from "~/testing/forms";
import { appRequest } from "~/testing/load-context";
import { agentTeamMembers } from "../../../../gateway/seeds/agent-team";
import { seedMembers } from "../../../../gateway/seeds/foundation";
import { freshDatabase } from "../../../../gateway/testing";

/**
 * The team pages' loaders and actions (issue 14 item 2: A-TM-01, A-REG-01, A-REB-01) with the
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
  it("reviews the values of step 1 from the query, rates within the agent's own", async () => {
    const ok = new URLSearchParams({ review: "1", type: "member", username: "Review01", birthDate: "1990-05-01", ...zeroRates({ LOTT: "1.5" }) });
    const review = await json<{ review: { rates: Record<string, number>; username: string } }>(await get(registerLoader, `/m/agentRegister?${ok}`));
    expect(review.review).toMatchObject({ username: "Review01", rates: { LOTT: 150, RNG: 0 } });
    const above = new URLSearchParams({ review: "1", type: "member", username: "Review01", birthDate: "1990-05-01", ...zeroRates({ LOTT: "1.6" }) });
    const refused = await json<{ review: null; reviewResult: { error: Record<string, string[]> } }>(await get(registerLoader, `/m/agentRegister?${above}`));
    expect(refused.review).toBeNull();
    expect(refused.reviewResult.error["rates.LOTT"]).toEqual(["agentTeam.rate.above"]);
  });

  it("opens the account, shows it once without the password, and it signs in", async () => {
    const fields = {
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
      type: "member",
      username: "player01",
      birthDate: "1990-05-01",
      password: "Other1234",
      confirmPassword: "Other1234",
      idempotencyKey: crypto.randomUUID(),
      ...zeroRates(),
    };
    const refused = await json<{ result: { error: Record<string, string[]> } }>(
      await postForm(db, registerAction, "/m/agentRegister", taken, { cookie: agent }),
    );
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
