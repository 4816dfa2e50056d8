/**
 * Bets on the ledger (–5, decision 028) over a fresh local D1: a spin debits and credits
 * once per key, a lottery order settles once after its draw, a cancel refunds once, another member's
 * order is not found, the report's figures are the ledger's sums, the seeded history is real bet
 * orders, and the audit is clean afterwards. Answers are checked against the app's contract
 * (contract/schemas/bets.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorDay } from "../../contract/record-range";
import { BetOrderDetail, BetOrderPage, CancelResult, PersonalReport } from "../../contract/schemas/bets";
import { openSession, type Member } from "../../gateway/accounts/auth";
import { handleGatewayRequest } from "../../gateway/core/router";
import { spin, wins } from "../../gateway/games/bet-rules";
import { openDraw, placeLottery, placeSpin, settleDue, type LotteryGame } from "../../gateway/games/bets";
import { openLaunch } from "../../gateway/handlers/games";
import { handleGatewayPublicRequest } from "../../gateway/handlers/games-public";
import { freshDatabase } from "../../gateway/testing";
import { auditLedger } from "../../gateway/wallet/audit";
import { post } from "../../gateway/wallet/ledger";

let db: D1Database;
let dispose: () => Promise<void>;
/** Now, so the seeded history (the four weeks before the seeding day) is inside the record range. */
const START = Date.now();
let clock = START;

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
});
afterAll(async () => {
  await dispose();
});

const env = () => ({ DB: db, MERCHANT_CODE: "edgelobby", GATEWAY_SECRET: "test-gateway-secret-0123456789" });
let serial = 0;
async function player(balanceMinor: number): Promise<{ id: number; token: string }> {
  const member = (await db
    .prepare(
      "INSERT INTO members (account, password_hash, type, reg_date) VALUES (?1, 'x', 0, ?2) RETURNING id, account, type, nickname, to_upline, status, reg_date, last_login_at",
    )
    .bind(`bets${++serial}`, clock)
    .first<Member>())!;
  if (balanceMinor) await post(db, { memberId: member.id, kind: "deposit", amountMinor: balanceMinor, reference: "opening", now: clock });
  const { token } = await openSession(db, member, clock);
  return { id: member.id, token };
}
let keySerial = 0;
const key = () => `bets-test-key-${String(++keySerial).padStart(8, "0")}`;
const balance = async (id: number) => (await db.prepare("SELECT balance_minor AS b FROM wallets WHERE member_id = ?1").bind(id).first<{ b: number }>())!.b;
const entries = async (reference: string) =>
  (
    await db
      .prepare("SELECT kind, amount_minor FROM ledger_entries WHERE reference = ?1 ORDER BY id")
      .bind(reference)
      .all<{ kind: string; amount_minor: number }>()
  ).results;

