/**
 * The ledger audit (decision 026; `npm run site -- audit`): every wallet's balance must equal the
 * sum of its member's ledger entries and the balance after the member's last entry. A wallet with
 * no entries must hold nothing. Any other state means money moved outside gateway/wallet/ledger.ts.
 */
export type AuditDifference = {
  memberId: number;
  account: string;
  balanceMinor: number;
  /** The sum of the member's entries. */
  sumMinor: number;
  /** The balance after the member's last entry (by id: the order they were written in); null without entries. */
  lastAfterMinor: number | null;
};

export type AuditReport = { wallets: number; differences: AuditDifference[] };

export async function auditLedger(db: D1Database): Promise<AuditReport> {
  const { results } = await db
    .prepare(
      `SELECT w.member_id AS memberId, m.account, w.balance_minor AS balanceMinor,
              COALESCE((SELECT SUM(e.amount_minor) FROM ledger_entries e WHERE e.member_id = w.member_id), 0) AS sumMinor,
              (SELECT e.balance_after_minor FROM ledger_entries e WHERE e.member_id = w.member_id ORDER BY e.id DESC LIMIT 1) AS lastAfterMinor
       FROM wallets w JOIN members m ON m.id = w.member_id ORDER BY w.member_id`,
    )
    .all<AuditDifference>();
  const differences = results.filter((r) => r.balanceMinor !== r.sumMinor || (r.lastAfterMinor ?? 0) !== r.balanceMinor);
  return { wallets: results.length, differences };
}

/** The audit as the operator reads it: one line when all is well, else a table of the differences. */
export function formatAudit(report: AuditReport): string {
  if (!report.differences.length) return `ledger audit: ${report.wallets} wallets, no difference`;
  const peso = (minor: number | null) => (minor === null ? "—" : (minor / 100).toFixed(2));
  const head = ["member", "account", "balance", "sum of entries", "last balance after"];
  const rows = report.differences.map((d) => [String(d.memberId), d.account, peso(d.balanceMinor), peso(d.sumMinor), peso(d.lastAfterMinor)]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  return [`ledger audit: ${report.wallets} wallets, ${report.differences.length} with a difference`, line(head), ...rows.map(line)].join("\n");
}
