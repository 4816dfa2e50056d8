import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeSpin } from "./bets";
import { chainRatesOfMany } from "./rebate-chains";
import { PAYOUT_CHUNK, payOutMany, rebatePlans, settleDay, type JobReport, type PayoutPlan } from "./settlement";
import type { GameType } from "../../contract/games";
import { addDays, operatorDay } from "../../contract/record-range";
import { chainRatesOf, setRatesStatements } from "../promotions/rebate-rates";
import { freshDatabase } from "../testing";
import { auditLedger } from "../wallet/audit";
import { post } from "../wallet/ledger";

/**
 * The daily rebate settlement at scale (decision 030): a day of a few hundred players in three
 * teams is planned at once and paid PAYOUT_CHUNK payouts to a batch. Every wallet moves by what
 * the one-payout-at-a-time rule pays (each member's chain by chainRatesOf, rebatePlans), every
 * payout has its one ledger entry, each member's entries chain their balances, the audit stays
 * clean, and two settlements of the same day at once pay each payout once.
 */
let db: D1Database;
let dispose: () => Promise<void>;
/** 2026-11-24 12:00 in Manila. */
const NOW = Date.UTC(2026, 10, 24, 4);
const YESTERDAY = addDays(operatorDay(NOW), -1);
const DAY_BEFORE = addDays(YESTERDAY, -1);
const NOON_OF = (daysBack: number) => NOW - daysBack * 86_400_000;
const CATEGORIES: GameType[] = ["RNG", "LIVE", "FISH", "SPORTS"];
const PLAYERS = 170;

let top: number;
const agents: number[] = [];
const players: number[] = [];

let serial = 0;
async function member(type: number, parentId: number | null, rates: Partial<Record<GameType, number>>): Promise<number> {
  const { id } = (await db
    .prepare("INSERT INTO members (account, password_hash, type, parent_id, reg_date) VALUES (?1, 'x', ?2, ?3, ?4) RETURNING id")
    .bind(`batch${++serial}`, type, parentId, NOW - 30 * 86_400_000)
    .first<{ id: number }>())!;
  if (Object.keys(rates).length) await db.batch(setRatesStatements(db, id, rates, id, NOW));
  return id;
}

let keys = 0;
/** Every player's spins of a day, one in each category (ten players at a time: the setup is round trips). */
async function spinAll(daysBack: number, count = players.length): Promise<void> {
  const spins = players.slice(0, count).flatMap((player, i) =>
    CATEGORIES.map(
      (gameType, c) => () =>
        placeSpin(db, {
          memberId: player,
          gameType,
          vendor: "TEST",
          gameCode: "test-slot",
          stakeMinor: 100_000 + ((i * 7_919 + c * 104_729) % 60_000),
          key: `batch-spin-${String(++keys).padStart(6, "0")}`,
          ticketHash: null,
          now: NOON_OF(daysBack) + i * 1_000 + c,
        }),
    ),
  );
  for (let from = 0; from < spins.length; from += 40) {
    const placed = await Promise.all(spins.slice(from, from + 40).map((place) => place()));
    expect(placed.every((p) => p.ok)).toBe(true);
  }
}

const team = () => [top, ...agents, ...players];
async function balances(): Promise<Map<number, number>> {
  const { results } = await db
    .prepare("SELECT member_id, balance_minor FROM wallets WHERE member_id IN (SELECT value FROM json_each(?1))")
    .bind(JSON.stringify(team()))
    .all<{ member_id: number; balance_minor: number }>();
  return new Map(results.map((r) => [r.member_id, r.balance_minor]));
}

/** Each member's chain as chainRatesOf reads it alone (rates do not change during these tests: payouts are not VIP turnover). */
const aloneChains = new Map<number, Awaited<ReturnType<typeof chainRatesOf>>>();
async function chainAlone(id: number) {
  if (!aloneChains.has(id)) aloneChains.set(id, await chainRatesOf(db, id));
  return aloneChains.get(id)!;
}

