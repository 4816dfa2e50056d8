/**
 * `npm run bench:ledger [-- N]`: the ledger's atomicity proof (issue 13 item 8, decision 026), not a
 * timing. Against the embedded gateway in Miniflare over a fresh, migrated and seeded D1, it fires
 * N (default 100) concurrent full-balance withdrawals for one member, each with its own key, then
 * N concurrent copies of one withdrawal sharing one key, and runs the ledger audit
 * (scripts/ledger-race.ts). Exit 1 unless exactly one of the first succeeds, exactly one order and
 * hold come of the second, and the audit finds no difference. scripts/ledger-race.test.ts runs
 * the same check smaller in CI.
 */
import { ledgerRace } from "./ledger-race";
import { formatAudit } from "../gateway/audit";

const n = Number(process.argv[2] ?? 100);
if (!Number.isInteger(n) || n < 2 || n > 1000) {
  console.error("usage: npm run bench:ledger [-- N]   (2 ≤ N ≤ 1000, default 100)");
  process.exit(2);
}

const started = performance.now();
const report = await ledgerRace(n);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const codes = (r: Record<string, number>) =>
  Object.entries(r)
    .map(([c, k]) => `${k} × ${c}`)
    .join(", ") || "none";
const { fullBalance: f, sameKey: s } = report;
console.log(`ledger race (${n} + ${n} concurrent withdrawals, ${seconds} s)`);
console.log(
  `  full balance, ${f.requests} keys: ${f.succeeded} succeeded (must be 1); refused: ${codes(f.refusals)}; wallet after: ₱${f.balanceAfter.toFixed(2)}`,
);
console.log(
  `  one key, ${s.requests} requests: ${s.orders} order and ${s.holds} hold applied (must be 1 and 1); ${s.answeredOk} answers named order ${s.answeredIds.join(", ")}; refused: ${codes(s.refusals)}; wallet after: ₱${s.balanceAfter.toFixed(2)}`,
);
console.log(`  ${formatAudit(report.audit).replaceAll("\n", "\n  ")}`);
if (report.failures.length) {
  console.error(`FAILED:\n  ${report.failures.join("\n  ")}`);
  process.exitCode = 1;
} else {
  console.log("OK: exactly one success, one application per key, no audit difference");
}
