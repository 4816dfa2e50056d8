import { greetingAt, type Greeting } from "@contract/agent-greeting";
import { now as clockNow } from "@contract/clock";
import type { TeamOverviewFigures } from "@contract/schemas/agent";
import type { AppLoadContext, LoaderFunctionArgs } from "react-router";
import { recordCalendar } from "~/features/records/period";
import { fetchAgentHome, fetchTeamKpi, fetchTeamOverview } from "~/gateway-client/agent.server";
import { isGatewayError } from "~/gateway-client/errors";
import { dateRange } from "~/rules/date-ranges";
import { formatMoney } from "~/rules/money";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { modulesOff } from "~/server/modules.server";
import { redirectWithToast, requireAgent, requireAgentModule } from "~/session/auth.server";
import { readOverviewQuery, type OverviewQuery, type Series } from "./period";
import { FOOTER, TILES, badgeText, offeredAgentModules, shownEntries, type FooterLink, type Tile } from "./tiles";

/**
 * A refused agent call: the gateway's own gate (a type that changed since sign-in, a module
 * switched off in between) sends the agent where the app's gate would have; any other failure is
 * the page's error state (gatewayFailure).
 */
async function agentFailure(error: unknown, request: Request, context: AppLoadContext): Promise<never> {
  if (isGatewayError(error) && error.kind === "business") {
    if (error.code === "agent.forbidden") throw await redirectWithToast("/m/home", { key: "toast.non_agent", kind: "message", tone: "error" }, context);
    if (error.code === "agent.module.off") throw await redirectWithToast("/m/agent", { key: "error.forbidden", kind: "message", tone: "error" }, context);
  }
  return gatewayFailure(error, request, context);
}

export type AgentCounters = { login: number; bet: number; register: number; online: number };

export type AgentHomeData = {
  greeting: Greeting;
  account: string;
  nickname: string | null;
  /** Two decimals with the currency symbol. */
  balance: string;
  /**
   * Today's team counters: the slowest figures of the page (they count the whole team), streamed
   * after the first paint (decision 001); null when they could not be read.
   */
  counters: Promise<AgentCounters | null>;
  tiles: (Omit<Tile, "badge"> & { badgeText: string | null })[];
  footer: (Omit<FooterLink, "badge"> & { badgeText: string | null })[];
};

/**
 * /m/agent (research A-HOME-01/02): types 0, 4, 40 go to /m/home with 'Non-agents
 * cannot log in' and no session to the login (requireAgent); the greeting by the operator's hour,
 * the balance, today's four team counters (§7 Team KPI, startDate = endDate = today) and the tiles
 * and footer links whose module is on.
 */
export async function loadAgentHome({ request, context }: LoaderFunctionArgs<AppLoadContext>): Promise<AgentHomeData> {
  const member = await requireAgent(request, context);
  const now = clockNow();
  const [today] = dateRange("today", now);
  // Asked beside the page's own call, never awaited here.
  const counters = context.deferred(
    fetchTeamKpi(context.gateway, member.token, { startDate: today, endDate: today }).then(({ footer: f }): AgentCounters => ({
      login: f.teamLoginMemberCount,
      bet: f.teamBetMemberCount,
      register: f.teamRegisterMemberCount,
      online: f.teamOnlineCount,
    })),
    "agentHome.counters",
  );
  const home = await fetchAgentHome(context.gateway, member.token).catch((e: unknown) => agentFailure(e, request, context));
  const modules = offeredAgentModules({ ...home.modules, dividend: home.modules.dividend && home.dividend }, await modulesOff(context));
  return {
    greeting: greetingAt(now),
    account: home.account,
    nickname: home.nickname,
    balance: formatMoney(home.balance, home.currencySymbol),
    counters,
    tiles: shownEntries(TILES, modules).map(({ badge, ...t }) => ({ ...t, badgeText: badge === "messages" ? badgeText(home.unreadMessages) : null })),
    footer: shownEntries(FOOTER, modules).map(({ badge, ...l }) => ({
      ...l,
      badgeText: badge === "announcements" ? badgeText(home.unreadAnnouncements) : null,
    })),
  };
}

export type OverviewPointRow = {
  day: string;
  values: Record<Series, number>;
  /** The same, formatted for the data table. */
  text: Record<Series, string>;
  registrations: number;
};

export type OverviewData = {
  query: OverviewQuery;
  adjusted: boolean;
  bounds: { min: string; max: string };
  /** Counts as numbers, money formatted. */
  cards: { key: keyof TeamOverviewFigures; value: string; tone?: -1 | 0 | 1 }[];
  pnl: { value: string; tone: -1 | 0 | 1 };
  series: OverviewPointRow[];
  empty: boolean;
};

const COUNT_CARDS = ["teamSize", "directCount", "registrations", "firstDepositors", "activeMembers", "online", "inactive"] as const;
const MONEY_CARDS = ["deposits", "withdrawals", "bets", "validTurnover", "wins", "rebates", "commission", "bonuses", "balance"] as const;
const sign = (n: number): -1 | 0 | 1 => (n > 0 ? 1 : n < 0 ? -1 : 0);

/**
 * /m/agent/team/overview (research A-OV-01/02): the team's (or the agent's own,
 * scope=me) cards for the URL's period and the daily series of the chart.
 */
export async function loadTeamOverview({ request, context }: LoaderFunctionArgs<AppLoadContext>): Promise<OverviewData> {
  const member = await requireAgentModule(request, context, "overview");
  const now = clockNow();
  const { query, adjusted } = readOverviewQuery(new URL(request.url).searchParams, now);
  const answer = await fetchTeamOverview(context.gateway, member.token, { startDate: query.period.from, endDate: query.period.to, scope: query.scope }).catch(
    (e: unknown) => agentFailure(e, request, context),
  );
  const o = answer.overview;
  const money = (n: number) => formatMoney(n, answer.currencySymbol);
  const series = answer.series.map((p) => {
    const values: Record<Series, number> = { deposits: p.deposits, withdrawals: p.withdrawals, validTurnover: p.validTurnover, wins: p.wins, pnl: p.pnl };
    const text = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, money(v)])) as Record<Series, string>;
    return { day: p.day, values, text, registrations: p.registrations };
  });
  return {
    query,
    adjusted,
    bounds: recordCalendar(now).bounds,
    cards: [...COUNT_CARDS.map((key) => ({ key, value: String(o[key]) })), ...MONEY_CARDS.map((key) => ({ key, value: money(o[key]) }))],
    pnl: { value: money(o.pnl), tone: sign(o.pnl) },
    series,
    empty: series.every((p) => p.registrations === 0 && Object.values(p.values).every((v) => v === 0)),
  };
}
