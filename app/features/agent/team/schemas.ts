import { DOWNLINE_KINDS, TEAM_SEARCH, passwordIsUsername, percentToBp } from "@shared/downline-rules";
import { confirmMatches } from "@shared/field-rules";
import type { GameType } from "@shared/games";
import { REBATE_CATEGORIES, downlineRateRefusal } from "@shared/rebate-rules";
import { IDEMPOTENCY_KEY } from "@shared/wallet-rules";
import { z } from "zod";
import type { RegisterRg } from "~/features/rg/register/fields";
import { birthDateSchema } from "~/features/rg/register/schemas";
import { rules } from "~/rules/validation";
import { T, type OwnRates } from "./rules";

/**
 * Team management's form schemas (issue 14 item 2), shared by the actions and loaders (the source
 * of truth) and the forms (instant feedback). Rates are typed as percentages and carried in basis
 * points; with the agent's own rates each is checked like the gateway checks it
 * (shared/rebate-rules.ts `downlineRateRefusal`). Messages are translation keys; the values they
 * name (the agent's own rate) come per category from the page (`rateParams`).
 */
// The zod-free rules live in ./rules.ts (pages import them without zod, decision 055).
export { T, rateParams, readTeamQuery, teamHref, type OwnRates, type TeamListQuery } from "./rules";

function rateField(ownBp?: number) {
  return z
    .string({ required_error: `${T}.rate.required`, invalid_type_error: `${T}.rate.required` })
    .trim()
    .min(1, `${T}.rate.required`)
    .max(8, `${T}.rate.format`)
    .transform((text, ctx) => {
      const bp = percentToBp(text);
      if (bp === null) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${T}.rate.format` });
        return z.NEVER;
      }
      return bp;
    })
    .superRefine((bp, ctx) => {
      if (ownBp === undefined) return;
      const refusal = downlineRateRefusal(bp, ownBp);
      if (refusal) ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${T}.rate.${refusal === "above_own" ? "above" : refusal}` });
    });
}

/** One rate per category (`rates.LOTT`, …), each within the agent's own when given. */
export function ratesSchema(own?: OwnRates) {
  return z.object(Object.fromEntries(REBATE_CATEGORIES.map((c) => [c, rateField(own?.[c])])) as Record<GameType, ReturnType<typeof rateField>>);
}

const kind = z.enum(DOWNLINE_KINDS, { errorMap: () => ({ message: `${T}.register.typeRequired` }) });

/** /m/agentRegister step 1 (a GET to `?review=1`: nothing is opened, and no password travels in a URL). */
/** `age`: the market's minimum age and the instant it is taken at: a downline passes the age gate too (issue 16, decision 043). */
export function reviewSchema(own: OwnRates | undefined, age: Pick<RegisterRg, "minAge" | "now">) {
  return z.object({ type: kind, username: rules.username, birthDate: birthDateSchema(age), rates: ratesSchema(own) });
}

/** Step 2, the confirmed account: step 1's values again (hidden), the password twice and the form's key. */
export function downlineSchema(own: OwnRates | undefined, age: Pick<RegisterRg, "minAge" | "now">) {
  return reviewSchema(own, age)
    .extend({
      password: rules.password,
      confirmPassword: z.string().optional(),
      idempotencyKey: z.string({ required_error: `${T}.register.expired` }).regex(IDEMPOTENCY_KEY, `${T}.register.expired`),
    })
    .superRefine((v, ctx) => {
      const confirm = confirmMatches(v.password, v.confirmPassword);
      if (confirm) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["confirmPassword"], message: confirm });
      if (passwordIsUsername(v.username, v.password))
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["password"], message: `${T}.register.passwordIsUsername` });
    });
}
export type DownlineForm = z.output<ReturnType<typeof downlineSchema>>;

/** /m/member/teamRebate: one direct downline's rates. */
export function rebateSchema(own?: OwnRates) {
  return z.object({ account: z.string().trim().regex(TEAM_SEARCH, `${T}.rebate.notFound`), rates: ratesSchema(own) });
}
