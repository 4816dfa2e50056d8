import { z } from "zod";
import { MISSION_PERIODS } from "../mission-rules";

/* Request of the mission board and its leaderboard (decision 039; gateway/handlers/missions.ts). */

/** The period: day (the default) or week; anything else is mission.period.invalid. */
export const MissionPeriodQuery = z.object({ period: z.enum(MISSION_PERIODS).default("day") });
