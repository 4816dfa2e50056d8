import { isCancellable, lotteryOdds, payout, spin, wins, type LotteryPlay, type SpinOutcome, type SubStatus } from "./bet-rules";
import type { Lang } from "../core/language";
import { drawIndex, drawTime, numeroFor, resultFor, type DrawSchedule } from "../handlers/lottery-draws";
import { commit, replayOf, type Posting, type Replay } from "../wallet/ledger";

/**
 * Bets (decision 028): placing a slot spin or lottery sub-orders, settling lottery
 * sub-orders once their draw has happened (lazily, on the member's next read), and cancelling open
 * sub-orders before the sales close. Every movement is one ledger commit (decision 026) holding the
 * money, the order rows and the request's key. The rules themselves live in bet-rules.ts.
 *
 * Ledger references: the stake 'bet:<order id>' (one debit for the whole order), wins
 * 'win:<order id>', refunds 'refund:<order id>'.
 */

/** A random ten-digit order number, as the withdrawals draw theirs. */
export const newOrderId = () => 1_000_000_000 + Number(crypto.getRandomValues(new BigUint64Array(1))[0]! % 9_000_000_000n);

const UNIQUE_ORDER = /UNIQUE constraint failed: bet_orders\.id/;

/** What a key's first request created: the order id in its 'bet:' or 'refund:' reference. */
export function orderIdOfReference(reference: string): number | null {
  const match = /^(?:bet|win|refund):(\d+)$/.exec(reference);
  return match ? Number(match[1]) : null;
}

export type Placed = { ok: true; orderId: number } | { ok: false; reason: "insufficient" } | Replay;

type OrderRow = {
  memberId: number;
  gameType: string;
  vendor: string;
  gameCode: string;
  drawNumber: string | null;
  drawIndex: number | null;
  ticketHash: string | null;
  key: string;
};

function insertOrder(db: D1Database, id: number, o: OrderRow, now: number, settledAt: number | null): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO bet_orders (id, member_id, game_type, vendor, game_code, draw_number, draw_index, ticket_hash, idempotency_key, created_at, settled_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11 WHERE changes() = 1`,
    )
    .bind(id, o.memberId, o.gameType, o.vendor, o.gameCode, o.drawNumber, o.drawIndex, o.ticketHash, o.key, now, settledAt);
}

type SubRow = {
  play: "SPIN" | LotteryPlay;
  selection: string;
  stakeMinor: number;
  oddsX100: number;
  winMinor: number;
  status: SubStatus;
  result: string | null;
  drawAt: number | null;
  lockAt: number | null;
  settledAt: number | null;
};

function insertSub(db: D1Database, orderId: number, memberId: number, s: SubRow): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO bet_suborders (order_id, member_id, play, selection, stake_minor, odds_x100, win_minor, status, result, draw_at, lock_at, settled_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12 WHERE changes() = 1`,
    )
    .bind(orderId, memberId, s.play, s.selection, s.stakeMinor, s.oddsX100, s.winMinor, s.status, s.result, s.drawAt, s.lockAt, s.settledAt);
}

/** Draws order numbers until one is free (a clash is about one in a few billion; its batch rolled back whole). */
async function withFreshId<T>(place: (id: number) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const id = newOrderId();
    try {
      return await place(id);
    } catch (e) {
      if (attempt < 3 && UNIQUE_ORDER.test(String(e))) continue;
      throw e;
    }
  }
}

/* ---------------- the slot spin ---------------- */

export const spinFingerprint = (gameCode: string, stakeMinor: number) => `spin|${gameCode}|${stakeMinor}`;

/**
 * A slot spin: the stake's debit, the win's credit (when the spin pays), the order and its one
 * settled sub-order and the key, in one commit. The reels come from the seeded PRNG seeded with
 * the order id, drawn before the batch: the same order always shows the same spin.
 */
