import { isCalendarDay, isRecordRange, rangeInstants } from "../../contract/record-range";
import { CancelSubordersRequest, OrderDetailQuery, OrdersQuery } from "../../contract/schemas/bets-requests";
import { IDEMPOTENCY_KEY } from "../../contract/wallet-rules";
import { memberReport, type MemberFigures } from "../agent/member-report";
import type { Handler } from "../core/handler";
import { fail, ok, readJson } from "../core/http";
import { languageOf, type Lang } from "../core/language";
import { isCancellable } from "../games/bet-rules";
import { cancelSuborders as cancel, findOrder, orderSummarySql, settleDue, suborders, type OrderSummary, type SubSummary } from "../games/bets";

/**
 * The bet record and the personal report (SPEC §7 orders; contract/schemas/bets.ts
 * is the contract). Every read settles the member's due lottery sub-orders first (decision 028), so
 * what it shows is never behind the draws. Money goes out in major units.
 *
 *   GET  /lgw/orders                   from, to (operator days, contract/record-range.ts), gameType?, status?, page, pageSize (≤ 50)
 *   GET  /lgw/orders/detail            orderId
 *   POST /lgw/orders/suborders/cancel  { orderId, suborderIds (empty: every cancellable one), idempotencyKey }
 *   GET  /wps/member/report            from, to
 */
const major = (minor: number) => minor / 100;

export async function symbolOf(db: D1Database, memberId: number): Promise<string> {
  const row = await db.prepare("SELECT currency_symbol FROM wallets WHERE member_id = ?1").bind(memberId).first<{ currency_symbol: string }>();
  return row?.currency_symbol ?? "₱";
}

/** The contract's BetOrder. */
export function betOrder(o: OrderSummary) {
  return {
    orderId: String(o.id),
    gameType: o.game_type,
    vendor: o.vendor_name ?? o.vendor,
    gameName: o.game_name ?? o.game_code,
    drawNumber: o.draw_number,
    stake: major(o.stake),
    win: major(o.win),
    status: o.status,
    subCount: o.n,
    createdAt: o.created_at,
    settledAt: o.settled_at,
    cancellable: o.cancellable === 1,
  };
}

/** The contract's BetSuborder. */
export function betSuborder(s: SubSummary, now: number) {
  return {
    id: s.id,
    play: s.play,
    selection: s.selection,
    stake: major(s.stake_minor),
    odds: s.odds_x100 / 100,
    win: major(s.win_minor),
    status: s.status,
    result: s.result,
    cancellable: isCancellable({ status: s.status, lockAt: s.lock_at }, now),
  };
}

/** Dates first: a bad range has its own code, whatever else is wrong (as the transaction record). */
export function range(params: Record<string, string>, now: number): { start: number; end: number; from: string; to: string } | null {
  const { from, to } = params;
  if (!isCalendarDay(from) || !isCalendarDay(to) || !isRecordRange(from, to, now)) return null;
  return { ...rangeInstants(from, to), from, to };
}
export const badRange = () => fail("records.range.invalid", "The date range is not valid", 400);
export const notFound = () => fail("order.not.found", "Order not found", 404);

/**
 * The bet records' statements: ?1 member, ?2 now, ?3 start, ?4 end, ?5 game type or NULL, ?6
 * status or NULL; the page adds ?7 limit and ?8 offset. Exported for gateway/query-plans.test.ts.
 */
export function betRecordsSql(lang: Lang): { totals: string; page: string } {
  const sql = orderSummarySql(lang, "b.created_at >= ?3 AND b.created_at < ?4 AND (?5 IS NULL OR b.game_type = ?5)", "(?6 IS NULL OR status = ?6)");
  return {
    totals: `SELECT COUNT(*) AS n, COALESCE(SUM(stake), 0) AS stake, COALESCE(SUM(win), 0) AS win, COALESCE(SUM(valid), 0) AS valid FROM (${sql})`,
    page: `${sql} ORDER BY created_at DESC, id DESC LIMIT ?7 OFFSET ?8`,
  };
}

/** The member's bet orders placed in the range, newest first, paged; totals over the whole filter. */
const orders: Handler = {
  auth: "member",
  async run({ url, request, ctx, member }) {
    const now = ctx.now();
    const params = Object.fromEntries(url.searchParams.entries());
    const r = range(params, now);
    if (!r) return badRange();
    const q = OrdersQuery.safeParse(params);
    if (!q.success) return fail("request.invalid", "The requested url is empty", 400);
    const { gameType, status, page, pageSize } = q.data;
    const db = ctx.env.DB;
    await settleDue(db, member.id, now);
    const lang = languageOf(url, request);
    const sql = betRecordsSql(lang);
    const binds = [member.id, now, r.start, r.end, gameType ?? null, status ?? null];
    const [totals, rows] = await db.batch<unknown>([
      db.prepare(sql.totals).bind(...binds),
      db.prepare(sql.page).bind(...binds, pageSize, (page - 1) * pageSize),
    ]);
    const t = (totals?.results[0] as { n: number; stake: number; win: number; valid: number } | undefined) ?? { n: 0, stake: 0, win: 0, valid: 0 };
    return ok({
      currencySymbol: await symbolOf(db, member.id),
      items: ((rows?.results ?? []) as OrderSummary[]).map(betOrder),
      page,
      totalPages: Math.max(1, Math.ceil(t.n / pageSize)),
      totals: { stake: major(t.stake), win: major(t.win), validTurnover: major(t.valid), count: t.n },
    });
  },
};

