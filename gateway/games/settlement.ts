import { chainRatesOfMany } from "./rebate-chains";
import { settleAllDueInBatches } from "./settle-due-batch";
import { isGameType } from "../../contract/games";
import { bpToPercent, commissionAt, payoutAt, restPayout } from "../../contract/rebate-rules";
import { isCalendarDay, operatorDay, rangeInstants } from "../../contract/record-range";
import { sweepExpiredTrials } from "../accounts/trials";
import { settleContracts, settleHoursOf, type SettlementResult } from "../agent/contract-settlement";
import { VALID_TURNOVER_BY_TYPE } from "../agent/member-report";
import { expireRains } from "../agent/red-rain";
import { teamOf } from "../agent/team";
import { commit, creditManyStatements, type Idempotency, type LedgerEntry, type Replay } from "../wallet/ledger";

/**
 * The settlement of a closed operator day (decision 030; `npm run site -- settle
 * [day]`). The embedded gateway has no scheduler: the operator (or a cron in front of a deployed
 * gateway) runs `settleDay` once a day closes. It first settles every due lottery sub-order
 * (settle-due-batch.ts), then runs SETTLEMENT_JOBS in order; each job pays through the ledger and
 * records each payout in `payouts` (migration 0011) in the same batch, so a job run twice pays
 * nothing the second time: the payouts' UNIQUE key refuses a second row, which is counted as
 * already paid. The daily rebates plan the whole day first and pay it in batches of set-based
 * statements (payOutMany), so a day costs a few hundred statements, not a round trip per
 * payout. Today and future days are refused: their figures are not final.
 */

export type JobReport = {
  job: string;
  /** Payouts made by this run. */
  paid: number;
  amountMinor: number;
  /** Payouts this run found already made (an earlier run, or a twin running at the same time). */
  alreadyPaid: number;
  /** One line per payout made, for the operator's console. */
  lines: string[];
};

export type SettleOptions = {
  /** Only the turnover of this agent and their team (an operator re-run for one team; e2e tests). */
  agentId?: number;
};

export type SettlementJob = {
  name: string;
  run: (db: D1Database, day: string, now: number, options: SettleOptions) => Promise<JobReport>;
};

export type SettleOutcome = { ok: true; day: string; jobs: JobReport[] } | { ok: false; reason: "bad_day" | "not_closed" };

const peso = (minor: number) => `₱${(minor / 100).toFixed(2)}`;

/* ---------------- daily rebates ---------------- */

export type PayoutPlan = {
  memberId: number;
  kind: "rebate" | "commission";
  category: string;
  /** The downline the turnover came from (commission); 0 for a member's own rebate. */
  sourceId: number;
  baseMinor: number;
  rateBp: number;
  amountMinor: number;
};

/**
 * What one member's valid turnover in one category pays (pure; the chain is top first and ends
 * with the member): the member their own rate, and each upline the difference between their rate
 * and the rate of the next link down the chain — the direct downline the turnover came through.
 * Nothing at a zero amount.
 */
export function rebatePlans(chain: { id: number; rateBp: number }[], category: string, baseMinor: number): PayoutPlan[] {
  const member = chain.at(-1);
  if (!member) return [];
  const plans: PayoutPlan[] = [];
  const own = payoutAt(baseMinor, member.rateBp);
  if (own > 0) plans.push({ memberId: member.id, kind: "rebate", category, sourceId: 0, baseMinor, rateBp: member.rateBp, amountMinor: own });
  for (let i = chain.length - 2; i >= 0; i--) {
    const agent = chain[i]!;
    const through = chain[i + 1]!;
    const amount = commissionAt(baseMinor, agent.rateBp, through.rateBp);
    if (amount > 0) {
      plans.push({
        memberId: agent.id,
        kind: "commission",
        category,
        sourceId: member.id,
        baseMinor,
        rateBp: agent.rateBp - through.rateBp,
        amountMinor: amount,
      });
    }
  }
  return plans;
}

