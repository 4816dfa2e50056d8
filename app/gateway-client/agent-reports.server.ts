import type { GameType } from "@contract/games";
import type { GatewayClient } from "./client.server";
import type { BetStatus } from "../../contract/schemas/bets";

/**
 * The agent's report calls (decision 030; gateway/handlers/agent-reports.ts).
 * Member-specific, so never cached. Refusals arrive as GatewayError "business" with the gateway's
 * code: agent.forbidden (403, a non-agent), agent.module.off (403, the module's switch is off),
 * records.range.invalid (a range outside the records' limits), team.member.not.found (404, an
 * account outside the team), request.invalid (a malformed filter), order.not.found (404, an order
 * that is not a team member's).
 */

export type TeamPeriod = {
  /** Operator days (YYYY-MM-DD, UTC+8), both included. */
  from: string;
  to: string;
};

/** "All" is left out, never sent as an empty filter. */
const period = (q: TeamPeriod) => ({ startDate: q.from, endDate: q.to });

export type TeamPnlQuery = TeamPeriod & { account: string | null; page: number; pageSize?: number };

/** Each team member's PnL for the period (the one named by `account` only), with page and grand totals. */
export function fetchTeamPnl(gateway: GatewayClient, token: string, q: TeamPnlQuery) {
  return gateway.call("teamPnl", {
    token,
    query: { ...period(q), account: q.account ?? undefined, page: q.page, pageSize: q.pageSize },
  });
}

export type TeamBetsQuery = TeamPeriod & {
  account: string | null;
  gameType: GameType | null;
  status: BetStatus | null;
  /** An order number (digits). */
  orderNo: string | null;
  page: number;
  pageSize?: number;
};

/** The team's bet orders placed in the period, newest first, with totals over the whole filter. */
export function fetchTeamBets(gateway: GatewayClient, token: string, q: TeamBetsQuery) {
  return gateway.call("teamBets", {
    token,
    query: {
      ...period(q),
      account: q.account ?? undefined,
      gameType: q.gameType ?? undefined,
      status: q.status ?? undefined,
      orderNo: q.orderNo ?? undefined,
      page: q.page,
      pageSize: q.pageSize,
    },
  });
}

/** One team member's order with its sub-orders. */
export function fetchTeamBetDetail(gateway: GatewayClient, token: string, orderId: string) {
  return gateway.call("teamBetDetail", { token, query: { orderId } });
}

/** The agent's commission and own rebate by day, category and downline, for the days in the period. */
export function fetchAgentIncome(gateway: GatewayClient, token: string, q: TeamPeriod) {
  return gateway.call("agentIncome", { token, query: period(q) });
}
