import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeSpin } from "./bets";
import { formatSettlement, payOut, rebatePlans, settleDay, type JobReport } from "./settlement";
import { addDays, operatorDay } from "../../contract/record-range";
import { memberReport } from "../agent/member-report";
import { setRatesStatements } from "../promotions/rebate-rates";
import { freshDatabase } from "../testing";
import { auditLedger } from "../wallet/audit";
import { post } from "../wallet/ledger";

/**
 * The daily rebate settlement (decision 030): own rebate at the member's rate,
 * differential commission up the chain, one payouts row per payment in the same ledger batch, a
 * second run pays nothing, the audit stays clean, open days are refused.
 */
let db: D1Database;
let dispose: () => Promise<void>;
/** 2026-11-24 12:00 in Manila. */
const NOW = Date.UTC(2026, 10, 24, 4);
const TODAY = operatorDay(NOW);
const YESTERDAY = addDays(TODAY, -1);
/** Yesterday 12:00 in Manila. */
const YESTERDAY_NOON = NOW - 86_400_000;

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
});
afterAll(async () => {
  await dispose();
});

let serial = 0;
async function member(type: number, parentId: number | null, rateBp: number | null): Promise<number> {
  const { id } = (await db
    .prepare("INSERT INTO members (account, password_hash, type, parent_id, reg_date) VALUES (?1, 'x', ?2, ?3, ?4) RETURNING id")
    .bind(`settle${++serial}`, type, parentId, NOW - 30 * 86_400_000)
    .first<{ id: number }>())!;
  if (rateBp !== null) await db.batch(setRatesStatements(db, id, { RNG: rateBp }, id, NOW));
  return id;
}

let keys = 0;
async function spin(memberId: number, stakeMinor: number, at: number): Promise<void> {
  const placed = await placeSpin(db, {
    memberId,
    gameType: "RNG",
    vendor: "TEST",
    gameCode: "test-slot",
    stakeMinor,
    key: `settle-spin-${String(++keys).padStart(6, "0")}`,
    ticketHash: null,
    now: at,
  });
  expect(placed.ok).toBe(true);
}

const balance = async (id: number) =>
  (await db.prepare("SELECT balance_minor FROM wallets WHERE member_id = ?1").bind(id).first<{ balance_minor: number }>())?.balance_minor ?? 0;
const rebateJob = (outcome: Awaited<ReturnType<typeof settleDay>>): JobReport => {
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.jobs.find((j) => j.job === "daily rebates")!;
};

describe("rebatePlans (pure)", () => {
  it("pays the member their rate and each upline the difference to the link below (0.3 % / 0.6 % / 1.0 %)", () => {
    const plans = rebatePlans(
      [
        { id: 1, rateBp: 100 },
        { id: 2, rateBp: 60 },
        { id: 3, rateBp: 30 },
      ],
      "RNG",
      100_000,
    );
    expect(plans.map((p) => [p.kind, p.memberId, p.sourceId, p.rateBp, p.amountMinor])).toEqual([
      ["rebate", 3, 0, 30, 300],
      ["commission", 2, 3, 30, 300],
      ["commission", 1, 3, 40, 400],
    ]);
  });
  it("pays nothing at a zero rate or a zero differential, and rounds down to the centavo", () => {
    const plans = rebatePlans(
      [
        { id: 1, rateBp: 50 },
        { id: 2, rateBp: 50 },
        { id: 3, rateBp: 0 },
      ],
      "LOTT",
      333,
    );
    // 333 × 0.50 % = 1.665 → 1; agent 1 has no differential over agent 2.
    expect(plans.map((p) => [p.kind, p.memberId, p.amountMinor])).toEqual([["commission", 2, 1]]);
    expect(rebatePlans([], "RNG", 1000)).toEqual([]);
  });
});

