import { now as clockNow } from "@contract/clock";
import { isGameType, type GameType } from "@contract/games";
import type { BetOrder, BetOrderDetail, BetStatus, PersonalReport } from "@contract/schemas/bets";
import type { ActionFunctionArgs, LoaderFunctionArgs, AppLoadContext } from "react-router";
import { fetchWallet } from "~/gateway-client/account.server";
import { cancelSuborders, fetchOrderDetail, fetchOrders, fetchPersonalReport } from "~/gateway-client/bets.server";
import { endsSession, isGatewayError } from "~/gateway-client/errors";
import { formatDate } from "~/rules/match-time";
import { formatMoney } from "~/rules/money";
import { operatorClock } from "~/rules/operator-time";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { requireModule } from "~/server/modules.server";
import { redirectWithToast, requireMember } from "~/session/auth.server";
import { C, ORDER_ID, cancelInput, confirmTarget } from "./bet-cancel";
import { cancelSchema } from "./bet-cancel.server";
import { BET_STATUSES, GAME_TYPE_PARAM, betRecordUrl } from "./bet-filters";
import { recordCalendar } from "./period";
import { readRecordQuery, type RecordQuery, type RecordUrl } from "./query";
import { loadRecordPage } from "./record-page.server";
import type { RecordPageData } from "./RecordPage";

export const BET_RECORD_PATH = "/m/gameRecord";
export const betDetailPath = (orderId: string) => `${BET_RECORD_PATH}/${orderId}`;

type Sign = -1 | 0 | 1;
const sign = (n: number): Sign => (n > 0 ? 1 : n < 0 ? -1 : 0);
const signed = (amount: number, symbol: string) => (amount > 0 ? `+${formatMoney(amount, symbol)}` : formatMoney(amount, symbol));

/** One order as the list shows it: money, day and time formatted here, so server and browser agree. */
export type BetRow = {
  /** The order number (the list's key). */
  id: string;
  gameType: string;
  gameName: string;
  vendor: string;
  /** The lottery draw; null for a spin. */
  drawNumber: string | null;
  stake: string;
  win: string;
  /** 1 when something was won (green). */
  winSign: Sign;
  status: BetStatus;
  subCount: number;
  cancellable: boolean;
  /** The operator's day (YYYY-MM-DD) and time (HH:mm:ss), UTC+8, of the bet. */
  day: string;
  time: string;
};

export type BetTotalsFigures = { count: number; stake: string; win: string; validTurnover: string };

/** Totals over the whole filter (every page), from the gateway; null when the page failed. */
export type BetRecordData = RecordPageData<BetRow, BetTotalsFigures> & {
  /** The game-type tab; null for All. */
  gameType: GameType | null;
};

const PAGE_SIZE = 20;

export function betRow(order: BetOrder, symbol: string): BetRow {
  return {
    id: order.orderId,
    gameType: order.gameType,
    gameName: order.gameName,
    vendor: order.vendor,
    drawNumber: order.drawNumber,
    stake: formatMoney(order.stake, symbol),
    win: formatMoney(order.win, symbol),
    winSign: sign(order.win),
    status: order.status,
    subCount: order.subCount,
    cancellable: order.cancellable,
    day: formatDate(order.createdAt),
    time: operatorClock(order.createdAt).format("HH:mm:ss"),
  };
}

/**
 * /m/gameRecord (research ): the member's bet orders for
 * the URL's period, game-type tab, status and page, with totals over the whole filter. A failing
 * gateway is the page's error state with retry, except for the infinite scroll's request (more=1),
 * which answers `failed` so the list offers a retry.
 */
export function loadBetRecord(args: LoaderFunctionArgs<AppLoadContext>): Promise<BetRecordData> {
  return loadRecordPage(args, {
    shape: (params) => {
      const typeParam = params.get(GAME_TYPE_PARAM);
      // An unknown type reads as All (R-10: never a hidden filter).
      const gameType = isGameType(typeParam) ? typeParam : null;
      return { url: betRecordUrl(gameType), values: BET_STATUSES, own: { gameType } };
    },
    fetch: (member, query, { gameType }) =>
      fetchOrders(args.context.gateway, member.token, {
        from: query.period.from,
        to: query.period.to,
        gameType,
        status: query.filter as BetStatus | null,
        page: query.page,
        pageSize: PAGE_SIZE,
      }),
    page: (answer) => {
      const symbol = answer.currencySymbol;
      const t = answer.totals;
      return {
        items: answer.items.map((o) => betRow(o, symbol)),
        page: answer.page,
        totalPages: answer.totalPages,
        totals: {
          count: t.count,
          stake: formatMoney(t.stake, symbol),
          win: formatMoney(t.win, symbol),
          validTurnover: formatMoney(t.validTurnover, symbol),
        },
      };
    },
  });
}

