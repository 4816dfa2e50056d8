import { lifetimeTotals, standing, vipLevels } from "./vip";
import type { GameType } from "../../contract/games";
import { REBATE_CATEGORIES, effectiveRate, type RebateRates } from "../../contract/rebate-rules";

/**
 * Members' effective rebate rates (decision 030; rules in contract/rebate-rules.ts): each member's set
 * rate or their VIP level's, capped by their upline's effective rate, from the top of the chain
 * down. The settlement job, the rebate pages and the downline editor all read rates here.
 */

type Chain = { id: number; explicit: Map<string, number>; vipBp: number }[];

/** The member and their uplines, top first, each with their set rates and VIP rate. */
async function chainOf(db: D1Database, memberId: number): Promise<Chain> {
  const { results: ids } = await db
    .prepare(
      `WITH RECURSIVE up(id, parent_id, depth) AS (
         SELECT id, parent_id, 0 FROM members WHERE id = ?1
         UNION ALL SELECT m.id, m.parent_id, up.depth + 1 FROM members m JOIN up ON m.id = up.parent_id WHERE up.depth < 20
       ) SELECT id FROM up ORDER BY depth DESC`,
    )
    .bind(memberId)
    .all<{ id: number }>();
  if (!ids.length) return [];
  const levels = await vipLevels(db);
  const placeholders = ids.map((_, i) => `?${i + 1}`).join(", ");
  const { results: rows } = await db
    .prepare(`SELECT member_id, category, rate_bp FROM rebate_rates WHERE member_id IN (${placeholders})`)
    .bind(...ids.map((r) => r.id))
    .all<{ member_id: number; category: string; rate_bp: number }>();
  return Promise.all(
    ids.map(async ({ id }) => ({
      id,
      explicit: new Map(rows.filter((r) => r.member_id === id).map((r) => [r.category, r.rate_bp])),
      vipBp: standing(levels, await lifetimeTotals(db, id)).row?.rebate_rate_bp ?? 0,
    })),
  );
}

function ratesDown(chain: Chain): RebateRates[] {
  const out: RebateRates[] = [];
  for (const link of chain) {
    const above = out.at(-1) ?? null;
    const rates = {} as RebateRates;
    for (const c of REBATE_CATEGORIES) rates[c] = effectiveRate(link.explicit.get(c) ?? null, link.vipBp, above ? above[c] : null);
    out.push(rates);
  }
  return out;
}

/** A member's effective rate in every category. */
export async function ratesOf(db: D1Database, memberId: number): Promise<RebateRates> {
  const rates = ratesDown(await chainOf(db, memberId));
  const own = rates.at(-1);
  if (!own) throw new Error(`rebate rates: no member ${memberId}`);
  return own;
}

/** A member's rates and their upline's (null for a top agent), in one walk up the chain. */
export async function ratesWithUpline(db: D1Database, memberId: number): Promise<{ own: RebateRates; upline: RebateRates | null }> {
  const rates = ratesDown(await chainOf(db, memberId));
  const own = rates.at(-1);
  if (!own) throw new Error(`rebate rates: no member ${memberId}`);
  return { own, upline: rates.at(-2) ?? null };
}

/** The statements that set a member's rates (the caller checks them against the agent's first). */
export function setRatesStatements(db: D1Database, memberId: number, rates: Partial<Record<GameType, number>>, by: number, now: number): D1PreparedStatement[] {
  return Object.entries(rates).map(([category, bp]) =>
    db
      .prepare(
        `INSERT INTO rebate_rates (member_id, category, rate_bp, updated_at, updated_by) VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (member_id, category) DO UPDATE SET rate_bp = excluded.rate_bp, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
      )
      .bind(memberId, category, bp, now, by),
  );
}

/**
 * The member and each of their uplines, top first, with their effective rates: the daily rebate
 * settlement pays the member at the last link's rate and each upline the difference between their
 * rate and the next link's (contract/rebate-rules.ts commissionAt).
 */
export async function chainRatesOf(db: D1Database, memberId: number): Promise<{ id: number; rates: RebateRates }[]> {
  const chain = await chainOf(db, memberId);
  const rates = ratesDown(chain);
  return chain.map((link, i) => ({ id: link.id, rates: rates[i]! }));
}
