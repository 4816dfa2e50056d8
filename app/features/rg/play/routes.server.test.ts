import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as layoutLoader } from "~/routes/m";
import { loader as launchLoader } from "~/routes/m.launchGame";
import { action as realityAction, loader as realityLoader } from "~/routes/m.realityCheck";
import { callRoute, postForm, signedInCookie, routeArgs } from "~/testing/forms";
import { appContext, appRequest } from "~/testing/load-context";
import type { RealityCheckData } from "./components";
import { hashPassword } from "../../../../gateway/core/crypto";
import { freshDatabase } from "../../../../gateway/testing";

/**
 * The /m layout's session read, /m/realityCheck and the launch's rg.* refusals over the embedded
 * gateway (decision 042; the gateway's rgSession / rgRealityAck of decision 040): the
 * way a page without JavaScript gets them.
 */
let db: D1Database;
let dispose: () => Promise<void>;
beforeAll(async () => ({ db, dispose } = await freshDatabase()));
afterAll(() => dispose());

const MIN = 60_000;
let serial = 0;
async function member(): Promise<{ id: number; cookie: string }> {
  const account = `rgp${++serial}x${Date.now() % 100_000}`;
  const row = await db
    .prepare("INSERT INTO members (account, password_hash, type, reg_date) VALUES (?1, ?2, 0, ?3) RETURNING id")
    .bind(account, await hashPassword("fresh1234"), Date.now())
    .first<{ id: number }>();
  const id = row!.id;
  await db.prepare("INSERT INTO wallets (member_id, currency, currency_symbol, balance_minor) VALUES (?1, 'PHP', '₱', 0)").bind(id).run();
  return { id, cookie: await signedInCookie(db, account, "fresh1234") };
}

async function dueCheck(id: number, agoMs = 16 * MIN) {
  const now = Date.now();
  await db.prepare("INSERT OR REPLACE INTO rg_settings (member_id, reality_minutes, pending, updated_at) VALUES (?1, 15, 0, ?2)").bind(id, now).run();
  await db
    .prepare("UPDATE sessions SET created_at = ?2, reality_seen_at = ?2 WHERE member_id = ?1")
    .bind(id, now - agoMs)
    .run();
}

async function layout(cookie: string) {
  const request = appRequest("/m/gameCenter", { cookie });
  return (await layoutLoader(routeArgs(request, await appContext(db, request)))).rg;
}

describe("the /m layout's session (decision 042)", () => {
  it("gives the client the clock and the due time, no figures until due, and nothing for a visitor", async () => {
    const { cookie } = await member();
    const rg = await layout(cookie);
    expect(rg).not.toBeNull();
    expect(rg!.startedAt).toBeLessThanOrEqual(rg!.now);
    expect(rg!.realityDueAt).toBeNull();
    expect(rg!.figures).toBeNull();
    expect(rg!.block).toBeNull();
    expect(JSON.stringify(rg)).not.toMatch(/token/i);
    expect(await layout("")).toBeNull();
  });

  it("RG-09 carries the figures with the currency symbol when the check is due as the page renders", async () => {
    const { id, cookie } = await member();
    await dueCheck(id);
    const rg = await layout(cookie);
    expect(rg!.realityDueAt).toBeLessThanOrEqual(rg!.now);
    expect(rg!.figures).toMatchObject({ bet: 0, won: 0, net: 0, symbol: "₱" });
  });

  it("names a block in force (withdraw-only mode)", async () => {
    const { id, cookie } = await member();
    const now = Date.now();
    await db
      .prepare("INSERT INTO rg_blocks (member_id, kind, starts_at, ends_at) VALUES (?1, 'timeout', ?2, ?3)")
      .bind(id, now - MIN, now + 60 * MIN)
      .run();
    expect((await layout(cookie))!.block).toEqual({ kind: "timeout", endsAt: now + 60 * MIN });
  });
});

describe("/m/realityCheck (RG-09)", () => {
  it("a due check: the page's figures; Continue answers it at the gateway and returns to the page asked for", async () => {
    const { id, cookie } = await member();
    await dueCheck(id);
    const page = (await (
      await callRoute(db, realityLoader, appRequest("/m/realityCheck?redirectTo=%2Fm%2FgameCenter", { cookie }))
    ).json()) as RealityCheckData;
    expect(page).toMatchObject({ due: true, redirectTo: "/m/gameCenter", figures: { bet: 0, won: 0, net: 0, symbol: "₱" } });

    const answered = await postForm(db, realityAction, "/m/realityCheck", { intent: "continue", redirectTo: "/m/gameCenter" }, { cookie });
    expect([answered.status, answered.headers.get("Location")]).toEqual([302, "/m/gameCenter"]);
    const seen = await db.prepare("SELECT reality_seen_at AS seen FROM sessions WHERE member_id = ?1").bind(id).first<{ seen: number }>();
    expect(seen!.seen).toBeGreaterThan(Date.now() - MIN);
    expect((await layout(cookie))!.figures).toBeNull();
  });

  it("refuses a bad answer with a translated message and changes nothing; a foreign redirect goes home", async () => {
    const { id, cookie } = await member();
    await dueCheck(id);
    const bad = await postForm(db, realityAction, "/m/realityCheck", { intent: "stop" }, { cookie });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "rg.play.reality.invalid" });
    expect((await layout(cookie))!.figures).not.toBeNull();
    const away = await postForm(db, realityAction, "/m/realityCheck", { intent: "continue", redirectTo: "https://evil.test/m/home" }, { cookie });
    expect(away.headers.get("Location")).toBe("/m/home");
  });
});

describe("a launch refused by the controls", () => {
  const LAUNCH = "/m/launchGame?playType=trad&prize_mode=Lott&code=VN5M&pageBack=%2Fm%2Flottery";

  it("RG-09 while the check is due: to /m/realityCheck, back to this launch after Continue", async () => {
    const { id, cookie } = await member();
    await dueCheck(id);
    const refused = await callRoute(db, launchLoader, appRequest(LAUNCH, { cookie }));
    expect(refused.status).toBe(302);
    const location = new URL(refused.headers.get("Location")!, "https://lobby.test");
    expect(location.pathname).toBe("/m/realityCheck");
    expect(location.searchParams.get("redirectTo")).toBe(LAUNCH);
    const answered = await postForm(db, realityAction, "/m/realityCheck", { intent: "continue", redirectTo: LAUNCH }, { cookie });
    expect(answered.headers.get("Location")).toBe(LAUNCH);
  });

  it("a time-out: 403 with the refusal for the page to word", async () => {
    const { id, cookie } = await member();
    const now = Date.now();
    await db
      .prepare("INSERT INTO rg_blocks (member_id, kind, starts_at, ends_at) VALUES (?1, 'timeout', ?2, ?3)")
      .bind(id, now - MIN, now + 60 * MIN)
      .run();
    const refused = await callRoute(db, launchLoader, appRequest(LAUNCH, { cookie }));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      state: "rg",
      pageBack: "/m/lottery",
      refusal: { code: "rg.blocked.timeout", value: { until: now + 60 * MIN } },
    });
  });
});