const payoutKey = (p: { kind: string; memberId: number; category: string; sourceId: number }) => `${p.kind}|${p.memberId}|${p.category}|${p.sourceId}`;

/** A random ten-digit payout id, known before the batch (the ledger reference names it), as order ids are drawn. */
const newPayoutId = () => 1_000_000_000 + Number(crypto.getRandomValues(new BigUint64Array(1))[0]! % 9_000_000_000n);

type Paid = "paid" | "already";

/** A payout and the day (period) it is for. */
export type DayPayout = PayoutPlan & { day: string };

export type PayOutAllResult =
  | { ok: true; payouts: (DayPayout & { id: number })[]; entries: LedgerEntry[] }
  /** already: a payouts row of the batch exists (a twin paid first); nothing moved. */
  | { ok: false; reason: "already" }
  | Replay;

/**
 * Several payouts in ONE ledger commit: a credit ('payout:<id>') and a payouts row for each, and
 * the caller's idempotency key when there is one (the manual rebate claim, decision 037). Any row
 * whose UNIQUE key (kind, member, period, category, source) exists already refuses the whole
 * batch: "already", nothing moved. An idempotency key seen before answers its replay.
 */
export async function payOutAll(db: D1Database, plans: DayPayout[], now: number, idempotency?: Idempotency): Promise<PayOutAllResult> {
  if (!plans.length) throw new Error("settlement: nothing to pay");
  for (let attempt = 1; ; attempt++) {
    const ids = plans.map(() => newPayoutId());
    if (new Set(ids).size !== ids.length) continue;
    try {
      const result = await commit(db, {
        postings: plans.map((p, i) => ({ memberId: p.memberId, kind: p.kind, amountMinor: p.amountMinor, reference: `payout:${ids[i]}` })),
        now,
        idempotency,
        after: plans.map((p, i) =>
          db
            .prepare(
              `INSERT INTO payouts (id, member_id, kind, period, category, source_id, base_minor, rate_bp, amount_minor, created_at)
               SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10 WHERE changes() = 1`,
            )
            .bind(ids[i]!, p.memberId, p.kind, p.day, p.category, p.sourceId, p.baseMinor, p.rateBp, p.amountMinor, now),
        ),
      });
      if (!result.ok) {
        if (result.reason === "insufficient") throw new Error("settlement: a credit was refused");
        return result;
      }
      return { ok: true, payouts: plans.map((p, i) => ({ ...p, id: ids[i]! })), entries: result.entries };
    } catch (e) {
      const message = String(e);
      if (/UNIQUE constraint failed: payouts\.kind/.test(message)) return { ok: false, reason: "already" };
      if (attempt < 3 && /UNIQUE constraint failed: payouts\.id/.test(message)) continue;
      throw e;
    }
  }
}

/**
 * One payout: the credit ('payout:<id>') and its payouts row in one ledger commit. The row's
 * UNIQUE key (kind, member, period, category, source) makes a second payment of the same thing
 * fail the whole batch: that is "already paid", not an error.
 */
export async function payOut(db: D1Database, day: string, p: PayoutPlan, now: number): Promise<Paid> {
  const result = await payOutAll(db, [{ ...p, day }], now);
  return result.ok ? "paid" : "already";
}

/** How many payouts one batch pays: four set-based statements whatever the size, one JSON bind. */
export const PAYOUT_CHUNK = 500;

/**
 * Many payouts of one day, PAYOUT_CHUNK to a batch (each batch one transaction): the batch first
 * claims its payouts — inserts their rows, skipping any whose key (kind, member, period, category,
 * source) exists — and then credits exactly the rows it inserted (ledger.ts creditManyStatements,
 * reference 'payout:<id>'), in the plans' order. So a payout another run made first, or makes
 * while this one runs, is never paid twice: it is "already". A plan whose random id was taken by
 * another payout is tried again with a new id. Answers, plan by plan, whether this call paid it.
 */
export async function payOutMany(db: D1Database, day: string, plans: PayoutPlan[], now: number): Promise<Paid[]> {
  const outcome: Paid[] = [];
  for (let from = 0; from < plans.length; from += PAYOUT_CHUNK) {
    outcome.push(...(await payChunk(db, day, plans.slice(from, from + PAYOUT_CHUNK), now)));
  }
  return outcome;
}

