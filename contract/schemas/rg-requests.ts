import { z } from "zod";
import { EXCLUSION_MONTHS, LIMIT_KINDS, MONEY_PERIODS, REALITY_CHECK_MINUTES, TIMEOUT_DAYS } from "../rg-rules";

/*
 * Requests of the responsible-gaming controls (decision 040; gateway/handlers/rg.ts).
 * The values a market allows (reality check off, the longest time-out) come from rgMarket; each
 * description names the rule the gateway checks after reading.
 */

/**
 * Sets, raises, lowers or removes (null) a limit: money limits in major units (> 0, two
 * decimals, per day, week or month), the session limit in minutes (5–1440, period "session").
 */
export const RgSetLimitRequest = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum([...MONEY_PERIODS, "session"]),
  value: z.number().nullable(),
});

/** The reality check's interval in minutes, or null (off) where the market allows it. */
export const RgSetRealityCheckRequest = z.object({
  minutes: z
    .number()
    .nullable()
    .describe(`one of ${REALITY_CHECK_MINUTES.join(", ")}, or null where allowed`),
});

/** A control with a pending change: a money limit (kind, period), the session limit, or the reality check. */
export const RG_CONTROL = /^(?:(deposit|loss|stake)\.(day|week|month)|(session)\.(session)|(reality))$/;

/** Cancels a pending change: `deposit.day` … `stake.month`, `session.session` or `reality`. */
export const RgCancelPendingRequest = z.object({ control: z.string().max(32).regex(RG_CONTROL) });

/** A time-out of one of the market's lengths (days). */
export const RgTimeoutRequest = z.object({ days: z.number().describe(`one of ${TIMEOUT_DAYS.join(", ")} up to the market's longest`) });

/** A self-exclusion, confirmed with the sign-in password. */
export const RgExcludeRequest = z.object({
  months: z.number().describe(`one of ${EXCLUSION_MONTHS.join(", ")}`),
  password: z.string().min(1).max(128),
  reason: z.string().max(200).nullish(),
});
