import { SEED_EPOCH } from "./foundation";
import { insert } from "./sql";
import type { GameType } from "../../contract/games";

/**
 * Rebate rates of the seeded agents (decision 033), in basis points: the top
 * agent's are the operator's (updated_by NULL), agent2's were set by `agent` and sit below them,
 * so the team pages show a real range to give within. Players keep their VIP level's rate, capped
 * by their agent's. The invitation codes (RAMOS88, CRUZ77) are seeded with the accounts
 * (seeds/accounts.ts). INSERT OR IGNORE: a rate changed on the page survives a re-seed.
 */
export const SEEDED_RATES: Record<string, { memberId: number; by: number | null; rates: Record<GameType, number> }> = {
  agent: {
    memberId: 2,
    by: null,
    rates: { LOTT: 150, RNG: 100, LIVE: 80, FISH: 100, SPORTS: 80, PVP: 50, INHOUSE: 50, ESPORTS: 50, COCKFIGHT: 50 },
  },
  agent2: {
    memberId: 3,
    by: 2,
    rates: { LOTT: 120, RNG: 80, LIVE: 60, FISH: 80, SPORTS: 60, PVP: 40, INHOUSE: 30, ESPORTS: 30, COCKFIGHT: 30 },
  },
};

export function agentRatesSeed(): string[] {
  return Object.values(SEEDED_RATES).flatMap(({ memberId, by, rates }) =>
    Object.entries(rates).map(([category, rate_bp]) =>
      insert("rebate_rates", { member_id: memberId, category, rate_bp, updated_at: SEED_EPOCH, updated_by: by }),
    ),
  );
}
