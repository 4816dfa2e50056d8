/**
 * Contract test of the agent's reports (decision 030; research
 * A-PNL-01, A-BET-01, A-INC-01): the app's client calls (agent-reports.server.ts) against the
 * embedded gateway in-process over a fresh, seeded local D1. The heart of it is:
 * the team's totals are the sums of the downlines' own figures — their own reports, their own
 * bet records and their ledger entries — to the cent.
 */
import { addDays, operatorDay, rangeInstants } from "@contract/record-range";
import { describe, expect, it } from "vitest";
import { fetchAgentIncome, fetchTeamBetDetail, fetchTeamBets, fetchTeamPnl } from "./agent-reports.server";
import { fetchOrders, fetchPersonalReport } from "./bets.server";
import { codeOf, testGateway, withFreshDatabase } from "./testing";
import type { PnlFigures } from "../../contract/schemas/agent-reports";
import { openSession, type Member } from "../../gateway/accounts/auth";
import { memberReport } from "../../gateway/agent/member-report";
import { teamOf } from "../../gateway/agent/team";
import { settleDay } from "../../gateway/games/settlement";
import { agentTeamMembers } from "../../gateway/seeds/agent-team";
import { seedMembers } from "../../gateway/seeds/foundation";

let db: D1Database;
/** The seed's history is relative to the day it runs: so is this test's clock. */
const clock = Date.now();
const TODAY = operatorDay(clock);
const PERIOD = { from: addDays(TODAY, -29), to: TODAY };

withFreshDatabase((fresh) => (db = fresh));

const gw = testGateway(
  () => db,
  () => clock,
);

const COLUMNS = "id, account, type, nickname, to_upline, status, reg_date, last_login_at";
const tokens = new Map<string, string>();
/** A signed-in session of a seeded account. */
async function tokenOf(account: string): Promise<string> {
  const known = tokens.get(account);
  if (known) return known;
  const m = (await db.prepare(`SELECT ${COLUMNS} FROM members WHERE account = ?1`).bind(account).first<Member>())!;
  const { token } = await openSession(db, m, clock);
  tokens.set(account, token);
  return token;
}

const cents = (n: number) => Math.round(n * 100);
const FIGURES = ["deposits", "withdrawals", "bets", "validTurnover", "wins", "rebates", "bonuses", "profit"] as const;
function sumOf(rows: PnlFigures[]): Record<(typeof FIGURES)[number], number> {
  const out = Object.fromEntries(FIGURES.map((k) => [k, 0])) as Record<(typeof FIGURES)[number], number>;
  for (const r of rows) for (const k of FIGURES) out[k] += cents(r[k]);
  return out;
}
const inCents = (f: PnlFigures) => Object.fromEntries(FIGURES.map((k) => [k, cents(f[k])]));

/** Every row of the team PnL, page after page. */
async function allPnlRows(token: string) {
  const first = await fetchTeamPnl(gw, token, { ...PERIOD, account: null, page: 1, pageSize: 5 });
  const rows = [...first.items];
  for (let page = 2; page <= first.totalPages; page++) rows.push(...(await fetchTeamPnl(gw, token, { ...PERIOD, account: null, page, pageSize: 5 })).items);
  return { first, rows };
}

