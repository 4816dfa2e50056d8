import type { GatewayClient } from "./client.server";
import type { WithdrawalStatus } from "../../contract/schemas/wallet";

/**
 * The wallet's withdrawal calls. Member-specific, so never cached. Refusals arrive as
 * GatewayError "business" with the gateway's code (docs/decisions/026-ledger-and-idempotency.md):
 * withdraw.amount.format, idempotency.key.format, idempotency.mismatch, bankcard.not.found,
 * withdraw.amount.min { min }, withdraw.amount.max { max }, withdraw.closed { open, close },
 * withdraw.daily.count { dailyCount }, withdraw.daily.amount { dailyLimit, left },
 * payment.password.missing|format|wrong { attemptsLeft }|locked { lockedUntil },
 * withdraw.insufficient { balance }, withdraw.over.withdrawable { withdrawable, turnoverRequired, turnoverDone }
 * (a bonus's turnover not met yet, decision 027).
 */

export function fetchWithdrawTerms(gateway: GatewayClient, token: string) {
  return gateway.call("withdrawTerms", { token });
}

export type WithdrawRequest = {
  /** Major units, above zero, at most two decimals. */
  amount: number;
  cardId: number;
  paymentPassword: string;
  /** From the form's hidden field (16–64 of A–Z a–z 0–9 - _, e.g. a UUID): the same key twice moves money once. */
  idempotencyKey: string;
};

/** Requests a withdrawal; the amount is held at once and the order stays pending until the operator decides. */
export function withdraw(gateway: GatewayClient, token: string, body: WithdrawRequest) {
  return gateway.call("withdraw", { token, body });
}

export type WithdrawalQuery = {
  page?: number;
  /** At most 50. */
  pageSize?: number;
  /** Operator dates YYYY-MM-DD, both included; without them, the last 90 days. */
  from?: string;
  to?: string;
  /** Omitted = all. */
  status?: WithdrawalStatus;
};

/**
 * RG-13 (decision 041): cancels the member's own pending withdrawal; the hold returns to
 * the wallet. Refusals: withdraw.cancel.unavailable (the market does not allow it, e.g. UK),
 * withdraw.cancel.not.found, withdraw.cancel.state { status } (no longer pending). Never refused by
 * a time-out or self-exclusion.
 */
export function cancelWithdrawal(gateway: GatewayClient, token: string, id: number) {
  return gateway.call("withdrawCancel", { token, body: { id } });
}

/** The member's withdrawal orders, newest first. */
export function fetchWithdrawals(gateway: GatewayClient, token: string, query: WithdrawalQuery = {}) {
  return gateway.call("withdrawals", { token, query });
}
