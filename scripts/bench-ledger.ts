/**
 * `npm run bench:ledger [-- N]`: the ledger's atomicity proof (decisions 026 and
 * 027), not a timing. Against the embedded gateway in Miniflare over a fresh, migrated and seeded
 * D1, through its HTTP handlers (scripts/ledger-race.ts), it fires N (default 100) concurrent
 * full-balance withdrawals for one member, each with its own key; N concurrent copies of one
 * withdrawal sharing one key; N e-wallet deposit orders of another member with each key sent
 * twice at once (2N requests); N concurrent Pay callbacks on one pending order's pay page; then
 * runs the ledger audit. Exit 1 unless exactly one of the first succeeds, exactly one order and
 * hold come of the second, exactly one order per deposit key (both answers naming it), exactly one
 * credit (deposit, bonus, turnover requirement) of the paid order, and the audit finds no
 * difference. scripts/ledger-race.test.ts runs the same check smaller in CI. Then (decision
 * 032) 200 downlines grab a red-envelope rain of 20 envelopes at once (scripts/rain-race.ts): exactly
 * 20 succeed, the sum paid is the pool, the winners' second taps pay nothing, the audit is clean.
 */
import { ledgerRace } from "./ledger-race";
import { rainRace } from "./rain-race";
import { formatAudit } from "../gateway/wallet/audit";

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
const peso = (v: number) => `₱${v.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const { fullBalance: f, sameKey: s, doubleDeposit: d, payCallbacks: p } = report;
console.log(`ledger race (${n} + ${n} concurrent withdrawals, ${2 * n} concurrent deposit requests, ${n} concurrent pay callbacks; ${seconds} s)`);
console.log(
  `  full balance, ${f.requests} keys: ${f.succeeded} succeeded (must be 1); refused: ${codes(f.refusals)}; wallet after: ₱${f.balanceAfter.toFixed(2)}`,
);
console.log(
  `  one key, ${s.requests} requests: ${s.orders} order and ${s.holds} hold applied (must be 1 and 1); ${s.answeredOk} answers named order ${s.answeredIds.join(", ")}; refused: ${codes(s.refusals)}; wallet after: ₱${s.balanceAfter.toFixed(2)}`,
);
console.log(
  `  deposits, ${d.keys} keys × 2 at once (${d.requests} requests): ${d.orders} orders placed (must be ${d.keys}); ${d.keysOneOrder} of ${d.keys} keys have one order named by both answers (must be all); refused: ${codes(d.refusals)}; wallet after: ${peso(d.balanceAfter)} (placing moves no money)`,
);
console.log(
  `  pay callbacks, ${p.requests} on order ${p.orderId} (${peso(p.amount)} + ${peso(p.bonus)} first-deposit bonus): ${p.depositEntries} deposit entry, ${p.bonusEntries} bonus entry, ${p.requirements} turnover requirement (must be 1, 1, 1); order ${p.orderStatus}; answers: ${codes(p.statuses)}; wallet after: ${peso(p.balanceAfter)}`,
);
console.log(`  ${formatAudit(report.audit).replaceAll("\n", "\n  ")}`);

const rainStarted = performance.now();
const rain = await rainRace(200, 20);
const rainSeconds = ((performance.now() - rainStarted) / 1000).toFixed(1);
console.log(`red-envelope rain race (${rain.grabbers} concurrent grabbers, ${rain.envelopes} envelopes, pool ${peso(rain.poolMinor / 100)}; ${rainSeconds} s)`);
console.log(
  `  ${rain.succeeded} grabs succeeded (must be ${rain.envelopes}); refused: ${codes(rain.refusals)}; paid ${peso(rain.paidAnsweredMinor / 100)} by the answers, ${peso(rain.paidEntriesMinor / 100)} in ${rain.entries} red_rain_in entries (must be the pool, once each); ${rain.envelopesGrabbed} envelopes held by ${rain.distinctGrabbers} members`,
);
console.log(
  `  second taps: ${rain.retapsReplayed} of ${rain.retaps} answered the first envelope, entries still ${rain.entriesAfterRetaps}; agent's wallet after: ${peso(rain.agentBalanceMinor / 100)}`,
);
console.log(`  ${formatAudit(rain.audit).replaceAll("\n", "\n  ")}`);
report.failures.push(...rain.failures);

if (report.failures.length) {
  console.error(`FAILED:\n  ${report.failures.join("\n  ")}`);
  process.exitCode = 1;
} else {
  console.log(
    "OK: exactly one success, one application per key, one order per deposit key, one credit per paid order, a rain's pool never exceeded, no audit difference",
  );
}
