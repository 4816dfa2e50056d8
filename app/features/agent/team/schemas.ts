import { DOWNLINE_KINDS, TEAM_SEARCH, bpToInput, passwordIsUsername, percentToBp } from "@contract/downline-rules";
import { confirmMatches } from "@contract/field-rules";
import type { GameType } from "@contract/games";
import { REBATE_CATEGORIES, downlineRateRefusal } from "@contract/rebate-rules";
import { IDEMPOTENCY_KEY } from "@contract/wallet-rules";
import { z } from "zod";
import type { RegisterRg } from "~/features/rg/register/fields";
import { birthDateSchema } from "~/features/rg/register/schemas";
import { rules } from "~/rules/validation";
import { T, type OwnRates } from "./rules";

/**
 * Team management's form schemas, shared by the actions and loaders (the source
 * of truth) and the forms (instant feedback). Rates are typed as percentages and carried in basis
 * points; with the agent's own rates each is checked like the gateway checks it
 * (contract/rebate-rules.ts `downlineRateRefusal`). Messages are translation keys; the values they
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

/**
 * The birth date is the downline's, not the agent's: the registration's messages speak to the one
 * registering ("you must be 21"), so the two that would address the agent name the new member.
 */
const DOWNLINE_BIRTH_DATE_KEYS: Record<string, string> = {
  "validation.birthDate.required": `${T}.register.birthDateRequired`,
  "rg.register.underage": `${T}.register.underage`,
};

function downlineBirthDate(age: Pick<RegisterRg, "minAge" | "now">) {
  return z.unknown().transform((input, ctx) => {
    const parsed = birthDateSchema(age).safeParse(input);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: z.ZodIssueCode.custom, message: DOWNLINE_BIRTH_DATE_KEYS[issue.message] ?? issue.message });
    return z.NEVER;
  });
}

/** No date of birth is asked for (a gateway without responsible gaming): the field reads as empty, whatever was posted. */
const noBirthDate = z.unknown().transform(() => "");

/**
 * /m/agentRegister step 1, posted with `intent=review`: nothing is opened. A POST, so the
 * downline's username and birth date stay out of URLs (history, logs, Referer).
 * `age`: the market's minimum age and the instant it is taken at: a downline passes the age gate too
 * (decision 043); null where the gateway offers no responsible gaming (contract/capabilities.ts).
 */
export function reviewSchema(own: OwnRates | undefined, age: Pick<RegisterRg, "minAge" | "now"> | null) {
  return z.object({ type: kind, username: rules.username, birthDate: age ? downlineBirthDate(age) : noBirthDate, rates: ratesSchema(own) });
}

/** What the page's forms post to /m/agentRegister: step 1 (review), "Back" from the confirm step (edit), the confirm step (open). */
export const registerIntentSchema = z.enum(["review", "edit", "open"]);

/** Cut to `max` characters; anything else (missing, a file) is empty. */
const typedText = (max: number, fallback = "") =>
  z
    .string()
    .transform((v) => v.slice(0, max))
    .catch(fallback);

/**
 * "Back" from the confirm step: step 1's values as they were posted, refilled into step 1 unchecked
 * (the review checks them again), cut to the inputs' sizes. Never fails.
 */
export const prefillSchema = z.object({
  type: z.enum(DOWNLINE_KINDS).catch("member"),
  username: typedText(32),
  birthDate: typedText(10),
  rates: z
    .object(Object.fromEntries(REBATE_CATEGORIES.map((c) => [c, typedText(8, bpToInput(0))])) as Record<GameType, ReturnType<typeof typedText>>)
    .catch(Object.fromEntries(REBATE_CATEGORIES.map((c) => [c, bpToInput(0)])) as Record<GameType, string>),
});

/** Step 2, the confirmed account: step 1's values again (hidden), the password twice and the form's key. */
export function downlineSchema(own: OwnRates | undefined, age: Pick<RegisterRg, "minAge" | "now"> | null) {
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
