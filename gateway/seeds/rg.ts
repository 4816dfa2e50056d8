import { insert } from "./sql";
import { now as clockNow } from "../../contract/clock";
import { dayStartMs, operatorDay } from "../../contract/record-range";

/**
 * Responsible gaming's seed (decision 040): player05 (id 105) has a daily deposit limit of
 * ₱5,000 set ten days ago and a raise to ₱10,000 asked for at 00:05 of the seeding day (operator
 * time), waiting out its 24 h until 00:05 tomorrow, with both changes in the audit trail. Times are
 * anchored to the operator day, so the seed is the same all day (seed.test.ts: deterministic). Usage is derived from deposits and the ledger, so the
 * seed adds no ledger entry (and no deposit).
 */

export const RG_SEED_MEMBER = 105;
const HOUR = 3_600_000;

export function rgSeed(now = clockNow()): string[] {
  const today = dayStartMs(operatorDay(now));
  const set = today - 240 * HOUR + 10 * HOUR;
  const raised = today + 5 * 60_000;
  return [
    insert("rg_limits", {
      member_id: RG_SEED_MEMBER,
      kind: "deposit",
      period: "day",
      amount: 500_000,
      pending: 1,
      pending_amount: 1_000_000,
      pending_at: raised + 24 * HOUR,
      updated_at: raised,
    }),
    insert("rg_audit", {
      id: 1,
      member_id: RG_SEED_MEMBER,
      control: "limit.deposit.day",
      old_value: null,
      new_value: "5000.00",
      actor: "member",
      requested_at: set,
      effective_at: set,
    }),
    insert("rg_audit", {
      id: 2,
      member_id: RG_SEED_MEMBER,
      control: "limit.deposit.day",
      old_value: "5000.00",
      new_value: "10000.00",
      actor: "member",
      requested_at: raised,
      effective_at: raised + 24 * HOUR,
    }),
  ];
}
