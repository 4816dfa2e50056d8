import { badRange, betOrder, betSuborder, notFound, range, symbolOf } from "./orders";
import { GAME_TYPES } from "../../contract/games";
import { isAgent } from "../../contract/member-types";
import { TeamBetDetailQuery, TeamBetsQuery, TeamPnlQuery } from "../../contract/schemas/agent-reports-requests";
import { settleScopeDue } from "../agent/agent-stats";
import { teamMember } from "../agent/downlines";
import { teamPnlPage, type TeamPnlTotals } from "../agent/member-report";
import { TEAM_CTE, agentModuleRefusal } from "../agent/team";
import type { Handler } from "../core/handler";
import { fail, ok } from "../core/http";
import { languageOf, type Lang } from "../core/language";
import { findOrder, orderSummarySql, settleDue, suborders, type OrderSummary } from "../games/bets";

/**
 * The agent's reports (decision 030; research A-PNL-01, A-BET-01,
 * A-INC-01; contract/schemas/agent-reports.ts is the contract). Every figure is a team
 * member's own: a PnL row is member-report.ts's figures for that member — the very function their
 * /m/profitandloss answers —, a bet row is the member's own bet record row (bets.ts
 * orderSummarySql), so the team's totals are the sums of the downlines' own records to the cent.
 * Each call checks the agent gate and its module's switch itself (team.ts agentModuleRefusal).
 *
 *   GET /wps/agent/team/pnl          startDate, endDate (operator days), account?, page, pageSize (≤ 50)   module pnl
 *   GET /wps/agent/team/bets         startDate, endDate, account?, gameType?, status?, orderNo?, page, pageSize   module betting
 *   GET /wps/agent/team/bets/detail  orderId                                                          module betting
 *   GET /wps/agent/income            startDate, endDate                                               module income
 *
 * `account` is a team member's account, matched exactly but case-insensitively; one outside the
 * team (or unknown) is `team.member.not.found` (404), never an empty answer that hides a typo.
 */
const major = (minor: number) => minor / 100;

/** The period of an agent report: startDate–endDate, the records' rules (contract/record-range.ts). */
function period(url: URL, now: number) {
  return range({ from: url.searchParams.get("startDate") ?? "", to: url.searchParams.get("endDate") ?? "" }, now);
}

const invalid = () => fail("request.invalid", "The requested url is empty", 400);
const notInTeam = () => fail("team.member.not.found", "Sorry, the user does not exist or is disabled.", 404);

const FIGURES = ["deposits", "withdrawals", "bets", "validTurnover", "wins", "rebates", "bonuses", "profit"] as const;
type Figures = Record<(typeof FIGURES)[number], number>;

const zero = (): Figures => ({ deposits: 0, withdrawals: 0, bets: 0, validTurnover: 0, wins: 0, rebates: 0, bonuses: 0, profit: 0 });
function inSum(sum: Figures, f: Figures): Figures {
  for (const k of FIGURES) sum[k] += f[k];
  return sum;
}

function inMajor(f: Figures): Figures {
  return Object.fromEntries(FIGURES.map((k) => [k, major(f[k])])) as Figures;
}

/**
 * Team PnL (A-PNL-01): one row per team member with any activity in the period (all of them when
 * `account` names one), level 1 first, then by account; each row the member's own report figures;
 * the page's subtotal and the grand total over every row of the filter (sums of the rows, in
 * minor units, so they add up to the cent). Paged in SQL (member-report.ts teamPnlPage): a page
 * and its totals are one statement, whatever the team's size.
 */
const teamPnl: Handler = {
  auth: "member",
  async run({ url, ctx, member }) {
    const db = ctx.env.DB;
    const refused = await agentModuleRefusal(db, member, "pnl");
    if (refused) return refused;
    const now = ctx.now();
    const r = period(url, now);
    if (!r) return badRange();
    const q = TeamPnlQuery.safeParse(Object.fromEntries(url.searchParams.entries()));
    if (!q.success) return invalid();
    const { account, page, pageSize } = q.data;
    const only = account === undefined ? null : ((await teamMember(db, member.id, { account }))?.id ?? null);
    if (account !== undefined && only === null) return notInTeam();
    if (only === null) await settleScopeDue(db, member.id, "team", now);
    else await settleDue(db, only, now);
    const { rows, totals } = await teamPnlPage(db, member.id, r, only, { limit: pageSize, offset: (page - 1) * pageSize });
    const pageTotals = rows.reduce<Figures>((sum, row) => inSum(sum, row), zero());
    const { count, ...grand }: TeamPnlTotals = totals;
    return ok({
      currencySymbol: await symbolOf(db, member.id),
      from: r.from,
      to: r.to,
      items: rows.map((row) => ({ account: row.account, level: row.depth, isAgent: isAgent(row.type), ...inMajor(row) })),
      page,
      totalPages: Math.max(1, Math.ceil(count / pageSize)),
      pageTotals: inMajor(pageTotals),
      totals: { ...inMajor(grand), count },
    });
  },
};

