import { DAY } from "./foundation";
import { insert } from "./sql";
import { now as clockNow } from "../../contract/clock";
import type { StoredTerms } from "../../contract/contract-rules";
import { dayStartMs, operatorDay } from "../../contract/record-range";

/**
 * Contracts seed (decision 031). Member ids are foundation.ts's: agent 2 (top
 * agent), agent2 3 (agent's direct downline agent).
 *
 * - The operator's own terms for `agent` (upline NULL) of every kind: what `agent` earns itself,
 *   and so the line above which an offer to agent2 carries the higher-rate warning (A-CON-03).
 * - A **pending daily-salary request** from `agent` to `agent2`, so the §4 prompt shows when agent2
 *   signs in (its rates stay under agent's own: no warning).
 * - An **active dividend contract** for `agent2` from `agent` (its payouts come from the settlement job).
 *
 * Fixed ids and INSERT OR IGNORE: seeding again changes nothing, and an answer given in the app survives.
 * Times are relative to the operator day of `now`, like the ledger seed.
 */
export const SEED_CONTRACTS = { agentSalary: 1, agentDividend: 2, agentHourly: 3, agent2SalaryRequest: 4, agent2Dividend: 5 } as const;

const AGENT = 2;
const AGENT2 = 3;

const AGENT_SALARY: StoredTerms = {
  kind: "salary",
  tiers: [
    { betVolumeMinor: 1_000_000, activeMember: 3, rateType: "P", rate: 80 },
    { betVolumeMinor: 5_000_000, activeMember: 5, rateType: "P", rate: 120 },
    { betVolumeMinor: 20_000_000, activeMember: 10, rateType: "P", rate: 150 },
  ],
};
const dividendRows = (low: number, high: number) => [
  { minimumBetMinor: 500_000, netLossMinor: 100_000, activeMember: 1, rateBp: low },
  { minimumBetMinor: 2_000_000, netLossMinor: 1_000_000, activeMember: 3, rateBp: high },
];
const AGENT_DIVIDEND: StoredTerms = {
  kind: "dividend",
  products: {
    LIVE: dividendRows(2000, 3000),
    RNG: dividendRows(2000, 3000),
    LOTT: dividendRows(2000, 3000),
    FISH: dividendRows(1500, 2500),
    SPORTS: dividendRows(1500, 2500),
  },
};
const AGENT_HOURLY: StoredTerms = {
  kind: "hourly",
  tiers: [
    { minimumBetMinor: 100_000, activeMember: 1, rateType: "F", rate: 2_000 },
    { minimumBetMinor: 500_000, activeMember: 3, rateType: "P", rate: 30 },
  ],
};
const AGENT2_SALARY_OFFER: StoredTerms = {
  kind: "salary",
  tiers: [
    { betVolumeMinor: 500_000, activeMember: 2, rateType: "P", rate: 50 },
    { betVolumeMinor: 2_000_000, activeMember: 3, rateType: "P", rate: 80 },
    { betVolumeMinor: 5_000_000, activeMember: 4, rateType: "P", rate: 100 },
  ],
};
const AGENT2_DIVIDEND: StoredTerms = {
  kind: "dividend",
  products: { LIVE: dividendRows(1000, 2000), RNG: dividendRows(1000, 2000), LOTT: dividendRows(1000, 2000), FISH: dividendRows(1000, 1500) },
};

export function contractsSeed(now = clockNow()): string[] {
  const today = dayStartMs(operatorDay(now));
  const daysAgo = (n: number, hour = 10) => today - n * DAY + hour * 3_600_000;
  const out: string[] = [];
  const contract = (
    id: number,
    kind: string,
    upline: number | null,
    member: number,
    status: string,
    tiers: StoredTerms | null,
    proposed: StoredTerms | null,
    created: number,
  ) => {
    const active = status === "A";
    out.push(
      insert("contracts", {
        id,
        kind,
        upline_id: upline,
        member_id: member,
        status,
        tiers: tiers && JSON.stringify(tiers),
        proposed_tiers: proposed && JSON.stringify(proposed),
        created_at: created,
        processed_at: active ? created + 3_600_000 : null,
        activated_at: active ? created + 3_600_000 : null,
        closed_at: null,
      }),
    );
  };
  const event = (id: number, contractId: number, actor: number | null, action: string, status: string, tiers: StoredTerms | null, at: number) =>
    out.push(
      insert("contract_events", {
        id,
        contract_id: contractId,
        actor_id: actor,
        action,
        status,
        tiers: tiers && JSON.stringify(tiers),
        request_key: null,
        created_at: at,
      }),
    );

  const c = SEED_CONTRACTS;
  contract(c.agentSalary, "salary", null, AGENT, "A", AGENT_SALARY, null, daysAgo(60));
  contract(c.agentDividend, "dividend", null, AGENT, "A", AGENT_DIVIDEND, null, daysAgo(60));
  contract(c.agentHourly, "hourly", null, AGENT, "A", AGENT_HOURLY, null, daysAgo(60));
  contract(c.agent2SalaryRequest, "salary", AGENT, AGENT2, "P", null, AGENT2_SALARY_OFFER, daysAgo(0, 0));
  contract(c.agent2Dividend, "dividend", AGENT, AGENT2, "A", AGENT2_DIVIDEND, null, daysAgo(40));

  event(1, c.agentSalary, null, "offer", "P", AGENT_SALARY, daysAgo(60));
  event(2, c.agentSalary, AGENT, "agree", "A", null, daysAgo(60) + 3_600_000);
  event(3, c.agentDividend, null, "offer", "P", AGENT_DIVIDEND, daysAgo(60));
  event(4, c.agentDividend, AGENT, "agree", "A", null, daysAgo(60) + 3_600_000);
  event(5, c.agentHourly, null, "offer", "P", AGENT_HOURLY, daysAgo(60));
  event(6, c.agentHourly, AGENT, "agree", "A", null, daysAgo(60) + 3_600_000);
  event(7, c.agent2SalaryRequest, AGENT, "offer", "P", AGENT2_SALARY_OFFER, daysAgo(0, 0));
  event(8, c.agent2Dividend, AGENT, "offer", "P", AGENT2_DIVIDEND, daysAgo(40));
  event(9, c.agent2Dividend, AGENT2, "agree", "A", null, daysAgo(40) + 3_600_000);
  return out;
}
