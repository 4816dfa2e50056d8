import { commit, type CommitResult, type Guard } from "./ledger";
import { moneyMessageStatement, recipientOf } from "./money-messages";
import { clockMinutes, operatorDayStart, operatorMinuteOfDay } from "../core/operator-time";
import { lifetimeTotals, standing, vipLevels } from "../promotions/vip";

/**
 * Withdrawal orders (decision 026): the terms a member withdraws under, placing an order
 * (the amount is held at once by a 'withdrawal' ledger entry) and the operator's decision
 * (approve: paid out; reject: a 'withdrawal_release' entry gives the hold back). The handlers in
 * handlers/wallet.ts and `npm run site -- withdraw …` both go through here.
 */

/** Site-wide terms, in `site_settings` (seeds/wallet.ts); these are the values when a key is missing. */
export const WITHDRAW_DEFAULTS = {
  /** ₱100 to ₱50,000 per withdrawal. */
  withdraw_min_minor: "10000",
  withdraw_max_minor: "5000000",
  /** Fee in basis points of the amount, taken from it (100 = 1 %); 0 = free. */
  withdraw_fee_bp: "0",
  /** Service hours on the operator's clock (UTC+8), "HH:MM"; close may be 24:00, or before open for a window over midnight. */
  withdraw_open: "00:00",
  withdraw_close: "24:00",
} as const;

/**
 * Daily count and amount when no VIP level is seeded at all. A member below level 1 gets level 1's
 * numbers (every player may withdraw; VIP levels only raise the limits).
 */
const FALLBACK_DAILY = { count: 3, limitMinor: 5_000_000 };

export type WithdrawSettings = { minMinor: number; maxMinor: number; feeBp: number; open: string; close: string };

export async function withdrawSettings(db: D1Database): Promise<WithdrawSettings> {
  const { results } = await db
    .prepare("SELECT key, value FROM site_settings WHERE key LIKE 'withdraw\\_%' ESCAPE '\\'")
    .all<{ key: keyof typeof WITHDRAW_DEFAULTS; value: string }>();
  const value = (key: keyof typeof WITHDRAW_DEFAULTS) => results.find((r) => r.key === key)?.value ?? WITHDRAW_DEFAULTS[key];
  const int = (key: keyof typeof WITHDRAW_DEFAULTS) => {
    const n = Number(value(key));
    return Number.isSafeInteger(n) && n >= 0 ? n : Number(WITHDRAW_DEFAULTS[key]);
  };
  const hours = (key: "withdraw_open" | "withdraw_close") => (clockMinutes(value(key)) === null ? WITHDRAW_DEFAULTS[key] : value(key));
  return {
    minMinor: int("withdraw_min_minor"),
    maxMinor: int("withdraw_max_minor"),
    feeBp: int("withdraw_fee_bp"),
    open: hours("withdraw_open"),
    close: hours("withdraw_close"),
  };
}

/**
 * Whether withdrawals are taken at `now`: open ≤ time < close; a close before the open is a window
 * over midnight (22:00–02:00); open equal to close is no window at all (the operator's pause).
 */
export function isOpen(settings: Pick<WithdrawSettings, "open" | "close">, now: number): boolean {
  const open = clockMinutes(settings.open)!;
  const close = clockMinutes(settings.close)!;
  const minute = operatorMinuteOfDay(now);
  if (open < close) return minute >= open && minute < close;
  if (open > close) return minute >= open || minute < close;
  return false;
}

/** The fee for an amount (rounded down: the player never pays more than the rate). */
export function feeFor(settings: Pick<WithdrawSettings, "feeBp">, amountMinor: number): number {
  return Math.floor((amountMinor * settings.feeBp) / 10_000);
}

/** How many withdrawals and how much a member may request per operator day, from their VIP level. */
export async function dailyAllowance(db: D1Database, memberId: number): Promise<{ count: number; limitMinor: number }> {
  const [levels, totals] = await Promise.all([vipLevels(db), lifetimeTotals(db, memberId)]);
  const row = standing(levels, totals).row ?? levels[0];
  return row ? { count: row.daily_withdraw_count, limitMinor: row.daily_withdraw_limit_minor } : FALLBACK_DAILY;
}

/**
 * Today's (operator day) orders that count: pending and approved, by the time they were requested.
 * A rejected order gave its money back and does not use the day's allowance.
 */
const TODAY = "FROM withdrawals WHERE member_id = ? AND created_at >= ? AND status NOT IN ('rejected', 'cancelled')";

