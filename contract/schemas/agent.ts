import { z } from "zod";

/**
 * Answers of the agent home and team overview calls (the embedded
 * gateway's gateway/handlers/agent-home.ts). Money is in the currency's major unit.
 */

const count = z.number().int().nonnegative();
const money = z.number().nonnegative();
/** A profit or loss: either sign. */
const signed = z.number();

/** Which agent modules (contract/agent-modules.ts) are switched on. */
export const AgentModules = z.object({
  overview: z.boolean(),
  transactions: z.boolean(),
  team: z.boolean(),
  redRain: z.boolean(),
  pnl: z.boolean(),
  betting: z.boolean(),
  rebateSettings: z.boolean(),
  income: z.boolean(),
  security: z.boolean(),
  messages: z.boolean(),
  register: z.boolean(),
  announcements: z.boolean(),
  dividend: z.boolean(),
  salary: z.boolean(),
  hourlySalary: z.boolean(),
});
export type AgentModules = z.infer<typeof AgentModules>;

export const AgentHome = z.object({
  account: z.string().min(1),
  nickname: z.string().nullable(),
  type: z.number().int(),
  currencySymbol: z.string().min(1),
  balance: money,
  /** The inbox's unread messages. */
  unreadMessages: count,
  /** Unread agent announcements (content type A). */
  unreadAnnouncements: count,
  modules: AgentModules,
  /** The dividend feature (the footer's dividend link). */
  dividend: z.boolean(),
});
export type AgentHome = z.infer<typeof AgentHome>;

/** §3 team footer stats, §7 Team KPI (value.footer). */
export const TeamKpi = z.object({
  footer: z.object({
    teamLoginMemberCount: count,
    teamBetMemberCount: count,
    teamRegisterMemberCount: count,
    teamOnlineCount: count,
  }),
});
export type TeamKpi = z.infer<typeof TeamKpi>;

export const TeamOverviewFigures = z.object({
  teamSize: count,
  directCount: count,
  registrations: count,
  firstDepositors: count,
  activeMembers: count,
  online: count,
  inactive: count,
  balance: money,
  deposits: money,
  withdrawals: money,
  bets: money,
  validTurnover: money,
  wins: money,
  rebates: money,
  commission: money,
  bonuses: money,
  /** wins + rebates + bonuses − valid turnover, from the members' side (the personal report's rule). */
  pnl: signed,
});
export type TeamOverviewFigures = z.infer<typeof TeamOverviewFigures>;

export const TeamOverviewPoint = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  deposits: money,
  withdrawals: money,
  validTurnover: money,
  wins: money,
  pnl: signed,
  registrations: count,
});
export type TeamOverviewPoint = z.infer<typeof TeamOverviewPoint>;

export const TeamOverview = z.object({
  scope: z.enum(["team", "me"]),
  startDate: z.string(),
  endDate: z.string(),
  currencySymbol: z.string().min(1),
  overview: TeamOverviewFigures,
  /** One point per day of the range, oldest first. */
  series: z.array(TeamOverviewPoint),
});
export type TeamOverview = z.infer<typeof TeamOverview>;
