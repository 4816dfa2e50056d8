import type { SubmissionResult } from "@conform-to/react";
import type { DownlineKind } from "@contract/downline-rules";
import type { GameType } from "@contract/games";

/*
 * What the team pages' routes (app/routes/m.agentRegister.tsx, m.member_.teamRebate.tsx) and their
 * island forms both read: declared here so the forms never import a route module.
 */

/** What the forms hold: rates as typed (the schemas turn them into basis points). */
export type StepOneValue = { type: string; username: string; birthDate: string; rates: Record<string, unknown> };
export type Prefill = { type: string; username: string; birthDate: string; rates: Record<string, string> };
export type Review = { type: DownlineKind; username: string; birthDate: string; rates: Record<GameType, number> };
/**
 * The market's minimum age and the instant the forms take it at (decision 043); null where the
 * gateway offers no responsible gaming (contract/capabilities.ts): no date of birth is asked.
 */
export type Age = { minAge: number; now: number } | null;

/** What the rebate editor's action answers on a refusal. */
export type TeamRebateActionData = { result: SubmissionResult<string[]> };
