import { DAY, seedMembers, type SeedMember } from "./foundation";
import { LOTTERIES, generateGames } from "./games";
import { insert } from "./sql";
import { now as clockNow } from "../../contract/clock";
import { dayStartMs, operatorDay } from "../../contract/record-range";
import { DEMO_ACCOUNTS } from "../accounts/demo-accounts";
import { hash32, rng } from "../core/prng";
import { BIG_SMALL_ODDS_X100, DIGITS_ODDS_X100, bigSmallOf, mainNumber, payout } from "../games/bet-rules";
import { drawIndex, drawTime, numeroFor, resultFor, type DrawSchedule } from "../handlers/lottery-draws";

/**
 * The seeded members' money history (decisions 025, 028): deposits, then rounds of play that are
 * real bet orders — vendor slot, fish and live rounds (one SPIN sub-order each) and lottery orders
 * on the fast draws (big/small, sometimes with a digits pick) judged against the draw's real result
 * — each paid by a 'bet:<order>' entry and, when it won, a 'win:<order>' entry. Each wallet's
 * balance is exactly the sum of its entries, no running balance is ever negative, and lifetime
 * deposits and turnover (the VIP level) are exactly the member's seeded figures. Every order is
 * settled: a read never settles seeded history.
 */
export type SeedEntry = {
  id: number;
  memberId: number;
  kind: "deposit" | "bet" | "win";
  amountMinor: number;
  balanceAfterMinor: number;
  reference: string;
  createdAt: number;
};

export type SeedSub = {
  id: number;
  play: "SPIN" | "DIGITS" | "BIG_SMALL";
  selection: string;
  stakeMinor: number;
  oddsX100: number;
  winMinor: number;
  result: string | null;
  drawAt: number | null;
  lockAt: number | null;
};

export type SeedOrder = {
  id: number;
  memberId: number;
  gameType: string;
  vendor: string;
  gameCode: string;
  drawNumber: string | null;
  drawIndex: number | null;
  createdAt: number;
  settledAt: number;
  subs: SeedSub[];
};

export type SeedHistory = { entries: SeedEntry[]; orders: SeedOrder[] };

/** `total` split into `n` integer parts, the remainder on the last. */
function split(total: number, n: number): number[] {
  const part = Math.floor(total / n);
  return Array.from({ length: n }, (_, i) => (i === n - 1 ? total - part * (n - 1) : part));
}

/** The deposit order (seeds/deposits.ts) a seeded deposit entry credits: a fixed ten-digit number per entry. */
export const seedDepositId = (entryId: number) => 6_000_000_000 + entryId;

/** How far back the seeded history reaches: records and reports open on recent weeks, not an empty list. */
const HISTORY_DAYS = 28;

/** The fast draw seeded lottery orders are on (5 minutes, so each settles long before the next round). */
const SEED_LOTTERY = (() => {
  const l = LOTTERIES.find((x) => x.code === "VN5M")!;
  const schedule: DrawSchedule = {
    game_code: l.code,
    period_s: l.period,
    lock_s: l.lock,
    phase_s: l.phase,
    result_kind: l.kind,
    digits: l.digits,
    on_sale: 1,
  };
  return schedule;
})();

let gamesByType: Map<string, { node_id: string; vassalage: string }[]> | null = null;
/** Playable vendor games by type, from the games seed (deterministic). */
function gamesOf(type: string): { node_id: string; vassalage: string }[] {
  if (!gamesByType) {
    gamesByType = new Map();
    for (const g of generateGames()) {
      if (g.support_play !== 1) continue;
      gamesByType.set(g.game_type, [...(gamesByType.get(g.game_type) ?? []), { node_id: g.node_id, vassalage: g.vassalage }]);
    }
  }
  return gamesByType.get(type) ?? [];
}

/** A stable ten-digit order number for a member's round (independent of the seeding day, so a re-seed inserts nothing new). */
export function seedOrderId(memberId: number, round: number): number {
  return 1_000_000_000 + (hash32(`seed-order:${memberId}:${round}`) % 3_000_000_000);
}

type Plan = { type: "RNG" | "FISH" | "LIVE" | "LOTT"; stake: number; win: number; digitsStake: number };

/**
 * What each round stakes and wins: lottery rounds (every fourth) win big/small at its odds about
 * half the time; the slot, fish and live rounds share the rest of the member's wins, some rounds
 * winning (in uneven amounts), the others losing. The amounts depend on the member and the round
 * count only, never on the day.
 */
