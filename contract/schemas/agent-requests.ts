import { z } from "zod";
import { OperatorDay } from "./common-requests";

/*
 * Requests of the agent home's team figures (decision 034;
 * gateway/handlers/agent-home.ts). The days are operator days, both included, at most 90 days
 * back and never past today (records.range.invalid otherwise, checked first).
 */

/** §7 Team KPI: the four team counters for the range; `size` is accepted and not read (no list). */
export const TeamKpiQuery = z.object({ startDate: OperatorDay, endDate: OperatorDay, size: z.coerce.number().optional() });

/** The team's (or, scope=me, the agent's own) cards and daily series; another scope reads as team. */
export const TeamOverviewQuery = z.object({ startDate: OperatorDay, endDate: OperatorDay, scope: z.enum(["team", "me"]).default("team") });
