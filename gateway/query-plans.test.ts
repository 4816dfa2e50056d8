import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kindsFor } from "../contract/ledger-kinds";
import { operatorDay, dayStartMs, addDays } from "../contract/record-range";
import { highestParameter, overviewSql, scopeDueSql, TEAM_COUNTERS_SQL } from "./agent/agent-stats";
import { TEAM_FIGURES_SQL } from "./agent/contracts";
import { TEAM_ROWS_SQL } from "./agent/downlines";
import { MEMBER_REPORT_SQL, TEAM_PNL_PAGE_SQL } from "./agent/member-report";
import { teamBetsSql } from "./handlers/agent-reports";
import { WALLET_SQL } from "./handlers/member";
import { betRecordsSql } from "./handlers/orders";
import { transactionsSql } from "./handlers/transactions";
import { PERIOD_DEPOSITS_SQL, PERIOD_STAKES_SQL, PERIOD_WINS_SQL } from "./promotions/missions";
import { INVITEES_SQL, SELF_REFERRAL_SQL } from "./promotions/referrals";
import { LIFETIME_TOTALS_OF_SQL } from "./promotions/vip";
import { SINCE_SESSION_START, playStatsSql } from "./rg/rg";
import { freshDatabase } from "./testing";
import { post } from "./wallet/ledger";

/**
 * The hot queries of the signed-in pages, planned by workerd's own SQLite over the migrated and
 * seeded database: none may read a large table whole (a `SCAN` of it, with or without an index —
 * a full index scan still reads every row). Their cost must follow what the member or the team
 * holds, never the site or a member's whole history. A `SCAN` of the team CTE, of a sub-query's
 * own result or of a tiny table (promotions, vip levels…) is fine.
 *
 * What this checks, and what it cannot: the seed has no ANALYZE statistics (sqlite_stat1), so
 * SQLite plans with its default guesses; a production database could be planned otherwise. The
 * team queries name their join order (CROSS JOIN, correlated EXISTS), which SQLite keeps whatever
 * the statistics, and every other query here has an index on its equality columns — so a `SEARCH`
 * here is one there. The statements are the handlers' own (exported constants and builders).
 */

const LARGE_TABLES = [
  "ledger_entries",
  "bet_orders",
  "bet_suborders",
  "members",
  "deposits",
  "withdrawals",
  "wallets",
  "sessions",
  "login_history",
  "member_day_totals",
  "member_kind_totals",
];

type PlanRow = { id: number; parent: number; detail: string };

let db: D1Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
});
afterAll(async () => {
  await dispose();
});

const AGENT = 2;
const MEMBER = 101;
const now = Date.now();
const to = operatorDay(now);
const from = addDays(to, -6);
const start = dayStartMs(from);
const end = dayStartMs(addDays(to, 1));

async function planOf(sql: string, binds: unknown[]): Promise<string[]> {
  const { results } = await db
    .prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...binds.slice(0, highestParameter(sql)))
    .all<PlanRow>();
  return results.map((r) => r.detail);
}

/** The plan lines that read a large table whole: `SCAN ledger_entries`, `SCAN e` for an alias of one… */
function fullScans(sql: string, plan: string[]): string[] {
  const words = sql.match(/\w+/g) ?? [];
  const aliases = new Map<string, string>();
  words.forEach((word, i) => {
    if (!LARGE_TABLES.includes(word)) return;
    const alias = words[i + 1]?.toUpperCase() === "AS" ? words[i + 2] : words[i + 1];
    if (alias) aliases.set(alias, word);
  });
  return plan.filter((line) => {
    const scanned = /^SCAN (\w+)/.exec(line)?.[1];
    if (!scanned) return false;
    return LARGE_TABLES.includes(scanned) || LARGE_TABLES.includes(aliases.get(scanned) ?? "");
  });
}

const overview = overviewSql("team");
const mine = overviewSql("me");
const kinds = kindsFor(null, false);
const transactions = transactionsSql(kinds.length);
const bets = betRecordsSql("en");
const teamBets = teamBetsSql("en");

