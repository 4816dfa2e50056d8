import { z } from "zod";
import { IdempotencyKey } from "./common-requests";
import { ANSWERS, CONTRACT_KINDS } from "../contract-rules";
import { GAME_TYPES } from "../games";

/*
 * Requests of the agent contracts (decision 031; gateway/handlers/agent-contracts.ts),
 * read field by field so each refusal names what is wrong in the contract's order.
 */

const Kind = z.enum(CONTRACT_KINDS);

/** One kind's contracts. */
export const ContractsQuery = z.object({ kind: Kind });

/** The downline's answer to a contract waiting for it (agree / reject, confirmTermination / keep). */
export const AnswerContractRequest = z.object({
  contractId: z.coerce.number().int().positive(),
  answer: z.enum(ANSWERS),
  /** Agreeing to terms above the upline's own needs this (contract.higherRate otherwise). */
  acceptHigherRate: z.union([z.boolean(), z.literal("true")]).optional(),
  idempotencyKey: IdempotencyKey,
});

/** A major amount or percentage with at most two decimals, as a number or numeric text. */
const Hundredths = z.union([z.number().nonnegative(), z.string()]);
const Count = z.union([z.number().int().nonnegative(), z.string()]);
const SalaryTier = z.object({ betVolume: Hundredths, activeMember: Count, rateType: z.enum(["P", "F"]), rate: Hundredths });
const HourlyTier = z.object({ minimumBet: Hundredths, activeMember: Count, rateType: z.enum(["P", "F"]), rate: Hundredths });
const DividendTier = z.object({ minimumBet: Hundredths, netLoss: Hundredths, activeMember: Count, contractRate: Hundredths });

/**
 * A contract's tiers in the API's units (contract-rules.ts parseTerms: rising thresholds, at most
 * 10 tiers, rates within bounds): salary → SalaryTier[], hourly → HourlyTier[], dividend → game
 * category → DividendTier[].
 */
export const ContractTiers = z
  .union([z.array(SalaryTier), z.array(HourlyTier), z.record(z.enum(GAME_TYPES), z.array(DividendTier))])
  .describe(
    "salary: [{betVolume, activeMember, rateType, rate}], hourly: [{minimumBet, …}], dividend: {GAME_TYPE: [{minimumBet, netLoss, activeMember, contractRate}]}",
  );

/** The upline offers (or edits) a direct downline agent's contract. */
export const OfferContractRequest = z.object({
  kind: Kind,
  account: z.string().max(64),
  tiers: ContractTiers,
  idempotencyKey: IdempotencyKey,
});

/** The upline asks to end a direct downline's contract in force. */
export const TerminateContractRequest = z.object({ kind: Kind, account: z.string().max(64), idempotencyKey: IdempotencyKey });
