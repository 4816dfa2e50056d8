/**
 * The block matrix through the real gateway (and "a forged request straight
 * to the gateway", research §4.3, decision 041): for every responsible-gaming state set directly in
 * D1 — time-out, self-exclusion, spent session, reality check due, deposit / loss / stake limit
 * reached — every kind of request is sent with the member's token, bypassing the app, and answers
 * allowed or refused with the right code. Withdrawals, records and the RG page are never refused;
 * deposits and play always are under a block. Then the figures of a limit refusal, the BR market's
 * required limits, the demo game page's limits and reality check, marketing under a block
 * (P-ALL-01) and the withdrawal cancel per market (RG-13).
 */
import { describe, expect, it } from "vitest";
import { login } from "./account.server";
import { deposit } from "./deposit.server";
import { refusal, testGateway, withFreshDatabase } from "./testing";
import { cancelWithdrawal, fetchWithdrawTerms, fetchWithdrawals, withdraw } from "./wallet.server";
import { operatorDay } from "../../contract/record-range";
import { limitWindow } from "../../contract/rg-rules";
import { ROUTES, type RouteName } from "../../contract/routes";
import { openSession, type Member } from "../../gateway/accounts/auth";
import { rainGrabRefusal } from "../../gateway/agent/red-rain";
import { hashPassword, sha256Hex } from "../../gateway/core/crypto";
import { handleGatewayRequest } from "../../gateway/core/router";
import { openLaunch } from "../../gateway/handlers/games";
import { handleGatewayPublicRequest } from "../../gateway/handlers/games-public";
import { rewardRefusal } from "../../gateway/handlers/rewards";
import { rebateClaimBlocked } from "../../gateway/promotions/rebates";
import { auditLedger } from "../../gateway/wallet/audit";
import { post } from "../../gateway/wallet/ledger";

let db: D1Database;
/** 2026-11-24 12:00 in Manila (UTC+8): inside the withdrawal hours and mid-day for the daily windows. */
const NOW = Date.UTC(2026, 10, 24, 4);
let clock = NOW;
const MIN = 60_000;
const DAY = 86_400_000;

withFreshDatabase((fresh) => (db = fresh));
const gw = testGateway(
  () => db,
  () => clock,
);

const PASSWORD = "314159";
let serial = 0;
type Player = { id: number; token: string; cardId: number; sessionHash: string };

/** A member of this test's own with ₱1,000, a payment password and a card, signed in `signedInAgo` ms ago. */
async function player(signedInAgo = 0): Promise<Player> {
  const member = (await db
    .prepare(
      "INSERT INTO members (account, password_hash, type, reg_date, parent_id) VALUES (?1, 'x', 0, ?2, (SELECT id FROM members WHERE account = 'agent')) RETURNING id, account, type, nickname, to_upline, status, reg_date, last_login_at",
    )
    .bind(`rgmatrix${++serial}`, clock - DAY)
    .first<Member>())!;
  await db
    .prepare("INSERT INTO member_profiles (member_id, payment_password_hash, payee_name) VALUES (?1, ?2, 'Ana Reyes')")
    .bind(member.id, await hashPassword(PASSWORD))
    .run();
  const cardId = (await db
    .prepare(
      "INSERT INTO bank_cards (member_id, bank_code, account_number, holder_name, created_at) VALUES (?1, 'GCASH', '09171239876', 'Ana Reyes', ?2) RETURNING id",
    )
    .bind(member.id, clock - DAY)
    .first<{ id: number }>())!.id;
  await post(db, { memberId: member.id, kind: "deposit", amountMinor: 100_000, reference: "opening", now: clock - DAY });
  const { token } = await openSession(db, member, clock - signedInAgo);
  return { id: member.id, token, cardId, sessionHash: await sha256Hex(token) };
}

