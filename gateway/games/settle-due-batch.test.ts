import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDraw, placeLottery, settleDue, type LotteryGame, type Pick } from "./bets";
import { settleAllDueInBatches } from "./settle-due-batch";
import { freshDatabase } from "../testing";
import { auditLedger } from "../wallet/audit";
import { post } from "../wallet/ledger";

/**
 * Due lottery sub-orders settled for the whole site in batches (decision 028's rule, run by the
 * day's settlement): twin members place the same picks on the same draws; one twin is settled
 * by its own read (settleDue, order by order), the other by settleAllDueInBatches across page and
 * batch boundaries. Both end with the same wallet and the same sub-orders; every winning order
 * has one win entry; a second run and racing runs pay nothing twice; the audit stays clean.
 */
let db: D1Database;
let dispose: () => Promise<void>;
const NOW = Date.UTC(2026, 10, 24, 4);
const TWINS = 45;
const SMALL = { page: 25, chunk: 7 };
let game: LotteryGame;
const byRead: number[] = [];
const byBatch: number[] = [];

let serial = 0;
async function player(): Promise<number> {
  const { id } = (await db
    .prepare("INSERT INTO members (account, password_hash, type, reg_date) VALUES (?1, 'x', 0, ?2) RETURNING id")
    .bind(`due${++serial}`, NOW - 30 * 86_400_000)
    .first<{ id: number }>())!;
  await post(db, { memberId: id, kind: "deposit", amountMinor: 500_000, reference: `due-opening-${id}`, now: NOW - 7_200_000 });
  return id;
}

/** A moment of game's sales window from `from` on, well before its lock. */
function openMoment(from: number): number {
  for (let t = from; ; t += 1_000) {
    const d = openDraw(game, t);
    if (d.ok && d.lockAt - t > 5_000) return t;
  }
}

const picksOf = (i: number, round: number): Pick[] =>
  [
    [
      { play: "BIG_SMALL" as const, selection: "BIG", stakeMinor: 1_000 },
      { play: "BIG_SMALL" as const, selection: "SMALL", stakeMinor: 2_000 },
    ],
    [{ play: "DIGITS" as const, selection: String((i + round) % 10), stakeMinor: 500 }],
    [
      { play: "BIG_SMALL" as const, selection: i % 2 ? "BIG" : "SMALL", stakeMinor: 700 },
      { play: "DIGITS" as const, selection: `${i % 10}-${round % 10}`, stakeMinor: 300 },
      { play: "DIGITS" as const, selection: String(i % 10), stakeMinor: 100 },
    ],
  ][(i + round) % 3]!;

let keys = 0;
/** Each listed member's order of `round` on the draw open at `at`; twins (same index) place the same picks. */
async function placeRound(members: number[], round: number, at: number): Promise<void> {
  const draw = openDraw(game, at);
  if (!draw.ok) throw new Error("no open draw");
  const placed = await Promise.all(
    members.map((memberId, i) =>
      placeLottery(db, { memberId, game, draw, picks: picksOf(i, round), key: `due-batch-${String(++keys).padStart(6, "0")}`, ticketHash: null, now: at }),
    ),
  );
  expect(placed.every((p) => p.ok)).toBe(true);
}

const balanceOf = async (id: number) =>
  (await db.prepare("SELECT balance_minor FROM wallets WHERE member_id = ?1").bind(id).first<{ balance_minor: number }>())!.balance_minor;
/** A member's sub-orders as the bet record shows them, in the order placed. */
const subsOf = async (id: number) =>
  (
    await db
      .prepare("SELECT play, selection, stake_minor, status, win_minor, result, settled_at FROM bet_suborders WHERE member_id = ?1 ORDER BY id")
      .bind(id)
      .all()
  ).results;