describe("team PnL (A-PNL-01)", () => {
  it("the grand total is the sum of every row, and each page's subtotal the sum of its rows", async () => {
    const { first, rows } = await allPnlRows(await tokenOf("agent"));
    expect(first.totals.count).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(5);
    expect(inCents(first.totals)).toEqual(sumOf(rows));
    expect(inCents(first.pageTotals)).toEqual(sumOf(first.items));
    // Level 1 first; agent2's players are level 2.
    expect(rows.map((r) => r.level)).toEqual([...rows.map((r) => r.level)].sort((a, b) => a - b));
    expect(rows.find((r) => r.account === "player11")?.level).toBe(2);
    expect(rows.find((r) => r.account === "agent2")?.isAgent).toBe(true);
  });

  it("the grand total equals the sum over the team of each member's own report and of their ledger entries by kind", async () => {
    const agent = (await db.prepare("SELECT id FROM members WHERE account = 'agent'").first<{ id: number }>())!;
    const { first } = await allPnlRows(await tokenOf("agent"));
    const team = await teamOf(db, agent.id);
    const range = rangeInstants(PERIOD.from, PERIOD.to);
    const own = await Promise.all(team.map((m) => memberReport(db, m.id, range)));
    const sum = (k: (typeof FIGURES)[number]) => own.reduce((n, f) => n + f[k], 0);
    expect(inCents(first.totals)).toEqual(Object.fromEntries(FIGURES.map((k) => [k, sum(k)])));

    // The same from the ledger directly, member by member (bets and withdrawals are nets, never below zero).
    const { results } = await db
      .prepare(
        `SELECT member_id,
           SUM(CASE WHEN kind = 'deposit' THEN amount_minor ELSE 0 END) AS deposits,
           SUM(CASE WHEN kind = 'win' THEN amount_minor ELSE 0 END) AS wins,
           SUM(CASE WHEN kind = 'rebate' THEN amount_minor ELSE 0 END) AS rebates,
           SUM(CASE WHEN kind = 'bonus' THEN amount_minor ELSE 0 END) AS bonuses,
           -SUM(CASE WHEN kind IN ('bet', 'refund') THEN amount_minor ELSE 0 END) AS bets,
           -SUM(CASE WHEN kind IN ('withdrawal', 'withdrawal_release') THEN amount_minor ELSE 0 END) AS withdrawals
         FROM ledger_entries WHERE member_id IN (SELECT value FROM json_each(?1)) AND created_at >= ?2 AND created_at < ?3 GROUP BY member_id`,
      )
      .bind(JSON.stringify(team.map((m) => m.id)), range.start, range.end)
      .all<{ deposits: number; wins: number; rebates: number; bonuses: number; bets: number; withdrawals: number }>();
    const ledger = (k: "deposits" | "wins" | "rebates" | "bonuses") => results.reduce((n, r) => n + r[k], 0);
    expect(cents(first.totals.deposits)).toBe(ledger("deposits"));
    expect(cents(first.totals.wins)).toBe(ledger("wins"));
    expect(cents(first.totals.rebates)).toBe(ledger("rebates"));
    expect(cents(first.totals.bonuses)).toBe(ledger("bonuses"));
    expect(cents(first.totals.bets)).toBe(results.reduce((n, r) => n + Math.max(0, r.bets), 0));
    expect(cents(first.totals.withdrawals)).toBe(results.reduce((n, r) => n + Math.max(0, r.withdrawals), 0));
  });

  it("a downline's row is what that downline's own /m/profitandloss answers for the period", async () => {
    for (const account of ["demo", "player03", "player11"]) {
      const [team, own] = await Promise.all([
        fetchTeamPnl(gw, await tokenOf("agent"), { ...PERIOD, account: account.toUpperCase(), page: 1 }),
        fetchPersonalReport(gw, await tokenOf(account), PERIOD),
      ]);
      expect(team.items).toHaveLength(1);
      const row = team.items[0]!;
      expect(row.account).toBe(account);
      expect(inCents(row)).toEqual(inCents(own));
      expect(inCents(team.totals)).toEqual(inCents(own));
    }
  });

  it("narrows to team members only: another agent's downline or an unknown account is team.member.not.found", async () => {
    expect(await codeOf(fetchTeamPnl(gw, await tokenOf("agent2"), { ...PERIOD, account: "player01", page: 1 }))).toBe("team.member.not.found");
    expect(await codeOf(fetchTeamPnl(gw, await tokenOf("agent"), { ...PERIOD, account: "nobody99", page: 1 }))).toBe("team.member.not.found");
    // agent2's team is their own players only: every row is one of them, and every one who has played
    // is listed (members who joined today have no play yet in the first hours of the operator's day).
    const { rows } = await allPnlRows(await tokenOf("agent2"));
    const underAgent2 = [...seedMembers(), ...agentTeamMembers()].filter((m) => m.parentId === 3);
    const joinedToday = new Set(
      agentTeamMembers()
        .filter((m) => m.joinedDaysAgo === 0)
        .map((m) => m.account),
    );
    const listed = new Set(rows.map((r) => r.account));
    for (const account of listed) expect(underAgent2.map((m) => m.account)).toContain(account);
    for (const m of underAgent2) if (!joinedToday.has(m.account)) expect(listed).toContain(m.account);
  });

  it("refuses non-agents, a module that is off and a bad range", async () => {
    expect(await codeOf(fetchTeamPnl(gw, await tokenOf("demo"), { ...PERIOD, account: null, page: 1 }))).toBe("agent.forbidden");
    expect(await codeOf(fetchTeamPnl(gw, await tokenOf("agent"), { from: TODAY, to: addDays(TODAY, 1), account: null, page: 1 }))).toBe(
      "records.range.invalid",
    );
    await db.prepare("UPDATE feature_switches SET enabled = 0 WHERE code = 'AGETEAMPNL3'").run();
    try {
      expect(await codeOf(fetchTeamPnl(gw, await tokenOf("agent"), { ...PERIOD, account: null, page: 1 }))).toBe("agent.module.off");
    } finally {
      await db.prepare("UPDATE feature_switches SET enabled = 1 WHERE code = 'AGETEAMPNL3'").run();
    }
  });
});