/** The claimed payouts of a chunk (?1 the plans as JSON, ?2 the period, ?3 now), as ledger credits. */
const CLAIMED = `SELECT p.member_id, p.kind, p.amount_minor, 'payout:' || p.id AS reference, j.key AS seq
  FROM json_each(?1) j JOIN payouts p ON p.id = j.value ->> 'id'
  WHERE p.period = ?2 AND p.created_at = ?3 AND p.member_id = j.value ->> 'memberId' AND p.kind = j.value ->> 'kind'
    AND p.category = j.value ->> 'category' AND p.source_id = j.value ->> 'sourceId' AND p.amount_minor = j.value ->> 'amountMinor'`;

async function payChunk(db: D1Database, day: string, plans: PayoutPlan[], now: number): Promise<Paid[]> {
  const outcome: (Paid | undefined)[] = plans.map(() => undefined);
  let pending = plans.map((_, i) => i);
  for (let attempt = 1; pending.length; attempt++) {
    const ids = new Set<number>();
    while (ids.size < pending.length) ids.add(newPayoutId());
    const rows = [...ids].map((id, n) => ({ id, ...plans[pending[n]!]! }));
    const json = JSON.stringify(rows);
    const [claim] = await db.batch([
      db
        .prepare(
          `INSERT OR IGNORE INTO payouts (id, member_id, kind, period, category, source_id, base_minor, rate_bp, amount_minor, created_at)
           SELECT value ->> 'id', value ->> 'memberId', value ->> 'kind', ?2, value ->> 'category', value ->> 'sourceId',
                  value ->> 'baseMinor', value ->> 'rateBp', value ->> 'amountMinor', ?3
           FROM json_each(?1) ORDER BY key RETURNING id`,
        )
        .bind(json, day, now),
      ...creditManyStatements(db, { sql: CLAIMED, binds: [json, day, now] }, now),
    ]);
    const claimed = new Set((claim!.results as { id: number }[]).map((r) => r.id));
    const unclaimed: number[] = [];
    rows.forEach((row, n) => {
      if (claimed.has(row.id)) outcome[pending[n]!] = "paid";
      else unclaimed.push(n);
    });
    if (!unclaimed.length) break;
    // Not claimed: its key was paid already (another run), or its id was taken (drawn again).
    const { results: taken } = await db
      .prepare(
        `SELECT j.key AS n FROM json_each(?1) j WHERE EXISTS (SELECT 1 FROM payouts p WHERE p.kind = j.value ->> 'kind'
           AND p.member_id = j.value ->> 'memberId' AND p.period = ?2 AND p.category = j.value ->> 'category' AND p.source_id = j.value ->> 'sourceId')`,
      )
      .bind(JSON.stringify(unclaimed.map((n) => rows[n]!)), day)
      .all<{ n: number }>();
    const paidBefore = new Set(taken.map((t) => unclaimed[t.n]!));
    for (const n of paidBefore) outcome[pending[n]!] = "already";
    pending = unclaimed.filter((n) => !paidBefore.has(n)).map((n) => pending[n]!);
    if (pending.length && attempt >= 3) throw new Error("settlement: payout ids kept clashing");
  }
  return outcome.map((o) => o!);
}

/**
 * Daily rebates (decision 030): for every member's valid turnover of the day by game type (the
 * report's definition: stakes of sub-orders settled won or lost that day), a `rebate` at their
 * effective rate and, for every agent above them, a `commission` at the differential. Rates are
 * the ones in force when the job runs (gateway/promotions/rebate-rates.ts). Trial accounts (type 4) play with
 * play money and earn nothing, nor does anyone on their turnover. A member's own rebate pays what
 * the day earned minus what the member already claimed of it (/m/member/manualRebate, decision
 * 037), its payouts row's source_id the amount paid before it (the watermark): one job, never two.
 */
