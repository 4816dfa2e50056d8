import { ROUTES } from "@contract/routes";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GatewayError } from "~/gateway-client/errors";
import { action as loginAction } from "~/routes/m.login";
import { action as trailAction, loader as trailLoader } from "~/routes/m.trail";
import { formatMoney } from "~/rules/money";
import { HONEYPOT_FIELDS } from "~/server/spam.server";
import { callRoute, honeypotFields, postForm, signedInCookie, routeArgs } from "~/testing/forms";
import { appContext, appRequest, cookiesFrom } from "~/testing/load-context";
import type { TrailView } from "./trail.server";
import { freshDatabase } from "../../../gateway/testing";

/**
 * /m/trail (app/routes/m.trail.tsx; route modules cannot hold tests) and the one trial start it
 * shares with the login page (trial.server.ts), over a real fresh D1 through the embedded gateway.
 */
let db: D1Database;
let dispose: () => Promise<void>;
let realMember: string;
beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
  realMember = await signedInCookie(db);
});
afterAll(() => dispose());

type Reply = { result: { status?: string; error?: Record<string, string[] | null> } };

async function trialAccounts(): Promise<number> {
  return (await db.prepare("SELECT COUNT(*) AS n FROM members WHERE type = 4").first<{ n: number }>())?.n ?? 0;
}

async function page(cookie?: string, spy?: (context: Awaited<ReturnType<typeof appContext>>) => void): Promise<TrailView> {
  const request = appRequest("/m/trail", { cookie });
  const context = await appContext(db, request);
  spy?.(context);
  return trailLoader(routeArgs(request, context));
}

/** The member a session cookie opens to, as the app reads it. */
async function memberOf(cookie: string) {
  return (await appContext(db, appRequest("/m/home", { cookie }))).member;
}

const start = (cookie?: string) => postForm(db, trailAction, "/m/trail", {}, { cookie });
const setCookie = (response: Response, name: string) => response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));

describe("/m/trail loader: who sees what", () => {
  it("a visitor sees the opening balance the gateway states (₱2,000.00), no gateway constant in the app", async () => {
    const view = await page();
    expect(view).toEqual({ view: "visitor", terms: { amount: 2000, symbol: "₱" }, failure: null, fillTime: expect.objectContaining({ name: "trial__from" }) });
    if (view.view !== "visitor" || !view.terms) throw new Error("no terms");
    expect(formatMoney(view.terms.amount, view.terms.symbol)).toBe("₱2,000.00");
  });

  it("a failed terms call shows the page with an error state (a translated reason), not an error page", async () => {
    const view = await page(undefined, (context) => {
      vi.spyOn(context.gateway, "call").mockRejectedValueOnce(new GatewayError("timeout", ROUTES.trialTerms.path));
    });
    expect(view).toEqual({ view: "visitor", terms: null, failure: "error.gateway.timeout", fillTime: expect.objectContaining({ name: "trial__from" }) });
  });

  it("a signed-in trial member (type 4) sees their trial and its current balance", async () => {
    const cookie = cookiesFrom(await start());
    const member = await memberOf(cookie);
    expect(member?.type).toBe(4);
    expect(await page(cookie)).toEqual({ view: "trial", userName: member?.userName, balance: { amount: 2000, symbol: "₱" }, failure: null });
  });

  it("a signed-in real member is told trials are for visitors", async () => {
    expect(await page(realMember)).toEqual({ view: "member" });
  });
});

describe("/m/trail action: one tap starts a trial", () => {
  it("a visitor's POST creates a trial member (type 4) in D1 and redirects to /m/home signed in", async () => {
    const before = await trialAccounts();
    const response = await start();
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/m/home");
    expect(setCookie(response, "el_session")).toBeDefined();
    expect(await trialAccounts()).toBe(before + 1);
    const member = await memberOf(cookiesFrom(response));
    expect(member).toMatchObject({ type: 4, userName: expect.stringMatching(/^trial\d{8}$/) });
    const row = await db
      .prepare("SELECT type, last_login_at FROM members WHERE account = ?1")
      .bind(member?.userName ?? "")
      .first<{ type: number; last_login_at: number | null }>();
    expect(row?.type).toBe(4);
    expect(row?.last_login_at).not.toBeNull();
  });

  it("decision 003 honeypot: a filled honeypot creates nothing and answers the spam message", async () => {
    const before = await trialAccounts();
    const fields = await honeypotFields(db);
    const body = new URLSearchParams({ ...fields, [HONEYPOT_FIELDS.name]: "I am a bot" });
    const request = appRequest("/m/trail", { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    const response = await callRoute(db, trailAction, request);
    expect(response.status).toBe(400);
    expect(((await response.json()) as Reply).result.error?.[""]).toEqual(["form.spam"]);
    expect(setCookie(response, "el_session")).toBeUndefined();
    expect(await trialAccounts()).toBe(before);
  });

  it("a signed-in real member's POST is refused (403, translated) and creates nothing; the session stays theirs", async () => {
    const before = await trialAccounts();
    const response = await start(realMember);
    expect(response.status).toBe(403);
    expect(((await response.json()) as Reply).result.error?.[""]).toEqual(["account.trail.forVisitors"]);
    expect(setCookie(response, "el_session")).toBeUndefined();
    expect(await trialAccounts()).toBe(before);
    expect((await memberOf(realMember))?.userName).toBe("demo");
  });

  it("a signed-in trial member's POST goes home to the trial they have, creating nothing", async () => {
    const cookie = cookiesFrom(await start());
    const before = await trialAccounts();
    const again = await start(cookie);
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe("/m/home");
    expect(setCookie(again, "el_session")).toBeUndefined();
    expect(await trialAccounts()).toBe(before);
  });

  it("a gateway failure re-renders with a translated form error, creating nothing", async () => {
    const before = await trialAccounts();
    const fields = await honeypotFields(db);
    const request = appRequest("/m/trail", {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    const context = await appContext(db, request);
    vi.spyOn(context.gateway, "call").mockRejectedValueOnce(new GatewayError("unreachable", ROUTES.createTrial.path));
    const answer = (await trailAction(routeArgs(request, context))) as unknown as { data: Reply; init: ResponseInit };
    expect(answer.init.status).toBe(502);
    expect(answer.data.result.error?.[""]).toEqual(["error.gateway.unreachable"]);
    expect(await trialAccounts()).toBe(before);
  });

  it("one trial path: the login page's 'Try it free' starts a trial the same way", async () => {
    const before = await trialAccounts();
    const response = await postForm(db, loginAction, "/m/login?index", { intent: "trial" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/m/home");
    expect((await memberOf(cookiesFrom(response)))?.type).toBe(4);
    expect(await trialAccounts()).toBe(before + 1);
  });
});
