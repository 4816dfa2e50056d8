import { birthDateProblem } from "@contract/registration";
import { ageOn, MAX_LIMIT_MINOR, MONEY_PERIODS, SESSION_MINUTES, type LimitKind, type MoneyPeriod } from "@contract/rg-rules";
import { amountToMinor } from "@contract/wallet-rules";
import { z } from "zod";
import { parseAmount } from "~/features/wallet/rules";
import type { RegisterLimit } from "~/gateway-client/account.server";
import { empty } from "~/rules/validation";
import { R, type RegisterRg } from "./fields";

/**
 * The registration form's age gate and limits (RG-08; decision 043), for
 * the action (the source of truth) and the form (instant feedback). The market decides the
 * minimum age and which limits are required (BR: loss and session). Messages are translation keys;
 * the underage one names {{minAge}}.
 */

/** A money limit typed in major units: above zero, at most 2 decimals, not past MAX_LIMIT_MINOR. */
export const limitAmount = z
  .string()
  .max(20, `${R}.error.amount`)
  .transform((text, ctx) => {
    const amount = parseAmount(text);
    const minor = amountToMinor(amount);
    if (minor === null || minor > MAX_LIMIT_MINOR) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${R}.error.amount` });
      return z.NEVER;
    }
    return amount;
  });

/** Session minutes: whole, 5–1440. */
export const sessionMinutes = z
  .string()
  .max(5, `${R}.error.sessionRange`)
  .transform((text, ctx) => {
    const n = /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
    if (!Number.isInteger(n) || n < SESSION_MINUTES.min || n > SESSION_MINUTES.max) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${R}.error.sessionRange` });
      return z.NEVER;
    }
    return n;
  });

export const moneyPeriod = z.enum(MONEY_PERIODS, { errorMap: () => ({ message: `${R}.error.period` }) });

const requiredOr = <T extends z.ZodTypeAny>(schema: T, required: boolean) =>
  z.preprocess(empty, required ? z.string({ required_error: `${R}.error.required` }).pipe(schema) : schema.optional());

/** A date of birth typed in a date input: a real day from 1900 to today, and at least `minAge` years ago (the form names {{minAge}}). */
export function birthDateSchema(age: Pick<RegisterRg, "minAge" | "now">) {
  return z.unknown().transform((input, ctx) => {
    const problem = birthDateProblem(input, age.now);
    if (problem) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
      return z.NEVER;
    }
    const value = String(input).trim();
    if (ageOn(value, age.now) < age.minAge) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${R}.underage` });
      return z.NEVER;
    }
    return value;
  });
}

/** The form fields: birthDate, depositLimit (daily), lossLimit + lossPeriod, sessionLimit (minutes). */
export function registrationRgShape(rg: RegisterRg) {
  const needs = (kind: LimitKind) => rg.requiredLimits.includes(kind);
  return {
    birthDate: birthDateSchema(rg),
    depositLimit: requiredOr(limitAmount, needs("deposit")),
    lossLimit: requiredOr(limitAmount, needs("loss")),
    lossPeriod: z.preprocess(empty, moneyPeriod.default("day")),
    sessionLimit: requiredOr(sessionMinutes, needs("session")),
  };
}

/** The limits as the registration call takes them. */
export function limitsOf(input: { depositLimit?: number; lossLimit?: number; lossPeriod?: MoneyPeriod; sessionLimit?: number }): RegisterLimit[] {
  const out: RegisterLimit[] = [];
  if (input.depositLimit !== undefined) out.push({ kind: "deposit", period: "day", value: input.depositLimit });
  if (input.lossLimit !== undefined) out.push({ kind: "loss", period: input.lossPeriod ?? "day", value: input.lossLimit });
  if (input.sessionLimit !== undefined) out.push({ kind: "session", period: "session", value: input.sessionLimit });
  return out;
}
