import { z } from "zod";
import { LIMIT_KINDS } from "./rg-rules";

/*
 * The markets' rules as a zod schema, for the gateway and the app's gateway client. Apart from
 * rg-rules.ts, whose pure rules pages run in their first load without zod (decision 055).
 */

/** One market's rules (a row of the gateway's `markets` table): what differs between regulators. */
export const MarketRules = z.object({
  code: z.enum(["PH", "UK", "MT", "BR"]),
  regulator: z.string(),
  minAge: z.number().int().min(18),
  timeoutMaxDays: z.number().int().min(1),
  requiredLimits: z.array(z.enum(LIMIT_KINDS)),
  realityCheckRequired: z.boolean(),
  withdrawalCancel: z.boolean(),
  exclusionRegisterUrl: z.string().url().nullable(),
});
export type MarketRules = z.infer<typeof MarketRules>;
export const MARKET_CODES = MarketRules.shape.code.options;