async function call(token: string, method: "GET" | "POST", path: string, body?: unknown) {
  const res = await handleGatewayRequest(
    new Request(`http://gw.invalid${path}`, {
      method,
      headers: { "X-Merchant-Code": "edgelobby", Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    env(),
    () => clock,
  );
  return { status: res.status, json: (await res.json()) as { success: boolean; value?: unknown; code?: string } };
}

async function fastGame(code = "VN1M"): Promise<LotteryGame> {
  const g = (await db
    .prepare("SELECT game_code, period_s, lock_s, phase_s, result_kind, digits, on_sale FROM lottery_games WHERE game_code = ?1")
    .bind(code)
    .first<Omit<LotteryGame, "vendor">>())!;
  return { ...g, vendor: "LOTT" };
}

/** A moment inside game's sales window (well before the lock). */
function openMoment(game: LotteryGame, from: number): number {
  for (let t = from; ; t += 1_000) {
    const d = openDraw(game, t);
    if (d.ok && d.lockAt - t > 5_000) return t;
  }
}

describe("seeded history (decision 028)", () => {
  it("is real bet orders: every bet and win entry names an order whose stakes and wins it equals", async () => {
    const mismatches = await db
      .prepare(
        `SELECT o.id, o.member_id,
           (SELECT -SUM(amount_minor) FROM ledger_entries WHERE reference = 'bet:' || o.id) AS debited,
           (SELECT SUM(stake_minor) FROM bet_suborders WHERE order_id = o.id) AS staked,
           (SELECT COALESCE(SUM(amount_minor), 0) FROM ledger_entries WHERE reference = 'win:' || o.id) AS credited,
           (SELECT SUM(win_minor) FROM bet_suborders WHERE order_id = o.id) AS won
         FROM bet_orders o WHERE debited IS NOT staked OR credited IS NOT won`,
      )
      .all();
    expect(mismatches.results).toEqual([]);
    const stray = await db
      .prepare(
        "SELECT COUNT(*) AS n FROM ledger_entries e WHERE e.kind IN ('bet', 'win') AND NOT EXISTS (SELECT 1 FROM bet_orders o WHERE e.reference IN ('bet:' || o.id, 'win:' || o.id))",
      )
      .first<{ n: number }>();
    expect(stray!.n).toBe(0);
    const open = await db.prepare("SELECT COUNT(*) AS n FROM bet_suborders WHERE status = 'open'").first<{ n: number }>();
    expect(open!.n).toBe(0);
    const types = await db.prepare("SELECT DISTINCT game_type FROM bet_orders WHERE member_id = 1 ORDER BY 1").all<{ game_type: string }>();
    expect(types.results.map((r) => r.game_type)).toEqual(expect.arrayContaining(["LOTT", "RNG"]));
  });

  it("judges seeded lottery sub-orders against the draw's real result", async () => {
    const subs = await db
      .prepare("SELECT play, selection, result, status FROM bet_suborders WHERE play <> 'SPIN'")
      .all<{ play: "DIGITS" | "BIG_SMALL"; selection: string; result: string; status: string }>();
    expect(subs.results.length).toBeGreaterThan(0);
    for (const s of subs.results) expect(s.status, `${s.play} ${s.selection} ${s.result}`).toBe(wins(s.play, s.selection, s.result) ? "won" : "lost");
  });

  it("gives the demo member a bet record and a report that agree with the ledger", async () => {
    const demo = (await db
      .prepare("SELECT id, account, type, nickname, to_upline, status, reg_date, last_login_at FROM members WHERE id = 1")
      .first<Member>())!;
    const { token } = await openSession(db, demo, clock);
    const today = operatorDay(clock);
    const from = operatorDay(clock - 60 * 86_400_000);
    const page = BetOrderPage.parse((await call(token, "GET", `/lgw/orders?from=${from}&to=${today}&pageSize=50`)).json.value);
    const sums = (await db
      .prepare(
        `SELECT -SUM(CASE WHEN kind = 'bet' THEN amount_minor END) AS bets, SUM(CASE WHEN kind = 'win' THEN amount_minor END) AS wins,
           SUM(CASE WHEN kind = 'deposit' THEN amount_minor END) AS deposits FROM ledger_entries WHERE member_id = 1`,
      )
      .first<{ bets: number; wins: number; deposits: number }>())!;
    expect(page.totals.stake).toBe(sums.bets / 100);
    expect(page.totals.win).toBe(sums.wins / 100);
    expect(page.totals.validTurnover).toBe(sums.bets / 100);
    expect(page.items.length).toBe(Math.min(50, page.totals.count));
    const report = PersonalReport.parse((await call(token, "GET", `/wps/member/report?from=${from}&to=${today}`)).json.value);
    expect(report).toMatchObject({ bets: sums.bets / 100, wins: sums.wins / 100, validTurnover: sums.bets / 100, deposits: sums.deposits / 100 });
    expect(report.profit).toBeCloseTo((sums.wins - sums.bets) / 100, 2);
    expect(report.byCategory.reduce((n, c) => n + c.bets, 0)).toBeCloseTo(report.bets, 2);
  });
});

describe("slot spin", () => {
  it("debits the stake and credits the win in one commit, once per key, with reproducible reels", async () => {
    const p = await player(100_000);
    const k = key();
    const bet = { memberId: p.id, gameType: "RNG", vendor: "SPN", gameCode: "10001", stakeMinor: 1_000, key: k, ticketHash: null, now: clock };
    const first = await placeSpin(db, bet);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const outcome = spin(String(first.orderId));
    const won = Math.floor((1_000 * outcome.multiplierX100) / 100);
    expect(await balance(p.id)).toBe(100_000 - 1_000 + won);
    expect(await entries(`bet:${first.orderId}`)).toEqual([{ kind: "bet", amount_minor: -1_000 }]);
    expect(await entries(`win:${first.orderId}`)).toEqual(won ? [{ kind: "win", amount_minor: won }] : []);
    const sub = await db.prepare("SELECT status, result, win_minor FROM bet_suborders WHERE order_id = ?1").bind(first.orderId).first();
    expect(sub).toEqual({ status: won ? "won" : "lost", result: outcome.reels.join(" "), win_minor: won });

    const again = await placeSpin(db, bet);
    expect(again).toMatchObject({ ok: false, reason: "duplicate", reference: `bet:${first.orderId}` });
    expect(await placeSpin(db, { ...bet, stakeMinor: 2_000 })).toMatchObject({ ok: false, reason: "mismatch" });
    expect(await balance(p.id)).toBe(100_000 - 1_000 + won);
  });

  it("is refused without the balance, moving nothing", async () => {
    const p = await player(500);
    const r = await placeSpin(db, {
      memberId: p.id,
      gameType: "RNG",
      vendor: "SPN",
      gameCode: "10001",
      stakeMinor: 1_000,
      key: key(),
      ticketHash: null,
      now: clock,
    });
    expect(r).toEqual({ ok: false, reason: "insufficient" });
    expect(await balance(p.id)).toBe(500);
    expect((await db.prepare("SELECT COUNT(*) AS n FROM bet_orders WHERE member_id = ?1").bind(p.id).first<{ n: number }>())!.n).toBe(0);
  });
});

describe("lottery orders", () => {
  it("take one debit for all picks, settle once after the draw, and pay each win once", async () => {
    const p = await player(100_000);
    const game = await fastGame();
    const t = openMoment(game, clock);
    const draw = openDraw(game, t);
    if (!draw.ok) throw new Error("no open draw");
    const picks = [
      { play: "BIG_SMALL" as const, selection: "BIG", stakeMinor: 1_000 },
      { play: "BIG_SMALL" as const, selection: "SMALL", stakeMinor: 1_000 },
      { play: "DIGITS" as const, selection: "7", stakeMinor: 500 },
    ];
    const placed = await placeLottery(db, { memberId: p.id, game, draw, picks, key: key(), ticketHash: null, now: t });
    expect(placed.ok).toBe(true);
    if (!placed.ok) return;
    expect(await entries(`bet:${placed.orderId}`)).toEqual([{ kind: "bet", amount_minor: -2_500 }]);
    expect(await settleDue(db, p.id, draw.drawAt - 1)).toBe(0);

    // One of BIG and SMALL always wins: ×1.95 on ₱10.
    const after = draw.drawAt + 1;
    const settled = await Promise.all([settleDue(db, p.id, after), settleDue(db, p.id, after)]);
    expect(settled.reduce((a, b) => a + b, 0)).toBe(3);
    expect(await settleDue(db, p.id, after + 60_000)).toBe(0);
    const win = await entries(`win:${placed.orderId}`);
    expect(win).toHaveLength(1);
    const digitsWon = (await db
      .prepare("SELECT status FROM bet_suborders WHERE order_id = ?1 AND play = 'DIGITS'")
      .bind(placed.orderId)
      .first<{ status: string }>())!;
    expect(win[0]!.amount_minor).toBe(1_950 + (digitsWon.status === "won" ? 4_750 : 0));
    expect(await balance(p.id)).toBe(100_000 - 2_500 + win[0]!.amount_minor);
    const order = await db.prepare("SELECT settled_at FROM bet_orders WHERE id = ?1").bind(placed.orderId).first<{ settled_at: number }>();
    expect(order!.settled_at).toBe(after);
  });

  it("settle on the member's next read: the wallet call", async () => {
    const p = await player(10_000);
    const game = await fastGame("ZYK3");
    const t = openMoment(game, clock);
    const draw = openDraw(game, t);
    if (!draw.ok) throw new Error("no open draw");
    const placed = await placeLottery(db, {
      memberId: p.id,
      game,
      draw,
      picks: [{ play: "BIG_SMALL", selection: "SMALL", stakeMinor: 1_000 }],
      key: key(),
      ticketHash: null,
      now: t,
    });
    if (!placed.ok) throw new Error("not placed");
    clock = draw.drawAt + 5_000;
    const res = await call(p.token, "GET", "/wps/member/wallet");
    const status = (await db
      .prepare("SELECT status, win_minor FROM bet_suborders WHERE order_id = ?1")
      .bind(placed.orderId)
      .first<{ status: string; win_minor: number }>())!;
    expect(status.status).not.toBe("open");
    expect((res.json.value as { sumBalance: number }).sumBalance).toBe((10_000 - 1_000 + status.win_minor) / 100);
    clock = START;
  });

  it("are refused when the draw's sales are closed or the game is suspended", async () => {
    const game = await fastGame();
    const t = openMoment(game, clock);
    const draw = openDraw(game, t);
    if (!draw.ok) throw new Error("no open draw");
    expect(openDraw(game, draw.lockAt - 1).ok).toBe(true);
    expect(openDraw(game, draw.lockAt)).toEqual({ ok: false, reason: "closed" });
    expect(openDraw(game, draw.drawAt)).toMatchObject({ ok: true, k: draw.k + 1 });
    expect(openDraw({ ...game, on_sale: 0 }, t)).toEqual({ ok: false, reason: "suspended" });
  });
});

describe("cancel (/lgw/orders/suborders/cancel)", () => {
  it("refunds an open sub-order before the lock once per key; nothing left is order.cancel.closed; another member's order is not found", async () => {
    const p = await player(50_000);
    const other = await player(0);
    const game = await fastGame("VN5M");
    const t = openMoment(game, clock);
    const draw = openDraw(game, t);
    if (!draw.ok) throw new Error("no open draw");
    clock = t;
    const placed = await placeLottery(db, {
      memberId: p.id,
      game,
      draw,
      picks: [
        { play: "BIG_SMALL", selection: "BIG", stakeMinor: 2_000 },
        { play: "DIGITS", selection: "1-2", stakeMinor: 1_000 },
      ],
      key: key(),
      ticketHash: null,
      now: t,
    });
    if (!placed.ok) throw new Error("not placed");
    const orderId = String(placed.orderId);

    const detail = BetOrderDetail.parse((await call(p.token, "GET", `/lgw/orders/detail?orderId=${orderId}`)).json.value);
    expect(detail.order).toMatchObject({ status: "open", cancellable: true, stake: 30, subCount: 2, gameType: "LOTT", drawNumber: draw.numero });
    const digits = detail.suborders.find((s) => s.play === "DIGITS")!;
    expect(digits).toMatchObject({ odds: 95, cancellable: true, status: "open" });

    expect((await call(other.token, "GET", `/lgw/orders/detail?orderId=${orderId}`)).json.code).toBe("order.not.found");
    const foreign = await call(other.token, "POST", "/lgw/orders/suborders/cancel", { orderId, suborderIds: [], idempotencyKey: key() });
    expect([foreign.status, foreign.json.code]).toEqual([404, "order.not.found"]);

    const k = key();
    const first = await call(p.token, "POST", "/lgw/orders/suborders/cancel", { orderId, suborderIds: [digits.id], idempotencyKey: k });
    const result = CancelResult.parse(first.json.value);
    expect(result).toMatchObject({ refunded: 10, balance: 480, order: { status: "open", cancellable: true } });
    const replay = await call(p.token, "POST", "/lgw/orders/suborders/cancel", { orderId, suborderIds: [digits.id], idempotencyKey: k });
    expect(CancelResult.parse(replay.json.value)).toMatchObject({ refunded: 10, balance: 480 });
    expect(await entries(`refund:${orderId}`)).toEqual([{ kind: "refund", amount_minor: 1_000 }]);
    const mismatch = await call(p.token, "POST", "/lgw/orders/suborders/cancel", { orderId, suborderIds: [], idempotencyKey: k });
    expect(mismatch.json.code).toBe("idempotency.mismatch");
    const again = await call(p.token, "POST", "/lgw/orders/suborders/cancel", { orderId, suborderIds: [digits.id], idempotencyKey: key() });
    expect([again.status, again.json.code]).toEqual([409, "order.cancel.closed"]);

    // After the lock the rest cannot be cancelled; after the draw it settles.
    clock = draw.lockAt;
    const late = await call(p.token, "POST", "/lgw/orders/suborders/cancel", { orderId, suborderIds: [], idempotencyKey: key() });
    expect(late.json.code).toBe("order.cancel.closed");
    clock = draw.drawAt + 1;
    const settled = BetOrderDetail.parse((await call(p.token, "GET", `/lgw/orders/detail?orderId=${orderId}`)).json.value);
    expect(["won", "lost"]).toContain(settled.order.status);
    expect(settled.suborders.find((s) => s.play === "DIGITS")!.status).toBe("cancelled");
    expect(settled.order.cancellable).toBe(false);
    // All cancelled → the order is cancelled and its settled time is the cancel's.
    clock = START;
  });

  it("refuses a malformed key and unknown sub-order ids, moving nothing", async () => {
    const p = await player(0);
    expect((await call(p.token, "POST", "/lgw/orders/suborders/cancel", { orderId: "1234567890", suborderIds: [], idempotencyKey: "short" })).json.code).toBe(
      "idempotency.key.format",
    );
    expect((await call(p.token, "POST", "/lgw/orders/suborders/cancel", { orderId: "x", suborderIds: [] })).json.code).toBe("request.invalid");
  });
});

describe("orders and report (/lgw/orders, /wps/member/report)", () => {
  it("filter by game type and status, page, total over the filter, and refuse a bad range", async () => {
    const p = await player(1_000_000);
    for (let i = 0; i < 5; i++) {
      await placeSpin(db, {
        memberId: p.id,
        gameType: "RNG",
        vendor: "SPN",
        gameCode: "10001",
        stakeMinor: 10_000,
        key: key(),
        ticketHash: null,
        now: clock + i,
      });
    }
    const today = operatorDay(clock);
    const page1 = BetOrderPage.parse((await call(p.token, "GET", `/lgw/orders?from=${today}&to=${today}&pageSize=2`)).json.value);
    expect(page1).toMatchObject({ page: 1, totalPages: 3, totals: { stake: 500, count: 5, validTurnover: 500 } });
    expect(page1.items[0]!.createdAt).toBeGreaterThanOrEqual(page1.items[1]!.createdAt);
    const lott = BetOrderPage.parse((await call(p.token, "GET", `/lgw/orders?from=${today}&to=${today}&gameType=LOTT`)).json.value);
    expect(lott.totals.count).toBe(0);
    const won = BetOrderPage.parse((await call(p.token, "GET", `/lgw/orders?from=${today}&to=${today}&status=won&gameType=`)).json.value);
    const lost = BetOrderPage.parse((await call(p.token, "GET", `/lgw/orders?from=${today}&to=${today}&status=lost`)).json.value);
    expect(won.totals.count + lost.totals.count).toBe(5);
    expect(won.items.every((o) => o.status === "won")).toBe(true);
    expect((await call(p.token, "GET", `/lgw/orders?from=${today}&to=2001-01-01`)).json.code).toBe("records.range.invalid");
    expect((await call(p.token, "GET", `/lgw/orders?from=${today}&to=${today}&status=maybe`)).json.code).toBe("request.invalid");

    const report = PersonalReport.parse((await call(p.token, "GET", `/wps/member/report?from=${today}&to=${today}`)).json.value);
    const winsMinor = (await db
      .prepare("SELECT COALESCE(SUM(amount_minor), 0) AS w FROM ledger_entries WHERE member_id = ?1 AND kind = 'win'")
      .bind(p.id)
      .first<{ w: number }>())!.w;
    expect(report).toMatchObject({ bets: 500, validTurnover: 500, wins: winsMinor / 100, deposits: 10_000, withdrawals: 0, netDeposits: 10_000 });
    expect(report.profit).toBeCloseTo(winsMinor / 100 - 500, 2);
    expect(report.byCategory).toEqual([{ gameType: "RNG", bets: 500, validTurnover: 500, wins: winsMinor / 100, profit: report.profit }]);
  });
});

describe("the demo game page (/gw/play/<ticket>)", () => {
  async function launch(memberId: number, kind: "GAME" | "LOTTERY", gameId: string, nodeId: string | null) {
    return openLaunch(db, clock, { memberId, kind, vassalage: kind === "GAME" ? "SPN" : "LOTT", gameId, nodeId, backUrl: "/m/home", language: "en" });
  }
  const form = (fields: Record<string, string>) => new URLSearchParams(fields);
  const postForm = (url: string, fields: Record<string, string>) =>
    handleGatewayPublicRequest(
      new Request(`http://app.invalid${url}`, { method: "POST", body: form(fields), headers: { "Content-Type": "application/x-www-form-urlencoded" } }),
      { DB: db },
      () => clock,
    );
  const get = async (url: string) => (await handleGatewayPublicRequest(new Request(`http://app.invalid${url}`), { DB: db }, () => clock)).text();

  it("§6 D6: a trial account's balance on the game page is marked as play money; a member's is not", async () => {
    const node = (await db
      .prepare("SELECT node_id, game_id FROM games WHERE game_type = 'RNG' AND vassalage = 'SPN' LIMIT 1")
      .first<{ node_id: string; game_id: string }>())!;
    const real = await player(20_000);
    const realPage = await get(await launch(real.id, "GAME", node.game_id, node.node_id));
    expect(realPage).toContain('data-testid="demo-balance">₱200.00<');
    expect(realPage).not.toContain("demo-play-money");
    const trial = await player(20_000);
    await db.prepare("UPDATE members SET type = 4 WHERE id = ?1").bind(trial.id).run();
    const trialPage = await get(await launch(trial.id, "GAME", node.game_id, node.node_id));
    expect(trialPage).toContain('data-testid="demo-balance">₱200.00</strong> <span class="play-money" data-testid="demo-play-money">(play money)</span>');
  });

  it("spins: shows the balance and a Spin form; the POST bets once per key and redirects back to the outcome", async () => {
    const p = await player(20_000);
    const node = (await db
      .prepare("SELECT node_id, game_id FROM games WHERE game_type = 'RNG' AND vassalage = 'SPN' LIMIT 1")
      .first<{ node_id: string; game_id: string }>())!;
    const url = await launch(p.id, "GAME", node.game_id, node.node_id);
    const raw = await handleGatewayPublicRequest(new Request(`http://app.invalid${url}`), { DB: db }, () => clock);
    // The ticket never leaves the origin, yet the page's own POSTs carry a real Origin (not "null").
    expect([raw.headers.get("Referrer-Policy"), raw.headers.get("X-Frame-Options")]).toEqual(["same-origin", "DENY"]);
    const page = await raw.text();
    expect(page).toContain('data-testid="demo-balance">₱200.00<');
    const idem = /name="idempotencyKey" value="([^"]+)"/.exec(page)![1]!;
    const res = await postForm(`${url}/spin`, { stake: "10", idempotencyKey: idem });
    expect(res.status).toBe(303);
    const location = res.headers.get("Location")!;
    expect(location).toMatch(new RegExp(`^${url}\\?last=\\d{10}$`));
    const twice = await postForm(`${url}/spin`, { stake: "10", idempotencyKey: idem });
    expect(twice.headers.get("Location")).toBe(location);
    const orders = await db.prepare("SELECT COUNT(*) AS n FROM bet_orders WHERE member_id = ?1").bind(p.id).first<{ n: number }>();
    expect(orders!.n).toBe(1);
    const after = await get(location);
    expect(after).toContain('data-testid="demo-outcome"');
    expect(after).toContain(`₱${((await balance(p.id)) / 100).toFixed(2)}`);
    expect((await postForm(`${url}/spin`, { stake: "0", idempotencyKey: "another-key-1234567" })).headers.get("Location")).toBe(`${url}?error=stake`);
    expect((await postForm(`${url}/spin`, { stake: "10000", idempotencyKey: "another-key-1234568" })).headers.get("Location")).toBe(
      `${url}?error=insufficient`,
    );
    expect(await get(`${url}?error=insufficient`)).toContain("Your balance is too low for this bet.");
  });

  it("takes lottery sub-orders on the current draw: big/small and digits in one order", async () => {
    const p = await player(20_000);
    const game = await fastGame("VN3M");
    clock = openMoment(game, clock);
    const url = await launch(p.id, "LOTTERY", "VN3M", null);
    const page = await get(url);
    expect(page).toContain('data-testid="demo-draw"');
    const idem = /name="idempotencyKey" value="([^"]+)"/.exec(page)![1]!;
    const res = await postForm(`${url}/bet`, { digits: "42", side: "SMALL", stake: "5", idempotencyKey: idem });
    const id = /last=(\d+)$/.exec(res.headers.get("Location")!)![1]!;
    const subs = await db.prepare("SELECT play, selection, stake_minor, status FROM bet_suborders WHERE order_id = ?1 ORDER BY id").bind(id).all();
    expect(subs.results).toEqual([
      { play: "DIGITS", selection: "4-2", stake_minor: 500, status: "open" },
      { play: "BIG_SMALL", selection: "SMALL", stake_minor: 500, status: "open" },
    ]);
    expect(await balance(p.id)).toBe(19_000);
    expect((await postForm(`${url}/bet`, { digits: "", side: "", stake: "5", idempotencyKey: "another-key-2234567" })).headers.get("Location")).toBe(
      `${url}?error=pick`,
    );
    expect((await postForm(`${url}/bet`, { digits: "1234", side: "", stake: "5", idempotencyKey: "another-key-2234568" })).headers.get("Location")).toBe(
      `${url}?error=digits`,
    );
    clock = START;
  });

  it("moves nothing on an expired ticket", async () => {
    const p = await player(20_000);
    const url = await launch(p.id, "GAME", "SPN-0001", "10001");
    clock = START + 31 * 60_000;
    const res = await postForm(`${url}/spin`, { stake: "10", idempotencyKey: "expired-key-12345678" });
    expect(res.status).toBe(404);
    expect(await balance(p.id)).toBe(20_000);
    clock = START;
  });
});

describe("audit", () => {
  it("finds no difference after all of the above", async () => {
    expect((await auditLedger(db)).differences).toEqual([]);
  });
});
