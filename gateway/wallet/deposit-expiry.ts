import { EWALLET_ORDER_TTL_MS } from "../../contract/deposit-rules";

/** The reason an order closed by its expiry carries (the operator reads it; the player sees "cancelled"). */
export const EXPIRED_REASON = "expired";

/**
 * Closes the unpaid e-wallet orders older than EWALLET_ORDER_TTL_MS as cancelled, dated the moment
 * they expired (so the record does not depend on when this ran). Lazily, by whoever reads them
 * next — the limit's usage, the records, the pay page, the operator's list — rather than by a
 * scheduled job: the gateway has no cron, and a read that closes first never sees a stale order.
 * A manual order never expires here: the player says they transferred, and the operator decides.
 */
export function expiryStatement(db: D1Database, now: number, scope: { memberId?: number; id?: number } = {}): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE deposits SET status = 'cancelled', decided_at = created_at + ?2, reason = '${EXPIRED_REASON}'
        WHERE status = 'pending' AND created_at <= ?1 - ?2 AND (?3 IS NULL OR member_id = ?3) AND (?4 IS NULL OR id = ?4)
          AND channel_code IN (SELECT code FROM deposit_channels WHERE kind = 'EWALLET')`,
    )
    .bind(now, EWALLET_ORDER_TTL_MS, scope.memberId ?? null, scope.id ?? null);
}

export async function expireDeposits(db: D1Database, now: number, scope: { memberId?: number; id?: number } = {}): Promise<number> {
  return (await expiryStatement(db, now, scope).run()).meta.changes;
}
