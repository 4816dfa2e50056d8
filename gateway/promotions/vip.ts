import { levelFor } from "../../contract/vip";

/** VIP levels and a member's standing, read from `vip_levels` and the ledger's totals (decision 025). */
export type VipLevelRow = {
  level: number;
  name: string;
  badge_url: string;
  deposit_minor: number;
  turnover_minor: number;
  rebate_rate_bp: number;
  daily_withdraw_count: number;
  daily_withdraw_limit_minor: number;
  birthday_bonus_minor: number;
  level_up_bonus_minor: number;
};

export async function vipLevels(db: D1Database): Promise<VipLevelRow[]> {
  return (await db.prepare("SELECT * FROM vip_levels ORDER BY level").all<VipLevelRow>()).results;
}

/**
 * Members' lifetime deposits and bet stakes in minor units (?1 their ids as a JSON array), from their
 * running totals (member_kind_totals, kept by the ledger's own trigger, migration 0024): a row per
 * member and kind, however long their history.
 */
export const LIFETIME_TOTALS_OF_SQL = `SELECT j.value AS member_id,
         COALESCE(SUM(CASE WHEN t.kind = 'deposit' THEN t.amount_minor END), 0) AS deposit,
         COALESCE(-SUM(CASE WHEN t.kind = 'bet' THEN t.amount_minor END), 0) AS turnover
  FROM json_each(?1) j CROSS JOIN member_kind_totals t ON t.member_id = j.value AND t.kind IN ('deposit', 'bet')
  GROUP BY j.value`;

export async function lifetimeTotalsOf(db: D1Database, memberIds: number[]): Promise<Map<number, { deposit: number; turnover: number }>> {
  const out = new Map(memberIds.map((id) => [id, { deposit: 0, turnover: 0 }]));
  if (!memberIds.length) return out;
  const { results } = await db.prepare(LIFETIME_TOTALS_OF_SQL).bind(JSON.stringify(memberIds)).all<{ member_id: number; deposit: number; turnover: number }>();
  for (const r of results) out.set(r.member_id, { deposit: r.deposit, turnover: r.turnover });
  return out;
}

/** One member's lifetime totals (lifetimeTotalsOf, for one). */
export async function lifetimeTotals(db: D1Database, memberId: number): Promise<{ deposit: number; turnover: number }> {
  return (await lifetimeTotalsOf(db, [memberId])).get(memberId)!;
}

/** The member's level (0 = none) and its row, from their totals. */
export function standing(levels: VipLevelRow[], totals: { deposit: number; turnover: number }): { level: number; row: VipLevelRow | null } {
  const level = levelFor(
    levels.map((l) => ({ level: l.level, deposit: l.deposit_minor, turnover: l.turnover_minor })),
    totals,
  );
  return { level, row: levels.find((l) => l.level === level) ?? null };
}