export async function settleDailyRebates(db: D1Database, day: string, now: number, options: SettleOptions): Promise<JobReport> {
  const report: JobReport = { job: "daily rebates", paid: 0, amountMinor: 0, alreadyPaid: 0, lines: [] };
  const { start, end } = rangeInstants(day, day);
  const { results: turnover } = await db
    .prepare(
      `${VALID_TURNOVER_BY_TYPE} AND s.member_id IN (SELECT id FROM members WHERE type <> 4) GROUP BY s.member_id, o.game_type ORDER BY s.member_id, o.game_type`,
    )
    .bind(start, end)
    .all<{ member_id: number; game_type: string; valid: number }>();
  const scope = options.agentId === undefined ? null : new Set([options.agentId, ...(await teamOf(db, options.agentId)).map((m) => m.id)]);
  const rows = turnover.filter((r) => r.valid > 0 && (scope === null || scope.has(r.member_id)));

  const { results: existing } = await db
    .prepare("SELECT kind, member_id, category, source_id FROM payouts WHERE period = ?1 AND kind IN ('rebate', 'commission')")
    .bind(day)
    .all<{ kind: string; member_id: number; category: string; source_id: number }>();
  const done = new Set(existing.map((e) => payoutKey({ kind: e.kind, memberId: e.member_id, category: e.category, sourceId: e.source_id })));
  // A member's own rebate may have been claimed in part already (the manual rebate, decision 037):
  // what each member was paid for the day and category, so the settlement pays only the rest.
  const { results: paidRows } = await db
    .prepare("SELECT member_id, category, SUM(amount_minor) AS paid FROM payouts WHERE period = ?1 AND kind = 'rebate' GROUP BY member_id, category")
    .bind(day)
    .all<{ member_id: number; category: string; paid: number }>();
  const paidOf = new Map(paidRows.map((r) => [`${r.member_id}|${r.category}`, r.paid]));

  // Every chain's rates at once, then every payout planned, then paid in batches (payOutMany).
  const chains = await chainRatesOfMany(db, [...new Set(rows.map((r) => r.member_id))]);
  const toPay: PayoutPlan[] = [];
  for (const row of rows) {
    const category = row.game_type;
    if (!isGameType(category)) continue;
    const chain = chains.get(row.member_id) ?? [];
    const plans = rebatePlans(
      chain.map((link) => ({ id: link.id, rateBp: link.rates[category] })),
      category,
      row.valid,
    );
    for (const planned of plans) {
      let plan = planned;
      if (plan.kind === "rebate") {
        // The rest of what the day earned, its row keyed by what was paid before it (the watermark).
        const rest = restPayout(plan.amountMinor, paidOf.get(`${plan.memberId}|${category}`) ?? 0);
        if (!rest) {
          report.alreadyPaid++;
          continue;
        }
        plan = { ...plan, sourceId: rest.watermark, amountMinor: rest.amountMinor };
      }
      if (done.has(payoutKey(plan))) {
        report.alreadyPaid++;
        continue;
      }
      toPay.push(plan);
    }
  }
  const outcomes = await payOutMany(db, day, toPay, now);
  const paid = toPay.filter((_, i) => outcomes[i] === "paid");
  report.alreadyPaid += toPay.length - paid.length;
  const named = [...new Set(paid.flatMap((p) => [p.memberId, p.sourceId]))];
  const { results: accounts } = await db
    .prepare("SELECT id, account FROM members WHERE id IN (SELECT value FROM json_each(?1))")
    .bind(JSON.stringify(named))
    .all<{ id: number; account: string }>();
  const accountOf = new Map(accounts.map((a) => [a.id, a.account]));
  for (const plan of paid) {
    report.paid++;
    report.amountMinor += plan.amountMinor;
    const from = plan.kind === "commission" ? ` from ${accountOf.get(plan.sourceId) ?? plan.sourceId}` : "";
    report.lines.push(
      `${plan.kind.padEnd(10)} ${(accountOf.get(plan.memberId) ?? String(plan.memberId)).padEnd(12)} ${plan.category.padEnd(6)} ${peso(plan.amountMinor).padStart(12)}  (${bpToPercent(plan.rateBp)} % of ${peso(plan.baseMinor)}${from})`,
    );
  }
  return report;
}