/**
 * Team betting's statements, driven by the team (its CTE) whatever its size. `page`: a page of rows
 * with each row's account and, on every row, the totals over the whole filter (window sums, so the
 * team and its orders are walked once); `totals` alone, for a page past the last row.
 * ?1 the agent, ?2 now, ?3 start, ?4 end, ?5 game type or NULL, ?6 order no or NULL, ?7 status or
 * NULL, ?8 one team member or NULL; the page adds ?9 limit, ?10 offset.
 */
export function teamBetsSql(lang: Lang): { totals: string; page: string } {
  const sql = orderSummarySql(
    lang,
    "b.created_at >= ?3 AND b.created_at < ?4 AND (?5 IS NULL OR b.game_type = ?5) AND (?6 IS NULL OR b.id = ?6)",
    "(?7 IS NULL OR status = ?7)",
    "b.member_id IN (SELECT id FROM team WHERE ?8 IS NULL OR id = ?8)",
    TEAM_CTE,
  );
  return {
    totals: `SELECT COUNT(*) AS n, COALESCE(SUM(stake), 0) AS stake, COALESCE(SUM(win), 0) AS win, COALESCE(SUM(valid), 0) AS valid FROM (${sql})`,
    page: `SELECT p.*, m.account FROM (
             SELECT q.*, COUNT(*) OVER () AS total_n, SUM(q.stake) OVER () AS total_stake, SUM(q.win) OVER () AS total_win, SUM(q.valid) OVER () AS total_valid
             FROM (${sql}) q ORDER BY q.created_at DESC, q.id DESC LIMIT ?9 OFFSET ?10
           ) p JOIN members m ON m.id = p.member_id
           ORDER BY p.created_at DESC, p.id DESC`,
  };
}

/**
 * Team betting (A-BET-01): the bet orders of the team (or of one member) placed in the period,
 * newest first, each the member's own bet record row plus their account; totals over the whole
 * filter. The listed members' due draws are settled first, as their own record would.
 */
const teamBets: Handler = {
  auth: "member",
  async run({ url, request, ctx, member }) {
    const db = ctx.env.DB;
    const refused = await agentModuleRefusal(db, member, "betting");
    if (refused) return refused;
    const now = ctx.now();
    const r = period(url, now);
    if (!r) return badRange();
    const q = TeamBetsQuery.safeParse(Object.fromEntries(url.searchParams.entries()));
    if (!q.success) return invalid();
    const { account, gameType, status, orderNo, page, pageSize } = q.data;
    const only = account === undefined ? null : ((await teamMember(db, member.id, { account }))?.id ?? null);
    if (account !== undefined && only === null) return notInTeam();
    // The listed members' due draws first, as their own records would: the team's in one query.
    if (only === null) await settleScopeDue(db, member.id, "team", now);
    else await settleDue(db, only, now);
    const sql = teamBetsSql(languageOf(url, request));
    const binds = [member.id, now, r.start, r.end, gameType ?? null, orderNo === undefined ? null : Number(orderNo), status ?? null, only];
    const { results: rows } = await db
      .prepare(sql.page)
      .bind(...binds, pageSize, (page - 1) * pageSize)
      .all<OrderSummary & { account: string; total_n: number; total_stake: number; total_win: number; total_valid: number }>();
    const first = rows[0];
    // No row: nothing matches (page 1), or the page is past the last row (the totals still count).
    const t = first
      ? { n: first.total_n, stake: first.total_stake, win: first.total_win ?? 0, valid: first.total_valid }
      : page === 1
        ? { n: 0, stake: 0, win: 0, valid: 0 }
        : (await db
            .prepare(sql.totals)
            .bind(...binds)
            .first<{ n: number; stake: number; win: number; valid: number }>())!;
    return ok({
      currencySymbol: await symbolOf(db, member.id),
      items: rows.map((o) => ({ ...betOrder(o), cancellable: false, account: o.account })),
      page,
      totalPages: Math.max(1, Math.ceil(t.n / pageSize)),
      totals: { stake: major(t.stake), win: major(t.win), validTurnover: major(t.valid), count: t.n },
    });
  },
};