/** Orders of the members whose win entries do not equal their sub-orders' wins, or that have more than one. */
async function winMismatches(members: number[]) {
  return (
    await db
      .prepare(
        `SELECT o.id FROM bet_orders o WHERE o.member_id IN (SELECT value FROM json_each(?1))
           AND ((SELECT COUNT(*) FROM ledger_entries WHERE reference = 'win:' || o.id) > 1
             OR (SELECT COALESCE(SUM(amount_minor), 0) FROM ledger_entries WHERE reference = 'win:' || o.id) <> (SELECT SUM(win_minor) FROM bet_suborders WHERE order_id = o.id))`,
      )
      .bind(JSON.stringify(members))
      .all()
  ).results;
}

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
  const g = (await db
    .prepare("SELECT game_code, period_s, lock_s, phase_s, result_kind, digits, on_sale FROM lottery_games WHERE game_code = 'VN1M'")
    .first<Omit<LotteryGame, "vendor">>())!;
  game = { ...g, vendor: "LOTT" };
  for (let i = 0; i < TWINS; i++) {
    byRead.push(await player());
    byBatch.push(await player());
  }
  let at = openMoment(NOW - 3_600_000);
  for (const round of [0, 1]) {
    await placeRound(byRead, round, at);
    await placeRound(byBatch, round, at);
    at = openMoment(openDraw(game, at).ok ? (openDraw(game, at) as { drawAt: number }).drawAt + 1_000 : at);
  }
}, 120_000);
afterAll(async () => {
  await dispose();
});

describe("settleAllDueInBatches (decision 028)", () => {
  it("settles every due sub-order across pages and batches exactly as each member's own read does", { timeout: 60_000 }, async () => {
    for (const id of byRead) await settleDue(db, id, NOW);
    const settled = await settleAllDueInBatches(db, NOW, SMALL);
    const dueOfBatch = (await db
      .prepare("SELECT COUNT(*) AS n FROM bet_suborders WHERE member_id IN (SELECT value FROM json_each(?1))")
      .bind(JSON.stringify(byBatch))
      .first<{ n: number }>())!.n;
    expect(dueOfBatch).toBeGreaterThan(3 * SMALL.page);
    expect(settled).toBeGreaterThanOrEqual(dueOfBatch);
    for (let i = 0; i < TWINS; i++) {
      expect(await balanceOf(byBatch[i]!)).toBe(await balanceOf(byRead[i]!));
      expect(await subsOf(byBatch[i]!)).toEqual(await subsOf(byRead[i]!));
    }
    const open = await db
      .prepare("SELECT COUNT(*) AS n FROM bet_orders WHERE member_id IN (SELECT value FROM json_each(?1)) AND settled_at IS NULL")
      .bind(JSON.stringify(byBatch))
      .first<{ n: number }>();
    expect(open!.n).toBe(0);
    expect(await winMismatches(byBatch)).toEqual([]);
    expect((await auditLedger(db)).differences).toEqual([]);
  });

  it("settles nothing the second time", async () => {
    const before = await Promise.all(byBatch.map(balanceOf));
    expect(await settleAllDueInBatches(db, NOW + 60_000, SMALL)).toBe(0);
    expect(await Promise.all(byBatch.map(balanceOf))).toEqual(before);
  });

  it("two runs and the members' own reads racing pay each win once", { timeout: 60_000 }, async () => {
    const at = openMoment(NOW - 600_000);
    await placeRound(byBatch, 2, at);
    const later = NOW + 120_000;
    const runs = await Promise.all([
      settleAllDueInBatches(db, later, SMALL),
      settleAllDueInBatches(db, later),
      ...byBatch.slice(0, 15).map((id) => settleDue(db, id, later)),
    ]);
    const placedSubs = byBatch.reduce((n, _, i) => n + picksOf(i, 2).length, 0);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(placedSubs);
    const open = await db
      .prepare("SELECT COUNT(*) AS n FROM bet_suborders WHERE member_id IN (SELECT value FROM json_each(?1)) AND status = 'open'")
      .bind(JSON.stringify(byBatch))
      .first<{ n: number }>();
    expect(open!.n).toBe(0);
    expect(await winMismatches(byBatch)).toEqual([]);
    expect((await auditLedger(db)).differences).toEqual([]);
  });
});
