import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentTeamMembers } from "./agent-team";
import { dayStartMs, operatorDay } from "../../contract/record-range";
import { teamCounters } from "../agent/agent-stats";
import { freshDatabase } from "../testing";
import { auditLedger } from "../wallet/audit";

let db: D1Database;
let dispose: () => Promise<void>;
const now = Date.now();

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
});
afterAll(async () => {
  await dispose();
});

describe("agent team seed", () => {
  it("keeps every wallet equal to the sum of its entries", async () => {
    expect((await auditLedger(db)).differences).toEqual([]);
  });

  it("gives agent two levels of new downlines, registered over the last weeks and today", async () => {
    const ids = agentTeamMembers().map((m) => m.id);
    const rows = await db
      .prepare(`SELECT id, parent_id, reg_date FROM members WHERE id IN (${ids.join(",")}) ORDER BY id`)
      .all<{ id: number; parent_id: number; reg_date: number }>();
    expect(rows.results).toHaveLength(ids.length);
    expect(new Set(rows.results.map((r) => r.parent_id))).toEqual(new Set([2, 3]));
    const today = dayStartMs(operatorDay(now));
    expect(rows.results.filter((r) => r.reg_date >= today).length).toBeGreaterThanOrEqual(2);
    expect(rows.results.every((r) => r.reg_date <= now)).toBe(true);
  });

  it("makes today's counters of agent not zero: registrations, sign-ins and online members", async () => {
    const today = dayStartMs(operatorDay(now));
    const c = await teamCounters(db, 2, { start: today, end: today + 86_400_000 }, now);
    expect(c.register).toBeGreaterThanOrEqual(2);
    expect(c.login).toBeGreaterThanOrEqual(5);
    expect(c.online).toBe(2);
    // agent2's own team has activity too (the second level).
    expect((await teamCounters(db, 3, { start: today, end: today + 86_400_000 }, now)).login).toBeGreaterThanOrEqual(2);
  });

  it("gives each deposit entry its deposit order and each withdrawal entry its approved order, none in the future", async () => {
    const ids = agentTeamMembers()
      .map((m) => m.id)
      .join(",");
    const orphans = await db
      .prepare(
        `SELECT COUNT(*) AS n FROM ledger_entries e WHERE e.member_id IN (${ids}) AND (
           (e.kind = 'deposit' AND NOT EXISTS (SELECT 1 FROM deposits d WHERE 'deposit:' || d.id = e.reference AND d.status = 'success'))
           OR (e.kind = 'withdrawal' AND NOT EXISTS (SELECT 1 FROM withdrawals w WHERE 'withdrawal:' || w.id = e.reference AND w.status = 'approved')))`,
      )
      .first<{ n: number }>();
    expect(orphans!.n).toBe(0);
    const future = await db
      .prepare(
        `SELECT (SELECT COUNT(*) FROM ledger_entries WHERE member_id IN (${ids}) AND created_at > ?1) + (SELECT COUNT(*) FROM bet_suborders WHERE member_id IN (${ids}) AND settled_at > ?1) AS n`,
      )
      .bind(now)
      .first<{ n: number }>();
    expect(future!.n).toBe(0);
    const withdrawals = await db.prepare(`SELECT COUNT(*) AS n FROM withdrawals WHERE member_id IN (${ids})`).first<{ n: number }>();
    expect(withdrawals!.n).toBeGreaterThanOrEqual(3);
  });
});
