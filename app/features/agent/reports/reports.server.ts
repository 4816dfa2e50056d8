import { now as clockNow } from "@contract/clock";
import { isGameType, type GameType } from "@contract/games";
import type { PnlFigures } from "@contract/schemas/agent-reports";
import type { BetStatus } from "@contract/schemas/bets";
import type { LoaderFunctionArgs, AppLoadContext } from "react-router";
import { BET_STATUSES, GAME_TYPE_PARAM } from "~/features/records/bet-filters";
import { betDetailView, betRow, type BetRow, type BetTotalsFigures, type SuborderRow } from "~/features/records/bets.server";
import { recordCalendar } from "~/features/records/period";
import { readRecordQuery, type RecordQuery, type RecordUrl } from "~/features/records/query";
import { loadRecordPage } from "~/features/records/record-page.server";
import type { RecordPageData } from "~/features/records/RecordPage";
import { fetchAgentIncome, fetchTeamBetDetail, fetchTeamBets, fetchTeamPnl } from "~/gateway-client/agent-reports.server";
import { isGatewayError } from "~/gateway-client/errors";
import { formatMoney } from "~/rules/money";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { requireAgentModule } from "~/session/auth.server";
import {
  ACCOUNT_PARAM,
  PNL_FIGURES,
  keepParams,
  readAccount,
  readOrderNo,
  teamBettingHref,
  teamBettingUrl,
  urlOf,
  type PnlFigure,
  type SearchField,
} from "./query";

/**
 * The agent reports' loaders (decision 030; research A-PNL-01, A-BET-01,
 * A-INC-01). Each page needs an agent with its module on (requireAgentModule: a non-agent goes
 * home, a module that is off back to the agency centre) — and the gateway checks the same again.
 * Money, days and times are formatted here, so server and browser agree. A failing gateway is the
 * page's error state with retry (gatewayFailure); an account outside the team is the search
 * field's message with an empty report, never an error page.
 */

type Sign = -1 | 0 | 1;
const sign = (n: number): Sign => (n > 0 ? 1 : n < 0 ? -1 : 0);
const signed = (amount: number, symbol: string) => (amount > 0 ? `+${formatMoney(amount, symbol)}` : formatMoney(amount, symbol));

export type FormattedFigures = Record<PnlFigure, string> & { profitSign: Sign };

function formatFigures(f: PnlFigures, symbol: string): FormattedFigures {
  const out = {} as Record<PnlFigure, string>;
  for (const k of PNL_FIGURES) out[k] = k === "profit" ? signed(f[k], symbol) : formatMoney(f[k], symbol);
  return { ...out, profitSign: sign(f.profit) };
}

/** A search field's message: its key and the values it names. */
export type FieldMessage = { key: string; values?: Record<string, string> };
const fieldMessage = (f: SearchField): FieldMessage | null => (f.error ? { key: f.error } : null);
const notInTeam = (account: string): FieldMessage => ({ key: "agentReports.error.notInTeam", values: { account } });
const isNotInTeam = (e: unknown) => isGatewayError(e) && e.kind === "business" && e.code === "team.member.not.found";

/* ---------------- team PnL ---------------- */

export type TeamPnlRowView = { account: string; level: number; isAgent: boolean; figures: FormattedFigures; betsHref: string };

export type TeamPnlData = {
  query: RecordQuery;
  url: RecordUrl;
  adjusted: boolean;
  bounds: { min: string; max: string };
  account: { raw: string; message: FieldMessage | null };
  rows: TeamPnlRowView[];
  page: number;
  totalPages: number;
  /** Null when nothing is listed (an account outside the team). */
  pageTotals: FormattedFigures | null;
  totals: (FormattedFigures & { count: number }) | null;
};

const PNL_PAGE_SIZE = 20;

/** /m/agent/team/pnl (A-PNL-01): each team member's own figures for the period, page subtotal and grand total. */
export async function loadTeamPnl({ request, context }: LoaderFunctionArgs<AppLoadContext>): Promise<TeamPnlData> {
  const member = await requireAgentModule(request, context, "pnl");
  const params = new URL(request.url).searchParams;
  const now = clockNow();
  const account = readAccount(params);
  const url = urlOf(keepParams({ [ACCOUNT_PARAM]: account.value }));
  const { query, adjusted } = readRecordQuery(params, now, { param: url.filterParam, values: [] });
  const base = { query, url, adjusted, bounds: recordCalendar(now).bounds, account: { raw: account.raw, message: fieldMessage(account) } };
  try {
    const answer = await fetchTeamPnl(context.gateway, member.token, {
      from: query.period.from,
      to: query.period.to,
      account: account.value,
      page: query.page,
      pageSize: PNL_PAGE_SIZE,
    });
    const symbol = answer.currencySymbol;
    return {
      ...base,
      rows: answer.items.map((r) => ({
        account: r.account,
        level: r.level,
        isAgent: r.isAgent,
        figures: formatFigures(r, symbol),
        betsHref: teamBettingHref(query.period, r.account),
      })),
      page: answer.page,
      totalPages: answer.totalPages,
      pageTotals: formatFigures(answer.pageTotals, symbol),
      totals: { ...formatFigures(answer.totals, symbol), count: answer.totals.count },
    };
  } catch (e) {
    if (account.value && isNotInTeam(e)) {
      return { ...base, account: { raw: account.raw, message: notInTeam(account.raw) }, rows: [], page: 1, totalPages: 1, pageTotals: null, totals: null };
    }
    return gatewayFailure(e, request, context);
  }
}

