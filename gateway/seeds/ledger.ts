import { DAY, seedMembers, type SeedMember } from "./foundation";
import { insert } from "./sql";
import { dayStartMs, operatorDay } from "../../shared/record-range";

/**
 * The seeded members' money history (decision 025): deposits, then rounds of a bet and its win,
 * so that each wallet's balance is exactly the sum of its ledger entries, no running balance is
 * ever negative, and lifetime deposits and turnover put each member at their intended VIP level.
 */
export type SeedEntry = { id: number; memberId: number; kind: "deposit" | "bet" | "win"; amountMinor: number; balanceAfterMinor: number; createdAt: number };

/** `total` split into `n` integer parts, the remainder on the last. */
function split(total: number, n: number): number[] {
  const part = Math.floor(total / n);
  return Array.from({ length: n }, (_, i) => (i === n - 1 ? total - part * (n - 1) : part));
}

/** The deposit order (seeds/deposits.ts) a seeded deposit entry credits: a fixed ten-digit number per entry. */
export const seedDepositId = (entryId: number) => 6_000_000_000 + entryId;

/** How far back the seeded history reaches: records and reports open on recent weeks, not an empty list. */
const HISTORY_DAYS = 28;

/** Entries for one member, or null when `rounds` bets this size would overdraw the wallet. */
function history(m: SeedMember, rounds: number, today: number): SeedEntry[] | null {
  const wins = m.balanceMinor - m.depositMinor + m.turnoverMinor;
  if (wins < 0) throw new Error(`seed member ${m.account}: turnover and balance need wins below zero`);
  // The last four weeks before the day of seeding (operator time), so the default record
  // period (7 days) has entries; the same day always gives the same statements.
  const joined = today - HISTORY_DAYS * DAY;
  const span = today - 3_600_000 - joined;
  const deposits = split(m.depositMinor, 3);
  const bets = split(m.turnoverMinor, rounds);
  const payouts = split(wins, rounds);
  const out: SeedEntry[] = [];
  let balance = 0;
  let n = 0;
  const push = (kind: SeedEntry["kind"], amount: number, at: number) => {
    balance += amount;
    out.push({ id: m.id * 1000 + ++n, memberId: m.id, kind, amountMinor: amount, balanceAfterMinor: balance, createdAt: at });
  };
  // Deposits in the first days after joining, the rounds spread over the rest of the time.
  deposits.forEach((d, i) => push("deposit", d, joined + (i + 1) * 3_600_000));
  for (let r = 0; r < rounds; r++) {
    const at = joined + DAY + Math.floor(((span - DAY) * (r + 1)) / (rounds + 1));
    if (bets[r]! > balance) return null;
    push("bet", -bets[r]!, at);
    if (payouts[r]! > 0) push("win", payouts[r]!, at + 60_000);
  }
  return out;
}

/** The smallest number of rounds (from 8) whose bets never overdraw the wallet; `today` is the seeding day's start. */
export function seedHistory(m: SeedMember, today: number): SeedEntry[] {
  for (let rounds = 8; rounds <= 400; rounds *= 2) {
    const entries = history(m, rounds, today);
    if (entries) return entries;
  }
  throw new Error(`seed member ${m.account}: no history keeps the balance non-negative`);
}

export function ledgerSeed(now = Date.now()): string[] {
  const today = dayStartMs(operatorDay(now));
  return seedMembers().flatMap((m) =>
    seedHistory(m, today).map((e) =>
      insert("ledger_entries", {
        id: e.id,
        member_id: e.memberId,
        kind: e.kind,
        amount_minor: e.amountMinor,
        balance_after_minor: e.balanceAfterMinor,
        // A deposit is the credit of its seeded order (seeds/deposits.ts), so both records agree.
        reference: e.kind === "deposit" ? `deposit:${seedDepositId(e.id)}` : `seed-${e.kind}-${e.id}`,
        created_at: e.createdAt,
      }),
    ),
  );
}