/** One order of a team member with its sub-orders; anyone else's (the agent's own included) or an unknown one is not found. The agent never cancels it. */
const teamBetDetail: Handler = {
  auth: "member",
  async run({ url, request, ctx, member }) {
    const db = ctx.env.DB;
    const refused = await agentModuleRefusal(db, member, "betting");
    if (refused) return refused;
    const id = TeamBetDetailQuery.shape.orderId.safeParse(url.searchParams.get("orderId"));
    if (!id.success) return notFound();
    const now = ctx.now();
    const owner = await db.prepare("SELECT member_id FROM bet_orders WHERE id = ?1").bind(Number(id.data)).first<{ member_id: number }>();
    if (!owner) return notFound();
    const who = await teamMember(db, member.id, { id: owner.member_id });
    if (!who) return notFound();
    await settleDue(db, who.id, now);
    const order = await findOrder(db, who.id, Number(id.data), languageOf(url, request), now);
    if (!order) return notFound();
    return ok({
      currencySymbol: await symbolOf(db, member.id),
      account: who.account,
      order: { ...betOrder(order), cancellable: false },
      suborders: (await suborders(db, order.id)).map((s) => ({ ...betSuborder(s, now), cancellable: false })),
    });
  },
};

type IncomeRow = { period: string; category: string; kind: "rebate" | "commission"; source: string | null; amount: number };

/**
 * The agent's income (A-INC-01): the settlement's payouts to the agent for the days in the range
 * (the day each was earned, not the day it was paid) — commission on the team's turnover and the
 * agent's own rebate —, by day (newest first), by game category and by the team member the
 * commission came from, with totals.
 */
const agentIncome: Handler = {
  auth: "member",
  async run({ url, ctx, member }) {
    const db = ctx.env.DB;
    const refused = await agentModuleRefusal(db, member, "income");
    if (refused) return refused;
    const r = period(url, ctx.now());
    if (!r) return badRange();
    const { results } = await db
      .prepare(
        `SELECT p.period, p.category, p.kind, m.account AS source, SUM(p.amount_minor) AS amount
         FROM payouts p LEFT JOIN members m ON m.id = p.source_id
         WHERE p.member_id = ?1 AND p.kind IN ('rebate', 'commission') AND p.period >= ?2 AND p.period <= ?3
         GROUP BY p.period, p.category, p.kind, p.source_id`,
      )
      .bind(member.id, r.from, r.to)
      .all<IncomeRow>();
    type Split = { commission: number; rebate: number };
    const group = (key: (row: IncomeRow) => string | null) => {
      const out = new Map<string, Split>();
      for (const row of results) {
        const k = key(row);
        if (k === null) continue;
        const s = out.get(k) ?? { commission: 0, rebate: 0 };
        s[row.kind] += row.amount;
        out.set(k, s);
      }
      return out;
    };
    const show = (s: Split) => ({ commission: major(s.commission), rebate: major(s.rebate), total: major(s.commission + s.rebate) });
    const total = results.reduce((s, row) => ({ ...s, [row.kind]: s[row.kind] + row.amount }), { commission: 0, rebate: 0 });
    const byDay = [...group((row) => row.period)].sort(([a], [b]) => (a < b ? 1 : -1));
    const byCategory = group((row) => row.category);
    const bySource = [...group((row) => (row.kind === "commission" ? row.source : null))].sort(([, a], [, b]) => b.commission - a.commission);
    return ok({
      currencySymbol: await symbolOf(db, member.id),
      from: r.from,
      to: r.to,
      totals: show(total),
      byDay: byDay.map(([day, s]) => ({ day, ...show(s) })),
      byCategory: GAME_TYPES.flatMap((c) => {
        const s = byCategory.get(c);
        return s ? [{ gameType: c, ...show(s) }] : [];
      }),
      byDownline: bySource.map(([account, s]) => ({ account, commission: major(s.commission) })),
    });
  },
};

export const agentReportHandlers = { teamPnl, teamBets, teamBetDetail, agentIncome };
