import type { LedgerKindFilter } from "@contract/ledger-kinds";
import type { GatewayClient } from "./client.server";

/**
 * Record calls. Member-specific, so never cached at the edge. A range outside the
 * records' limits is refused with "records.range.invalid" (contract/record-range.ts); the app's
 * filter bar never asks for one.
 */

export type TransactionQuery = {
  /** Operator days (YYYY-MM-DD, UTC+8), both included. */
  from: string;
  to: string;
  /** A ledger kind or a group; null for all. */
  kind: LedgerKindFilter | null;
  page: number;
  pageSize?: number;
  /** §2 ?types=A: only the agent's own agent entries. */
  agent?: boolean;
};

export function fetchTransactions(gateway: GatewayClient, token: string, q: TransactionQuery) {
  return gateway.call("transactions", {
    token,
    query: { from: q.from, to: q.to, kind: q.kind ?? undefined, page: q.page, pageSize: q.pageSize, types: q.agent ? "A" : undefined },
  });
}
