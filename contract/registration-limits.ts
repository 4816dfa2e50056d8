import { z } from "zod";
import { LIMIT_KINDS, MAX_LIMIT_MINOR, MONEY_PERIODS, SESSION_MINUTES } from "./rg-rules";

/*
 * The limits a registration may carry, as zod schemas for the gateway. Apart from registration.ts,
 * whose pure rules the registration form runs in its first load without zod (decision 055).
 */

/**
 * A limit chosen at registration (RG-08), in the units of the RG calls: major units for money
 * limits (day, week or month), minutes for the session limit (period "session").
 */
export const RegistrationLimit = z
  .object({
    kind: z.enum(LIMIT_KINDS),
    period: z.enum([...MONEY_PERIODS, "session"]),
    value: z.number().finite().positive(),
  })
  .superRefine((l, ctx) => {
    if (l.kind === "session") {
      if (l.period !== "session") ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["period"], message: "rg.register.error.period" });
      if (!Number.isInteger(l.value) || l.value < SESSION_MINUTES.min || l.value > SESSION_MINUTES.max) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["value"], message: "rg.register.error.sessionRange" });
      }
      return;
    }
    if (l.period === "session") ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["period"], message: "rg.register.error.period" });
    const minor = Math.round(l.value * 100);
    if (Math.abs(minor - l.value * 100) > 1e-6 || minor > MAX_LIMIT_MINOR) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["value"], message: "rg.register.error.amount" });
    }
  });
export type RegistrationLimit = z.infer<typeof RegistrationLimit>;

/** At most one limit per kind × period. */
export const RegistrationLimits = z
  .array(RegistrationLimit)
  .max(LIMIT_KINDS.length * MONEY_PERIODS.length)
  .refine((list) => new Set(list.map((l) => `${l.kind}.${l.period}`)).size === list.length, "rg.register.error.duplicate");
