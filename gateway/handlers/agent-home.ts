import { unreadAgentAnnouncements, unreadMessages } from "./content";
import { AGENT_MODULE_SWITCHES, type AgentModule } from "../../contract/agent-modules";
import { isCalendarDay, isRecordRange, rangeInstants } from "../../contract/record-range";
import { TeamOverviewQuery } from "../../contract/schemas/agent-requests";
import { overviewOf, settleScopeDue, teamCounters, type DayPoint, type MoneyFigures } from "../agent/agent-stats";
import { agentModuleRefusal, agentRefusal } from "../agent/team";
import type { Handler } from "../core/handler";
import { fail, ok } from "../core/http";

/**
 * The agent home and the team overview (decision 034; the figures are
 * gateway/agent/agent-stats.ts's). Every call checks the agent gate itself: types 0, 4 and 40 are
 * refused (403 agent.forbidden), and the overview needs its module's switch (AGEINFO3).
 *
 *   GET /wps/agent/home                                         the home's header, badges and module switches
 *   GET /wps/agent/team/kpi?startDate&endDate&size=0            §7 Team KPI: value.footer, the four counters
 *   GET /wps/agent/team/overview?startDate&endDate&scope=team|me cards and the daily series
 *
 * Dates are operator days (YYYY-MM-DD), both included, inside the records' range
 * (contract/record-range.ts: at most 90 days back, never past today). Money in major units.
 */

const major = (minor: number) => minor / 100;
/** A net amount of a period can dip below zero when a reversal falls in it and its original before (as the personal report). */
const net = (minor: number) => Math.max(0, minor) / 100;

/** Dates first, like the records: a bad range has its own code. */
function range(url: URL, now: number): { from: string; to: string; start: number; end: number } | null {
  const from = url.searchParams.get("startDate");
  const to = url.searchParams.get("endDate");
  if (!isCalendarDay(from) || !isCalendarDay(to) || !isRecordRange(from, to, now)) return null;
  return { from, to, ...rangeInstants(from, to) };
}
const badRange = () => fail("records.range.invalid", "The date range is not valid", 400);

async function walletOf(db: D1Database, memberId: number): Promise<{ symbol: string; balanceMinor: number }> {
  const row = await db
    .prepare("SELECT currency_symbol, balance_minor FROM wallets WHERE member_id = ?1")
    .bind(memberId)
    .first<{ currency_symbol: string; balance_minor: number }>();
  return { symbol: row?.currency_symbol ?? "₱", balanceMinor: row?.balance_minor ?? 0 };
}

/** Every agent module's switch (code → on). */
async function moduleSwitches(db: D1Database): Promise<Record<AgentModule, boolean>> {
  const codes = Object.values(AGENT_MODULE_SWITCHES);
  const { results } = await db
    .prepare(`SELECT code, enabled FROM feature_switches WHERE code IN (${codes.map((_, i) => `?${i + 1}`).join(", ")})`)
    .bind(...codes)
    .all<{ code: string; enabled: number }>();
  const on = new Set(results.filter((r) => r.enabled === 1).map((r) => r.code));
  return Object.fromEntries(Object.entries(AGENT_MODULE_SWITCHES).map(([module, code]) => [module, on.has(code)])) as Record<AgentModule, boolean>;
}

/** The agent home's own data: who, the balance, the two unread badges and which modules are on. */
const agentHome: Handler = {
  auth: "member",
  async run({ ctx, member }) {
    const refused = agentRefusal(member);
    if (refused) return refused;
    const db = ctx.env.DB;
    const [wallet, unread, agentUnread, modules] = await Promise.all([
      walletOf(db, member.id),
      unreadMessages(db, member.id, ctx.now()),
      unreadAgentAnnouncements(db, member.id),
      moduleSwitches(db),
    ]);
    return ok({
      account: member.account,
      nickname: member.nickname,
      type: member.type,
      currencySymbol: wallet.symbol,
      balance: major(wallet.balanceMinor),
      unreadMessages: unread,
      unreadAnnouncements: agentUnread,
      modules,
      dividend: modules.dividend,
    });
  },
};

/** §7 Team KPI: the four team counters for the range (the home asks for today); `size` is accepted and ignored (no list). */
const teamKpi: Handler = {
  auth: "member",
  async run({ url, ctx, member }) {
    const refused = agentRefusal(member);
    if (refused) return refused;
    const now = ctx.now();
    const r = range(url, now);
    if (!r) return badRange();
    const c = await teamCounters(ctx.env.DB, member.id, r, now);
    return ok({
      footer: { teamLoginMemberCount: c.login, teamBetMemberCount: c.bet, teamRegisterMemberCount: c.register, teamOnlineCount: c.online },
      list: [],
    });
  },
};

/** Another scope reads as team. */
const Scope = TeamOverviewQuery.shape.scope.catch("team");

const money = (f: MoneyFigures) => ({
  deposits: major(f.deposits),
  withdrawals: net(f.withdrawals),
  bets: net(f.bets),
  validTurnover: major(f.validTurnover),
  wins: major(f.wins),
  rebates: major(f.rebates),
  commission: major(f.commission),
  bonuses: major(f.bonuses),
});

const point = (p: DayPoint) => ({
  day: p.day,
  deposits: major(p.deposits),
  withdrawals: net(p.withdrawals),
  validTurnover: major(p.validTurnover),
  wins: major(p.wins),
  pnl: major(p.pnl),
  registrations: p.registrations,
});

/** A-OV-01/02: the team's (or, scope=me, the agent's own) cards and daily series for the range. */
const teamOverview: Handler = {
  auth: "member",
  async run({ url, ctx, member }) {
    const db = ctx.env.DB;
    const refused = await agentModuleRefusal(db, member, "overview");
    if (refused) return refused;
    const now = ctx.now();
    const r = range(url, now);
    if (!r) return badRange();
    const scope = Scope.parse(url.searchParams.get("scope") ?? "team");
    await settleScopeDue(db, member.id, scope, now);
    const [{ overview: o, series }, wallet] = await Promise.all([overviewOf(db, member.id, scope, r, now), walletOf(db, member.id)]);
    return ok({
      scope,
      startDate: r.from,
      endDate: r.to,
      currencySymbol: wallet.symbol,
      overview: {
        teamSize: o.teamSize,
        directCount: o.directCount,
        registrations: o.registrations,
        firstDepositors: o.firstDepositors,
        activeMembers: o.activeMembers,
        online: o.online,
        inactive: o.inactive,
        balance: major(o.balance),
        pnl: major(o.pnl),
        ...money(o),
      },
      series: series.map(point),
    });
  },
};

export const agentHomeHandlers = { agentHome, teamKpi, teamOverview };