const setLimit = (memberId: number, kind: string, period: string, amount: number) =>
  db
    .prepare("INSERT OR REPLACE INTO rg_limits (member_id, kind, period, amount, pending, updated_at) VALUES (?1, ?2, ?3, ?4, 0, ?5)")
    .bind(memberId, kind, period, amount, clock)
    .run();
const block = (memberId: number, kind: "timeout" | "exclusion" | "session", endsAt = clock + 7 * DAY) =>
  db
    .prepare("INSERT INTO rg_blocks (member_id, kind, starts_at, ends_at) VALUES (?1, ?2, ?3, ?4)")
    .bind(memberId, kind, clock - MIN, endsAt)
    .run();
const setMarket = (code: string) => db.prepare("UPDATE site_settings SET value = ?1 WHERE key = 'market'").bind(code).run();
/** A stake of `minor` that lost (a bet entry on the ledger, as a spin writes it). */
const lostBet = (memberId: number, minor: number) =>
  post(db, { memberId, kind: "bet", amountMinor: -minor, reference: `bet-test:${++serial}`, now: clock - MIN });

let keySerial = 0;
const key = () => `rg-matrix-key-${String(++keySerial).padStart(8, "0")}`;

/** A call straight to the gateway with the member's token (no app in between): its code, or "ok". */
async function call(token: string, name: RouteName, body?: unknown, query = ""): Promise<{ status: number; code: string; value?: unknown }> {
  const route = ROUTES[name];
  const res = await handleGatewayRequest(
    new Request(`http://gw.invalid${route.path}${query}`, {
      method: route.method,
      headers: { "X-Merchant-Code": "edgelobby", Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: route.method === "GET" ? undefined : JSON.stringify(body ?? {}),
    }),
    { DB: db, MERCHANT_CODE: "edgelobby", GATEWAY_SECRET: "test-gateway-secret-0123456789" },
    () => clock,
  );
  const json = (await res.json()) as { success: boolean; code?: string; value?: unknown };
  return { status: res.status, code: json.success ? "ok" : (json.code ?? "?"), value: json.value };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const postForm = (url: string, fields: Record<string, string>) =>
  handleGatewayPublicRequest(
    new Request(`http://app.invalid${url}`, { method: "POST", body: form(fields), headers: { "Content-Type": "application/x-www-form-urlencoded" } }),
    { DB: db },
    () => clock,
  );
const getPage = async (url: string) => (await handleGatewayPublicRequest(new Request(`http://app.invalid${url}`), { DB: db }, () => clock)).text();

async function slot(): Promise<{ node_id: string; game_id: string }> {
  return (await db.prepare("SELECT node_id, game_id FROM games WHERE game_type = 'RNG' AND vassalage = 'SPN' AND active = 1 LIMIT 1").first<{
    node_id: string;
    game_id: string;
  }>())!;
}
async function ewallet(): Promise<{ code: string; min: number }> {
  const row = (await db.prepare("SELECT code, min_minor FROM deposit_channels WHERE kind = 'EWALLET' AND active = 1 ORDER BY min_minor LIMIT 1").first<{
    code: string;
    min_minor: number;
  }>())!;
  return { code: row.code, min: row.min_minor / 100 };
}

/** A demo game page ticket of the member's session (as launchGame opens it, without the launch's own checks). */
async function ticketOf(p: Player): Promise<string> {
  const game = await slot();
  return openLaunch(db, clock, {
    memberId: p.id,
    kind: "GAME",
    vassalage: "SPN",
    gameId: game.game_id,
    nodeId: game.node_id,
    backUrl: "/m/home",
    language: "en",
    sessionHash: p.sessionHash,
  });
}

/** The requests of the matrix, each answering the rg.* code that refused it, or null when rg let it through. */
const REQUESTS = {
  deposit: async (p: Player) => {
    const channel = await ewallet();
    return call(p.token, "deposit", { channelCode: channel.code, amount: Math.max(channel.min, 100), idempotencyKey: key() });
  },
  launchGame: async (p: Player) => {
    const game = await slot();
    return call(p.token, "launchGame", { vendor: "SPN", gameId: game.game_id, nodeId: game.node_id, backUrl: "/m/home" });
  },
  spin: async (p: Player) => {
    const url = await ticketOf(p);
    const location = (await postForm(`${url}/spin`, { stake: "1", idempotencyKey: key() })).headers.get("Location") ?? "";
    const error = new URL(location, "http://app.invalid").searchParams.get("error");
    return { status: 303, code: error ?? (/[?&]last=\d+/.test(location) ? "ok" : location) };
  },
  promotionApply: (p: Player) => call(p.token, "promotionApply", { id: 1 }),
  rewardClaim: (p: Player) => call(p.token, "rewardClaim", { key: "x", idempotencyKey: key() }),
  rebateClaim: (p: Player) => call(p.token, "rebateClaim", { idempotencyKey: key() }),
  grabRedRain: (p: Player) => call(p.token, "grabRedRain", { rainId: 1, idempotencyKey: key() }),
  uplineTransfer: (p: Player) => call(p.token, "uplineTransfer", { amount: 1, paymentPassword: PASSWORD, idempotencyKey: key() }),
  withdraw: (p: Player) => call(p.token, "withdraw", { amount: 100, cardId: p.cardId, paymentPassword: PASSWORD, idempotencyKey: key() }),
  transactions: (p: Player) => call(p.token, "transactions", undefined, `?from=${operatorDay(clock)}&to=${operatorDay(clock)}`),
  rgOverview: (p: Player) => call(p.token, "rgOverview", undefined),
} satisfies Record<string, (p: Player) => Promise<{ status: number; code: string }>>;
type Req = keyof typeof REQUESTS;

/** Each state, made for a fresh member directly in D1. */
const STATES = {
  timeout: async () => {
    const p = await player();
    await block(p.id, "timeout");
    return p;
  },
  exclusion: async () => {
    const p = await player();
    await block(p.id, "exclusion");
    return p;
  },
  // A spent session limit: the block the gate writes when a session passes it (until the next operator day).
  session: async () => {
    const p = await player();
    await block(p.id, "session", clock + 12 * 60 * MIN);
    return p;
  },
  reality: async () => {
    const p = await player(40 * MIN);
    await db
      .prepare("INSERT INTO rg_settings (member_id, reality_minutes, pending, updated_at) VALUES (?1, 15, 0, ?2)")
      .bind(p.id, clock - DAY)
      .run();
    await db
      .prepare("UPDATE sessions SET reality_seen_at = ?2 WHERE token_hash = ?1")
      .bind(p.sessionHash, clock - 16 * MIN)
      .run();
    return p;
  },
  depositLimit: async () => {
    const p = await player();
    const channel = await ewallet();
    const amount = Math.max(channel.min, 100);
    expect((await call(p.token, "deposit", { channelCode: channel.code, amount, idempotencyKey: key() })).code).toBe("ok");
    await setLimit(p.id, "deposit", "day", Math.round(amount * 100));
    return p;
  },
  lossLimit: async () => {
    const p = await player();
    await lostBet(p.id, 1_000);
    await setLimit(p.id, "loss", "day", 1_000);
    return p;
  },
  stakeLimit: async () => {
    const p = await player();
    await lostBet(p.id, 1_000);
    await setLimit(p.id, "stake", "week", 1_000);
    return p;
  },
} satisfies Record<string, () => Promise<Player>>;
type State = keyof typeof STATES;

const BLOCKED_ALL = (code: string): Record<Req, string | null> => ({
  deposit: code,
  launchGame: code,
  spin: code,
  promotionApply: code,
  rewardClaim: code,
  rebateClaim: code,
  grabRedRain: code,
  uplineTransfer: code,
  withdraw: null,
  transactions: null,
  rgOverview: null,
});
const ONLY = (over: Partial<Record<Req, string>>): Record<Req, string | null> => ({
  ...(Object.fromEntries(Object.keys(REQUESTS).map((r) => [r, null])) as Record<Req, null>),
  ...over,
});

/** The rg code each request is refused with in each state (null: not refused by responsible gaming). */
const MATRIX: Record<State, Record<Req, string | null>> = {
  timeout: BLOCKED_ALL("rg.blocked.timeout"),
  exclusion: BLOCKED_ALL("rg.blocked.exclusion"),
  session: BLOCKED_ALL("rg.blocked.session"),
  reality: ONLY({ launchGame: "rg.reality_check.due", spin: "rg.reality_check.due" }),
  depositLimit: ONLY({ deposit: "rg.limit.deposit" }),
  lossLimit: ONLY({ launchGame: "rg.limit.loss", spin: "rg.limit.loss" }),
  stakeLimit: ONLY({ launchGame: "rg.limit.stake", spin: "rg.limit.stake" }),
};

describe("the block matrix through the real gateway (research §4.3)", () => {
  for (const state of Object.keys(MATRIX) as State[]) {
    it(`${state}: every request allowed or refused as the matrix says; withdrawals, records and the RG page never refused`, async () => {
      clock = NOW;
      const seen: Record<string, string | null> = {};
      for (const req of Object.keys(REQUESTS) as Req[]) {
        // A fresh member per request: one request's effect (a deposit placed, a session spent) never decides another's.
        const p = await STATES[state]();
        const answer = await REQUESTS[req](p);
        seen[req] = answer.code.startsWith("rg.") ? answer.code : null;
        if (answer.code.startsWith("rg.") && req !== "spin") expect(answer.status, `${state} × ${req}`).toBe(403);
      }
      expect(seen).toEqual(MATRIX[state]);
    });
  }

  it("allowed means allowed: under a self-exclusion the member still withdraws, reads the records and the RG page; with no control, deposits and play go through", async () => {
    clock = NOW;
    const excluded = await STATES.exclusion();
    expect((await REQUESTS.withdraw(excluded)).code).toBe("ok");
    expect((await REQUESTS.transactions(excluded)).code).toBe("ok");
    expect((await REQUESTS.rgOverview(excluded)).status).not.toBe(403);
    const free = await player();
    expect((await REQUESTS.deposit(free)).code).toBe("ok");
    expect((await REQUESTS.launchGame(free)).code).toBe("ok");
    expect((await REQUESTS.spin(free)).code).toBe("ok");
    expect((await auditLedger(db)).differences).toEqual([]);
  });

  it("RG-11: a self-excluded member can still sign in — to a withdraw-only account: play and deposits refused, withdrawal allowed", async () => {
    clock = NOW;
    const p = await player();
    const account = `rgmatrix${serial}`;
    await db
      .prepare("UPDATE members SET password_hash = ?2 WHERE id = ?1")
      .bind(p.id, await hashPassword("signin1234"))
      .run();
    await block(p.id, "exclusion");
    const signedIn = await login(gw, { type: "username", username: account, password: "signin1234" });
    const fresh = { ...p, token: signedIn.token, sessionHash: await sha256Hex(signedIn.token) };
    expect((await REQUESTS.deposit(fresh)).code).toBe("rg.blocked.exclusion");
    expect((await REQUESTS.launchGame(fresh)).code).toBe("rg.blocked.exclusion");
    expect((await REQUESTS.spin(fresh)).code).toBe("rg.blocked.exclusion");
    expect((await REQUESTS.withdraw(fresh)).code).toBe("ok");
  });

  it("RG-04: a session past its limit is spent by the first play call — refused, signed out, and the block stays at the next sign-in", async () => {
    clock = NOW;
    const p = await player(31 * MIN);
    await setLimit(p.id, "session", "session", 30);
    expect((await REQUESTS.launchGame(p)).code).toBe("rg.blocked.session");
    expect((await call(p.token, "withdraw", {})).code).toBe("auth.token.invalid");
    const member = (await db
      .prepare("SELECT id, account, type, nickname, to_upline, status, reg_date, last_login_at FROM members WHERE id = ?1")
      .bind(p.id)
      .first<Member>())!;
    const again = await openSession(db, member, clock);
    expect((await call(again.token, "deposit", {})).code).toBe("rg.blocked.session");
    expect((await call(again.token, "withdraw", {})).code).not.toMatch(/^rg\./);
  });
});

describe("limit refusals name the limit, the amount used and the reset (RG-01, RG-02, RG-07)", () => {
  it("RG-01: a deposit over the daily limit is refused with the figures; one within it goes through", async () => {
    clock = NOW;
    const p = await player();
    const channel = await ewallet();
    await setLimit(p.id, "deposit", "day", 15_000);
    expect(await deposit(gw, p.token, { channelCode: channel.code, amount: 100, bonusCode: null, idempotencyKey: key() })).toMatchObject({ status: "pending" });
    const e = await refusal(deposit(gw, p.token, { channelCode: channel.code, amount: 100, bonusCode: null, idempotencyKey: key() }));
    expect([e.code, e.value]).toEqual([
      "rg.limit.deposit",
      { kind: "deposit", period: "day", limit: 150, used: 100, remaining: 50, resetAt: limitWindow("day", clock).resetAt },
    ]);
  });

  it("RG-07: the strictest of several limits is named (a weekly limit with less left than the daily one)", async () => {
    clock = NOW;
    const p = await player();
    const channel = await ewallet();
    await setLimit(p.id, "deposit", "day", 50_000);
    await setLimit(p.id, "deposit", "week", 12_000);
    const e = await refusal(deposit(gw, p.token, { channelCode: channel.code, amount: 150, bonusCode: null, idempotencyKey: key() }));
    expect(e.value).toMatchObject({ period: "week", limit: 120, used: 0, remaining: 120 });
  });

  it("RG-02: a launch is refused once the loss limit is reached, with the loss so far", async () => {
    clock = NOW;
    const p = await player();
    await setLimit(p.id, "loss", "day", 2_000);
    await lostBet(p.id, 1_500);
    expect((await REQUESTS.launchGame(p)).code).toBe("ok");
    await lostBet(p.id, 500);
    const answer = await REQUESTS.launchGame(p);
    expect([answer.status, answer.code, answer.value]).toEqual([
      403,
      "rg.limit.loss",
      { kind: "loss", period: "day", limit: 20, used: 20, remaining: 0, resetAt: limitWindow("day", clock).resetAt },
    ]);
  });

  it("a launch ticket remembers the launching session (migration 0017)", async () => {
    clock = NOW;
    const p = await player();
    const answer = await REQUESTS.launchGame(p);
    const ticket = /\/gw\/play\/([0-9a-f]{64})$/.exec((answer.value as { gameUrl: string }).gameUrl)![1]!;
    const row = await db
      .prepare("SELECT session_hash FROM game_launches WHERE ticket_hash = ?1")
      .bind(await sha256Hex(ticket))
      .first<{ session_hash: string }>();
    expect(row?.session_hash).toBe(p.sessionHash);
  });

  it("the deposit page learns it first: the channels answer's refusal names a block, a limit reached, and missing required limits", async () => {
    clock = NOW;
    const refusalOf = async (p: Player) => (await call(p.token, "depositChannels")).value as { refusal: { code: string; value?: unknown } | null };
    expect((await refusalOf(await player())).refusal).toBeNull();
    expect((await refusalOf(await STATES.timeout())).refusal).toEqual({ code: "rg.blocked.timeout", value: { until: clock + 7 * DAY } });
    const reached = await STATES.depositLimit();
    expect((await refusalOf(reached)).refusal).toMatchObject({ code: "rg.limit.deposit", value: { kind: "deposit", period: "day", remaining: 0 } });
    await setMarket("BR");
    try {
      expect((await refusalOf(await player())).refusal).toEqual({ code: "rg.limits.required", value: { kinds: ["loss", "session"] } });
    } finally {
      await setMarket("PH");
    }
  });

  it("BR: deposits wait until the market's required limits (loss and session) are set", async () => {
    clock = NOW;
    const p = await player();
    const channel = await ewallet();
    await setMarket("BR");
    try {
      const e = await refusal(deposit(gw, p.token, { channelCode: channel.code, amount: 100, bonusCode: null, idempotencyKey: key() }));
      expect([e.code, e.value]).toEqual(["rg.limits.required", { kinds: ["loss", "session"] }]);
      await setLimit(p.id, "loss", "month", 500_000);
      expect((await refusal(deposit(gw, p.token, { channelCode: channel.code, amount: 100, bonusCode: null, idempotencyKey: key() }))).value).toEqual({
        kinds: ["session"],
      });
      await setLimit(p.id, "session", "session", 120);
      expect(await deposit(gw, p.token, { channelCode: channel.code, amount: 100, bonusCode: null, idempotencyKey: key() })).toMatchObject({
        status: "pending",
      });
    } finally {
      await setMarket("PH");
    }
  });
});

describe("the demo game page under responsible gaming (decision 041)", () => {
  it("RG-03: a spin over the stake limit is refused and the page explains it with the figures; nothing moves", async () => {
    clock = NOW;
    const p = await player();
    await setLimit(p.id, "stake", "day", 1_500);
    await lostBet(p.id, 1_000);
    const url = await ticketOf(p);
    const before = await db.prepare("SELECT COUNT(*) AS n FROM bet_orders WHERE member_id = ?1").bind(p.id).first<{ n: number }>();
    const res = await postForm(`${url}/spin`, { stake: "10", idempotencyKey: key() });
    expect(res.status).toBe(303);
    const location = res.headers.get("Location")!;
    expect(Object.fromEntries(new URL(location, "http://app.invalid").searchParams)).toEqual({
      error: "rg.limit.stake",
      period: "day",
      limit: "1500",
      used: "1000",
      remaining: "500",
      reset: String(limitWindow("day", clock).resetAt),
    });
    expect(await db.prepare("SELECT COUNT(*) AS n FROM bet_orders WHERE member_id = ?1").bind(p.id).first<{ n: number }>()).toEqual(before);
    const page = await getPage(location);
    expect(page).toContain("This would pass your daily stake limit of ₱15.00: ₱10.00 used, ₱5.00 left. It resets on 2026-11-25 00:00 (UTC+8).");
    // Within the limit, the spin goes through.
    expect((await postForm(`${url}/spin`, { stake: "5", idempotencyKey: key() })).headers.get("Location")).toMatch(/\?last=\d+$/);
  });

  it("RG-08/09: when the reality check is due the page pauses — the panel with time, bet, won and net instead of the stake form; continue restarts the clock", async () => {
    clock = NOW;
    const p = await player(75 * MIN);
    await db
      .prepare("INSERT INTO rg_settings (member_id, reality_minutes, pending, updated_at) VALUES (?1, 15, 0, ?2)")
      .bind(p.id, clock - DAY)
      .run();
    await db
      .prepare("UPDATE sessions SET reality_seen_at = ?2 WHERE token_hash = ?1")
      .bind(p.sessionHash, clock - 16 * MIN)
      .run();
    await lostBet(p.id, 2_500);
    await post(db, { memberId: p.id, kind: "win", amountMinor: 1_000, reference: `win-test:${++serial}`, now: clock - MIN });
    const url = await ticketOf(p);
    const page = await getPage(url);
    expect(page).toContain('data-testid="demo-reality"');
    expect(page).not.toContain('data-testid="demo-spin-form"');
    expect(page).toContain('data-testid="reality-time">1 h 15 min<');
    expect(page).toContain('data-testid="reality-bet">₱25.00<');
    expect(page).toContain('data-testid="reality-won">₱10.00<');
    expect(page).toContain('data-testid="reality-net">−₱15.00<');
    expect(page).not.toContain('http-equiv="refresh"');
    // A spin posted anyway (a stale form, a forged request) is refused.
    const refused = await postForm(`${url}/spin`, { stake: "1", idempotencyKey: key() });
    expect(refused.headers.get("Location")).toBe(`${url}?error=rg.reality_check.due`);

    const answered = await postForm(`${url}/reality`, { intent: "continue" });
    expect([answered.status, answered.headers.get("Location")]).toEqual([303, url]);
    const after = await getPage(url);
    expect(after).toContain('data-testid="demo-spin-form"');
    expect(after).not.toContain('data-testid="demo-reality"');
    // The page reloads itself when the next check falls due: 15 minutes from the answer.
    expect(after).toContain('<meta http-equiv="refresh" content="900">');
    clock += 5 * MIN;
    expect(await getPage(url)).toContain('<meta http-equiv="refresh" content="600">');
    clock += 10 * MIN;
    expect(await getPage(url)).toContain('data-testid="demo-reality"');
    clock = NOW;
  });

  it("reality check 'sign out' ends the session: back to the app, and the ticket moves nothing any more", async () => {
    clock = NOW;
    const p = await player(20 * MIN);
    await db
      .prepare("INSERT INTO rg_settings (member_id, reality_minutes, pending, updated_at) VALUES (?1, 15, 0, ?2)")
      .bind(p.id, clock - DAY)
      .run();
    const url = await ticketOf(p);
    const res = await postForm(`${url}/reality`, { intent: "stop" });
    expect([res.status, res.headers.get("Location")]).toEqual([303, "/m/home"]);
    expect(await db.prepare("SELECT COUNT(*) AS n FROM sessions WHERE token_hash = ?1").bind(p.sessionHash).first<{ n: number }>()).toEqual({ n: 0 });
    expect((await postForm(`${url}/spin`, { stake: "1", idempotencyKey: key() })).status).toBe(404);
    expect(await getPage(url)).toContain("This game session has expired");
  });

  it("a block shows why play is paused (no stake form); a ticket without a session (before 0017) still obeys blocks", async () => {
    clock = NOW;
    const p = await player();
    const url = await ticketOf(p);
    await block(p.id, "timeout", Date.UTC(2026, 10, 25, 4));
    const page = await getPage(url);
    expect(page).toContain('data-testid="demo-paused"');
    expect(page).toContain("Your account is on a time-out until 2026-11-25 12:00 (UTC+8).");
    expect(page).not.toContain('data-testid="demo-spin-form"');
    const game = await slot();
    const old = await openLaunch(db, clock, {
      memberId: p.id,
      kind: "GAME",
      vassalage: "SPN",
      gameId: game.game_id,
      nodeId: game.node_id,
      backUrl: "/m/home",
      language: "en",
    });
    const location = (await postForm(`${old}/spin`, { stake: "1", idempotencyKey: key() })).headers.get("Location")!;
    expect(new URL(location, "http://app.invalid").searchParams.get("error")).toBe("rg.blocked.timeout");
  });
});

describe("P-ALL-01: no marketing for a member under a block", () => {
  it("no pop-ups, no red rain, and the transfer terms say why the form is closed", async () => {
    clock = NOW;
    const popups = async (token: string) => {
      const res = await handleGatewayRequest(
        new Request(`http://gw.invalid${ROUTES.announcements.path}?types=PU&groupName=m_home&platform=M`, {
          headers: { "X-Merchant-Code": "edgelobby", Authorization: `Bearer ${token}` },
        }),
        { DB: db, MERCHANT_CODE: "edgelobby", GATEWAY_SECRET: "x" },
        () => clock,
      );
      return ((await res.json()) as { value: { popup: unknown[] } }).value.popup.length;
    };
    const free = await player();
    expect(await popups(free.token)).toBeGreaterThan(0);
    const excluded = await STATES.exclusion();
    expect(await popups(excluded.token)).toBe(0);
    const live = await call(excluded.token, "liveRedRains");
    expect(live.code).toBe("ok");
    const terms = await call(excluded.token, "uplineTransferTerms");
    expect([terms.code, (terms.value as { blocked: string | null }).blocked]).toEqual(["ok", "rg.blocked.exclusion"]);
    expect((await call(free.token, "uplineTransferTerms")).value).toMatchObject({ blocked: null });
    // The hooks the gate's free calls and lists read: one code, the gate's, with when it ends.
    const member = (await db
      .prepare("SELECT id, account, type, nickname, to_upline, status, reg_date, last_login_at FROM members WHERE id = ?1")
      .bind(excluded.id)
      .first<Member>())!;
    expect(await rainGrabRefusal(db, member, clock)).toBe("rg.blocked.exclusion");
    expect(await rewardRefusal(db, member, clock)).toEqual({ code: "rg.blocked.exclusion", value: { until: clock + 7 * DAY } });
    expect(await rebateClaimBlocked(db, excluded.id, clock)).toEqual({ code: "rg.blocked.exclusion", value: { until: clock + 7 * DAY } });
    expect(await rebateClaimBlocked(db, free.id, clock)).toBeNull();
  });
});

describe("RG-13: cancelling a pending withdrawal, per market", () => {
  it("PH allows it: the hold returns to the wallet once, the order reads cancelled; twice or another member's is refused", async () => {
    clock = NOW;
    const p = await player();
    expect((await fetchWithdrawTerms(gw, p.token)).cancelAllowed).toBe(true);
    const placed = await withdraw(gw, p.token, { amount: 250, cardId: p.cardId, paymentPassword: PASSWORD, idempotencyKey: key() });
    const balance = async () => (await db.prepare("SELECT balance_minor AS b FROM wallets WHERE member_id = ?1").bind(p.id).first<{ b: number }>())!.b;
    expect(await balance()).toBe(75_000);
    const other = await player();
    expect((await refusal(cancelWithdrawal(gw, other.token, placed.id))).code).toBe("withdraw.cancel.not.found");
    expect(await cancelWithdrawal(gw, p.token, placed.id)).toEqual({ id: placed.id, status: "cancelled", amount: 250, balance: 1_000 });
    expect(await balance()).toBe(100_000);
    const e = await refusal(cancelWithdrawal(gw, p.token, placed.id));
    expect([e.code, e.value]).toEqual(["withdraw.cancel.state", { status: "cancelled" }]);
    expect(await balance()).toBe(100_000);
    expect((await fetchWithdrawals(gw, p.token, { status: "cancelled" })).list.map((w) => w.id)).toEqual([placed.id]);
    expect((await auditLedger(db)).differences).toEqual([]);
  });

  it("a self-excluded member may still cancel (a free call), and the UK market refuses it", async () => {
    clock = NOW;
    const p = await player();
    const placed = await withdraw(gw, p.token, { amount: 100, cardId: p.cardId, paymentPassword: PASSWORD, idempotencyKey: key() });
    await setMarket("UK");
    try {
      expect((await fetchWithdrawTerms(gw, p.token)).cancelAllowed).toBe(false);
      expect((await refusal(cancelWithdrawal(gw, p.token, placed.id))).code).toBe("withdraw.cancel.unavailable");
    } finally {
      await setMarket("PH");
    }
    await block(p.id, "exclusion");
    expect((await cancelWithdrawal(gw, p.token, placed.id)).status).toBe("cancelled");
  });
});