function plan(m: SeedMember, rounds: number, wins: number): Plan[] {
  const stakes = split(m.turnoverMinor, rounds);
  const r = rng(`seed-bets:${m.id}:${rounds}`);
  const plans: Plan[] = stakes.map((stake, i) => {
    if (i % 4 === 1) {
      // One lottery order in two also picks two digits with a fifth of the stake (it does not come up).
      const digitsStake = i % 8 === 1 ? Math.floor(stake / 5) : 0;
      return { type: "LOTT", stake, digitsStake, win: r.chance(0.5) ? payout(stake - digitsStake, BIG_SMALL_ODDS_X100) : 0 };
    }
    return { type: i % 7 === 3 ? "FISH" : i % 9 === 5 ? "LIVE" : "RNG", stake, digitsStake: 0, win: 0 };
  });
  // Lottery wins may not exceed the member's wins: the latest give way first.
  let budget = wins - plans.reduce((n, p) => n + p.win, 0);
  for (let i = plans.length - 1; budget < 0 && i >= 0; i--) {
    if (plans[i]!.win > 0) {
      budget += plans[i]!.win;
      plans[i]!.win = 0;
    }
  }
  const spins = plans.filter((p) => p.type !== "LOTT");
  const winners = spins.filter(() => r.chance(0.5));
  if (!winners.length && spins.length) winners.push(spins[spins.length - 1]!);
  const weights = winners.map((p) => p.stake * (0.3 + r.next() * 2.5));
  const sum = weights.reduce((n, w) => n + w, 0);
  let given = 0;
  winners.forEach((p, i) => {
    p.win = i === winners.length - 1 ? budget - given : Math.floor((budget * weights[i]!) / sum);
    given += p.win;
  });
  return plans;
}

/** A deposit is the credit of its seeded order (seeds/deposits.ts), so both records agree. */
const defaultReference = (kind: SeedEntry["kind"], id: number) => (kind === "deposit" ? `deposit:${seedDepositId(id)}` : `seed-${kind}-${id}`);

/**
 * When a history happens: from `joined` to `until`, the deposits in the first `lead` (a quarter
 * each), the rounds spread over the rest. Without one, the last four weeks before the seeding day.
 */
export type HistoryWindow = { joined: number; until: number; lead: number };

/** Entries and orders for one member, or null when `rounds` rounds this size would overdraw the wallet. */
function history(m: SeedMember, rounds: number, today: number, window?: HistoryWindow): SeedHistory | null {
  const wins = m.balanceMinor - m.depositMinor + m.turnoverMinor;
  if (wins < 0) throw new Error(`seed member ${m.account}: turnover and balance need wins below zero`);
  // The last four weeks before the day of seeding (operator time), so the default record
  // period (7 days) has entries; the same day always gives the same statements.
  const joined = window?.joined ?? today - HISTORY_DAYS * DAY;
  const lead = window?.lead ?? DAY;
  const depositStep = window ? Math.floor(lead / 4) : 3_600_000;
  const span = (window?.until ?? today - 3_600_000) - joined;
  const entries: SeedEntry[] = [];
  const orders: SeedOrder[] = [];
  let balance = 0;
  let n = 0;
  const push = (kind: SeedEntry["kind"], amount: number, reference: string, at: number) => {
    balance += amount;
    const id = m.id * 1000 + ++n;
    entries.push({
      id,
      memberId: m.id,
      kind,
      amountMinor: amount,
      balanceAfterMinor: balance,
      reference: reference || defaultReference(kind, id),
      createdAt: at,
    });
  };
  // Deposits in the first days after joining, the rounds spread over the rest of the time.
  split(m.depositMinor, 3).forEach((d, i) => push("deposit", d, "", joined + (i + 1) * depositStep));
  const pick = rng(`seed-games:${m.id}`);
  const plans = plan(m, rounds, wins);
  for (let r = 0; r < rounds; r++) {
    const p = plans[r]!;
    const at = joined + lead + Math.floor(((span - lead) * (r + 1)) / (rounds + 1));
    if (p.stake > balance) return null;
    const id = seedOrderId(m.id, r);
    const subId = (j: number) => m.id * 100_000 + r * 4 + j;
    push("bet", -p.stake, `bet:${id}`, at);
    if (p.type === "LOTT") {
      const game = SEED_LOTTERY;
      let k = drawIndex(game, at);
      if (at >= drawTime(game, k) - game.lock_s * 1000) k += 1;
      const drawAt = drawTime(game, k);
      const lockAt = drawAt - game.lock_s * 1000;
      const result = resultFor(game, k);
      const drawn = bigSmallOf(result);
      const bsStake = p.stake - p.digitsStake;
      // The side that won the draw when the plan says the round won, else the other one.
      const side = p.win > 0 ? drawn : drawn === "BIG" ? "SMALL" : "BIG";
      const subs: SeedSub[] = [
        { id: subId(0), play: "BIG_SMALL", selection: side, stakeMinor: bsStake, oddsX100: BIG_SMALL_ODDS_X100, winMinor: p.win, result, drawAt, lockAt },
      ];
      if (p.digitsStake > 0) {
        const last = mainNumber(result).slice(-2);
        const miss = `${last[0]}-${(Number(last[1]) + 1) % 10}`;
        subs.push({
          id: subId(1),
          play: "DIGITS",
          selection: miss,
          stakeMinor: p.digitsStake,
          oddsX100: DIGITS_ODDS_X100[2],
          winMinor: 0,
          result,
          drawAt,
          lockAt,
        });
      }
      if (p.win > 0) push("win", p.win, `win:${id}`, drawAt);
      orders.push({
        id,
        memberId: m.id,
        gameType: "LOTT",
        vendor: "LOTT",
        gameCode: game.game_code,
        drawNumber: numeroFor(game, k),
        drawIndex: k,
        createdAt: at,
        settledAt: drawAt,
        subs,
      });
    } else {
      const game = pick.pick(gamesOf(p.type));
      // A vendor's round: its multiplier is what it paid (vendors' paytables are their own).
      const oddsX100 = Math.round((p.win * 100) / p.stake);
      if (p.win > 0) push("win", p.win, `win:${id}`, at);
      orders.push({
        id,
        memberId: m.id,
        gameType: p.type,
        vendor: game.vassalage,
        gameCode: game.node_id,
        drawNumber: null,
        drawIndex: null,
        createdAt: at,
        settledAt: at,
        subs: [{ id: subId(0), play: "SPIN", selection: "", stakeMinor: p.stake, oddsX100, winMinor: p.win, result: null, drawAt: null, lockAt: null }],
      });
    }
  }
  return { entries, orders };
}