/* ---------------- the day's jobs ---------------- */

/**
 * The jobs of a day, in order. To add one (contracts' daily salary and dividend, the hours of an
 * hourly salary, red-envelope rain expiry…), append an entry whose `run` pays through the ledger
 * with its own idempotency (its payouts row or its own unique key) and answers a JobReport.
 */
/**
 * A job that settles for the whole site (contracts, rain expiry). A run scoped to one agent's team
 * (options.agentId: an operator's re-run, or a browser test on its own team) leaves them alone, so
 * it never pays anyone outside that team.
 */
function siteWide(name: string, run: (db: D1Database, day: string, now: number) => Promise<SettlementResult>): SettlementJob {
  return {
    name,
    run: async (db, day, now, options) => {
      if (options.agentId !== undefined) return { job: name, paid: 0, amountMinor: 0, alreadyPaid: 0, lines: ["not run: the run is for one team"] };
      const r = await run(db, day, now);
      return { job: name, paid: r.paid, amountMinor: r.amountMinor, alreadyPaid: r.skipped, lines: [] };
    },
  };
}

export const SETTLEMENT_JOBS: SettlementJob[] = [
  { name: "daily rebates", run: settleDailyRebates },
  // Contracts (decision 031): the day's daily salary and, when the day closes a half-month, the dividend.
  siteWide("contracts", settleContracts),
  // Hourly salary for each closed hour of the day.
  siteWide("hourly salary", settleHoursOf),
  // Red-envelope rains whose time ran out give their unclaimed rest back (decision 032; reads do it lazily too).
  siteWide("red-envelope rain expiry", async (db, _day, now) => {
    const r = await expireRains(db, now);
    return { paid: r.closed, amountMinor: r.refundedMinor, skipped: 0 };
  }),
  // Free-trial accounts past their lifetime go, with their play money (decision 073). Nothing is
  // paid: the line says what was removed, and the summary shows no payouts.
  {
    name: "trial expiry",
    run: async (db, _day, now, options) => {
      const lines =
        options.agentId !== undefined
          ? ["not run: the run is for one team"]
          : await sweepExpiredTrials(db, now).then((r) => [
              `${r.removed} expired trial account${r.removed === 1 ? "" : "s"} removed with ${peso(r.playMoneyMinor)} of play money`,
            ]);
      return { job: "trial expiry", paid: 0, amountMinor: 0, alreadyPaid: 0, lines };
    },
  },
];

/**
 * Settles a closed operator day (YYYY-MM-DD, before today at `now`): lottery sub-orders whose draw
 * has happened are settled first (as the audit does), then every job runs. Idempotent.
 */
export async function settleDay(
  db: D1Database,
  day: string,
  now: number,
  options: SettleOptions = {},
  jobs: SettlementJob[] = SETTLEMENT_JOBS,
): Promise<SettleOutcome> {
  if (!isCalendarDay(day)) return { ok: false, reason: "bad_day" };
  if (day >= operatorDay(now)) return { ok: false, reason: "not_closed" };
  await settleAllDueInBatches(db, now);
  const reports: JobReport[] = [];
  for (const job of jobs) reports.push(await job.run(db, day, now, options));
  return { ok: true, day, jobs: reports };
}

/** The run as the operator reads it: each job's payouts, then a summary line per job. */
export function formatSettlement(outcome: Extract<SettleOutcome, { ok: true }>): string {
  const out: string[] = [`settlement of ${outcome.day}`];
  for (const j of outcome.jobs) {
    out.push(...j.lines.map((l) => `  ${l}`));
    out.push(`${j.job}: ${j.paid} payout${j.paid === 1 ? "" : "s"}, ${peso(j.amountMinor)}${j.alreadyPaid ? `; ${j.alreadyPaid} already paid` : ""}`);
  }
  return out.join("\n");
}
