import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setRatesStatements } from "./rebate-rates";
import { claimRebate, claimableRebate, rebateCells, rebateRewardProvider } from "./rebates";
import { addDays, operatorDay } from "../../contract/record-range";
import { placeSpin } from "../games/bets";
import { settleDay, type JobReport } from "../games/settlement";
import { freshDatabase } from "../testing";
import { auditLedger } from "../wallet/audit";
import { post } from "../wallet/ledger";

/**
 * The manual rebate on the one settlement job (P-REB-01, decision 037): a claim
 * pays what accrued so far, the settlement the rest, each payout keyed by the amount paid before
 * it (the watermark), so no accrual is ever paid twice — not by a second run, not by five claims at once.
 */
let db: D1Database;
let dispose: () => Promise<void>;
/** 2026-11-24 12:00 in Manila. */
const NOW = Date.UTC(2026, 10, 24, 4);
const TODAY = operatorDay(NOW);
const YESTERDAY = addDays(TODAY, -1);
/** Yesterday 10:00 in Manila. */
const YESTERDAY_MORNING = NOW - 86_400_000 - 2 * 3_600_000;
const YESTERDAY_NOON = NOW - 86_400_000;

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
});
afterAll(async () => {
  await dispose();
});

let serial = 0;
async function member(type: number, parentId: number | null, rateBp: number | null): Promise<{ id: number; type: number }> {
  const { id } = (await db
    .prepare("INSERT INTO members (account, password_hash, type, parent_id, reg_date) VALUES (?1, 'x', ?2, ?3, ?4) RETURNING id")
    .bind(`rebate${++serial}`, type, parentId, NOW - 30 * 86_400_000)
    .first<{ id: number }>())!;
  if (rateBp !== null) await db.batch(setRatesStatements(db, id, { RNG: rateBp, LIVE: rateBp }, id, NOW));
  await post(db, { memberId: id, kind: "deposit", amountMinor: 500_000, reference: `opening-${id}`, now: NOW - 3 * 86_400_000 });
  return { id, type };
}

let keys = 0;
const key = () => `rebate-key-${String(++keys).padStart(6, "0")}`;
async function spin(memberId: number, stakeMinor: number, at: number, gameType = "RNG"): Promise<void> {
  const placed = await placeSpin(db, { memberId, gameType, vendor: "TEST", gameCode: "test-slot", stakeMinor, key: key(), ticketHash: null, now: at });
  expect(placed.ok).toBe(true);
}

const balance = async (id: number) =>
  (await db.prepare("SELECT balance_minor FROM wallets WHERE member_id = ?1").bind(id).first<{ balance_minor: number }>())?.balance_minor ?? 0;
const rebatesOf = async (id: number) =>
  (
    await db
      .prepare("SELECT period, category, source_id, amount_minor FROM payouts WHERE member_id = ?1 AND kind = 'rebate' ORDER BY created_at, source_id")
      .bind(id)
      .all<{ period: string; category: string; source_id: number; amount_minor: number }>()
  ).results.map((r) => [r.period, r.category, r.source_id, r.amount_minor]);
const rebateJob = (outcome: Awaited<ReturnType<typeof settleDay>>): JobReport => {
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.jobs.find((j) => j.job === "daily rebates")!;
};

