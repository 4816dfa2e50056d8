import { DAY } from "./foundation";
import { seedDepositId } from "./ledger";
import { insert } from "./sql";
import { now as clockNow } from "../../contract/clock";
import { dayStartMs, operatorDay } from "../../contract/record-range";
import { splitRain } from "../../contract/red-rain-rules";
import { prng } from "../core/prng";

/**
 * The seeded red-envelope rain (decision 032): `agent` (id 2) rains ₱500 in 20
 * random envelopes on their whole team, started half an hour before the seeding day and live until
 * an hour after it ends — so it is live for at least the next hour whenever the seed runs, and the
 * statements are the same all day (the seed is deterministic: seed.test.ts). Funded on top of the
 * agent's seeded balance, which other tests rely on: a ₱500 deposit (with its order, like every
 * seeded deposit) and then the rain's `red_rain_out`, so the wallet keeps its seeded balance and
 * equals the sum of its entries. Fixed ids and INSERT OR IGNORE: a re-seed adds nothing.
 */
export const SEED_RAIN = { id: 7_000_000_001, agentId: 2, totalMinor: 50_000, count: 20 } as const;

/** Entry ids above every seeded history's (seeds/ledger.ts numbers them per member from small ids). */
const DEPOSIT_ENTRY_ID = 900_000_001;
const RAIN_ENTRY_ID = 900_000_002;

/** The agent's seeded balance (seeds/foundation.ts), which the funding leaves unchanged. */
const AGENT_BALANCE_MINOR = 8_640_000;

export function agentRainSeed(now = clockNow()): string[] {
  const today = dayStartMs(operatorDay(now));
  // After the seeded history, which ends an hour before the seeding day (seeds/ledger.ts).
  const fundedAt = today - 30 * 60_000;
  const depositId = seedDepositId(DEPOSIT_ENTRY_ID);
  const amounts = splitRain(SEED_RAIN.totalMinor, SEED_RAIN.count, "random", prng(SEED_RAIN.id));
  return [
    insert("deposits", {
      id: depositId,
      member_id: SEED_RAIN.agentId,
      channel_code: "GCASH",
      amount_minor: SEED_RAIN.totalMinor,
      fee_minor: 0,
      status: "success",
      payer_name: null,
      transfer_at: null,
      remark: null,
      bonus_code: null,
      bonus_minor: null,
      language: "ty",
      return_url: "/m/voucherCenter",
      idempotency_key: `seed-deposit-${DEPOSIT_ENTRY_ID}`,
      created_at: fundedAt - 5 * 60_000,
      decided_at: fundedAt - 60_000,
      reason: null,
    }),
    insert("ledger_entries", {
      id: DEPOSIT_ENTRY_ID,
      member_id: SEED_RAIN.agentId,
      kind: "deposit",
      amount_minor: SEED_RAIN.totalMinor,
      balance_after_minor: AGENT_BALANCE_MINOR + SEED_RAIN.totalMinor,
      reference: `deposit:${depositId}`,
      created_at: fundedAt - 60_000,
    }),
    insert("ledger_entries", {
      id: RAIN_ENTRY_ID,
      member_id: SEED_RAIN.agentId,
      kind: "red_rain_out",
      amount_minor: -SEED_RAIN.totalMinor,
      balance_after_minor: AGENT_BALANCE_MINOR,
      reference: `rain:${SEED_RAIN.id}`,
      created_at: fundedAt,
    }),
    insert("red_rains", {
      id: SEED_RAIN.id,
      agent_id: SEED_RAIN.agentId,
      total_minor: SEED_RAIN.totalMinor,
      envelope_count: SEED_RAIN.count,
      split: "random",
      audience: "team",
      starts_at: fundedAt,
      expires_at: today + DAY + 3_600_000,
      status: "open",
      created_at: fundedAt,
      refunded_at: null,
      refund_minor: null,
      idempotency_key: "seed-rain-0000000001",
    }),
    ...amounts.map((amount, idx) => insert("red_rain_envelopes", { rain_id: SEED_RAIN.id, idx, amount_minor: amount, grabbed_by: null, grabbed_at: null })),
  ];
}