export async function placeSpin(
  db: D1Database,
  bet: { memberId: number; gameType: string; vendor: string; gameCode: string; stakeMinor: number; key: string; ticketHash: string | null; now: number },
): Promise<Placed & { outcome?: SpinOutcome }> {
  const { memberId, stakeMinor, key, now } = bet;
  return withFreshId(async (id) => {
    const outcome = spin(String(id));
    const winMinor = payout(stakeMinor, outcome.multiplierX100);
    const postings: Posting[] = [{ memberId, kind: "bet", amountMinor: -stakeMinor, reference: `bet:${id}` }];
    if (winMinor > 0) postings.push({ memberId, kind: "win", amountMinor: winMinor, reference: `win:${id}` });
    const result = await commit(db, {
      postings,
      now,
      after: [
        insertOrder(db, id, { ...bet, drawNumber: null, drawIndex: null }, now, now),
        insertSub(db, id, memberId, {
          play: "SPIN",
          selection: "",
          stakeMinor,
          oddsX100: outcome.multiplierX100,
          winMinor,
          status: winMinor > 0 ? "won" : "lost",
          result: outcome.reels.join(" "),
          drawAt: null,
          lockAt: null,
          settledAt: now,
        }),
      ],
      idempotency: { memberId, key, fingerprint: spinFingerprint(bet.gameCode, stakeMinor) },
    });
    return result.ok ? { ok: true, orderId: id, outcome } : result;
  });
}

/* ---------------- lottery ---------------- */

export type LotteryGame = DrawSchedule & { vendor: string };
export type Pick = { play: LotteryPlay; selection: string; stakeMinor: number };

export const lotteryFingerprint = (gameCode: string, picks: Pick[]) =>
  `lottery|${gameCode}|${picks.map((p) => `${p.play}:${p.selection}:${p.stakeMinor}`).join(",")}`;

export type DrawOpen = { ok: true; k: number; numero: string; drawAt: number; lockAt: number } | { ok: false; reason: "suspended" | "closed" };

/** The draw an order placed at `now` is on, if its sales are open (they close lock_s before the draw). */
export function openDraw(game: DrawSchedule, now: number): DrawOpen {
  if (game.on_sale !== 1) return { ok: false, reason: "suspended" };
  const k = drawIndex(game, now);
  const drawAt = drawTime(game, k);
  const lockAt = drawAt - game.lock_s * 1000;
  if (now >= lockAt) return { ok: false, reason: "closed" };
  return { ok: true, k, numero: numeroFor(game, k), drawAt, lockAt };
}

/**
 * A lottery order on the game's current draw: one debit for the picks' total, the order and one
 * open sub-order per pick, and the key. Settles after the draw (settleDue).
 */
export async function placeLottery(
  db: D1Database,
  bet: { memberId: number; game: LotteryGame; draw: Extract<DrawOpen, { ok: true }>; picks: Pick[]; key: string; ticketHash: string | null; now: number },
): Promise<Placed> {
  const { memberId, game, draw, picks, key, now } = bet;
  if (!picks.length) throw new Error("bets: a lottery order needs a pick");
  const total = picks.reduce((sum, p) => sum + p.stakeMinor, 0);
  return withFreshId(async (id) => {
    const result = await commit(db, {
      postings: [{ memberId, kind: "bet", amountMinor: -total, reference: `bet:${id}` }],
      now,
      after: [
        insertOrder(
          db,
          id,
          {
            memberId,
            gameType: "LOTT",
            vendor: game.vendor,
            gameCode: game.game_code,
            drawNumber: draw.numero,
            drawIndex: draw.k,
            ticketHash: bet.ticketHash,
            key,
          },
          now,
          null,
        ),
        ...picks.map((p) =>
          insertSub(db, id, memberId, {
            play: p.play,
            selection: p.selection,
            stakeMinor: p.stakeMinor,
            oddsX100: lotteryOdds(p.play, p.selection),
            winMinor: 0,
            status: "open",
            result: null,
            drawAt: draw.drawAt,
            lockAt: draw.lockAt,
            settledAt: null,
          }),
        ),
      ],
      idempotency: { memberId, key, fingerprint: lotteryFingerprint(game.game_code, picks) },
    });
    return result.ok ? { ok: true, orderId: id } : result;
  });
}

