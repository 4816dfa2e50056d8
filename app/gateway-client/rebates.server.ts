import type { GatewayClient } from "./client.server";
import type { RebateHistoryRange } from "../../contract/schemas/rebates";

/**
 * The manual rebate's and the rebate report's calls (decision 037). Member-specific,
 * so never cached. Refusals arrive as GatewayError "business" with the gateway's code
 * (gateway/handlers/rebates.ts): rebate.off (403, MANREBATE3 off), a responsible-gaming code (403), idempotency.key.format,
 * idempotency.mismatch (409), rebate.claim.min { min, total }, rebate.claim.already (409, a twin
 * claim paid first), rebate.report.off (403, PLAYREBATE3 off), records.range.invalid.
 */

/** Today's accrual per category, the earlier unpaid days folded, the total and the minimum. */
export function fetchRebateAccrued(gateway: GatewayClient, token: string) {
  return gateway.call("rebateAccrued", { token });
}

/** Claims everything owed now; the same key twice pays once. */
export function claimRebate(gateway: GatewayClient, token: string, body: { idempotencyKey: string }) {
  return gateway.call("rebateClaim", { token, body });
}

/** The rebate payments (claims and settlements) of today, the last 7 days or this month. */
export function fetchRebateHistory(gateway: GatewayClient, token: string, range: RebateHistoryRange) {
  return gateway.call("rebateHistory", { token, query: { range } });
}

/** The rebate by day and category for from…to (operator days), paged, with totals. */
export function fetchRebateReport(gateway: GatewayClient, token: string, q: { from: string; to: string; page: number; pageSize?: number }) {
  return gateway.call("rebateReport", { token, query: { from: q.from, to: q.to, page: q.page, pageSize: q.pageSize } });
}