/** What paying each payout on its own pays: every player's chain read alone (chainRatesOf) and rebatePlans. */
async function expectedPlans(day: string): Promise<PayoutPlan[]> {
  const start = NOON_OF(day === YESTERDAY ? 1 : 2) - 43_200_000;
  const { results } = await db
    .prepare(
      `SELECT s.member_id, o.game_type, SUM(s.stake_minor) AS valid FROM bet_suborders s JOIN bet_orders o ON o.id = s.order_id
       WHERE s.status IN ('won', 'lost') AND s.settled_at >= ?1 AND s.settled_at < ?2 AND s.member_id IN (SELECT value FROM json_each(?3))
       GROUP BY s.member_id, o.game_type`,
    )
    .bind(start, start + 86_400_000, JSON.stringify(players))
    .all<{ member_id: number; game_type: GameType; valid: number }>();
  const plans: PayoutPlan[] = [];
  for (const row of results) {
    const chain = await chainAlone(row.member_id);
    plans.push(
      ...rebatePlans(
        chain.map((l) => ({ id: l.id, rateBp: l.rates[row.game_type] })),
        row.game_type,
        row.valid,
      ),
    );
  }
  return plans;
}

const totalsByMember = (plans: PayoutPlan[]) => {
  const out = new Map<number, number>();
  for (const p of plans) out.set(p.memberId, (out.get(p.memberId) ?? 0) + p.amountMinor);
  return out;
};
const movedBy = (before: Map<number, number>, after: Map<number, number>) =>
  new Map(team().flatMap((id) => ((after.get(id) ?? 0) !== (before.get(id) ?? 0) ? [[id, (after.get(id) ?? 0) - (before.get(id) ?? 0)] as const] : [])));
const rebateJob = (outcome: Awaited<ReturnType<typeof settleDay>>): JobReport => {
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.jobs.find((j) => j.job === "daily rebates")!;
};

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
  top = await member(1, null, { RNG: 100, LIVE: 80, FISH: 60, SPORTS: 50 });
  agents.push(await member(2, top, { RNG: 60, LIVE: 40 }));
  // No set rates: their VIP level's (none), so the top agent's commission is its whole rate.
  agents.push(await member(2, top, {}));
  agents.push(await member(2, top, { RNG: 30, LIVE: 30, FISH: 30, SPORTS: 30 }));
  for (let i = 0; i < PLAYERS; i++) {
    // A third with set rates, the rest on their VIP level's rate (level 1 once they have bet ₱5,000).
    const rates = i % 3 === 0 ? { RNG: 20, LIVE: 10 } : {};
    const id = await member(0, agents[i % agents.length]!, rates);
    players.push(id);
    await post(db, { memberId: id, kind: "deposit", amountMinor: 5_000_000, reference: `batch-opening-${id}`, now: NOON_OF(3) });
  }
  // The day before: a smaller day, for the race.
  await spinAll(2, 60);
  await spinAll(1);
}, 120_000);
afterAll(async () => {
  await dispose();
});

