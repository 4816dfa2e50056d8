import { teamFigures, termsOf, type ContractRow } from "./contracts";
import {
  closesDividendPeriod,
  dividendPay,
  dividendPeriod,
  dividendTierFor,
  salaryPay,
  salaryTierFor,
  type ContractKind,
  type DividendTier,
  type HourlyTier,
  type SalaryTier,
} from "../../contract/contract-rules";
import type { LedgerKind } from "../../contract/ledger-kinds";
import { DAY_MS, operatorDateStart } from "../core/operator-time";
import { settleAllDueInBatches } from "../games/settle-due-batch";
import { commit } from "../wallet/ledger";

/**
 * Contract settlement (decision 031): daily salary for a closed operator day,
 * dividend at the end of each half-month period, hourly salary for a closed hour. Each payout is a
 * credit from the operator (nothing is debited from the upline: in this platform family the
 * operator funds salaries and dividends) — one ledger entry (kind salary or dividend, reference
 * 'payout:<id>') and its `payouts` row (kind salary, hourly or dividend, source_id = the contract)
 * in one batch. The payouts' unique key (kind, member, period, category, source) makes a re-run
 * pay nothing. The lead wires these into the settlement job (gateway/games/settlement.ts).
 */

export type SettlementResult = { paid: number; amountMinor: number; skipped: number };

const HOUR_MS = 3_600_000;

/** Contracts of a kind whose terms were in force at the end of [start, end): active before the end and not closed before it. */
async function contractsInForce(db: D1Database, kind: ContractKind, end: number): Promise<ContractRow[]> {
  const { results } = await db
    .prepare(
      `SELECT id, kind, upline_id, member_id, status, tiers, proposed_tiers, created_at, processed_at, activated_at, closed_at FROM contracts
       WHERE kind = ?1 AND tiers IS NOT NULL AND activated_at IS NOT NULL AND activated_at < ?2
         AND (status IN ('A', 'E', 'V') OR (status = 'C' AND closed_at >= ?2)) ORDER BY id`,
    )
    .bind(kind, end)
    .all<ContractRow>();
  return results;
}

type Payout = {
  memberId: number;
  kind: "salary" | "hourly" | "dividend";
  ledgerKind: LedgerKind;
  period: string;
  category: string;
  sourceId: number;
  baseMinor: number;
  rateBp: number;
  amountMinor: number;
};

const UNIQUE_PAYOUT = /UNIQUE constraint failed: payouts/;

/**
 * One payout: the credit and its payouts row in one commit. Skipped (false) when the payout exists
 * (a re-run, or a twin job that paid a moment ago: its row's unique key rolls this batch back).
 */
export async function pay(db: D1Database, p: Payout, now: number): Promise<boolean> {
  if (p.amountMinor <= 0) return false;
  const exists = await db
    .prepare("SELECT 1 AS yes FROM payouts WHERE kind = ?1 AND member_id = ?2 AND period = ?3 AND category = ?4 AND source_id = ?5")
    .bind(p.kind, p.memberId, p.period, p.category, p.sourceId)
    .first();
  if (exists) return false;
  for (let attempt = 1; ; attempt++) {
    const id = (await db.prepare("SELECT COALESCE(MAX(id), 0) + 1 AS id FROM payouts").first<{ id: number }>())!.id;
    try {
      const result = await commit(db, {
        postings: [{ memberId: p.memberId, kind: p.ledgerKind, amountMinor: p.amountMinor, reference: `payout:${id}` }],
        now,
        after: [
          db
            .prepare(
              `INSERT INTO payouts (id, member_id, kind, period, category, source_id, base_minor, rate_bp, amount_minor, created_at)
               SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10 WHERE changes() = 1`,
            )
            .bind(id, p.memberId, p.kind, p.period, p.category, p.sourceId, Math.max(0, p.baseMinor), p.rateBp, p.amountMinor, now),
        ],
      });
      return result.ok;
    } catch (e) {
      if (!UNIQUE_PAYOUT.test(String(e))) throw e;
      // Another job took this id (try the next) or paid this very payout (done).
      const paid = await db
        .prepare("SELECT 1 AS yes FROM payouts WHERE kind = ?1 AND member_id = ?2 AND period = ?3 AND category = ?4 AND source_id = ?5")
        .bind(p.kind, p.memberId, p.period, p.category, p.sourceId)
        .first();
      if (paid || attempt >= 5) return false;
    }
  }
}

const add = (r: SettlementResult, paid: boolean, amountMinor: number) => {
  if (paid) {
    r.paid += 1;
    r.amountMinor += amountMinor;
  } else r.skipped += 1;
};

