import { MISSION_GOALS, MISSION_PERIODS } from "@contract/mission-rules";
import { z } from "zod";

/**
 * Answers of the mission board's calls (decision 039). Money in major units;
 * counts (bets) and days as they are (`unit` says which).
 */

const money = z.number().nonnegative();

export const MissionCard = z.object({
  id: z.number().int().positive(),
  goal: z.enum(MISSION_GOALS),
  /** The game category a stake goal counts (contract/games.ts), null for every category. */
  category: z.string().nullable(),
  unit: z.enum(["minor", "count", "days"]),
  target: z.number().positive(),
  progress: z.number().nonnegative(),
  prize: money,
  turnoverMultiple: z.number().int().nonnegative(),
  state: z.enum(["in_progress", "done", "claimed"]),
  /** The reward centre's key for claiming this mission's prize (claim form contract). */
  rewardKey: z.string().min(1),
});
export type MissionCard = z.infer<typeof MissionCard>;

export const MissionBoard = z.object({
  promotionId: z.number().int().positive(),
  currencySymbol: z.string().min(1),
  period: z.enum(MISSION_PERIODS),
  periodKey: z.string().min(1),
  startsAt: z.number(),
  endsAt: z.number(),
  /** The gateway's clock when it answered (the countdown starts from it). */
  now: z.number(),
  /** Trial accounts see the board but never earn prizes. */
  prizeEligible: z.boolean(),
  missions: z.array(MissionCard),
});
export type MissionBoard = z.infer<typeof MissionBoard>;

const LeaderRow = z.object({
  rank: z.number().int().positive(),
  /** Masked by the gateway ("p***"). */
  name: z.string().min(1),
  score: money,
  me: z.boolean(),
});
export type LeaderRow = z.infer<typeof LeaderRow>;

export const MissionLeaderboard = z.object({
  period: z.enum(MISSION_PERIODS),
  periodKey: z.string().min(1),
  endsAt: z.number(),
  top: z.array(LeaderRow),
  /** My row when I am ranked outside the top rows. */
  pinned: LeaderRow.nullable(),
  myRank: z.number().int().positive().nullable(),
  myScore: money,
});
export type MissionLeaderboard = z.infer<typeof MissionLeaderboard>;