/** [name, SQL, binds in ?N order] */
const HOT: [string, string, unknown[]][] = [
  ["agent home counters", TEAM_COUNTERS_SQL, [AGENT, start, end, now, now - 300_000]],
  ["team due bets", scopeDueSql("team"), [AGENT, now]],
  ...Object.entries(overview).map(([name, sql]): [string, string, unknown[]] => [
    `team overview ${name}`,
    sql,
    [AGENT, start, end, now, now - 300_000, now - 30 * 86_400_000, from, to],
  ]),
  ...Object.entries(mine).map(([name, sql]): [string, string, unknown[]] => [
    `own overview ${name}`,
    sql,
    [AGENT, start, end, now, now - 300_000, now - 30 * 86_400_000, from, to],
  ]),
  ["team list", TEAM_ROWS_SQL, [AGENT, now]],
  ["contract team turnover", TEAM_FIGURES_SQL.byProduct, [AGENT, start, end]],
  ["contract team active members", TEAM_FIGURES_SQL.active, [AGENT, start, end]],
  ["team PnL page and totals", TEAM_PNL_PAGE_SQL, [AGENT, from, to, start, end, null, 20, 0]],
  ["team PnL one member", TEAM_PNL_PAGE_SQL, [AGENT, from, to, start, end, MEMBER, 20, 0]],
  ["mission stakes", PERIOD_STAKES_SQL, [MEMBER, start, end]],
  ["mission wins", PERIOD_WINS_SQL, [MEMBER, start, end]],
  ["mission deposits (reward badge)", PERIOD_DEPOSITS_SQL, [MEMBER, start, end]],
  ["referral invitees (reward badge)", INVITEES_SQL, [MEMBER, 7 * 86_400_000, 0]],
  ["own referral (reward badge)", SELF_REFERRAL_SQL, [MEMBER, 7 * 86_400_000]],
  ["VIP progress", LIFETIME_TOTALS_OF_SQL, [JSON.stringify([MEMBER])]],
  ["team rebates' VIP rates", LIFETIME_TOTALS_OF_SQL, [JSON.stringify([MEMBER, MEMBER + 1, MEMBER + 2])]],
  ["wallet", WALLET_SQL, [MEMBER]],
  ["personal report period", MEMBER_REPORT_SQL.period, [MEMBER, start, end]],
  ["personal report lifetime", MEMBER_REPORT_SQL.lifetime, [MEMBER]],
  ["personal report by type", MEMBER_REPORT_SQL.entriesByType, [MEMBER, start, end]],
  ["personal report valid by type", MEMBER_REPORT_SQL.validByType, [start, end, MEMBER]],
  ["transaction records totals", transactions.totals, [MEMBER, start, end, ...kinds]],
  ["transaction records page", transactions.page, [MEMBER, start, end, ...kinds, 20, 0]],
  ["bet records totals", bets.totals, [MEMBER, now, start, end, null, null]],
  ["bet records page", bets.page, [MEMBER, now, start, end, null, null, 20, 0]],
  ["session clock: play since sign-in", playStatsSql(SINCE_SESSION_START), [MEMBER, "no-such-token-hash", now]],
  ["session clock: play today", playStatsSql("?2"), [MEMBER, start, now]],
  ["team betting totals", teamBets.totals, [AGENT, now, start, end, null, null, null, null]],
  ["team betting page", teamBets.page, [AGENT, now, start, end, null, null, null, null, 20, 0]],
  ["team betting one member", teamBets.page, [AGENT, now, start, end, null, null, null, MEMBER, 20, 0]],
];

describe("hot queries read only their member's or their team's rows", () => {
  it.each(HOT)("%s: no full scan of a large table", async (_name, sql, binds) => {
    const plan = await planOf(sql, binds);
    expect(plan.length).toBeGreaterThan(0);
    expect(fullScans(sql, plan), plan.join("\n")).toEqual([]);
  });

  it("catches a full scan when there is one (the check itself can fail)", async () => {
    const sql = "SELECT SUM(amount_minor) FROM ledger_entries e WHERE e.created_at >= ?1";
    expect(fullScans(sql, await planOf(sql, [start]))).toHaveLength(1);
  });
});

describe("running totals (migration 0024)", () => {
  const drift = async () =>
    db
      .prepare(
        `SELECT 'kind' AS what, COUNT(*) AS n FROM (
           SELECT member_id, kind, SUM(amount_minor) AS a FROM ledger_entries GROUP BY 1, 2
           EXCEPT SELECT member_id, kind, amount_minor FROM member_kind_totals WHERE amount_minor <> 0)
         UNION ALL
         SELECT 'day', COUNT(*) FROM (
           SELECT member_id, strftime('%Y-%m-%d', (created_at + 28800000) / 1000, 'unixepoch'), kind, SUM(amount_minor) FROM ledger_entries GROUP BY 1, 2, 3
           EXCEPT SELECT member_id, day, kind, amount_minor FROM member_day_totals WHERE amount_minor <> 0)`,
      )
      .all<{ what: string; n: number }>();

  it("hold the seed's ledger to the cent, per member and kind and per member, operator day and kind", async () => {
    expect((await db.prepare("SELECT COUNT(*) AS n FROM member_day_totals").first<{ n: number }>())!.n).toBeGreaterThan(0);
    expect((await drift()).results).toEqual([
      { what: "kind", n: 0 },
      { what: "day", n: 0 },
    ]);
  });

  it("follow a movement through the ledger in the same batch, on the operator day of the entry", async () => {
    const at = dayStartMs(to) + 3_600_000;
    const before = await db
      .prepare("SELECT amount_minor FROM member_day_totals WHERE member_id = ?1 AND day = ?2 AND kind = 'bonus'")
      .bind(MEMBER, to)
      .first<{ amount_minor: number }>();
    const result = await post(db, { memberId: MEMBER, kind: "bonus", amountMinor: 1234, reference: "query-plans:bonus", now: at });
    expect(result.ok).toBe(true);
    const after = await db
      .prepare("SELECT amount_minor FROM member_day_totals WHERE member_id = ?1 AND day = ?2 AND kind = 'bonus'")
      .bind(MEMBER, to)
      .first<{ amount_minor: number }>();
    expect(after!.amount_minor - (before?.amount_minor ?? 0)).toBe(1234);
    expect((await drift()).results.every((r) => r.n === 0)).toBe(true);
  });
});
