import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { growDatabase } from "./database";
import { BIG_AGENT, FIRST_MEMBER_ID, layoutOf } from "./plan";
import { parseClockSetting, testClockSetting } from "../../contract/clock";
import { addDays, dayStartMs, operatorDay } from "../../contract/record-range";
import { wins } from "../../gateway/games/bet-rules";
import { settleAllDueInBatches } from "../../gateway/games/settle-due-batch";
import { resultFor } from "../../gateway/handlers/lottery-draws";
import { LOTTERIES } from "../../gateway/seeds/games";
import { auditLedger } from "../../gateway/wallet/audit";

/**
 * The production-size generator (`npm run db:scale`) at a tiny size: the ledger audit clean
 * (decision 026), every table's rows agreeing with the ledger as the gateway writes them, the
 * agent trees and the unsettled lottery orders in place. 10:00 operator time today, so nothing
 * depends on the hour the suite runs at.
 */
const MEMBERS = 200;
const NOW = parseClockSetting(testClockSetting(Date.now()));
let db: D1Database;
let counts: Record<string, number>;
let dispose: () => Promise<void>;

beforeAll(async () => {
  const grown = await growDatabase(undefined, { members: MEMBERS, now: NOW });
  ({ db, counts, dispose } = grown);
}, 60_000);

afterAll(async () => {
  await dispose?.();
});

const count = async (sql: string, ...binds: (string | number)[]) =>
  (await db
    .prepare(sql)
    .bind(...binds)
    .first<{ n: number }>())!.n;

