import type { ContractAnswer, ContractKind } from "@contract/contract-rules";
import type { GatewayClient } from "./client.server";

/**
 * The contract calls (decision 031). Member-specific, never cached. Refusals come
 * as GatewayError "business" with the gateway's code (gateway/handlers/agent-contracts.ts):
 * agent.forbidden / agent.module.off (403), contract.kind, contract.missing (404),
 * contract.answer, idempotency.key.format, idempotency.mismatch (409), contract.status (409: the
 * contract changed), contract.higherRate (409, value { downlineHigherRate: true }: agree again with
 * acceptHigherRate), contract.downline (404), contract.tiers (400, value { message, path }).
 */

/** §3 contract request response: the requests waiting for the member's answer (the §4 prompt). */
export function fetchContractRequests(gateway: GatewayClient, token: string) {
  return gateway.call("contractRequests", { token });
}

/** One kind's contracts: mine, my payouts and progress, my direct downlines'. */
export function fetchContracts(gateway: GatewayClient, token: string, kind: ContractKind) {
  return gateway.call("contracts", { token, query: { kind } });
}

export type AnswerRequest = { contractId: number; answer: ContractAnswer; acceptHigherRate?: boolean; idempotencyKey: string };

export function answerContract(gateway: GatewayClient, token: string, body: AnswerRequest) {
  return gateway.call("answerContract", { token, body });
}

/** Tier rows as the page sends them (strings or numbers; the gateway validates). */
export type OfferRequest = { kind: ContractKind; account: string; tiers: unknown; idempotencyKey: string };

export function offerContract(gateway: GatewayClient, token: string, body: OfferRequest) {
  return gateway.call("offerContract", { token, body });
}

export function terminateContract(gateway: GatewayClient, token: string, body: { kind: ContractKind; account: string; idempotencyKey: string }) {
  return gateway.call("terminateContract", { token, body });
}