const DEMO_ACCOUNT_NAMES: ReadonlySet<string> = new Set(DEMO_ACCOUNTS.map((a) => a.account));

/**
 * The smallest number of rounds (from 8; from 32 for the demo accounts, so their bet record runs to
 * a second page) whose bets never overdraw the wallet; `today` is the seeding day's start, `window`
 * another time span than the last four weeks (a member who joined later, seeds/agent-team.ts).
 */
export function seedHistory(m: SeedMember, today: number, window?: HistoryWindow): SeedHistory {
  for (let rounds = DEMO_ACCOUNT_NAMES.has(m.account) ? 32 : 8; rounds <= 400; rounds *= 2) {
    const h = history(m, rounds, today, window);
    if (h) return h;
  }
  throw new Error(`seed member ${m.account}: no history keeps the balance non-negative`);
}

export function ledgerSeed(now = clockNow()): string[] {
  const today = dayStartMs(operatorDay(now));
  const seen = new Set<number>();
  return seedMembers().flatMap((m) => historyStatements(seedHistory(m, today), seen));
}

/** The ledger entries, orders and sub-orders of a history as seed statements; `seen` catches two orders drawing one number. */
export function historyStatements({ entries, orders }: SeedHistory, seen = new Set<number>()): string[] {
  const out = entries.map((e) =>
    insert("ledger_entries", {
      id: e.id,
      member_id: e.memberId,
      kind: e.kind,
      amount_minor: e.amountMinor,
      balance_after_minor: e.balanceAfterMinor,
      reference: e.reference,
      created_at: e.createdAt,
    }),
  );
  for (const o of orders) {
    if (seen.has(o.id)) throw new Error(`seed: two orders drew the number ${o.id}`);
    seen.add(o.id);
    const statuses = o.subs.map((s) => (s.winMinor > 0 ? "won" : "lost"));
    out.push(
      insert("bet_orders", {
        id: o.id,
        member_id: o.memberId,
        game_type: o.gameType,
        vendor: o.vendor,
        game_code: o.gameCode,
        draw_number: o.drawNumber,
        draw_index: o.drawIndex,
        ticket_hash: null,
        idempotency_key: null,
        created_at: o.createdAt,
        settled_at: o.settledAt,
      }),
      ...o.subs.map((s, i) =>
        insert("bet_suborders", {
          id: s.id,
          order_id: o.id,
          member_id: o.memberId,
          play: s.play,
          selection: s.selection,
          stake_minor: s.stakeMinor,
          odds_x100: s.oddsX100,
          win_minor: s.winMinor,
          status: statuses[i]!,
          result: s.result,
          draw_at: s.drawAt,
          lock_at: s.lockAt,
          settled_at: o.settledAt,
        }),
      ),
    );
  }
  return out;
}
