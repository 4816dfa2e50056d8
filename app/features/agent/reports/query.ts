import type { GameType } from "@contract/games";
import { GAME_TYPE_PARAM } from "~/features/records/bet-filters";
import type { Period } from "~/features/records/period";
import { recordSearch, type RecordUrl } from "~/features/records/query";

/**
 * The agent reports' own URL parameters (/tmp links contract): besides the
 * records' period (period, from, to) and page, `account=<team member>` on the team PnL and team
 * betting, and `orderNo` on team betting. Outside the .server module so the pages' client bundle
 * builds the same links. A malformed value is a field message, never a hidden filter.
 */
export const TEAM_PNL_PATH = "/m/agent/team/pnl";
export const TEAM_BETTING_PATH = "/m/teamBetting";
export const AGENT_INCOME_PATH = "/m/member/agent/agentRebeat";

export const ACCOUNT_PARAM = "account";
export const ORDER_NO_PARAM = "orderNo";

const ACCOUNT = /^[A-Za-z0-9_]{1,32}$/;
const ORDER_NO = /^\d{6,20}$/;

/** A search field as the URL gave it: the value to filter by (null: none), what to show in the input, and why it was refused. */
export type SearchField = { value: string | null; raw: string; error: string | null };

function field(params: URLSearchParams, name: string, pattern: RegExp, errorKey: string, normalise: (v: string) => string): SearchField {
  const raw = (params.get(name) ?? "").trim().slice(0, 64);
  if (!raw) return { value: null, raw: "", error: null };
  return pattern.test(raw) ? { value: normalise(raw), raw, error: null } : { value: null, raw, error: errorKey };
}

/** `account`: a team member's account, case-insensitive (sent in lower case). */
export const readAccount = (params: URLSearchParams) => field(params, ACCOUNT_PARAM, ACCOUNT, "agentReports.error.account", (v) => v.toLowerCase());

/** `orderNo`: an order number, digits only (spaces around are ignored). */
export const readOrderNo = (params: URLSearchParams) => field(params, ORDER_NO_PARAM, ORDER_NO, "agentReports.error.orderNo", (v) => v);

/** The kept parameters of a page's URLs (chips, forms, page links): the search fields that filter now. */
export function keepParams(params: Record<string, string | null>): [string, string][] {
  return Object.entries(params).flatMap(([k, v]) => (v === null ? [] : [[k, v] as [string, string]]));
}

/** Team betting for one team member over a period (the PnL row's and the team list's drill-down). */
export function teamBettingHref(period: Period, account: string): string {
  const url: RecordUrl = { filterParam: "status", keep: [[ACCOUNT_PARAM, account]] };
  return TEAM_BETTING_PATH + recordSearch({ period, filter: null, page: 1 }, url);
}

/** The team PnL over a period, optionally for one member. */
export function teamPnlHref(period: Period, account: string | null = null): string {
  const url: RecordUrl = { filterParam: "status", keep: account ? [[ACCOUNT_PARAM, account]] : [] };
  return TEAM_PNL_PATH + recordSearch({ period, filter: null, page: 1 }, url);
}

export const PNL_FIGURES = ["deposits", "withdrawals", "bets", "validTurnover", "wins", "rebates", "bonuses", "profit"] as const;
export type PnlFigure = (typeof PNL_FIGURES)[number];

/** The URL shape shared by the period filter bar: no select of its own unless given, the search fields kept. */
export const urlOf = (keep: [string, string][], filterParam = "status"): RecordUrl => ({ filterParam, keep });

/** The team betting URL for a game-type tab: the status select is the filter; the tab and the search fields are kept. */
export function teamBettingUrl(gameType: GameType | null, account: string | null, orderNo: string | null): RecordUrl {
  return urlOf(keepParams({ [GAME_TYPE_PARAM]: gameType, [ACCOUNT_PARAM]: account, [ORDER_NO_PARAM]: orderNo }));
}
