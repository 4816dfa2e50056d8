import type { GatewayClient } from "./client.server";

/**
 * The upline transfer's calls. Member-specific, so never cached. Refusals arrive
 * as GatewayError "business" with the gateway's code (gateway/handlers/transfer.ts), in this order:
 * transfer.upline.forbidden (403: switch off, toUpline not set, type 2, trial),
 * transfer.upline.missing (404), a blocking code from the responsible-gaming hook (403, later),
 * transfer.amount.format, idempotency.key.format, idempotency.mismatch (409),
 * transfer.amount.min { min }, transfer.amount.max { max },
 * payment.password.missing|format|wrong { attemptsLeft }|locked { lockedUntil } (423),
 * transfer.insufficient { balance }.
 */

export function fetchUplineTransferTerms(gateway: GatewayClient, token: string) {
  return gateway.call("uplineTransferTerms", { token });
}

export type UplineTransferRequest = {
  /** Major units, above zero, at most two decimals. */
  amount: number;
  paymentPassword: string;
  /** From the form's hidden field (16–64 of A–Z a–z 0–9 - _): the same key twice moves money once. */
  idempotencyKey: string;
};

/** Moves the amount to the member's upline: one transfer_out and one transfer_in entry, both or neither. */
export function transferToUpline(gateway: GatewayClient, token: string, body: UplineTransferRequest) {
  return gateway.call("uplineTransfer", { token, body });
}
