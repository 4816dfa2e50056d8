import { startRaceWorker, type Answer } from "./ledger-race";
import { ROUTES } from "../contract/routes";
import type { AuditReport } from "../gateway/wallet/audit";

/**
 * The red-envelope rain's pool under concurrency (research A-RR-03, decision 032),
 * for `npm run bench:ledger` (200 grabbers, 20 envelopes) and scripts/rain-race.test.ts (smaller):
 * in Miniflare, through the gateway's HTTP handlers like scripts/ledger-race.ts, an agent funds a
 * ₱500 random rain of `envelopes` envelopes for their direct downlines, then `grabbers` downlines
 * grab at the same instant, each with their own key; then every winner taps again twice at once.
 * The pool is never exceeded: exactly `envelopes` grabs succeed, the sum paid (answers, entries
 * and envelopes alike) is the pool, each winner holds one envelope and got one entry, the second
 * taps pay nothing, and the ledger audit is clean.
 */

const PESO = 100;
const PASSWORD = "246810";
const POOL_MINOR = 500 * PESO;

export type RainRaceReport = {
  grabbers: number;
  envelopes: number;
  poolMinor: number;
  succeeded: number;
  refusals: Record<string, number>;
  /** Sum of the amounts the successful answers named. */
  paidAnsweredMinor: number;
  /** Sum of the red_rain_in entries of the rain, and how many there are. */
  paidEntriesMinor: number;
  entries: number;
  envelopesGrabbed: number;
  distinctGrabbers: number;
  /** The winners' second taps: answered with their first envelope, nothing paid. */
  retaps: number;
  retapsReplayed: number;
  entriesAfterRetaps: number;
  agentBalanceMinor: number;
  audit: AuditReport;
  failures: string[];
};

export async function rainRace(grabbers: number, envelopes: number): Promise<RainRaceReport> {
  const worker = await startRaceWorker();
  try {
    const { helper } = worker;
    const one = async <T>(sql: string, ...binds: unknown[]) => (await helper<T[]>("sql", { sql, binds }))[0]!;
    const team = await helper<{ agent: { memberId: number; token: string }; grabbers: { memberId: number; token: string }[] }>("rainTeam", {
      grabbers,
      balanceMinor: 1_000 * PESO,
      paymentPassword: PASSWORD,
    });
    const created = await worker.post(ROUTES.createRedRain.path, team.agent.token, {
      totalAmount: POOL_MINOR / PESO,
      count: envelopes,
      split: "random",
      audience: "direct",
      startsAt: null,
      expiresInMinutes: 60,
      paymentPassword: PASSWORD,
      idempotencyKey: crypto.randomUUID(),
    });
    const rainId = created.value?.id;
    if (!created.success || !rainId) throw new Error(`the rain race's rain was refused: ${JSON.stringify(created)}`);

    const grab = (token: string) => worker.post(ROUTES.grabRedRain.path, token, { rainId, idempotencyKey: crypto.randomUUID() });
    const answers = await Promise.all(team.grabbers.map((g) => grab(g.token)));
    const refusals: Record<string, number> = {};
    for (const a of answers) if (!a.success) refusals[a.code ?? String(a.status)] = (refusals[a.code ?? String(a.status)] ?? 0) + 1;
    const winners = team.grabbers.filter((_, i) => answers[i]!.success);
    const cents = (a: Answer) => Math.round((a.value?.amount ?? 0) * PESO);
    const paidAnsweredMinor = answers.filter((a) => a.success).reduce((s, a) => s + cents(a), 0);

    const reference = `rain:${rainId}`;
    const paid = await one<{ n: number; s: number | null }>(
      "SELECT COUNT(*) AS n, SUM(amount_minor) AS s FROM ledger_entries WHERE reference = ?1 AND kind = 'red_rain_in'",
      reference,
    );
    const grabbed = await one<{ n: number; d: number }>(
      "SELECT COUNT(*) AS n, COUNT(DISTINCT grabbed_by) AS d FROM red_rain_envelopes WHERE rain_id = ?1 AND grabbed_by IS NOT NULL",
      rainId,
    );

    // Every winner taps again, twice at once: the same envelope, nothing paid.
    const retaps = (await Promise.all(winners.map((w) => Promise.all([grab(w.token), grab(w.token)])))).flat();
    const after = await one<{ n: number }>("SELECT COUNT(*) AS n FROM ledger_entries WHERE reference = ?1 AND kind = 'red_rain_in'", reference);
    const agentBalance = await one<{ b: number }>("SELECT balance_minor AS b FROM wallets WHERE member_id = ?1", team.agent.memberId);
    const audit = await helper<AuditReport>("audit");

    const report: RainRaceReport = {
      grabbers,
      envelopes,
      poolMinor: POOL_MINOR,
      succeeded: winners.length,
      refusals,
      paidAnsweredMinor,
      paidEntriesMinor: paid.s ?? 0,
      entries: paid.n,
      envelopesGrabbed: grabbed.n,
      distinctGrabbers: grabbed.d,
      retaps: retaps.length,
      retapsReplayed: retaps.filter((a) => a.success && a.value?.replayed === true).length,
      entriesAfterRetaps: after.n,
      agentBalanceMinor: agentBalance.b,
      audit,
      failures: [],
    };
    const f = report.failures;
    const expected = Math.min(grabbers, envelopes);
    if (report.succeeded !== expected) f.push(`rain: ${report.succeeded} grabs succeeded, expected exactly ${expected}`);
    if (expected === envelopes && (report.paidAnsweredMinor !== POOL_MINOR || report.paidEntriesMinor !== POOL_MINOR)) {
      f.push(`rain: paid ${report.paidAnsweredMinor} (answers) / ${report.paidEntriesMinor} (entries), expected exactly the pool ${POOL_MINOR}`);
    }
    if (report.paidEntriesMinor > POOL_MINOR) f.push(`rain: the pool was exceeded (${report.paidEntriesMinor} > ${POOL_MINOR})`);
    if (report.entries !== report.succeeded || report.envelopesGrabbed !== report.succeeded || report.distinctGrabbers !== report.succeeded) {
      f.push(
        `rain: ${report.entries} entries, ${report.envelopesGrabbed} envelopes grabbed by ${report.distinctGrabbers} members for ${report.succeeded} successes`,
      );
    }
    const other = Object.keys(refusals).filter((c) => c !== "rain.empty");
    if (other.length) f.push(`rain: unexpected refusals ${other.join(", ")}`);
    if (report.retapsReplayed !== report.retaps || report.entriesAfterRetaps !== report.entries) {
      f.push(
        `rain: ${report.retapsReplayed} of ${report.retaps} second taps answered the first envelope; entries ${report.entries} → ${report.entriesAfterRetaps}`,
      );
    }
    if (report.agentBalanceMinor !== 1_000 * PESO - POOL_MINOR)
      f.push(`rain: the agent's wallet is at ${report.agentBalanceMinor}, expected ${1_000 * PESO - POOL_MINOR}`);
    if (audit.differences.length) f.push(`audit: ${audit.differences.length} wallets differ from their ledger`);
    return report;
  } finally {
    await worker.dispose();
  }
}
