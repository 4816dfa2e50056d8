import type { LimitKind } from "@contract/rg-rules";

/**
 * The registration form's age gate and limit fields as plain data, apart from their zod schemas
 * (schemas.ts), so the form and its parts render without zod in the first load (decision 055).
 */

/** The prefix of the fields' translation keys. */
export const R = "rg.register";

/** The market's minimum age and required limits, and the instant the age is taken at (decision 043). */
export type RegisterRg = { minAge: number; requiredLimits: readonly LimitKind[]; now: number };

/** The names of the form's own age-gate and limit fields (never sent to the gateway as text fields). */
export const RG_FORM_FIELDS = ["birthDate", "depositLimit", "lossLimit", "lossPeriod", "sessionLimit"] as const;
