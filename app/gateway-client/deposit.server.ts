import { RESPONSES } from "@contract/responses";
import { ROUTES } from "@contract/routes";
import type { GatewayClient } from "./client.server";
import { GatewayError } from "./errors";
import type { DepositStatus } from "../../contract/schemas/deposit";

/**
 * The deposit calls (decision 027). Member-specific, never cached. Refusals arrive
 * as GatewayError "business" with the gateway's code: deposit.trial, deposit.amount.format,
 * idempotency.key.format, idempotency.mismatch, deposit.channel.invalid, deposit.amount.min { min },
 * deposit.amount.max { max }, deposit.bonus.invalid { minDeposit? }; manual only:
 * deposit.payer.format, deposit.transfer.time, deposit.remark.length { max },
 * deposit.receipt.required|count|size|type { index }, deposit.receipt.reused, deposit.manual.unavailable.
 * Responsible gaming (decision 041), 403: rg.limits.required { kinds } (the market's
 * required limits are not all set: BR loss + session), rg.limit.deposit { kind, period, limit, used,
 * remaining, resetAt } (the amount would pass a deposit limit), and from the router's gate
 * rg.blocked.timeout|exclusion|session { until } — describeRgRefusal turns the rg.limit.* and
 * rg.blocked.* ones into texts. The channels answer's `refusal` carries the same codes before any
 * form is sent (a block, rg.limits.required, a deposit limit already reached: remaining 0).
 */

export function fetchDepositChannels(gateway: GatewayClient, token: string) {
  return gateway.call("depositChannels", { token });
}

export type DepositRequest = {
  channelCode: string;
  /** Major units, above zero, at most two decimals. */
  amount: number;
  /** null = "No bonus". */
  bonusCode: string | null;
  idempotencyKey: string;
  /** Where the pay page sends the player back (a /m/ path). */
  returnUrl?: string;
};

/** Places an e-wallet order; the player pays it on the answer's payUrl. */
export function deposit(gateway: GatewayClient, token: string, body: DepositRequest) {
  return gateway.call("deposit", { token, body });
}

export type ManualDepositRequest = Omit<DepositRequest, "returnUrl"> & {
  payerName: string;
  /** When the transfer was made, ms since the epoch. */
  transferAt: number;
  remark: string;
  receipts: File[];
};

/** Places a manual bank-transfer order with its receipts (multipart: the files go as they came). */
export function manualDeposit(gateway: GatewayClient, token: string, request: ManualDepositRequest) {
  const form = new FormData();
  form.set("channelCode", request.channelCode);
  form.set("amount", String(request.amount));
  if (request.bonusCode) form.set("bonusCode", request.bonusCode);
  form.set("payerName", request.payerName);
  form.set("transferAt", String(request.transferAt));
  form.set("remark", request.remark);
  form.set("idempotencyKey", request.idempotencyKey);
  for (const file of request.receipts) form.append("receipts", file, file.name);
  return gateway.call("manualDeposit", { token, body: form, multipart: true });
}

export type DepositQuery = { page?: number; pageSize?: number; from?: string; to?: string; status?: DepositStatus };

/** The member's deposit orders, newest first, with totals over the filter. */
export function fetchDeposits(gateway: GatewayClient, token: string, query: DepositQuery = {}) {
  return gateway.call("deposits", { token, query });
}

/**
 * Cancels the member's own unpaid e-wallet order; it then no longer counts against the
 * deposit limit. Refusals: deposit.cancel.not.found (404), deposit.cancel.state { status } (409).
 * An order already cancelled answers as done.
 */
export function cancelDeposit(gateway: GatewayClient, token: string, id: number) {
  return gateway.call("depositCancel", { token, body: { id } });
}

/**
 * One of the member's own receipts, as the gateway's image response (for the app's resource
 * route to stream). Not found (another member's, a wrong index) → null.
 */
export async function fetchDepositReceipt(gateway: GatewayClient, token: string, id: number, index: number): Promise<Response | null> {
  if (!gateway.raw) return null;
  const response = await gateway.raw("depositReceipt", { token, query: { id, index } });
  if (response.status === 404) return null;
  const type = response.headers.get("Content-Type") ?? "";
  if (!response.ok || !RESPONSES.depositReceipt.file.includes(type))
    throw new GatewayError(response.status >= 500 ? "server" : "invalid", ROUTES.depositReceipt.path);
  return response;
}
