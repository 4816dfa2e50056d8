/**
 * Contract test of the manual rebate and the rebate report (research P-REB-01,
 * P-REB-02, decision 037): the app's client calls (rebates.server.ts) against the embedded gateway
 * in-process over a fresh local D1.
 */
import { describe, expect, it } from "vitest";
import { claimRebate, fetchRebateAccrued, fetchRebateHistory, fetchRebateReport } from "./rebates.server";
import { codeOf, refusal, testGateway, withFreshDatabase } from "./testing";
import { addDays, operatorDay } from "../../contract/record-range";
import { openSession, type Member } from "../../gateway/accounts/auth";
import { placeSpin } from "../../gateway/games/bets";
import { setRatesStatements } from "../../gateway/promotions/rebate-rates";
import { auditLedger } from "../../gateway/wallet/audit";
import { post } from "../../gateway/wallet/ledger";

let db: D1Database;
/** 2026-11-24 12:00 in Manila (UTC+8). */
const clock = Date.UTC(2026, 10, 24, 4);
const TODAY = operatorDay(clock);
const YESTERDAY = addDays(TODAY, -1);

withFreshDatabase((fresh) => (db = fresh));
const gw = testGateway(
  () => db,
  () => clock,
);

const COLUMNS = "id, account, type, nickname, to_upline, status, reg_date, last_login_at";
let serial = 0;
let keys = 0;
const newKey = () => `rebate-claim-${String(++keys).padStart(8, "0")}`;

/** A player of this test's own (under an agent at 1 %), signed in, with ₱5,000 and `rateBp` on RNG and LIVE. */
async function player(rateBp: number, type = 0): Promise<{ id: number; token: string }> {
  const agent = (await db
    .prepare(`INSERT INTO members (account, password_hash, type, reg_date) VALUES (?1, 'x', 1, ?2) RETURNING id`)
    .bind(`rbagent${++serial}`, clock)
    .first<{ id: number }>())!;
  await db.batch(setRatesStatements(db, agent.id, { RNG: 100, LIVE: 100 }, agent.id, clock));
  const m = (await db
    .prepare(`INSERT INTO members (account, password_hash, type, parent_id, reg_date) VALUES (?1, 'x', ?2, ?3, ?4) RETURNING ${COLUMNS}`)
    .bind(`rbplayer${++serial}`, type, agent.id, clock - 10 * 86_400_000)
    .first<Member>())!;
  await db.batch(setRatesStatements(db, m.id, { RNG: rateBp, LIVE: rateBp }, agent.id, clock));
  await post(db, { memberId: m.id, kind: "deposit", amountMinor: 500_000, reference: "opening", now: clock - 5 * 86_400_000 });
  const { token } = await openSession(db, m, clock);
  return { id: m.id, token };
}

async function spin(memberId: number, stakeMinor: number, at: number, gameType = "RNG") {
  const placed = await placeSpin(db, { memberId, gameType, vendor: "TEST", gameCode: "test-slot", stakeMinor, key: newKey(), ticketHash: null, now: at });
  expect(placed.ok).toBe(true);
}

const setSwitch = (code: string, enabled: 0 | 1) => db.prepare("UPDATE feature_switches SET enabled = ?1 WHERE code = ?2").bind(enabled, code).run();