describe("team betting (A-BET-01)", () => {
  it("the totals are the sums of the team members' own bet records, and the pages list every order", async () => {
    const token = await tokenOf("agent");
    const team = await fetchTeamBets(gw, token, { ...PERIOD, account: null, gameType: null, status: null, orderNo: null, page: 1, pageSize: 50 });
    const accounts = (await db.prepare("SELECT account FROM members WHERE parent_id IN (2, 3)").all<{ account: string }>()).results.map((r) => r.account);
    let stake = 0;
    let win = 0;
    let valid = 0;
    let count = 0;
    for (const account of accounts) {
      const own = await fetchOrders(gw, await tokenOf(account), { ...PERIOD, gameType: null, status: null, page: 1, pageSize: 50 });
      stake += cents(own.totals.stake);
      win += cents(own.totals.win);
      valid += cents(own.totals.validTurnover);
      count += own.totals.count;
    }
    expect(count).toBeGreaterThan(0);
    expect(team.totals.count).toBe(count);
    expect(cents(team.totals.stake)).toBe(stake);
    expect(cents(team.totals.win)).toBe(win);
    expect(cents(team.totals.validTurnover)).toBe(valid);
    let listed = team.items.length;
    for (let page = 2; page <= team.totalPages; page++) {
      listed += (await fetchTeamBets(gw, token, { ...PERIOD, account: null, gameType: null, status: null, orderNo: null, page, pageSize: 50 })).items.length;
    }
    expect(listed).toBe(count);
    expect(team.items.every((o) => !o.cancellable && accounts.includes(o.account))).toBe(true);
    // Every page carries the same totals, a page past the last one too (it has no row to carry them).
    const past = await fetchTeamBets(gw, token, {
      ...PERIOD,
      account: null,
      gameType: null,
      status: null,
      orderNo: null,
      page: team.totalPages + 1,
      pageSize: 50,
    });
    expect([past.items, past.totals, past.totalPages]).toEqual([[], team.totals, team.totalPages]);
    const small = await fetchTeamBets(gw, token, { ...PERIOD, account: null, gameType: null, status: null, orderNo: null, page: 2, pageSize: 1 });
    expect([small.items.length, small.totals]).toEqual([1, team.totals]);
  });

  it("narrows by account, game type, status and order number; a row is the member's own record row", async () => {
    const token = await tokenOf("agent");
    const demo = await fetchTeamBets(gw, token, { ...PERIOD, account: "Demo", gameType: "LOTT", status: null, orderNo: null, page: 1 });
    const own = await fetchOrders(gw, await tokenOf("demo"), { ...PERIOD, gameType: "LOTT", status: null, page: 1 });
    expect(demo.totals).toEqual(own.totals);
    expect(demo.items.map(({ account: _account, cancellable: _c, ...o }) => o)).toEqual(own.items.map(({ cancellable: _c, ...o }) => o));
    const one = demo.items[0]!;
    const byNumber = await fetchTeamBets(gw, token, { ...PERIOD, account: null, gameType: null, status: null, orderNo: one.orderId, page: 1 });
    expect(byNumber.items.map((o) => [o.orderId, o.account])).toEqual([[one.orderId, "demo"]]);
    const lost = await fetchTeamBets(gw, token, { ...PERIOD, account: null, gameType: null, status: "lost", orderNo: null, page: 1 });
    expect(lost.items.every((o) => o.status === "lost")).toBe(true);
  });

  it("opens a team member's order, never anyone else's", async () => {
    const page = await fetchTeamBets(gw, await tokenOf("agent"), { ...PERIOD, account: "player01", gameType: null, status: null, orderNo: null, page: 1 });
    const orderId = page.items[0]!.orderId;
    const detail = await fetchTeamBetDetail(gw, await tokenOf("agent"), orderId);
    expect(detail.account).toBe("player01");
    expect(detail.order.orderId).toBe(orderId);
    expect(detail.suborders.length).toBeGreaterThan(0);
    // agent2's team does not hold player01; an unknown number is not found either.
    expect(await codeOf(fetchTeamBetDetail(gw, await tokenOf("agent2"), orderId))).toBe("order.not.found");
    expect(await codeOf(fetchTeamBetDetail(gw, await tokenOf("agent"), "1000000001"))).toBe("order.not.found");
    expect(await codeOf(fetchTeamBets(gw, await tokenOf("player01"), { ...PERIOD, account: null, gameType: null, status: null, orderNo: null, page: 1 }))).toBe(
      "agent.forbidden",
    );
  });
});