describe("settleDay: daily rebates (A-INC-01, decision 030)", () => {
  let agent: number, agent2: number, player: number;
  beforeAll(async () => {
    agent = await member(1, null, 100);
    agent2 = await member(2, agent, 60);
    player = await member(0, agent2, 30);
    await post(db, { memberId: player, kind: "deposit", amountMinor: 200_000, reference: "opening", now: YESTERDAY_NOON - 3_600_000 });
    await spin(player, 60_000, YESTERDAY_NOON);
    await spin(player, 40_000, YESTERDAY_NOON + 60_000);
    // Today's turnover is not yesterday's.
    await spin(player, 10_000, NOW - 60_000);
  });

  it("refuses today, a future day and a malformed day", async () => {
    expect(await settleDay(db, TODAY, NOW)).toEqual({ ok: false, reason: "not_closed" });
    expect(await settleDay(db, addDays(TODAY, 3), NOW)).toEqual({ ok: false, reason: "not_closed" });
    expect(await settleDay(db, "2026-02-30", NOW)).toEqual({ ok: false, reason: "bad_day" });
  });

  it("pays the player 0.3 %, agent2 the 0.3 % differential and agent 0.4 % on ₱1,000 of valid turnover, each in the ledger and in payouts", async () => {
    const before = await Promise.all([agent, agent2, player].map(balance));
    const outcome = await settleDay(db, YESTERDAY, NOW, { agentId: agent });
    const job = rebateJob(outcome);
    expect(job.paid).toBe(3);
    expect(job.amountMinor).toBe(1_000);
    expect(job.alreadyPaid).toBe(0);
    const after = await Promise.all([agent, agent2, player].map(balance));
    expect(after.map((b, i) => b - before[i]!)).toEqual([400, 300, 300]);

    const { results: payouts } = await db
      .prepare(
        "SELECT id, member_id, kind, period, category, source_id, base_minor, rate_bp, amount_minor FROM payouts WHERE member_id IN (?1, ?2, ?3) ORDER BY amount_minor, kind DESC",
      )
      .bind(agent, agent2, player)
      .all<{
        id: number;
        member_id: number;
        kind: string;
        period: string;
        category: string;
        source_id: number;
        base_minor: number;
        rate_bp: number;
        amount_minor: number;
      }>();
    expect(payouts.map((p) => [p.member_id, p.kind, p.period, p.category, p.source_id, p.base_minor, p.rate_bp, p.amount_minor])).toEqual([
      [player, "rebate", YESTERDAY, "RNG", 0, 100_000, 30, 300],
      [agent2, "commission", YESTERDAY, "RNG", player, 100_000, 30, 300],
      [agent, "commission", YESTERDAY, "RNG", player, 100_000, 40, 400],
    ]);
    // Each payout is one ledger entry of its kind, referencing its row.
    for (const p of payouts) {
      const entry = await db
        .prepare("SELECT kind, amount_minor FROM ledger_entries WHERE member_id = ?1 AND reference = ?2")
        .bind(p.member_id, `payout:${p.id}`)
        .first<{ kind: string; amount_minor: number }>();
      expect(entry).toEqual({ kind: p.kind, amount_minor: p.amount_minor });
    }
    // The player's rebate shows in their own report (on the day it was paid).
    const report = await memberReport(db, player, { start: NOW - 3_600_000, end: NOW + 3_600_000 });
    expect(report.rebates).toBe(300);
    if (outcome.ok) expect(formatSettlement(outcome)).toContain("daily rebates: 3 payouts, ₱10.00");
  });

  it("pays nothing the second time, and a payment made twice is refused by the payouts' key", async () => {
    const before = await Promise.all([agent, agent2, player].map(balance));
    const job = rebateJob(await settleDay(db, YESTERDAY, NOW, { agentId: agent }));
    expect(job.paid).toBe(0);
    expect(job.alreadyPaid).toBe(3);
    // A twin that slipped past the first look (two runs at once) hits the unique key: nothing moves.
    const twin = await payOut(
      db,
      YESTERDAY,
      { memberId: player, kind: "rebate", category: "RNG", sourceId: 0, baseMinor: 100_000, rateBp: 30, amountMinor: 300 },
      NOW,
    );
    expect(twin).toBe("already");
    expect(await Promise.all([agent, agent2, player].map(balance))).toEqual(before);
  });

  it("leaves the ledger audit clean", async () => {
    expect((await auditLedger(db)).differences).toEqual([]);
  });
});
