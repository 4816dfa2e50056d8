import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as layoutLoader } from "~/routes/m";
import { action as promptAction } from "~/routes/m.contractPrompt";
import { action as hourlyAction, loader as hourlyLoader } from "~/routes/m.member.agent.getHourContract";
import { action as salaryAction, loader as salaryLoader } from "~/routes/m.member.agent.getSalaryContract";
import { callRoute, postForm, signedInCookie, type RouteFunction, routeArgs } from "~/testing/forms";
import { appContext, appRequest, cookiesFrom } from "~/testing/load-context";
import type { ContractPageData } from "./ContractScreen";
import { freshDatabase } from "../../../../gateway/testing";

/**
 * The contract pages' loader and action and the §4 prompt (A-CON-01…04), posted the way a page
 * without JavaScript posts, over the embedded gateway and the seed: agent2's pending daily-salary
 * request from agent (contract 4).
 */
let db: D1Database;
let dispose: () => Promise<void>;
beforeAll(async () => ({ db, dispose } = await freshDatabase()));
afterAll(() => dispose());

const SALARY = "/m/member/agent/getSalaryContract";
const HOURLY = "/m/member/agent/getHourContract";
const load = async (fn: RouteFunction, cookie: string, path: string) =>
  (await (await callRoute(db, fn, appRequest(path, { cookie }))).json()) as ContractPageData;
const statusOf = async (id: number) => (await db.prepare("SELECT status FROM contracts WHERE id = ?1").bind(id).first<{ status: string }>())!.status;
let keys = 0;
const key = () => `route-key-${String(++keys).padStart(10, "0")}`;

/** What the /m layout's deferred prompt resolves to for this cookie (null: nothing to ask, or not asked at all). */
async function prompt(cookie: string) {
  const request = appRequest("/m/home", { cookie });
  const { contractPrompt } = await layoutLoader(routeArgs(request, await appContext(db, request)));
  return contractPrompt === null ? "not asked" : await contractPrompt;
}

describe("the §4 contract prompt (A-CON-01)", () => {
  it("lists agent2's request; Cancel hides it for the session and keeps it pending; a new sign-in asks again", async () => {
    const cookie = await signedInCookie(db, "agent2", "agent1234");
    expect(await prompt(cookie)).toEqual([{ kind: "salary", key: "4:P", status: "P", upline: "agent" }]);
    const cancelled = await postForm(db, promptAction, "/m/contractPrompt", { intent: "cancel", keys: "4:P", returnTo: "/m/mine" }, { cookie });
    expect([cancelled.status, cancelled.headers.get("Location")]).toEqual([302, "/m/mine"]);
    expect(await prompt(cookiesFrom(cancelled, cookie))).toBeNull();
    expect(await statusOf(4)).toBe("P");
    expect(await prompt(await signedInCookie(db, "agent2", "agent1234"))).toHaveLength(1);
  });

  it("Go opens the contract page; visitors, players and the skipped types are not asked", async () => {
    const cookie = await signedInCookie(db, "agent2", "agent1234");
    const go = await postForm(db, promptAction, "/m/contractPrompt", { intent: "go", kind: "salary", keys: "4:P" }, { cookie });
    expect(go.headers.get("Location")).toBe(SALARY);
    expect(await prompt(cookiesFrom(go, cookie))).toBeNull();
    expect(await prompt("")).toBe("not asked");
    expect(await prompt(await signedInCookie(db, "demo", "demo1234"))).toBe("not asked");
  });
});

describe("the contract pages (A-CON-02…04)", () => {
  it("agent2 agrees to the seeded request once; the upline's page shows it active", async () => {
    const cookie = await signedInCookie(db, "agent2", "agent1234");
    const page = await load(salaryLoader, cookie, SALARY);
    expect(page.view.mine).toMatchObject({ contractId: 4, status: "P", downlineHigherRate: false });
    const fields = { intent: "answer", contractId: "4", answer: "agree", idempotencyKey: page.idempotencyKey };
    const first = await postForm(db, salaryAction, SALARY, fields, { cookie });
    expect([first.status, first.headers.get("Location")]).toEqual([302, SALARY]);
    const again = await postForm(db, salaryAction, SALARY, fields, { cookie });
    expect(again.status).toBe(302);
    expect(await statusOf(4)).toBe("A");
    const agent = await signedInCookie(db, "agent", "agent1234");
    expect((await load(salaryLoader, agent, SALARY)).view.downlines.find((d) => d.account === "agent2")?.contract?.status).toBe("A");
  });

  it("the upline's offer is checked on the server; above the upline's own rate the answer goes to the confirmation step", async () => {
    const agent = await signedInCookie(db, "agent", "agent1234");
    const bad = await postForm(
      db,
      hourlyAction,
      HOURLY,
      {
        intent: "offer",
        account: "agent2",
        idempotencyKey: key(),
        threshold_0: "1000",
        members_0: "1",
        rateType_0: "P",
        rate_0: "0.2",
        threshold_1: "500",
        members_1: "2",
        rateType_1: "P",
        rate_1: "0.3",
      },
      { cookie: agent },
    );
    expect([bad.status, ((await bad.json()) as { error: string }).error]).toEqual([400, "agentContracts.error.tier.order"]);
    // agent's own hourly terms top out at 0.30 %: 0.50 % is higher.
    const made = await postForm(
      db,
      hourlyAction,
      HOURLY,
      { intent: "offer", account: "agent2", idempotencyKey: key(), threshold_0: "1000", members_0: "1", rateType_0: "P", rate_0: "0.5" },
      { cookie: agent },
    );
    expect(made.status).toBe(302);
    const cookie = await signedInCookie(db, "agent2", "agent1234");
    const page = await load(hourlyLoader, cookie, HOURLY);
    expect(page.view.mine).toMatchObject({ status: "P", downlineHigherRate: true });
    const id = String(page.view.mine!.contractId);
    const refused = await postForm(db, hourlyAction, HOURLY, { intent: "answer", contractId: id, answer: "agree", idempotencyKey: key() }, { cookie });
    expect(refused.headers.get("Location")).toBe(`${HOURLY}?confirm=${id}`);
    expect((await load(hourlyLoader, cookie, `${HOURLY}?confirm=${id}`)).confirm).toBe(Number(id));
    const confirmed = await postForm(
      db,
      hourlyAction,
      HOURLY,
      { intent: "answer", contractId: id, answer: "agree", acceptHigherRate: "true", idempotencyKey: key() },
      { cookie },
    );
    expect(confirmed.headers.get("Location")).toBe(HOURLY);
    expect(await statusOf(Number(id))).toBe("A");
  });
});