describe("daily rebates planned at once and paid in batches (A-INC-01, decision 030)", () => {
  it("reads every chain's rates at once exactly as chainRatesOf reads each alone", { timeout: 120_000 }, async () => {
    const ids = [...players, ...agents, top];
    const many = await chainRatesOfMany(db, ids);
    const alone = await Promise.all(ids.map(chainAlone));
    expect(ids.map((id) => many.get(id))).toEqual(alone);
  });

  it("pays more than two batches of payouts what paying them one by one pays, each with its ledger entry, the audit clean", { timeout: 120_000 }, async () => {
    const expected = await expectedPlans(YESTERDAY);
    expect(expected.length).toBeGreaterThan(2 * PAYOUT_CHUNK);
    const before = await balances();
    const job = rebateJob(await settleDay(db, YESTERDAY, NOW, { agentId: top }));
    expect(job.paid).toBe(expected.length);
    expect(job.alreadyPaid).toBe(0);
    expect(job.amountMinor).toBe(expected.reduce((sum, p) => sum + p.amountMinor, 0));
    expect(job.lines).toHaveLength(expected.length);
    expect(movedBy(before, await balances())).toEqual(totalsByMember(expected));

    const { results: rows } = await db
      .prepare(
        `SELECT p.member_id, p.kind, p.category, p.source_id, p.base_minor, p.rate_bp, p.amount_minor, COUNT(e.id) AS entries, MAX(e.kind) AS entry_kind, MAX(e.amount_minor) AS entry_amount
         FROM payouts p LEFT JOIN ledger_entries e ON e.member_id = p.member_id AND e.reference = 'payout:' || p.id
         WHERE p.period = ?1 AND p.member_id IN (SELECT value FROM json_each(?2)) GROUP BY p.id`,
      )
      .bind(YESTERDAY, JSON.stringify(team()))
      .all<Record<string, number | string>>();
    const asRow = (p: PayoutPlan) => [p.memberId, p.kind, p.category, p.sourceId, p.baseMinor, p.rateBp, p.amountMinor, 1, p.kind, p.amountMinor].join("|");
    const stored = rows.map((r) =>
      [r.member_id, r.kind, r.category, r.source_id, r.base_minor, r.rate_bp, r.amount_minor, r.entries, r.entry_kind, r.entry_amount].join("|"),
    );
    expect(stored.sort()).toEqual(expected.map(asRow).sort());

    // Each member's entries chain: every balance_after is the one before plus the amount.
    const { results: broken } = await db
      .prepare(
        `SELECT id FROM (SELECT id, member_id, balance_after_minor - amount_minor AS opened,
                LAG(balance_after_minor) OVER (PARTITION BY member_id ORDER BY id) AS previous FROM ledger_entries
                WHERE member_id IN (SELECT value FROM json_each(?1)))
         WHERE previous IS NOT NULL AND previous <> opened`,
      )
      .bind(JSON.stringify(team()))
      .all();
    expect(broken).toEqual([]);
    expect((await auditLedger(db)).differences).toEqual([]);
  });

  it("pays nothing the second time", { timeout: 120_000 }, async () => {
    const before = await balances();
    const job = rebateJob(await settleDay(db, YESTERDAY, NOW, { agentId: top }));
    expect(job.paid).toBe(0);
    expect(job.alreadyPaid).toBeGreaterThan(2 * PAYOUT_CHUNK);
    expect(movedBy(before, await balances())).toEqual(new Map());
  });

  it("two settlements of the same day at once pay each payout once", { timeout: 120_000 }, async () => {
    const expected = await expectedPlans(DAY_BEFORE);
    const before = await balances();
    const [a, b] = await Promise.all([settleDay(db, DAY_BEFORE, NOW, { agentId: top }), settleDay(db, DAY_BEFORE, NOW, { agentId: top })]);
    expect(rebateJob(a).paid + rebateJob(b).paid).toBe(expected.length);
    expect(rebateJob(a).alreadyPaid + rebateJob(b).alreadyPaid).toBe(expected.length);
    expect(movedBy(before, await balances())).toEqual(totalsByMember(expected));
    expect((await auditLedger(db)).differences).toEqual([]);
  });

  it("a batch racing its twin on the same plans pays each once, the other answering already", { timeout: 120_000 }, async () => {
    const plans: PayoutPlan[] = players.slice(0, 30).map((memberId, i) => ({
      memberId,
      kind: "commission",
      category: "RNG",
      sourceId: players[i + 30]!,
      baseMinor: 10_000,
      rateBp: 10,
      amountMinor: 10,
    }));
    const before = await balances();
    const [a, b] = await Promise.all([payOutMany(db, "2026-11-01", plans, NOW), payOutMany(db, "2026-11-01", plans, NOW)]);
    expect(a.map((x, i) => [x, b[i]].sort())).toEqual(plans.map(() => ["already", "paid"]));
    expect(movedBy(before, await balances())).toEqual(new Map(plans.map((p) => [p.memberId, 10])));
    expect((await auditLedger(db)).differences).toEqual([]);
  });
});