describe("agent income (A-INC-01) after the settlement of a closed day", () => {
  it("shows the day's commission and own rebate as the payouts and ledger entries made", async () => {
    const token = await tokenOf("agent");
    const day = addDays(TODAY, -1);
    const before = await fetchAgentIncome(gw, token, { from: day, to: day });
    expect(before.totals.total).toBe(0);
    const outcome = await settleDay(db, day, clock);
    expect(outcome.ok).toBe(true);
    const income = await fetchAgentIncome(gw, token, { from: day, to: day });
    const paid = await db
      .prepare(
        `SELECT COALESCE(SUM(CASE WHEN p.kind = 'commission' THEN p.amount_minor END), 0) AS commission,
           COALESCE(SUM(CASE WHEN p.kind = 'rebate' THEN p.amount_minor END), 0) AS rebate,
           COALESCE((SELECT SUM(e.amount_minor) FROM ledger_entries e WHERE e.member_id = 2 AND e.kind IN ('commission', 'rebate') AND e.reference LIKE 'payout:%'), 0) AS ledger
         FROM payouts p WHERE p.member_id = 2 AND p.period = ?1`,
      )
      .bind(day)
      .first<{ commission: number; rebate: number; ledger: number }>();
    expect(paid!.commission).toBeGreaterThan(0);
    expect(cents(income.totals.commission)).toBe(paid!.commission);
    expect(cents(income.totals.rebate)).toBe(paid!.rebate);
    expect(cents(income.totals.total)).toBe(paid!.ledger);
    expect(income.byDay.map((d) => d.day)).toEqual([day]);
    expect(income.byCategory.reduce((n, c) => n + cents(c.total), 0)).toBe(paid!.ledger);
    expect(income.byDownline.reduce((n, d) => n + cents(d.commission), 0)).toBe(paid!.commission);
    // A second run pays nothing: the income stays as it is.
    await settleDay(db, day, clock);
    expect(await fetchAgentIncome(gw, token, { from: day, to: day })).toEqual(income);
    expect(await codeOf(fetchAgentIncome(gw, await tokenOf("demo"), { from: day, to: day }))).toBe("agent.forbidden");
  });
});
