import { DOWNLINE_KINDS, TEAM_SEARCH, passwordIsUsername, percentToBp } from "@shared/downline-rules";
import { confirmMatches } from "@shared/field-rules";
import type { GameType } from "@shared/games";
import { REBATE_CATEGORIES, downlineRateRefusal } from "@shared/rebate-rules";
import { IDEMPOTENCY_KEY } from "@shared/wallet-rules";
import { z } from "zod";
import type { RegisterRg } from "~/features/rg/register/fields";
import { birthDateSchema } from "~/features/rg/register/schemas";
import { rules } from "~/rules/validation";

/**
 * Team management's form schemas (issue 14 item 2), shared by the actions and loaders (the source
 * of truth) and the forms (instant feedback). Rates are typed as percentages and carried in basis
 * points; with the agent's own rates each is checked like the gateway checks it
 * (shared/rebate-rules.ts `downlineRateRefusal`). Messages are translation keys; the values they
 * name (the agent's own rate) come per category from the page (`rateParams`).
 */
export const T = "agentTeam";

export type OwnRates = Record<GameType, number>;

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

/** The values a rate message names for one category: the agent's own rate as "1.50". */
export function rateParams(ownBp: number): { own: string; max: string } {
  const percent = (ownBp / 100).toFixed(2);
  return { own: percent, max: percent };
}

/** The team list's query (GET): bad values are dropped, and a bad search is said so. */
export type TeamListQuery = { account: string | null; level: number | null; type: (typeof DOWNLINE_KINDS)[number] | null; parent: string | null; page: number };

export function readTeamQuery(params: URLSearchParams): { query: TeamListQuery; invalid: boolean } {
  const text = (name: string) => {
    const v = (params.get(name) ?? "").trim();
    return v === "" ? null : v;
  };
  const account = text("account");
  const parent = text("parent");
  const level = Number(params.get("level"));
  const page = Number(params.get("page"));
  const type = params.get("type");
  return {
    query: {
      account: account && TEAM_SEARCH.test(account) ? account : null,
      level: Number.isInteger(level) && level >= 1 && level <= 20 ? level : null,
      type: type === "agent" || type === "member" ? type : null,
      parent: parent && TEAM_SEARCH.test(parent) ? parent : null,
      page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    },
    invalid: account !== null && !TEAM_SEARCH.test(account),
  };
}

/** The team list's URL for a query (empty values left out). */
export function teamHref(path: string, q: Partial<TeamListQuery>): string {
  const p = new URLSearchParams();
  if (q.parent) p.set("parent", q.parent);
  if (q.account) p.set("account", q.account);
  if (q.level) p.set("level", String(q.level));
  if (q.type) p.set("type", q.type);
  if (q.page && q.page > 1) p.set("page", String(q.page));
  const s = p.toString();
  return s ? `${path}?${s}` : path;
}
