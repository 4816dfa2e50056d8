import { kindsFor } from "../../contract/ledger-kinds";
import { isCalendarDay, isRecordRange, rangeInstants } from "../../contract/record-range";
import { TransactionsQuery } from "../../contract/schemas/records-requests";
import type { Handler } from "../core/handler";
import { fail, ok } from "../core/http";

/**
 * The transaction record (§2 /m/transaction/record): the member's own ledger entries
 * in an operator-day range (contract/record-range.ts: at most 90 days back, never past today),
 * newest first, paged, with totals over the whole filtered range computed in SQL, so the foot of
 * the page never depends on how many pages the player has scrolled.
 *
 * Query: from, to (YYYY-MM-DD, UTC+8, both included), kind (a ledger kind or a group,
 * contract/ledger-kinds.ts), page (1-based), pageSize (≤ 50, default 20), types=A (the agent variant:
 * only AGENT_RECORD_KINDS). The agent variant only narrows the member's own entries, so the
 * gateway does not check the member type; the app asks for it for agent types only.
 * Refusals: records.range.invalid (dates missing, malformed, reversed, too old or in the future),
 * request.invalid (any other parameter).
 */
type EntryRow = { id: number; kind: string; amount_minor: number; balance_after_minor: number; reference: string; created_at: number };
type TotalsRow = { n: number; credits: number; debits: number; net: number };

const major = (minor: number) => minor / 100;

/**
 * The transaction records' statements: ?1 member, ?2 start, ?3 end, then one placeholder per kind
 * (never string-built values); the page adds the limit and the offset after them. Exported for
 * gateway/query-plans.test.ts.
 */
export function transactionsSql(kindCount: number): { totals: string; page: string } {
  const kindList = Array.from({ length: kindCount }, (_, i) => `?${i + 4}`).join(", ");
  const where = `member_id = ?1 AND created_at >= ?2 AND created_at < ?3 AND kind IN (${kindList || "NULL"})`;
  const after = 3 + kindCount;
  return {
    totals: `SELECT COUNT(*) AS n,
                COALESCE(SUM(CASE WHEN amount_minor > 0 THEN amount_minor END), 0) AS credits,
                COALESCE(-SUM(CASE WHEN amount_minor < 0 THEN amount_minor END), 0) AS debits,
                COALESCE(SUM(amount_minor), 0) AS net
         FROM ledger_entries WHERE ${where}`,
    page: `SELECT id, kind, amount_minor, balance_after_minor, reference, created_at FROM ledger_entries
         WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ?${after + 1} OFFSET ?${after + 2}`,
  };
}

const transactions: Handler = {
  auth: "member",
  async run({ url, ctx, member }) {
    const params = Object.fromEntries(url.searchParams.entries());
    // Dates first: a bad range has its own code, whatever else is wrong.
    const { from, to } = params;
    if (!isCalendarDay(from) || !isCalendarDay(to) || !isRecordRange(from, to, ctx.now())) {
      return fail("records.range.invalid", "The date range is not valid", 400);
    }
    const q = TransactionsQuery.safeParse(params);
    if (!q.success) return fail("request.invalid", "The requested url is empty", 400);
    const { kind, page, pageSize, types } = q.data;

    const db = ctx.env.DB;
    const kinds = kindsFor(kind, types === "A");
    const { start, end } = rangeInstants(from, to);
    const binds = [member.id, start, end, ...kinds];
    const sql = transactionsSql(kinds.length);

    const [wallet, totals, rows] = await db.batch<unknown>([
      db.prepare("SELECT currency_symbol FROM wallets WHERE member_id = ?1").bind(member.id),
      db.prepare(sql.totals).bind(...binds),
      db.prepare(sql.page).bind(...binds, pageSize, (page - 1) * pageSize),
    ]);
    const symbol = (wallet?.results[0] as { currency_symbol: string } | undefined)?.currency_symbol ?? "₱";
    const t = (totals?.results[0] as TotalsRow | undefined) ?? { n: 0, credits: 0, debits: 0, net: 0 };
    return ok({
      currencySymbol: symbol,
      items: ((rows?.results ?? []) as EntryRow[]).map((r) => ({
        id: r.id,
        kind: r.kind,
        amount: major(r.amount_minor),
        balanceAfter: major(r.balance_after_minor),
        reference: r.reference,
        createdAt: r.created_at,
      })),
      page,
      totalPages: Math.max(1, Math.ceil(t.n / pageSize)),
      totals: { credits: major(t.credits), debits: major(t.debits), net: major(t.net), count: t.n },
    });
  },
};

export const transactionHandlers = { transactions };
