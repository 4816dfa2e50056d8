import { DOWNLINE_KINDS } from "@contract/downline-rules";
import { GAME_TYPES } from "@contract/games";
import { z } from "zod";

/**
 * Answers of the team-management calls (decision 033). Money is in the
 * currency's major unit; rebate rates in basis points (10 = 0.10 %).
 */

const money = z.number().nonnegative();
const kind = z.enum(DOWNLINE_KINDS);
const bp = z.number().int().nonnegative();
/** Every category's rate. */
const Rates = z.object(Object.fromEntries(GAME_TYPES.map((c) => [c, bp])) as Record<(typeof GAME_TYPES)[number], typeof bp>);
export type Rates = z.infer<typeof Rates>;

export const TeamMember = z.object({
  account: z.string().min(1),
  nickname: z.string().nullable(),
  type: kind,
  /** Depth below the agent: 1 = a direct downline. */
  level: z.number().int().positive(),
  direct: z.boolean(),
  /** The member's own agent (the signed-in agent for a direct downline). */
  parent: z.string(),
  /** Members below them at any depth, and their direct downlines (any: the row drills in). */
  teamSize: z.number().int().nonnegative(),
  directCount: z.number().int().nonnegative(),
  balance: money,
  lastLoginAt: z.number().nullable(),
  regDate: z.number(),
  /** Their session was used in the last five minutes. */
  online: z.boolean(),
});
export type TeamMember = z.infer<typeof TeamMember>;

export const TeamPage = z.object({
  items: z.array(TeamMember),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  totalPages: z.number().int().positive(),
  /** The matched members across all pages. */
  totals: z.object({ count: z.number().int().nonnegative(), balance: money }),
  /** The whole team, whatever the filter; `levels` is its deepest level. */
  team: z.object({ size: z.number().int().nonnegative(), balance: money, levels: z.number().int().nonnegative() }),
  /** The drilled member's chain from the agent's direct downline down to them (empty when not drilling). */
  trail: z.array(z.string()),
  currencySymbol: z.string().min(1),
});
export type TeamPage = z.infer<typeof TeamPage>;

export const DownlineOpened = z.object({
  account: z.string().min(1),
  type: kind,
  /** A new agent's own invitation code. */
  inviteCode: z.string().nullable(),
  rates: Rates,
});
export type DownlineOpened = z.infer<typeof DownlineOpened>;

/** The opening page's terms: the invitation code, sign-ups with it, and the agent's own rates (a new downline's ceiling). */
export const InviteInfo = z.object({ code: z.string().min(1), signUps: z.number().int().nonnegative(), rates: Rates });
export type InviteInfo = z.infer<typeof InviteInfo>;

export const DownlineRates = z.object({
  account: z.string().min(1),
  nickname: z.string().nullable(),
  type: kind,
  /** Effective rates: the set rate or the VIP level's, capped by the agent's. */
  rates: Rates,
  /** The rates set for them (a category missing: none set). */
  set: z.record(z.string(), bp),
});
export type DownlineRates = z.infer<typeof DownlineRates>;

export const TeamRebates = z.object({
  categories: z.array(z.enum(GAME_TYPES)),
  own: Rates,
  downlines: z.array(DownlineRates),
});
export type TeamRebates = z.infer<typeof TeamRebates>;

export const RebatesSaved = z.object({ account: z.string().min(1), rates: Rates });