/* ---------------- settlement ---------------- */

/** A due sub-order with what judging it needs (its order's draw and game). */
export type DueRow = {
  id: number;
  order_id: number;
  play: LotteryPlay;
  selection: string;
  stake_minor: number;
  odds_x100: number;
  draw_index: number;
  game_code: string;
  result_kind: DrawSchedule["result_kind"];
  digits: number;
};

/** The order's settled_at once no sub-order is open (after a settlement or a cancel), in the same batch. */
function closeOrder(db: D1Database, orderId: number, now: number, chained: boolean): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE bet_orders SET settled_at = CASE WHEN EXISTS (SELECT 1 FROM bet_suborders WHERE order_id = ?1 AND status = 'open') THEN NULL ELSE ?2 END
       WHERE id = ?1${chained ? " AND changes() = 1" : ""}`,
    )
    .bind(orderId, now);
}

/** How many sub-orders a read settles at most (the rest on the next read). */
const SETTLE_BATCH = 200;

/**
 * Settles every open sub-order of the member whose draw has happened by `now`, against the draw's
 * deterministic result, one order per batch. A winning order's credit ('win:<id>') runs only while
 * its sub-orders are still open (the guard), and each status change only after it
 * (`changes() = 1`), so a win is paid exactly once however many reads race. Losing sub-orders only
 * change status. Returns how many sub-orders this call settled.
 */
export async function settleDue(db: D1Database, memberId: number, now: number): Promise<number> {
  const { results } = await db
    .prepare(
      `SELECT s.id, s.order_id, s.play, s.selection, s.stake_minor, s.odds_x100, o.draw_index, o.game_code, l.result_kind, l.digits
       FROM bet_suborders s JOIN bet_orders o ON o.id = s.order_id JOIN lottery_games l ON l.game_code = o.game_code
       WHERE s.member_id = ?1 AND s.status = 'open' AND s.draw_at <= ?2 AND o.draw_index IS NOT NULL
       ORDER BY s.draw_at, s.id LIMIT ?3`,
    )
    .bind(memberId, now, SETTLE_BATCH)
    .all<DueRow>();
  const byOrder = new Map<number, DueRow[]>();
  for (const r of results) byOrder.set(r.order_id, [...(byOrder.get(r.order_id) ?? []), r]);
  let settled = 0;
  for (const [orderId, subs] of byOrder) {
    const first = subs[0]!;
    const result = resultFor(first, first.draw_index);
    const judged = subs.map((s) => {
      const won = wins(s.play, s.selection, result);
      return { id: s.id, status: won ? ("won" as const) : ("lost" as const), winMinor: won ? payout(s.stake_minor, s.odds_x100) : 0 };
    });
    const total = judged.reduce((sum, j) => sum + j.winMinor, 0);
    const update = (j: (typeof judged)[number], chained: boolean) =>
      db
        .prepare(
          `UPDATE bet_suborders SET status = ?1, win_minor = ?2, result = ?3, settled_at = ?4 WHERE id = ?5 AND status = 'open'${chained ? " AND changes() = 1" : ""}`,
        )
        .bind(j.status, j.winMinor, result, now, j.id);
    if (total > 0) {
      const ids = judged.map((j) => j.id);
      const outcome = await commit(db, {
        postings: [{ memberId, kind: "win", amountMinor: total, reference: `win:${orderId}` }],
        now,
        guard: {
          sql: `(SELECT COUNT(*) FROM bet_suborders WHERE status = 'open' AND id IN (${ids.map(() => "?").join(", ")})) = ?`,
          binds: [...ids, ids.length],
        },
        after: [...judged.map((j) => update(j, true)), closeOrder(db, orderId, now, true)],
      });
      if (outcome.ok) settled += judged.length;
    } else {
      // No money moves: each update applies only to a sub-order still open, so a racing twin changes nothing twice.
      const changed = await db.batch([...judged.map((j) => update(j, false)), closeOrder(db, orderId, now, false)]);
      settled += changed.slice(0, judged.length).reduce((n, r) => n + r.meta.changes, 0);
    }
  }
  return settled;
}

/* ---------------- cancel ---------------- */

export const cancelFingerprint = (orderId: number, suborderIds: number[]) =>
  `cancel|${orderId}|${suborderIds.length ? [...suborderIds].sort((a, b) => a - b).join(",") : "*"}`;

export type CancelOutcome =
  { ok: true; refundedMinor: number; replayed: boolean } | { ok: false; reason: "not_found" | "unknown_suborder" | "closed" | "mismatch" };

type SubState = { id: number; stake_minor: number; status: SubStatus; lock_at: number | null; cancel_key: string | null };

/**
 * Cancels the chosen open sub-orders of one of the member's orders (none chosen: every one that
 * can be) before their draw's sales close: one 'refund:<order id>' credit of their stakes and the
 * status changes, in one commit guarded by "all of them are still open and before the lock". The
 * same key again answers the refund it made.
 */
export async function cancelSuborders(
  db: D1Database,
  c: { memberId: number; orderId: number; suborderIds: number[]; key: string; now: number },
): Promise<CancelOutcome> {
  const { memberId, orderId, key, now } = c;
  const order = await db.prepare("SELECT id FROM bet_orders WHERE id = ?1 AND member_id = ?2").bind(orderId, memberId).first<{ id: number }>();
  if (!order) return { ok: false, reason: "not_found" };
  const replayed = async (replay: Replay): Promise<CancelOutcome> => {
    if (replay.reason === "mismatch" || orderIdOfReference(replay.reference) !== orderId) return { ok: false, reason: "mismatch" };
    const row = await db
      .prepare("SELECT COALESCE(SUM(stake_minor), 0) AS refunded FROM bet_suborders WHERE order_id = ?1 AND cancel_key = ?2")
      .bind(orderId, key)
      .first<{ refunded: number }>();
    return { ok: true, refundedMinor: row?.refunded ?? 0, replayed: true };
  };
  const idempotency = { memberId, key, fingerprint: cancelFingerprint(orderId, c.suborderIds) };
  const seen = await replayOf(db, idempotency);
  if (seen) return replayed(seen);

  const { results: subs } = await db
    .prepare("SELECT id, stake_minor, status, lock_at, cancel_key FROM bet_suborders WHERE order_id = ?1 ORDER BY id")
    .bind(orderId)
    .all<SubState>();
  if (c.suborderIds.some((id) => !subs.some((s) => s.id === id))) return { ok: false, reason: "unknown_suborder" };
  const chosen = c.suborderIds.length ? subs.filter((s) => c.suborderIds.includes(s.id)) : subs;
  const cancelling = chosen.filter((s) => isCancellable({ status: s.status, lockAt: s.lock_at }, now));
  if (!cancelling.length) return { ok: false, reason: "closed" };
  const refundedMinor = cancelling.reduce((sum, s) => sum + s.stake_minor, 0);
  const ids = cancelling.map((s) => s.id);
  const result = await commit(db, {
    postings: [{ memberId, kind: "refund", amountMinor: refundedMinor, reference: `refund:${orderId}` }],
    now,
    guard: {
      sql: `(SELECT COUNT(*) FROM bet_suborders WHERE status = 'open' AND lock_at > ? AND id IN (${ids.map(() => "?").join(", ")})) = ?`,
      binds: [now, ...ids, ids.length],
    },
    after: [
      ...ids.map((id) =>
        db
          .prepare("UPDATE bet_suborders SET status = 'cancelled', settled_at = ?1, cancel_key = ?2 WHERE id = ?3 AND status = 'open' AND changes() = 1")
          .bind(now, key, id),
      ),
      closeOrder(db, orderId, now, true),
    ],
    idempotency,
  });
  if (result.ok) return { ok: true, refundedMinor, replayed: false };
  if (result.reason === "insufficient") return { ok: false, reason: "closed" };
  return replayed(result);
}

/* ---------------- reading orders ---------------- */

/** Order rows with their sub-orders rolled up (status as bet-rules.ts orderStatus), for the record and the page. */
export type OrderSummary = {
  id: number;
  member_id: number;
  game_type: string;
  vendor: string;
  vendor_name: string | null;
  game_code: string;
  game_name: string | null;
  draw_number: string | null;
  created_at: number;
  settled_at: number | null;
  stake: number;
  win: number;
  valid: number;
  n: number;
  status: SubStatus;
  cancellable: number;
};

/**
 * The SELECT of order summaries: ?1 member, ?2 now (for cancellable), then the caller's WHERE on
 * `b` (bet_orders) and on the rolled-up `status`. Names come in the language asked for. `members`
 * is whose orders: the member ?1 by default; an agent's team report passes `team`, the agent's
 * team CTE (gateway/agent/team.ts, agent ?1) and a condition on it, so the team's rows are the
 * members' own rows.
 */
export function orderSummarySql(lang: Lang, where: string, statusWhere = "1", members = "b.member_id = ?1", team?: string): string {
  return `${team ? `${team},` : "WITH"} o AS (
    SELECT b.id, b.member_id, b.game_type, b.vendor, v.display_name AS vendor_name, b.game_code,
      COALESCE(g.game_name, lg.name_${lang}) AS game_name, b.draw_number, b.created_at, b.settled_at,
      SUM(s.stake_minor) AS stake, SUM(s.win_minor) AS win,
      SUM(CASE WHEN s.status IN ('won', 'lost') THEN s.stake_minor ELSE 0 END) AS valid,
      COUNT(*) AS n, SUM(s.status = 'open') AS n_open, SUM(s.status = 'cancelled') AS n_cancelled, SUM(s.status = 'won') AS n_won,
      MAX(s.status = 'open' AND s.lock_at > ?2) AS cancellable
    FROM bet_orders b JOIN bet_suborders s ON s.order_id = b.id
    LEFT JOIN game_vendors v ON v.vassalage = b.vendor
    LEFT JOIN games g ON b.game_type <> 'LOTT' AND g.node_id = b.game_code
    LEFT JOIN lottery_games lg ON b.game_type = 'LOTT' AND lg.game_code = b.game_code
    WHERE ${members} AND ${where}
    GROUP BY b.id
  ), r AS (
    SELECT *, CASE WHEN n_open > 0 THEN 'open' WHEN n_cancelled = n THEN 'cancelled' WHEN n_won > 0 THEN 'won' ELSE 'lost' END AS status FROM o
  ) SELECT id, member_id, game_type, vendor, vendor_name, game_code, game_name, draw_number, created_at, settled_at, stake, win, valid, n, status, cancellable
    FROM r WHERE ${statusWhere}`;
}

export type SubSummary = {
  id: number;
  play: "SPIN" | LotteryPlay;
  selection: string;
  stake_minor: number;
  odds_x100: number;
  win_minor: number;
  status: SubStatus;
  result: string | null;
  lock_at: number | null;
};

export async function suborders(db: D1Database, orderId: number): Promise<SubSummary[]> {
  return (
    await db
      .prepare("SELECT id, play, selection, stake_minor, odds_x100, win_minor, status, result, lock_at FROM bet_suborders WHERE order_id = ?1 ORDER BY id")
      .bind(orderId)
      .all<SubSummary>()
  ).results;
}

/** One of the member's orders, summarised; null when it is not theirs or does not exist. */
export async function findOrder(db: D1Database, memberId: number, orderId: number, lang: Lang, now: number): Promise<OrderSummary | null> {
  return db.prepare(orderSummarySql(lang, "b.id = ?3")).bind(memberId, now, orderId).first<OrderSummary>();
}
