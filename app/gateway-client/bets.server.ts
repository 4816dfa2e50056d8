import type { GameType } from "@contract/games";
import type { GatewayClient } from "./client.server";
import type { BetStatus } from "../../contract/schemas/bets";

/**
 * The bet record's and the personal report's calls (–5; SPEC §7 /lgw/orders,
 * /lgw/orders/detail, /lgw/orders/suborders/cancel). Member-specific, so never cached (no
 * cacheTtlSeconds, and the token is always sent). Refusals arrive as GatewayError "business" with
 * the gateway's code: records.range.invalid (a range outside the records' limits), order.not.found
 * (unknown or another member's order, HTTP 404), order.cancel.closed (nothing cancellable, 409),
 * idempotency.key.format and idempotency.mismatch (decision 026).
 */

export type OrderQuery = {
  /** Operator days (YYYY-MM-DD, UTC+8), both included. */
  from: string;
  to: string;
  /** One of contract/games.ts GAME_TYPES; null for every type. */
  gameType: GameType | null;
  /** Null for every status. */
  status: BetStatus | null;
  page: number;
  pageSize?: number;
};

/** The query string of /lgw/orders: "all" is left out, never sent as an empty filter. */
export function orderQueryParams(q: OrderQuery): Record<string, string | number | undefined> {
  return {
    from: q.from,
    to: q.to,
    gameType: q.gameType ?? undefined,
    status: q.status ?? undefined,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** The member's bet orders for a period, newest first, with totals over the whole filter. */
export function fetchOrders(gateway: GatewayClient, token: string, q: OrderQuery) {
  return gateway.call("orders", { token, query: orderQueryParams(q) });
}

/** One order with its sub-orders. */
export function fetchOrderDetail(gateway: GatewayClient, token: string, orderId: string) {
  return gateway.call("orderDetail", { token, query: { orderId } });
}

export type CancelRequest = {
  orderId: string;
  /** Empty: every cancellable sub-order of the order. */
  suborderIds: number[];
  /** From the form's hidden field (contract/wallet-rules.ts IDEMPOTENCY_KEY): the same key twice refunds once. */
  idempotencyKey: string;
};

/** Cancels open sub-orders of an order and refunds their stakes; answers the refund and the balance now. */
export function cancelSuborders(gateway: GatewayClient, token: string, body: CancelRequest) {
  return gateway.call("cancelSuborders", { token, body });
}

/** The personal report (/m/profitandloss) for operator days from–to, both included. */
export function fetchPersonalReport(gateway: GatewayClient, token: string, q: { from: string; to: string }) {
  return gateway.call("personalReport", { token, query: { from: q.from, to: q.to } });
}