describe("claim at midday, then the settlement pays the rest (P-REB-01)", () => {
  let agent: { id: number; type: number }, player: { id: number; type: number };
  beforeAll(async () => {
    agent = await member(1, null, 100);
    player = await member(0, agent.id, 30);
    // Yesterday morning: ₱1,000 of RNG turnover (0.30 % → ₱3.00).
    await spin(player.id, 60_000, YESTERDAY_MORNING);
    await spin(player.id, 40_000, YESTERDAY_MORNING + 60_000);
  });

  it("shows the accrual (valid turnover × the member's rate) before anything is paid", async () => {
    const { cells, totalMinor } = await claimableRebate(db, player, YESTERDAY_NOON);
    expect(cells.map((c) => [c.day, c.category, c.validMinor, c.rateBp, c.accruedMinor, c.paidMinor, c.restMinor, c.status])).toEqual([
      [YESTERDAY, "RNG", 100_000, 30, 300, 0, 300, "accruing"],
    ]);
    expect(totalMinor).toBe(300);
  });

  it("a claim at midday pays the accrual so far, one ledger entry per day and category, watermark 0", async () => {
    const before = await balance(player.id);
    const outcome = await claimRebate(db, player, key(), YESTERDAY_NOON);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.amountMinor).toBe(300);
    expect(outcome.balanceAfterMinor).toBe(before + 300);
    expect(await balance(player.id)).toBe(before + 300);
    expect(await rebatesOf(player.id)).toEqual([[YESTERDAY, "RNG", 0, 300]]);
    const entry = await db
      .prepare("SELECT kind, amount_minor FROM ledger_entries WHERE member_id = ?1 AND reference = ?2")
      .bind(player.id, `payout:${outcome.payouts[0]!.id}`)
      .first();
    expect(entry).toEqual({ kind: "rebate", amount_minor: 300 });
    // Nothing is left to claim.
    expect((await claimableRebate(db, player, YESTERDAY_NOON)).totalMinor).toBe(0);
    expect(await claimRebate(db, player, key(), YESTERDAY_NOON)).toEqual({ ok: false, reason: "below_min", totalMinor: 0 });
  });

  it("the settlement pays exactly the rest (the afternoon's turnover) and the agent's commission on the whole day", async () => {
    // Yesterday afternoon: ₱500 more (→ ₱1.50 more).
    await spin(player.id, 50_000, YESTERDAY_NOON + 3_600_000);
    const before = await Promise.all([agent.id, player.id].map(balance));
    const job = rebateJob(await settleDay(db, YESTERDAY, NOW, { agentId: agent.id }));
    expect(job.paid).toBe(2);
    const after = await Promise.all([agent.id, player.id].map(balance));
    // Player: 0.30 % of ₱1,500 = ₱4.50, ₱3.00 claimed → ₱1.50. Agent: 0.70 % of ₱1,500 = ₱10.50.
    expect(after.map((b, i) => b - before[i]!)).toEqual([1_050, 150]);
    expect(await rebatesOf(player.id)).toEqual([
      [YESTERDAY, "RNG", 0, 300],
      [YESTERDAY, "RNG", 300, 150],
    ]);
  });

  it("a second settlement pays nothing more, and a claim after the settlement finds nothing", async () => {
    const before = await Promise.all([agent.id, player.id].map(balance));
    const job = rebateJob(await settleDay(db, YESTERDAY, NOW, { agentId: agent.id }));
    expect(job.paid).toBe(0);
    expect(job.alreadyPaid).toBe(2);
    expect(await Promise.all([agent.id, player.id].map(balance))).toEqual(before);
    const { totalMinor, cells } = await claimableRebate(db, player, NOW);
    expect(totalMinor).toBe(0);
    expect(cells.map((c) => [c.day, c.status])).toEqual([[YESTERDAY, "paid"]]);
    expect(await claimRebate(db, player, key(), NOW)).toMatchObject({ ok: false, reason: "below_min" });
  });

  it("a replayed key answers its first claim and pays nothing", async () => {
    await spin(player.id, 100_000, NOW - 60_000, "LIVE");
    const k = key();
    const first = await claimRebate(db, player, k, NOW);
    expect(first).toMatchObject({ ok: true, amountMinor: 300 });
    const before = await balance(player.id);
    expect(await claimRebate(db, player, k, NOW + 1_000)).toMatchObject({ ok: false, reason: "duplicate" });
    expect(await balance(player.id)).toBe(before);
  });
});

describe("five claims at once pay once", () => {
  it("the watermark makes every claim but one collide", async () => {
    const agent = await member(1, null, 100);
    const player = await member(0, agent.id, 50);
    await spin(player.id, 100_000, NOW - 3_600_000);
    await spin(player.id, 100_000, NOW - 3_600_000, "LIVE");
    const before = await balance(player.id);
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => claimRebate(db, player, key(), NOW)));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    for (const o of outcomes.filter((x) => !x.ok)) expect(["already", "below_min"]).toContain((o as { reason: string }).reason);
    expect(await balance(player.id)).toBe(before + 1_000);
    expect((await rebatesOf(player.id)).map((r) => r[3])).toEqual([500, 500]);
  });
});

describe("trial accounts and the reward centre", () => {
  it("a trial account (type 4) accrues nothing", async () => {
    const trial = await member(4, null, null);
    await spin(trial.id, 100_000, NOW - 3_600_000);
    const cells = await rebateCells(db, trial, TODAY, TODAY);
    expect(cells.map((c) => [c.validMinor, c.accruedMinor])).toEqual([[100_000, 0]]);
    expect(await claimRebate(db, trial, key(), NOW)).toMatchObject({ ok: false, reason: "below_min", totalMinor: 0 });
    expect(
      await rebateRewardProvider.list(db, { ...trial, account: "t", nickname: null, to_upline: 0, status: "active", reg_date: 0, last_login_at: null }, NOW),
    ).toEqual([]);
  });

  it("lists one reward rebate:0:<today> linking to the page: owed below the minimum, claimable from it", async () => {
    const agent = await member(1, null, 100);
    const player = await member(0, agent.id, 30);
    const asMember = { ...player, account: "p", nickname: null, to_upline: 1, status: "active", reg_date: 0, last_login_at: null };
    await spin(player.id, 20_000, NOW - 3_600_000);
    const [owed] = await rebateRewardProvider.list(db, asMember, NOW);
    expect(owed).toMatchObject({ key: `rebate:0:${TODAY}`, state: "owed", amountMinor: 60, claimPath: "/m/member/manualRebate", ledgerKind: "rebate" });
    await spin(player.id, 20_000, NOW - 1_800_000);
    const [claimable] = await rebateRewardProvider.list(db, asMember, NOW);
    expect(claimable).toMatchObject({ state: "claimable", amountMinor: 120 });
  });

  it("leaves the ledger audit clean", async () => {
    expect((await auditLedger(db)).differences).toEqual([]);
  });
});