/** One of the member's orders with its sub-orders; another member's or an unknown one is not found. */
const orderDetail: Handler = {
  auth: "member",
  async run({ url, request, ctx, member }) {
    const id = OrderDetailQuery.shape.orderId.safeParse(url.searchParams.get("orderId"));
    if (!id.success) return notFound();
    const db = ctx.env.DB;
    const now = ctx.now();
    await settleDue(db, member.id, now);
    const order = await findOrder(db, member.id, Number(id.data), languageOf(url, request), now);
    if (!order) return notFound();
    return ok({
      currencySymbol: await symbolOf(db, member.id),
      order: betOrder(order),
      suborders: (await suborders(db, order.id)).map((s) => betSuborder(s, now)),
    });
  },
};

/** The body as the contract has it, but a malformed key reads as "": it has its own refusal, after the body's. */
const CancelBody = CancelSubordersRequest.extend({ idempotencyKey: CancelSubordersRequest.shape.idempotencyKey.catch("") });

/**
 * Cancels open sub-orders before their draw's sales close, with a refund (one ledger commit).
 * Refusals, in this order: request.invalid (body), idempotency.key.format, order.not.found (not the
 * member's, or unknown), request.invalid (a sub-order id not of the order), order.cancel.closed
 * (nothing left to cancel), idempotency.mismatch. A key seen before answers its first refund again.
 */
const cancelSuborders: Handler = {
  auth: "member",
  async run({ request, url, ctx, member }) {
    const body = CancelBody.safeParse(await readJson(request));
    if (!body.success) return fail("request.invalid", "The requested url is empty", 400);
    const key = body.data.idempotencyKey;
    if (!IDEMPOTENCY_KEY.test(key)) return fail("idempotency.key.format", "Request key format is incorrect", 400);
    const db = ctx.env.DB;
    const now = ctx.now();
    const orderId = Number(body.data.orderId);
    await settleDue(db, member.id, now);
    const outcome = await cancel(db, { memberId: member.id, orderId, suborderIds: [...new Set(body.data.suborderIds)], key, now });
    if (!outcome.ok) {
      switch (outcome.reason) {
        case "not_found":
          return notFound();
        case "unknown_suborder":
          return fail("request.invalid", "The requested url is empty", 400);
        case "closed":
          return fail("order.cancel.closed", "This order can no longer be cancelled", 409);
        case "mismatch":
          return fail("idempotency.mismatch", "This request key was used for another request", 409);
      }
    }
    const [order, wallet] = await Promise.all([
      findOrder(db, member.id, orderId, languageOf(url, request), now),
      db.prepare("SELECT balance_minor FROM wallets WHERE member_id = ?1").bind(member.id).first<{ balance_minor: number }>(),
    ]);
    return ok(
      { refunded: major(outcome.refundedMinor), balance: major(wallet?.balance_minor ?? 0), order: betOrder(order!) },
      outcome.replayed ? { headers: { "Idempotent-Replayed": "true" } } : undefined,
    );
  },
};

/* ---------------- personal report ---------------- */

/**
 * The personal report (/m/profitandloss, research R-08) for operator days from–to: the member's
 * figures from member-report.ts (the same function every row of an agent's team PnL is), in major
 * units; netDeposits lifetime deposits − withdrawals.
 */
const personalReport: Handler = {
  auth: "member",
  async run({ url, ctx, member }) {
    const now = ctx.now();
    const r = range(Object.fromEntries(url.searchParams.entries()), now);
    if (!r) return badRange();
    const db = ctx.env.DB;
    await settleDue(db, member.id, now);
    const f = await memberReport(db, member.id, r);
    return ok({
      currencySymbol: await symbolOf(db, member.id),
      from: r.from,
      to: r.to,
      ...figuresInMajor(f),
      netDeposits: major(f.netDeposits),
    });
  },
};

/** A report's figures in major units (the personal report's and a team PnL row's). */
export function figuresInMajor(f: MemberFigures) {
  return {
    bets: major(f.bets),
    validTurnover: major(f.validTurnover),
    wins: major(f.wins),
    bonuses: major(f.bonuses),
    rebates: major(f.rebates),
    deposits: major(f.deposits),
    withdrawals: major(f.withdrawals),
    profit: major(f.profit),
    byCategory: f.byCategory.map((c) => ({
      gameType: c.gameType,
      bets: major(c.bets),
      validTurnover: major(c.validTurnover),
      wins: major(c.wins),
      profit: major(c.profit),
    })),
  };
}

export const orderHandlers = { orders, orderDetail, cancelSuborders, personalReport };