export type SuborderRow = {
  id: number;
  play: string;
  selection: string;
  stake: string;
  /** "×1.95"; the multiplier a win pays. */
  odds: string;
  win: string;
  winSign: Sign;
  status: BetStatus;
  result: string | null;
  cancellable: boolean;
};

/**
 * One order and its sub-orders formatted for a detail page (the member's /m/gameRecord/<id> and the
 * agent's read-only /m/teamBetting/<id>); `readOnly` marks no sub-order cancellable.
 */
export function betDetailView(detail: BetOrderDetail, readOnly = false): Pick<BetDetailData, "order" | "suborders"> {
  const symbol = detail.currencySymbol;
  const o = detail.order;
  return {
    order: {
      ...betRow(o, symbol),
      settledDay: o.settledAt === null ? null : formatDate(o.settledAt),
      settledTime: o.settledAt === null ? null : operatorClock(o.settledAt).format("HH:mm:ss"),
    },
    suborders: detail.suborders.map((s) => ({
      id: s.id,
      play: s.play,
      selection: s.selection,
      stake: formatMoney(s.stake, symbol),
      odds: odds(s.odds),
      win: formatMoney(s.win, symbol),
      winSign: sign(s.win),
      status: s.status,
      result: s.result,
      cancellable: !readOnly && s.cancellable,
    })),
  };
}

export type BetDetailData = {
  order: BetRow & { settledDay: string | null; settledTime: string | null };
  suborders: SuborderRow[];
  /** The sub-orders that can be cancelled now (the confirm step and the "Cancel all" button). */
  cancellable: number[];
  /** What the confirm step (?cancel=…) is about; null when none is asked for. */
  confirm: "all" | number | null;
  /** For the cancel form: a new key for every render, so a double submit refunds once. */
  idempotencyKey: string;
  /** After a cancel (?cancelled=1): the wallet's balance now, formatted; null otherwise or when unknown. */
  balance: string | null;
};

const odds = (n: number) => `×${Number(n.toFixed(4))}`;

/**
 * /m/gameRecord/<orderId> (research ): one order and its sub-orders. An order number that
 * is not one, an unknown order or another member's is a 404 (the gateway's order.not.found: no
 * difference between "not yours" and "none"). `?cancel=all|<id>` asks for the confirm step that a
 * page without JavaScript shows in place of a dialog; `?cancelled=1` (after a cancel) shows the
 * balance the refund left.
 */
export async function loadBetDetail({ request, context, params }: LoaderFunctionArgs<AppLoadContext>): Promise<BetDetailData> {
  const member = await requireMember(request, context);
  const orderId = params.orderId ?? "";
  if (!ORDER_ID.test(orderId)) throw new Response(null, { status: 404 });
  const search = new URL(request.url).searchParams;
  const cancelled = search.get("cancelled") === "1";

  // Both calls settle before a failure is handled, so none is left running after the answer. The
  // balance is a courtesy after a cancel: its failure never hides the order.
  const [answer, wallet] = await Promise.all([
    fetchOrderDetail(context.gateway, member.token, orderId).then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
    cancelled ? fetchWallet(context.gateway, member.token).catch(() => null) : Promise.resolve(null),
  ]);
  if (!answer.ok) {
    const e = answer.error;
    if (isGatewayError(e) && e.kind === "business" && e.code === "order.not.found") throw new Response(null, { status: 404 });
    return gatewayFailure(e, request, context);
  }
  const detail = answer.value;

  const cancellable = detail.suborders.filter((s) => s.cancellable).map((s) => s.id);
  return {
    ...betDetailView(detail),
    cancellable,
    confirm: confirmTarget(search.get("cancel"), cancellable),
    idempotencyKey: crypto.randomUUID(),
    balance: wallet ? formatMoney(wallet.sumBalance, wallet.currencySymbol) : null,
  };
}

/** A refused cancel's translation key (decision 026 codes and the orders' own). */
export function cancelFailureKey(error: unknown): string | null {
  if (!isGatewayError(error)) return null;
  if (error.kind !== "business") return `error.gateway.${error.kind}`;
  switch (error.code) {
    case "order.not.found":
      return `${C}.notFound`;
    case "order.cancel.closed":
      return `${C}.closed`;
    case "idempotency.key.format":
      return `${C}.expired`;
    case "idempotency.mismatch":
      return `${C}.mismatch`;
    default:
      return `${C}.failed`;
  }
}