describe("db:scale at 200 members", () => {
  it("adds the members, an agent with a team of a twentieth of them, and the tables in proportion", async () => {
    expect(counts.members).toBe(26 + MEMBERS);
    expect(counts[`${BIG_AGENT.account}'s team`]).toBe(layoutOf(MEMBERS).bigTeam);
    // ~1.95 sessions a member, ~10 bets a session: ~19.4 orders and ~2 deposits a member, as on a live site.
    expect(counts["bet orders"]).toBeGreaterThan(MEMBERS * 15);
    expect(counts["bet orders"]).toBeLessThan(MEMBERS * 25);
    expect(counts.deposits).toBeGreaterThan(MEMBERS * 1.7);
    expect(counts["ledger entries"]).toBeGreaterThan(counts["bet orders"]! * 1.3);
    expect(await count("SELECT COUNT(*) AS n FROM members m LEFT JOIN wallets w ON w.member_id = m.id WHERE w.member_id IS NULL")).toBe(0);
  });

  it("keeps the ledger audit clean and every running balance the sum of the entries before it", async () => {
    expect((await auditLedger(db)).differences).toEqual([]);
    const drift = await count(
      `SELECT COUNT(*) AS n FROM (SELECT balance_after_minor AS after, SUM(amount_minor) OVER (PARTITION BY member_id ORDER BY id) AS running FROM ledger_entries)
       WHERE after <> running`,
    );
    expect(drift).toBe(0);
  });

  it("pays each order by one bet entry of its stakes and each winning order by one win entry of its wins (decision 028)", async () => {
    const unpaid = await count(
      `SELECT COUNT(*) AS n FROM bet_orders o
       WHERE o.member_id >= ?1 AND -(SELECT SUM(s.stake_minor) FROM bet_suborders s WHERE s.order_id = o.id)
             IS NOT (SELECT SUM(e.amount_minor) FROM ledger_entries e WHERE e.reference = 'bet:' || o.id AND e.member_id = o.member_id)`,
      FIRST_MEMBER_ID,
    );
    expect(unpaid).toBe(0);
    const wrongWins = await count(
      `SELECT COUNT(*) AS n FROM bet_orders o
       WHERE o.member_id >= ?1 AND (SELECT SUM(s.win_minor) FROM bet_suborders s WHERE s.order_id = o.id)
             IS NOT COALESCE((SELECT SUM(e.amount_minor) FROM ledger_entries e WHERE e.reference = 'win:' || o.id), 0)`,
      FIRST_MEMBER_ID,
    );
    expect(wrongWins).toBe(0);
  });

  it("credits each successful deposit once and moves nothing for the others; holds every withdrawal, releases the rejected", async () => {
    const deposits = await count(
      `SELECT COUNT(*) AS n FROM deposits d
       WHERE d.member_id >= ?1 AND (CASE WHEN d.status = 'success' THEN d.amount_minor END)
             IS NOT (SELECT SUM(e.amount_minor) FROM ledger_entries e WHERE e.reference = 'deposit:' || d.id)`,
      FIRST_MEMBER_ID,
    );
    expect(deposits).toBe(0);
    const withdrawals = await count(
      `SELECT COUNT(*) AS n FROM withdrawals w
       WHERE w.member_id >= ?1 AND (CASE WHEN w.status = 'rejected' THEN 0 ELSE -w.amount_minor END)
             IS NOT (SELECT SUM(e.amount_minor) FROM ledger_entries e WHERE e.reference = 'withdrawal:' || w.id)`,
      FIRST_MEMBER_ID,
    );
    expect(withdrawals).toBe(0);
    expect(counts.withdrawals).toBeGreaterThan(0);
  });

  it("judges settled lottery picks against the draw's real result; yesterday's and today's are open and due", async () => {
    const game = LOTTERIES.find((l) => l.code === "VN5M")!;
    const schedule = { game_code: game.code, result_kind: game.kind, digits: game.digits };
    const { results } = await db
      .prepare(
        `SELECT s.play, s.selection, s.status, s.result, s.draw_at, o.draw_index, o.created_at FROM bet_suborders s JOIN bet_orders o ON o.id = s.order_id
         WHERE o.member_id >= ?1 AND o.game_type = 'LOTT'`,
      )
      .bind(FIRST_MEMBER_ID)
      .all<{
        play: "BIG_SMALL" | "DIGITS";
        selection: string;
        status: string;
        result: string | null;
        draw_at: number;
        draw_index: number;
        created_at: number;
      }>();
    expect(results.length).toBeGreaterThan(0);
    const yesterday = dayStartMs(addDays(operatorDay(NOW), -1));
    for (const s of results) {
      expect(s.draw_at).toBeLessThanOrEqual(NOW);
      if (s.created_at >= yesterday) {
        expect(s.status).toBe("open");
        continue;
      }
      const result = resultFor(schedule, s.draw_index);
      expect(s.result).toBe(result);
      expect(s.status).toBe(wins(s.play, s.selection, result) ? "won" : "lost");
    }
  });

  it("leaves the ledger's running totals equal to the ledger, per member and kind and per member, day and kind, with their triggers back", async () => {
    const differing = async (sql: string) => (await db.prepare(sql).all()).results;
    expect(
      await differing(`SELECT l.member_id, l.kind FROM (SELECT member_id, kind, SUM(amount_minor) AS total FROM ledger_entries GROUP BY 1, 2) l
                       LEFT JOIN member_kind_totals t ON t.member_id = l.member_id AND t.kind = l.kind
                       WHERE t.amount_minor IS NOT l.total`),
    ).toEqual([]);
    expect(
      await differing(`SELECT l.member_id, l.day FROM (SELECT member_id, strftime('%Y-%m-%d', (created_at + 28800000) / 1000, 'unixepoch') AS day, kind,
                              SUM(amount_minor) AS total FROM ledger_entries GROUP BY 1, 2, 3) l
                       LEFT JOIN member_day_totals t ON t.member_id = l.member_id AND t.day = l.day AND t.kind = l.kind
                       WHERE t.amount_minor IS NOT l.total`),
    ).toEqual([]);
    const { results: triggers } = await db.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'ledger_entries'").all();
    expect(triggers).toHaveLength(2);
  });

  it("rebuilds the indexes it set aside, and the due orders settle through the gateway's own code with the audit still clean", async () => {
    const { results } = await db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'index' AND name IN ('ledger_member_kind', 'ledger_reference', 'bet_suborders_due', 'bet_orders_member', 'deposits_member', 'withdrawals_member')",
      )
      .all();
    expect(results).toHaveLength(6);
    const open = counts["open sub-orders (due)"]!;
    expect(await settleAllDueInBatches(db, NOW)).toBe(open);
    expect((await auditLedger(db)).differences).toEqual([]);
  });
});