/** Salary-like contracts (daily or hourly) over [start, end): the tier the team reached pays. */
async function settleSalaries(db: D1Database, kind: "salary" | "hourly", period: string, start: number, end: number, now: number, r: SettlementResult) {
  for (const c of await contractsInForce(db, kind, end)) {
    const terms = termsOf(c.tiers);
    if (!terms || terms.kind !== kind) continue;
    const f = await teamFigures(db, c.member_id, start, end);
    const figures = { turnoverMinor: f.turnoverMinor, activeMembers: f.activeMembers };
    const tier = salaryTierFor<SalaryTier | HourlyTier>(terms.tiers, figures);
    const amountMinor = salaryPay(tier, figures);
    if (!tier || amountMinor <= 0) continue;
    const paid = await pay(
      db,
      {
        memberId: c.member_id,
        kind,
        ledgerKind: "salary",
        period,
        category: "",
        sourceId: c.id,
        baseMinor: f.turnoverMinor,
        rateBp: tier.rateType === "P" ? tier.rate : 0,
        amountMinor,
      },
      now,
    );
    add(r, paid, amountMinor);
  }
}

/**
 * Daily salary of every contract in force for the closed operator day `day` (YYYY-MM-DD), and —
 * when the day closes a dividend period (the 15th, the month's last day) — the period's dividend,
 * one payout per product. Due bets are settled first, so the figures are final. A day that has not
 * ended yet pays nothing. Idempotent.
 */
export async function settleContracts(db: D1Database, day: string, now: number): Promise<SettlementResult> {
  const start = operatorDateStart(day);
  if (start === null) throw new Error(`settleContracts: not a date: ${day}`);
  const r: SettlementResult = { paid: 0, amountMinor: 0, skipped: 0 };
  const end = start + DAY_MS;
  if (end > now) return r;
  await settleAllDueInBatches(db, now);
  await settleSalaries(db, "salary", day, start, end, now, r);

  if (closesDividendPeriod(day)) {
    const period = dividendPeriod(day);
    const periodStart = operatorDateStart(period.from)!;
    for (const c of await contractsInForce(db, "dividend", end)) {
      const terms = termsOf(c.tiers);
      if (!terms || terms.kind !== "dividend") continue;
      const f = await teamFigures(db, c.member_id, periodStart, end);
      for (const [product, tiers] of Object.entries(terms.products) as [string, DividendTier[]][]) {
        const p = f.byProduct[product as keyof typeof f.byProduct];
        const figures = { turnoverMinor: p?.turnoverMinor ?? 0, netLossMinor: p?.netLossMinor ?? 0, activeMembers: f.activeMembers };
        const tier = dividendTierFor(tiers, figures);
        const amountMinor = dividendPay(tier, figures);
        if (!tier || amountMinor <= 0) continue;
        const paid = await pay(
          db,
          {
            memberId: c.member_id,
            kind: "dividend",
            ledgerKind: "dividend",
            period: period.key,
            category: product,
            sourceId: c.id,
            baseMinor: figures.netLossMinor,
            rateBp: tier.rateBp,
            amountMinor,
          },
          now,
        );
        add(r, paid, amountMinor);
      }
    }
  }
  return r;
}

/** Epoch ms starting an operator hour 'YYYY-MM-DDTHH', or null. */
export function operatorHourStart(hourIso: string): number | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2})$/.exec(hourIso);
  if (!match) return null;
  const day = operatorDateStart(match[1]!);
  const hour = Number(match[2]);
  return day === null || hour > 23 ? null : day + hour * HOUR_MS;
}

/** Hourly salary of every hourly contract in force for the closed operator hour 'YYYY-MM-DDTHH'. Idempotent. */
export async function settleHourly(db: D1Database, hourIso: string, now: number): Promise<SettlementResult> {
  const start = operatorHourStart(hourIso);
  if (start === null) throw new Error(`settleHourly: not an hour: ${hourIso}`);
  const r: SettlementResult = { paid: 0, amountMinor: 0, skipped: 0 };
  if (start + HOUR_MS > now) return r;
  await settleAllDueInBatches(db, now);
  await settleSalaries(db, "hourly", hourIso, start, start + HOUR_MS, now, r);
  return r;
}

/** Every closed hour of an operator day (the daily job's convenience for the hourly salary). */
export async function settleHoursOf(db: D1Database, day: string, now: number): Promise<SettlementResult> {
  const total: SettlementResult = { paid: 0, amountMinor: 0, skipped: 0 };
  for (let h = 0; h < 24; h++) {
    const r = await settleHourly(db, `${day}T${String(h).padStart(2, "0")}`, now);
    total.paid += r.paid;
    total.amountMinor += r.amountMinor;
    total.skipped += r.skipped;
  }
  return total;
}
