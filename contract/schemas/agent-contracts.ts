import { CONTRACT_KINDS, CONTRACT_STATUSES } from "@contract/contract-rules";
import { GAME_TYPES } from "@contract/games";
import { z } from "zod";

/**
 * Answers of the contract calls (decision 031; gateway/handlers/agent-contracts.ts).
 * Money in major units, rates in percent (a fixed-amount tier's rate is an amount).
 */

const status = z.enum(CONTRACT_STATUSES);
const kind = z.enum(CONTRACT_KINDS);
const rateType = z.enum(["P", "F"]);
const amount = z.number().nonnegative();

/** One waiting request of §3's contract request response. */
const Request = z.object({ contractId: z.number().int().positive(), status: z.enum(["P", "E", "V"]), upline: z.string().nullable(), requestedAt: z.number() });
export type ContractRequest = z.infer<typeof Request>;

/** §3 contract request response: dailysalreqtype, divtypecompperiodreq, contracthoursalreq — each a request or null. */
export const ContractRequests = z.object({
  dailysalreqtype: Request.nullable(),
  divtypecompperiodreq: Request.nullable(),
  contracthoursalreq: Request.nullable(),
});
export type ContractRequests = z.infer<typeof ContractRequests>;

export const SalaryTier = z.object({ betVolume: amount, activeMember: z.number().int().nonnegative(), rateType, rate: amount });
export const HourlyTier = z.object({ minimumBet: amount, activeMember: z.number().int().nonnegative(), rateType, rate: amount });
export const DividendTier = z.object({ minimumBet: amount, netLoss: amount, activeMember: z.number().int().nonnegative(), contractRate: amount });
export type SalaryTier = z.infer<typeof SalaryTier>;
export type HourlyTier = z.infer<typeof HourlyTier>;
export type DividendTier = z.infer<typeof DividendTier>;

export const Terms = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("salary"), tiers: z.array(SalaryTier) }),
  z.object({ kind: z.literal("hourly"), tiers: z.array(HourlyTier) }),
  z.object({ kind: z.literal("dividend"), products: z.record(z.enum(GAME_TYPES), z.array(DividendTier)) }),
]);
export type Terms = z.infer<typeof Terms>;

const Event = z.object({ action: z.string(), status, actor: z.string().nullable(), createdAt: z.number() });

export const ContractView = z.object({
  contractId: z.number().int().positive(),
  status,
  /** The terms in force (null until first agreed). */
  terms: Terms.nullable(),
  /** The terms waiting for the downline's answer (P, E). */
  proposed: Terms.nullable(),
  /** A-CON-03: the proposal pays more than the upline earns itself: agreeing needs a confirmation. */
  downlineHigherRate: z.boolean(),
  createdAt: z.number(),
  processedAt: z.number().nullable(),
  activatedAt: z.number().nullable(),
  events: z.array(Event),
});
export type ContractView = z.infer<typeof ContractView>;

export const Contracts = z.object({
  kind,
  currencySymbol: z.string().min(1),
  /** False for types 41 and 42 (§6: no contract info). */
  eligible: z.boolean(),
  mine: ContractView.nullable(),
  /** Who offered my contract (null: the operator, or none). */
  upline: z.string().nullable(),
  payouts: z.array(z.object({ period: z.string(), product: z.string().nullable(), base: amount, rate: z.number(), amount, paidAt: z.number() })),
  /** This period's team figures against my terms (null without a contract). */
  progress: z
    .object({
      period: z.string(),
      turnover: amount,
      netLoss: z.number(),
      activeMembers: z.number().int().nonnegative(),
      byProduct: z.array(z.object({ product: z.string(), turnover: amount, netLoss: z.number() })),
      estimate: amount,
    })
    .nullable(),
  downlines: z.array(z.object({ account: z.string(), type: z.number().int(), contract: ContractView.nullable() })),
});
export type Contracts = z.infer<typeof Contracts>;

/** What an answer, offer or termination request did (or, for a key sent again, what it did the first time). */
export const ContractChanged = z.object({ contractId: z.number().int().positive(), kind, status });
export type ContractChanged = z.infer<typeof ContractChanged>;
