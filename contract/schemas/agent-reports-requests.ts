import { z } from "zod";
import { BET_STATUSES, OrderIdText } from "./bets-requests";
import { OperatorDay } from "./common-requests";
import { GAME_TYPES } from "../games";

/*
 * Requests of the agent's reports (decision 030;
 * gateway/handlers/agent-reports.ts). startDate–endDate are operator days with the records' rules
 * (records.range.invalid, checked first); `account` is a team member's account, matched exactly
 * without case (team.member.not.found when outside the team).
 */

export const MAX_TEAM_PAGE_SIZE = 50;
export const DEFAULT_TEAM_PAGE_SIZE = 20;

const emptyIsNone = (v: unknown) => (v === "" ? undefined : v);

const period = { startDate: OperatorDay, endDate: OperatorDay };
const paging = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_TEAM_PAGE_SIZE).default(DEFAULT_TEAM_PAGE_SIZE),
};
const TeamAccount = z.preprocess(
  emptyIsNone,
  z
    .string()
    .regex(/^[A-Za-z0-9_]{1,32}$/)
    .optional(),
);

/** Team PnL: one row per team member with activity (or the one named). */
export const TeamPnlQuery = z.object({ ...period, account: TeamAccount, ...paging });

/** Team betting: the team's bet orders placed in the period. */
export const TeamBetsQuery = z.object({
  ...period,
  account: TeamAccount,
  gameType: z.preprocess(emptyIsNone, z.enum(GAME_TYPES).optional()),
  status: z.preprocess(emptyIsNone, z.enum(BET_STATUSES).optional()),
  orderNo: z.preprocess(emptyIsNone, OrderIdText.optional()),
  ...paging,
});

/** One order of a team member (anyone else's is order.not.found). */
export const TeamBetDetailQuery = z.object({ orderId: OrderIdText });

/** The agent's income for the period. */
export const AgentIncomeQuery = z.object(period);