export async function todayUsage(db: D1Database, memberId: number, now: number): Promise<{ count: number; amountMinor: number }> {
  const row = await db
    .prepare(`SELECT COUNT(*) AS count, COALESCE(SUM(amount_minor), 0) AS amount ${TODAY}`)
    .bind(memberId, operatorDayStart(now))
    .first<{ count: number; amount: number }>();
  return { count: row?.count ?? 0, amountMinor: row?.amount ?? 0 };
}

/**
 * The same limits as a condition of the hold's wallet update, so two tabs at once cannot pass them
 * both; and the bonus money still locked by turnover (decision 027) must stay in the wallet.
 */
function dailyGuard(memberId: number, now: number, allowance: { count: number; limitMinor: number }, amountMinor: number, lockedMinor: number): Guard {
  const start = operatorDayStart(now);
  return {
    sql: `(SELECT COUNT(*) ${TODAY}) < ? AND (SELECT COALESCE(SUM(amount_minor), 0) ${TODAY}) + ? <= ? AND balance_minor - ? >= ?`,
    binds: [memberId, start, allowance.count, memberId, start, amountMinor, allowance.limitMinor, amountMinor, lockedMinor],
  };
}

/** A random ten-digit order number (see migration 0008). */
const orderNumber = () => 1_000_000_000 + Number(crypto.getRandomValues(new BigUint64Array(1))[0]! % 9_000_000_000n);

export type Card = { id: number; bank_code: string; account_number: string; holder_name: string };

/**
 * Places an order and holds its amount, in one batch: the 'withdrawal' entry (reference
 * `withdrawal:<id>`), the pending order and the idempotency key. The day's limits hold at that
 * moment (the guard), not only when the handler checked them.
 */
export async function placeWithdrawal(
  db: D1Database,
  order: {
    memberId: number;
    card: Card;
    amountMinor: number;
    feeMinor: number;
    allowance: { count: number; limitMinor: number };
    key: string;
    now: number;
    /** Bonus money locked by unmet turnover requirements (turnover.ts): the hold may not reach into it. */
    lockedMinor?: number;
  },
): Promise<CommitResult & { id: number }> {
  const { memberId, card, amountMinor, feeMinor, key, now, lockedMinor = 0 } = order;
  for (let attempt = 1; ; attempt++) {
    const id = orderNumber();
    try {
      const result = await commit(db, {
        postings: [{ memberId, kind: "withdrawal", amountMinor: -amountMinor, reference: `withdrawal:${id}` }],
        now,
        guard: dailyGuard(memberId, now, order.allowance, amountMinor, lockedMinor),
        after: [
          db
            .prepare(
              `INSERT INTO withdrawals (id, member_id, bank_card_id, bank_code, account_number, holder_name, amount_minor, fee_minor, status, idempotency_key, created_at)
               SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 'pending', ?9, ?10 WHERE changes() = 1`,
            )
            .bind(id, memberId, card.id, card.bank_code, card.account_number, card.holder_name, amountMinor, feeMinor, key, now),
        ],
        idempotency: { memberId, key, fingerprint: withdrawFingerprint(amountMinor, card.id) },
      });
      return { ...result, id };
    } catch (e) {
      // Two orders drew the same number (about one in a few billion): the batch rolled back; draw again.
      if (attempt < 3 && /UNIQUE constraint failed: withdrawals\.id/.test(String(e))) continue;
      throw e;
    }
  }
}

/** What a withdrawal request is, for its idempotency key: the same key for another amount or card is a mismatch. */
export const withdrawFingerprint = (amountMinor: number, cardId: number) => `withdraw|${amountMinor}|${cardId}`;

/** The order id in a withdrawal's ledger reference. */
export function orderIdOf(reference: string): number | null {
  const match = /^withdrawal:(\d+)$/.exec(reference);
  return match ? Number(match[1]) : null;
}

export type WithdrawalRow = {
  id: number;
  member_id: number;
  account: string;
  bank_code: string;
  bank_name: string;
  account_number: string;
  holder_name: string;
  amount_minor: number;
  fee_minor: number;
  status: "pending" | "approved" | "rejected" | "cancelled";
  created_at: number;
  decided_at: number | null;
  reason: string | null;
};

const ROW = `SELECT w.id, w.member_id, m.account, w.bank_code, b.name AS bank_name, w.account_number, w.holder_name,
  w.amount_minor, w.fee_minor, w.status, w.created_at, w.decided_at, w.reason
  FROM withdrawals w JOIN members m ON m.id = w.member_id JOIN banks b ON b.code = w.bank_code`;

export async function findWithdrawal(db: D1Database, id: number): Promise<WithdrawalRow | null> {
  return db.prepare(`${ROW} WHERE w.id = ?1`).bind(id).first<WithdrawalRow>();
}