/* ---------------- team betting ---------------- */

export type TeamBetRow = BetRow & { account: string };

export type TeamBettingData = RecordPageData<TeamBetRow, BetTotalsFigures> & {
  gameType: GameType | null;
  account: { raw: string; message: FieldMessage | null };
  orderNo: { raw: string; message: FieldMessage | null };
};

const BET_PAGE_SIZE = 20;

/**
 * /m/teamBetting (A-BET-01): the team's bet orders for the period, game-type tab, status, account
 * and order number, with totals over the whole filter. An account outside the team shows its
 * message and an empty list.
 */
export async function loadTeamBetting(args: LoaderFunctionArgs<AppLoadContext>): Promise<TeamBettingData> {
  await requireAgentModule(args.request, args.context, "betting");
  const params = new URL(args.request.url).searchParams;
  const account = readAccount(params);
  const orderNo = readOrderNo(params);
  let outside = false;
  const data = await loadRecordPage(args, {
    shape: (p) => {
      const typeParam = p.get(GAME_TYPE_PARAM);
      const gameType = isGameType(typeParam) ? typeParam : null;
      return { url: teamBettingUrl(gameType, account.value, orderNo.value), values: BET_STATUSES, own: { gameType } };
    },
    fetch: (member, query, { gameType }) =>
      fetchTeamBets(args.context.gateway, member.token, {
        from: query.period.from,
        to: query.period.to,
        account: account.value,
        gameType,
        status: query.filter as BetStatus | null,
        orderNo: orderNo.value,
        page: query.page,
        pageSize: BET_PAGE_SIZE,
      }).catch((e: unknown) => {
        if (!(account.value && isNotInTeam(e))) throw e;
        outside = true;
        return null;
      }),
    page: (answer) => {
      if (!answer) return { items: [], page: 1, totalPages: 1, totals: { count: 0, stake: "", win: "", validTurnover: "" } };
      const symbol = answer.currencySymbol;
      const t = answer.totals;
      return {
        items: answer.items.map((o) => ({ ...betRow(o, symbol), account: o.account })),
        page: answer.page,
        totalPages: answer.totalPages,
        totals: { count: t.count, stake: formatMoney(t.stake, symbol), win: formatMoney(t.win, symbol), validTurnover: formatMoney(t.validTurnover, symbol) },
      };
    },
  });
  return {
    ...data,
    account: { raw: account.raw, message: outside ? notInTeam(account.raw) : fieldMessage(account) },
    orderNo: { raw: orderNo.raw, message: fieldMessage(orderNo) },
  };
}

export type TeamBetDetailData = {
  account: string;
  order: BetRow & { settledDay: string | null; settledTime: string | null };
  suborders: SuborderRow[];
};

/** /m/teamBetting/<orderId>: one team member's order and its sub-orders (never cancellable here); anyone else's is a 404. */
export async function loadTeamBetDetail({ request, context, params }: LoaderFunctionArgs<AppLoadContext>): Promise<TeamBetDetailData> {
  const member = await requireAgentModule(request, context, "betting");
  const orderId = params.orderId ?? "";
  if (!/^\d{6,20}$/.test(orderId)) throw new Response(null, { status: 404 });
  const detail = await fetchTeamBetDetail(context.gateway, member.token, orderId).catch((e: unknown) => {
    if (isGatewayError(e) && e.kind === "business" && e.code === "order.not.found") throw new Response(null, { status: 404 });
    return gatewayFailure(e, request, context);
  });
  return { account: detail.account, ...betDetailView(detail, true) };
}

/* ---------------- agent income ---------------- */

type Split = { commission: string; rebate: string; total: string };

export type AgentIncomeData = {
  query: RecordQuery;
  url: RecordUrl;
  adjusted: boolean;
  bounds: { min: string; max: string };
  totals: Split;
  /** Whether anything was earned in the period (the empty state otherwise). */
  any: boolean;
  byDay: Array<Split & { day: string }>;
  byCategory: Array<Split & { gameType: string }>;
  byDownline: Array<{ account: string; commission: string; betsHref: string }>;
};

/** /m/member/agent/agentRebeat (A-INC-01): the agent's commission and own rebate for the days of the period. */
export async function loadAgentIncome({ request, context }: LoaderFunctionArgs<AppLoadContext>): Promise<AgentIncomeData> {
  const member = await requireAgentModule(request, context, "income");
  const params = new URL(request.url).searchParams;
  const now = clockNow();
  const url = urlOf([]);
  const { query, adjusted } = readRecordQuery(params, now, { param: url.filterParam, values: [] });
  const answer = await fetchAgentIncome(context.gateway, member.token, { from: query.period.from, to: query.period.to }).catch((e: unknown) =>
    gatewayFailure(e, request, context),
  );
  const money = (n: number) => formatMoney(n, answer.currencySymbol);
  const split = (s: { commission: number; rebate: number; total: number }): Split => ({
    commission: money(s.commission),
    rebate: money(s.rebate),
    total: money(s.total),
  });
  return {
    query: { ...query, page: 1 },
    url,
    adjusted,
    bounds: recordCalendar(now).bounds,
    totals: split(answer.totals),
    any: answer.totals.total > 0,
    byDay: answer.byDay.map((d) => ({ day: d.day, ...split(d) })),
    byCategory: answer.byCategory.map((c) => ({ gameType: c.gameType, ...split(c) })),
    byDownline: answer.byDownline.map((d) => ({ account: d.account, commission: money(d.commission), betsHref: teamBettingHref(query.period, d.account) })),
  };
}