describe("rebateAccrued and rebateClaim (P-REB-01)", () => {
  it("shows today's rows per category, the earlier unpaid days folded, the total and the minimum; the claim pays it all once", async () => {
    const p = await player(50);
    await spin(p.id, 100_000, clock - 86_400_000); // yesterday: ₱1,000 RNG → ₱5.00
    await spin(p.id, 40_000, clock - 3_600_000, "LIVE"); // today: ₱400 LIVE → ₱2.00
    const accrued = await fetchRebateAccrued(gw, p.token);
    expect(accrued.enabled).toBe(true);
    expect(accrued.today).toBe(TODAY);
    expect(accrued.rows.map((r) => r.category)).toEqual(["SPORTS", "LIVE", "FISH", "RNG", "PVP", "LOTT", "INHOUSE", "ESPORTS", "COCKFIGHT"]);
    expect(accrued.rows.find((r) => r.category === "LIVE")).toEqual({ category: "LIVE", validTurnover: 400, rateBp: 50, accrued: 2, paid: 0, claimable: 2 });
    expect(accrued.earlier).toEqual({ days: 1, from: YESTERDAY, to: YESTERDAY, validTurnover: 1000, accrued: 5, paid: 0, claimable: 5 });
    expect(accrued.total).toBe(7);
    expect(accrued.min).toBe(1);
    expect(accrued.canClaim).toBe(true);

    const key = newKey();
    const claimed = await claimRebate(gw, p.token, { idempotencyKey: key });
    expect(claimed.amount).toBe(7);
    expect(claimed.payouts.map((x) => [x.day, x.category, x.amount]).sort()).toEqual([
      [YESTERDAY, "RNG", 5],
      [TODAY, "LIVE", 2],
    ]);
    // The same key again answers the same claim and pays nothing.
    const again = await claimRebate(gw, p.token, { idempotencyKey: key });
    expect(again).toEqual(claimed);
    // Nothing left: the total is zero, a new claim is below the minimum.
    const after = await fetchRebateAccrued(gw, p.token);
    expect([after.total, after.canClaim, after.earlier.days]).toEqual([0, false, 0]);
    const refused = await refusal(claimRebate(gw, p.token, { idempotencyKey: newKey() }));
    expect(refused.code).toBe("rebate.claim.min");
    expect(refused.value).toEqual({ min: 1, total: 0 });
  });

  it("refuses below the minimum, a malformed key, and everything when MANREBATE3 is off", async () => {
    const p = await player(30);
    await spin(p.id, 10_000, clock - 3_600_000); // ₱100 × 0.30 % = ₱0.30
    expect((await fetchRebateAccrued(gw, p.token)).canClaim).toBe(false);
    expect((await refusal(claimRebate(gw, p.token, { idempotencyKey: newKey() }))).value).toEqual({ min: 1, total: 0.3 });
    expect(await codeOf(claimRebate(gw, p.token, { idempotencyKey: "short" }))).toBe("idempotency.key.format");
    await setSwitch("MANREBATE3", 0);
    try {
      expect(await codeOf(claimRebate(gw, p.token, { idempotencyKey: newKey() }))).toBe("rebate.off");
      expect((await fetchRebateAccrued(gw, p.token)).enabled).toBe(false);
    } finally {
      await setSwitch("MANREBATE3", 1);
    }
  });

  it("a trial account accrues nothing", async () => {
    const p = await player(50, 4);
    await spin(p.id, 100_000, clock - 3_600_000);
    const accrued = await fetchRebateAccrued(gw, p.token);
    expect([accrued.total, accrued.canClaim]).toEqual([0, false]);
    expect(accrued.rows.every((r) => r.rateBp === 0)).toBe(true);
  });
});

describe("rebateHistory and rebateReport (P-REB-01, P-REB-02)", () => {
  it("lists the claim with its payout number and the balance it left, and the report marks the days paid", async () => {
    const p = await player(100);
    await spin(p.id, 100_000, clock - 7_200_000); // ₱10.00
    const claimed = await claimRebate(gw, p.token, { idempotencyKey: newKey() });
    const history = await fetchRebateHistory(gw, p.token, "today");
    expect(history.items).toEqual([{ id: claimed.payouts[0]!.id, day: TODAY, category: "RNG", amount: 10, balanceAfter: claimed.balance, createdAt: clock }]);
    expect(history.total).toBe(10);
    expect((await fetchRebateHistory(gw, p.token, "month")).total).toBe(10);

    await spin(p.id, 50_000, clock - 60_000, "LIVE"); // ₱5.00 accruing
    const report = await fetchRebateReport(gw, p.token, { from: addDays(TODAY, -6), to: TODAY, page: 1 });
    expect(report.items.map((r) => [r.day, r.category, r.validTurnover, r.rateBp, r.paid, r.unpaid, r.status])).toEqual([
      [TODAY, "LIVE", 500, 100, 0, 5, "accruing"],
      [TODAY, "RNG", 1000, 100, 10, 0, "paid"],
    ]);
    expect(report.totals).toEqual({ validTurnover: 1500, paid: 10, unpaid: 5, count: 2 });
    const paged = await fetchRebateReport(gw, p.token, { from: addDays(TODAY, -6), to: TODAY, page: 2, pageSize: 1 });
    expect([paged.items.length, paged.items[0]?.category, paged.totalPages]).toEqual([1, "RNG", 2]);
  });

  it("refuses a range outside the records' limits and the report when PLAYREBATE3 is off", async () => {
    const p = await player(30);
    expect(await codeOf(fetchRebateReport(gw, p.token, { from: TODAY, to: addDays(TODAY, 1), page: 1 }))).toBe("records.range.invalid");
    await setSwitch("PLAYREBATE3", 0);
    try {
      expect(await codeOf(fetchRebateReport(gw, p.token, { from: TODAY, to: TODAY, page: 1 }))).toBe("rebate.report.off");
    } finally {
      await setSwitch("PLAYREBATE3", 1);
    }
  });

  it("leaves the ledger audit clean", async () => {
    expect((await auditLedger(db)).differences).toEqual([]);
  });
});