/** Orders waiting for the operator, oldest first (the order they should be paid in). */
export async function pendingWithdrawals(db: D1Database): Promise<WithdrawalRow[]> {
  return (await db.prepare(`${ROW} WHERE w.status = 'pending' ORDER BY w.created_at, w.id`).all<WithdrawalRow>()).results;
}

export type Decision = { ok: true; row: WithdrawalRow } | { ok: false; reason: "not_found" | "decided"; row: WithdrawalRow | null };

/**
 * Approves a pending order: the money left with the hold, so only the status changes — and the
 * member's message, in the same batch and only when the status did change (a second approval,
 * or one of a rejected order, writes nothing).
 */
export async function approveWithdrawal(db: D1Database, id: number, now: number): Promise<Decision> {
  const row = await findWithdrawal(db, id);
  if (!row) return { ok: false, reason: "not_found", row: null };
  if (row.status !== "pending") return { ok: false, reason: "decided", row };
  const { symbol, lang } = await recipientOf(db, row.member_id);
  const [approved] = await db.batch([
    db.prepare("UPDATE withdrawals SET status = 'approved', decided_at = ?2 WHERE id = ?1 AND status = 'pending'").bind(id, now),
    moneyMessageStatement(db, {
      memberId: row.member_id,
      message: {
        template: "withdrawal.approved",
        params: {
          orderId: id,
          amountMinor: row.amount_minor,
          feeMinor: row.fee_minor,
          symbol,
          bank: row.bank_name,
          last4: row.account_number.slice(-4),
        },
      },
      lang,
      now,
      ref: `withdrawal:${id}`,
    }),
  ]);
  return decided(db, id, approved!.meta.changes === 1);
}

/**
 * Rejects a pending order and gives the hold back, in one batch: the release entry runs only
 * while the order is pending (the guard), and the status change only after it (`changes() = 1`).
 */
export async function rejectWithdrawal(db: D1Database, id: number, reason: string | null, now: number): Promise<Decision> {
  const row = await findWithdrawal(db, id);
  if (!row) return { ok: false, reason: "not_found", row: null };
  if (row.status !== "pending") return { ok: false, reason: "decided", row };
  const { symbol, lang } = await recipientOf(db, row.member_id);
  const result = await commit(db, {
    postings: [{ memberId: row.member_id, kind: "withdrawal_release", amountMinor: row.amount_minor, reference: `withdrawal:${id}` }],
    now,
    guard: { sql: "EXISTS (SELECT 1 FROM withdrawals WHERE id = ? AND status = 'pending')", binds: [id] },
    after: [
      db
        .prepare("UPDATE withdrawals SET status = 'rejected', decided_at = ?2, reason = ?3 WHERE id = ?1 AND status = 'pending' AND changes() = 1")
        .bind(id, now, reason),
      moneyMessageStatement(db, {
        memberId: row.member_id,
        message: { template: "withdrawal.rejected", params: { orderId: id, amountMinor: row.amount_minor, reason, symbol } },
        lang,
        now,
        ref: `withdrawal:${id}`,
      }),
    ],
  });
  return decided(db, id, result.ok);
}

/**
 * The member cancels their own pending order (RG-13, UKGC RTS 14B; decision 041; only where the
 * market allows it — the handler asks): the hold goes back exactly as on a rejection (the same
 * guarded 'withdrawal_release' entry, at most once), and the order reads 'cancelled'. Another
 * member's order is not found.
 */
export async function cancelWithdrawal(db: D1Database, id: number, memberId: number, now: number): Promise<Decision> {
  const row = await findWithdrawal(db, id);
  if (!row || row.member_id !== memberId) return { ok: false, reason: "not_found", row: null };
  if (row.status !== "pending") return { ok: false, reason: "decided", row };
  const result = await commit(db, {
    postings: [{ memberId: row.member_id, kind: "withdrawal_release", amountMinor: row.amount_minor, reference: `withdrawal:${id}` }],
    now,
    guard: { sql: "EXISTS (SELECT 1 FROM withdrawals WHERE id = ? AND member_id = ? AND status = 'pending')", binds: [id, memberId] },
    after: [db.prepare("UPDATE withdrawals SET status = 'cancelled', decided_at = ?2 WHERE id = ?1 AND status = 'pending' AND changes() = 1").bind(id, now)],
  });
  return decided(db, id, result.ok);
}

async function decided(db: D1Database, id: number, changed: boolean): Promise<Decision> {
  const row = await findWithdrawal(db, id);
  if (!row) return { ok: false, reason: "not_found", row: null };
  return changed ? { ok: true, row } : { ok: false, reason: "decided", row };
}
