import { payout, wins } from "./bet-rules";
import type { DueRow as MemberDueRow } from "./bets";
import { resultFor } from "../handlers/lottery-draws";
import { creditManyStatements } from "../wallet/ledger";

/**
 * Every member's due lottery sub-orders settled at once (the day's settlement runs it first), by
 * the rule of bets.ts settleDue — each sub-order judged on its draw's result; a winning order's
 * 'win:<order id>' credit paid only while all the sub-orders it pays for are still open, and
 * then, in the same transaction, those sub-orders settled; a losing order's open sub-orders
 * settled one by one — but read in pages and written ORDER_CHUNK orders to a batch of five
 * set-based statements, instead of a round trip or two per order.
 *
 * Racing a member's own read (settleDue) or a twin run: the credits' condition and the status
 * updates are evaluated against the rows as they are when the batch runs (one transaction; an
 * UPDATE's WHERE sees the rows as they were before it), so an order one of them settled first is
 * neither paid nor changed again.
 */

/** Orders per batch: each batch is five statements whatever its size, its rows one JSON bind. */
export const ORDER_CHUNK = 400;
/** Due sub-orders read at a time (whole orders: a page never splits one). */
const PAGE = 5_000;

type DueRow = MemberDueRow & { member_id: number };

/** A judged order: its win (0 for a losing order) and its due sub-orders' outcomes. */
type Judged = {
  orderId: number;
  memberId: number;
  win: number;
  subs: { id: number; status: "won" | "lost"; win: number; result: string }[];
};

/** Returns how many sub-orders it settled. `sizes` smaller than the defaults let a test cross page and batch boundaries. */
export async function settleAllDueInBatches(db: D1Database, now: number, sizes = { page: PAGE, chunk: ORDER_CHUNK }): Promise<number> {
  const { page, chunk } = sizes;
  let settled = 0;
  let after = { member: -1, drawAt: -1, id: -1 };
  for (;;) {
    // Due sub-orders, member by member in the order settleDue takes them (an order's sub-orders
    // share its draw and were written together, so they come together), after the previous page.
    const { results } = await db
      .prepare(
        `SELECT s.id, s.order_id, s.member_id, s.draw_at, s.play, s.selection, s.stake_minor, s.odds_x100, o.draw_index, o.game_code, l.result_kind, l.digits
         FROM bet_suborders s JOIN bet_orders o ON o.id = s.order_id JOIN lottery_games l ON l.game_code = o.game_code
         WHERE s.status = 'open' AND s.draw_at <= ?1 AND o.draw_index IS NOT NULL AND (s.member_id, s.draw_at, s.id) > (?2, ?3, ?4)
         ORDER BY s.member_id, s.draw_at, s.id LIMIT ?5`,
      )
      .bind(now, after.member, after.drawAt, after.id, page + 1)
      .all<DueRow & { draw_at: number }>();
    if (!results.length) break;
    // One row more than a page says whether another page follows.
    const full = results.length > page;
    const rows = full ? dropLastOrder(results.slice(0, page)) : results;
    const judged = judge(rows);
    for (let from = 0; from < judged.length; from += chunk) settled += await settleChunk(db, judged.slice(from, from + chunk), now);
    if (!full) break;
    const last = rows.at(-1)!;
    after = { member: last.member_id, drawAt: last.draw_at, id: last.id };
  }
  return settled;
}

/**
 * A full page without its last order, which may go on past the page: the next page starts with
 * it. (An order of more picks than a page is settled in part, the rest on the next run, as
 * settleDue's own limit does.)
 */
function dropLastOrder<T extends DueRow>(rows: T[]): T[] {
  const lastOrder = rows.at(-1)!.order_id;
  const kept = rows.filter((r) => r.order_id !== lastOrder);
  return kept.length ? kept : rows;
}

function judge(rows: DueRow[]): Judged[] {
  const results = new Map<string, string>();
  const orders = new Map<number, Judged>();
  for (const r of rows) {
    const draw = `${r.game_code}:${r.draw_index}`;
    let result = results.get(draw);
    if (result === undefined) {
      result = resultFor(r, r.draw_index);
      results.set(draw, result);
    }
    const won = wins(r.play, r.selection, result);
    const win = won ? payout(r.stake_minor, r.odds_x100) : 0;
    let order = orders.get(r.order_id);
    if (!order) {
      order = { orderId: r.order_id, memberId: r.member_id, win: 0, subs: [] };
      orders.set(r.order_id, order);
    }
    order.win += win;
    order.subs.push({ id: r.id, status: won ? "won" : "lost", win, result });
  }
  return [...orders.values()];
}

/**
 * The winning orders of the chunk (?1) whose due sub-orders are all still open, as credits. Read
 * by the ledger's statements before the status updates, so it answers the same rows in each.
 */
const PAYABLE = `SELECT j.value ->> 'memberId' AS member_id, 'win' AS kind, j.value ->> 'win' AS amount_minor,
    'win:' || (j.value ->> 'orderId') AS reference, j.key AS seq
  FROM json_each(?1) j
  WHERE j.value ->> 'win' > 0
    AND NOT EXISTS (SELECT 1 FROM json_each(j.value -> 'subs') s JOIN bet_suborders b ON b.id = s.value ->> 'id' WHERE b.status <> 'open')`;

async function settleChunk(db: D1Database, orders: Judged[], now: number): Promise<number> {
  const json = JSON.stringify(orders);
  const results = await db.batch([
    ...creditManyStatements(db, { sql: PAYABLE, binds: [json] }, now),
    // Each due sub-order that is still open; a winning order's only while all of them are (as its credit was paid).
    db
      .prepare(
        `UPDATE bet_suborders SET status = s.value ->> 'status', win_minor = s.value ->> 'win', result = s.value ->> 'result', settled_at = ?2
         FROM json_each(?1) j, json_each(j.value -> 'subs') s
         WHERE bet_suborders.id = s.value ->> 'id' AND bet_suborders.status = 'open'
           AND (j.value ->> 'win' = 0 OR NOT EXISTS (
             SELECT 1 FROM json_each(j.value -> 'subs') t JOIN bet_suborders b ON b.id = t.value ->> 'id' WHERE b.status <> 'open'))`,
      )
      .bind(json, now),
    // The orders left with no open sub-order are settled now (an order a twin closed keeps its time).
    db
      .prepare(
        `UPDATE bet_orders SET settled_at = ?2
         WHERE id IN (SELECT j.value ->> 'orderId' FROM json_each(?1) j) AND settled_at IS NULL
           AND NOT EXISTS (SELECT 1 FROM bet_suborders WHERE order_id = bet_orders.id AND status = 'open')`,
      )
      .bind(json, now),
  ]);
  return results.at(-2)!.meta.changes;
}
