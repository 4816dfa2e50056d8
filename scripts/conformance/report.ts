/** The conformance kit's table, totals and exit code. */
import type { VerdictKind } from "./check";
import type { RouteResult } from "./run";
import { tableLines } from "../bench/table";

const LABEL: Record<VerdictKind, string> = {
  conforms: "conforms",
  differs: "differs",
  failed: "failed",
  unsupported: "unsupported (declared)",
  skipped: "skipped",
};

export type Totals = Record<VerdictKind, number>;

export function totalsOf(results: readonly RouteResult[]): Totals {
  const totals: Totals = { conforms: 0, differs: 0, failed: 0, unsupported: 0, skipped: 0 };
  for (const r of results) totals[r.verdict.kind]++;
  return totals;
}

/** One line per route (differences and failures first, so they are not lost in a long table), then the totals. */
export function reportLines(results: readonly RouteResult[]): string[] {
  const rank: Record<VerdictKind, number> = { differs: 0, failed: 1, skipped: 2, unsupported: 3, conforms: 4 };
  const sorted = [...results].sort((a, b) => rank[a.verdict.kind] - rank[b.verdict.kind]);
  const rows = [
    ["route", "call", "result", "detail"],
    ...sorted.map((r) => [r.route, `${r.method} ${r.path}`, LABEL[r.verdict.kind], "detail" in r.verdict ? (r.verdict.detail ?? "") : ""]),
  ];
  const t = totalsOf(results);
  return [
    ...tableLines(rows, [false, false, false, false]),
    "",
    `${results.length} routes: ${t.conforms} conform, ${t.differs} differ, ${t.failed} failed, ${t.unsupported} unsupported (declared), ${t.skipped} skipped`,
  ];
}

/** Non-zero when anything differs from the contract or failed. */
export function exitCodeOf(results: readonly RouteResult[]): number {
  const t = totalsOf(results);
  return t.differs + t.failed > 0 ? 1 : 0;
}