/**
 * The detail's cancel (research R-06): the form is read with zod (a forged or stale form changes
 * nothing and says so), the gateway cancels and refunds once per idempotency key, and the answer is
 * always a redirect to the order with a flash toast, with JavaScript as without: on success to
 * ?cancelled=1 (the order now shows cancelled and the page the balance the refund left), on a
 * refusal to the order as it now is, with the refusal's message.
 */
export async function cancelBetAction({ request, context, params }: ActionFunctionArgs<AppLoadContext>): Promise<Response> {
  const member = await requireMember(request, context);
  const form = await readFormData(request);
  const orderId = params.orderId ?? "";
  // A path that is no order number has no page to go back to: the record.
  const back = ORDER_ID.test(orderId) ? betDetailPath(orderId) : BET_RECORD_PATH;
  const parsed = cancelSchema.safeParse(cancelInput(orderId, form));
  if (!parsed.success) {
    const key = parsed.error.issues[0]?.message ?? `${C}.invalid`;
    return redirectWithToast(back, { key, kind: "short", tone: "error" }, context);
  }
  try {
    await cancelSuborders(context.gateway, member.token, parsed.data);
  } catch (e) {
    if (endsSession(e)) return gatewayFailure(e, request, context);
    const key = cancelFailureKey(e);
    if (!key) throw e;
    return redirectWithToast(back, { key, kind: "short", tone: "error" }, context);
  }
  return redirectWithToast(`${back}?cancelled=1`, { key: `${C}.done`, kind: "message", tone: "success" }, context);
}

/** The personal report's figures, formatted (two decimals, grouping, the symbol). */
export type ReportFigures = {
  bets: string;
  validTurnover: string;
  wins: string;
  bonuses: string;
  rebates: string;
  deposits: string;
  withdrawals: string;
  /** Signed ("+₱12.50", "-₱3.00"); its sign colours it. */
  profit: string;
  profitSign: Sign;
  byCategory: Array<{ gameType: string; bets: string; validTurnover: string; wins: string; profit: string; profitSign: Sign }>;
  netDeposits: string;
  netDepositsSign: Sign;
};

export type PersonalReportData = {
  query: RecordQuery;
  url: RecordUrl;
  adjusted: boolean;
  bounds: { min: string; max: string };
  report: ReportFigures;
};

export function reportFigures(r: PersonalReport): ReportFigures {
  const money = (n: number) => formatMoney(n, r.currencySymbol);
  return {
    bets: money(r.bets),
    validTurnover: money(r.validTurnover),
    wins: money(r.wins),
    bonuses: money(r.bonuses),
    rebates: money(r.rebates),
    deposits: money(r.deposits),
    withdrawals: money(r.withdrawals),
    profit: signed(r.profit, r.currencySymbol),
    profitSign: sign(r.profit),
    byCategory: r.byCategory.map((c) => ({
      gameType: c.gameType,
      bets: money(c.bets),
      validTurnover: money(c.validTurnover),
      wins: money(c.wins),
      profit: signed(c.profit, r.currencySymbol),
      profitSign: sign(c.profit),
    })),
    netDeposits: signed(r.netDeposits, r.currencySymbol),
    netDepositsSign: sign(r.netDeposits),
  };
}

/** The report's URL has no select: only the period (the filterParam is never read). */
const REPORT_URL: RecordUrl = { filterParam: "status" };

/**
 * /m/profitandloss (research R-08): the member's figures for the URL's period, each a
 * sum over the same ledger as the records. A failing gateway is the page's error state with retry.
 */
export async function loadPersonalReport({ request, context }: LoaderFunctionArgs<AppLoadContext>): Promise<PersonalReportData> {
  await requireModule(context, "personalReport");
  const member = await requireMember(request, context);
  const params = new URL(request.url).searchParams;
  const now = clockNow();
  const { query, adjusted } = readRecordQuery(params, now, { param: REPORT_URL.filterParam, values: [] });
  const report = await fetchPersonalReport(context.gateway, member.token, { from: query.period.from, to: query.period.to }).catch((e: unknown) =>
    gatewayFailure(e, request, context),
  );
  const { bounds } = recordCalendar(now);
  return { query: { ...query, page: 1 }, url: REPORT_URL, adjusted, bounds, report: reportFigures(report) };
}
