import { REBATE_CATEGORIES, effectiveRate, type RebateRates } from "../../contract/rebate-rules";
import { lifetimeTotalsOf, standing, vipLevels } from "../promotions/vip";

/**
 * The effective rebate rates of many members' chains at once, for the daily settlement: what
 * `chainRatesOf` (gateway/promotions/rebate-rates.ts) answers for each member — the member and
 * their uplines, top first, each link's set rate or VIP level's rate capped by the link above —
 * read in four queries for the whole day instead of a walk and a totals read per link per member. The rule is the same one (contract/rebate-rules.ts effectiveRate, vip.ts standing);
 * settlement-batch.test.ts checks the two agree member by member.
 */

export type ChainLink = { id: number; rates: RebateRates };

/** How far up a chain is followed, as rebate-rates.ts walks it (the member and 20 uplines). */
const MAX_DEPTH = 20;

export async function chainRatesOfMany(db: D1Database, memberIds: number[]): Promise<Map<number, ChainLink[]>> {
  const chains = new Map<number, ChainLink[]>();
  if (!memberIds.length) return chains;
  // Every member and every upline of theirs, once each, with their parent.
  const { results: links } = await db
    .prepare(
      `WITH RECURSIVE up(id, parent_id, depth) AS (
         SELECT id, parent_id, 0 FROM members WHERE id IN (SELECT value FROM json_each(?1))
         UNION SELECT m.id, m.parent_id, up.depth + 1 FROM members m JOIN up ON m.id = up.parent_id WHERE up.depth < ${MAX_DEPTH}
       ) SELECT DISTINCT id, parent_id FROM up`,
    )
    .bind(JSON.stringify(memberIds))
    .all<{ id: number; parent_id: number | null }>();
  const parentOf = new Map(links.map((l) => [l.id, l.parent_id]));
  const ids = JSON.stringify([...parentOf.keys()]);

  const [levels, { results: explicitRows }, totalsOf] = await Promise.all([
    vipLevels(db),
    db
      .prepare("SELECT member_id, category, rate_bp FROM rebate_rates WHERE member_id IN (SELECT value FROM json_each(?1))")
      .bind(ids)
      .all<{ member_id: number; category: string; rate_bp: number }>(),
    lifetimeTotalsOf(db, [...parentOf.keys()]),
  ]);
  const explicit = new Map<number, Map<string, number>>();
  for (const r of explicitRows) {
    const own = explicit.get(r.member_id) ?? new Map<string, number>();
    own.set(r.category, r.rate_bp);
    explicit.set(r.member_id, own);
  }
  const vipBpOf = (id: number) => standing(levels, totalsOf.get(id) ?? { deposit: 0, turnover: 0 }).row?.rebate_rate_bp ?? 0;

  // A link's rates depend only on the links above it: worked out once per link and number of links above.
  const linkRatesMemo = new Map<string, RebateRates>();
  for (const memberId of memberIds) {
    if (!parentOf.has(memberId)) continue;
    const chain: number[] = [memberId];
    for (let parent = parentOf.get(memberId); parent != null && parentOf.has(parent) && chain.length <= MAX_DEPTH; parent = parentOf.get(parent)) {
      chain.unshift(parent);
    }
    let above: RebateRates | null = null;
    const links: ChainLink[] = [];
    for (const [i, id] of chain.entries()) {
      const key = `${id}@${i}`;
      let rates = linkRatesMemo.get(key);
      if (!rates) {
        rates = linkRates(explicit.get(id), vipBpOf(id), above);
        linkRatesMemo.set(key, rates);
      }
      links.push({ id, rates });
      above = rates;
    }
    chains.set(memberId, links);
  }
  return chains;
}

function linkRates(explicit: Map<string, number> | undefined, vipBp: number, above: RebateRates | null): RebateRates {
  const rates = {} as RebateRates;
  for (const c of REBATE_CATEGORIES) rates[c] = effectiveRate(explicit?.get(c) ?? null, vipBp, above ? above[c] : null);
  return rates;
}
