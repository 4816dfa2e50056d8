import { rng } from "../core/prng";

/**
 * The rules of a bet (decision 028), pure: no database, no clock. gateway/games/bets.ts
 * places, settles and cancels with them; the demo game page and the seed use the same tables.
 * Amounts are integer minor units (centavos); odds are integers ×100 (195 = pays 1.95 per unit).
 */

/* ---------------- stakes ---------------- */

/** A stake is a whole number of pesos from ₱1 to ₱10,000 (the demo page offers STAKE_PRESETS). */
export const STAKE_MIN_MINOR = 100;
export const STAKE_MAX_MINOR = 1_000_000;
export const STAKE_PRESETS = [1, 5, 10, 20, 50, 100, 500, 1000] as const;

/** A form's stake (whole pesos, as typed or picked) as minor units, or null when it is not one. */
export function parseStake(value: unknown): number | null {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (!/^\d{1,6}$/.test(text)) return null;
  const minor = Number(text) * 100;
  return minor >= STAKE_MIN_MINOR && minor <= STAKE_MAX_MINOR ? minor : null;
}

/** What a winning stake pays at odds ×100, rounded down to the centavo (the player never gets more than the odds). */
export function payout(stakeMinor: number, oddsX100: number): number {
  return Math.floor((stakeMinor * oddsX100) / 100);
}

/* ---------------- the slot spin ---------------- */

export const SYMBOLS = ["7", "BAR", "BELL", "CHERRY", "LEMON", "PLUM"] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

/**
 * The paytable: each line's weight out of PAYTABLE_WEIGHT and what it pays (×100 the stake).
 * Σ weight × multiplier = 9,600 × 100 over 10,000, so the return to player is exactly 96 %
 * (bet-rules.test.ts checks it). One spin in three pays something.
 */
export const PAYTABLE_WEIGHT = 10_000;
export const RTP_BP = 9_600;
export const PAYTABLE = [
  { line: "7-7-7", weight: 20, multiplierX100: 5_000 },
  { line: "BAR-BAR-BAR", weight: 60, multiplierX100: 2_000 },
  { line: "BELL-BELL-BELL", weight: 150, multiplierX100: 1_000 },
  { line: "CHERRY-CHERRY-CHERRY", weight: 400, multiplierX100: 500 },
  { line: "CHERRY×2", weight: 1_200, multiplierX100: 200 },
  { line: "CHERRY×1", weight: 1_500, multiplierX100: 100 },
  { line: "LOSE", weight: 6_670, multiplierX100: 0 },
] as const;
export type PaytableLine = (typeof PAYTABLE)[number]["line"];

/** The expected return of one unit staked, in basis points (9,600 = 96 %). */
export function paytableRtpBp(): number {
  const total = PAYTABLE.reduce((sum, l) => sum + l.weight, 0);
  const paid = PAYTABLE.reduce((sum, l) => sum + l.weight * l.multiplierX100, 0);
  return (paid * 100) / total;
}

export type SpinOutcome = { line: PaytableLine; multiplierX100: number; reels: [SlotSymbol, SlotSymbol, SlotSymbol] };

const NOT_CHERRY: SlotSymbol[] = ["7", "BAR", "BELL", "LEMON", "PLUM"];

/**
 * One spin, drawn from the seeded PRNG: the same seed (the order id) always gives the same reels,
 * so a spin can be replayed and checked. The line is drawn first (by weight), then reels that show
 * it: a losing spin never shows a cherry nor three of a kind.
 */
export function spin(seed: string): SpinOutcome {
  const r = rng(`spin:${seed}`);
  let ticket = r.int(0, PAYTABLE_WEIGHT - 1);
  const line = PAYTABLE.find((l) => (ticket -= l.weight) < 0)!;
  const place = (cherries: number): [SlotSymbol, SlotSymbol, SlotSymbol] => {
    const reels: SlotSymbol[] = [];
    const positions = r.shuffle([0, 1, 2]).slice(0, cherries);
    for (let i = 0; i < 3; i++) reels.push(positions.includes(i) ? "CHERRY" : r.pick(NOT_CHERRY));
    return reels as [SlotSymbol, SlotSymbol, SlotSymbol];
  };
  let reels: [SlotSymbol, SlotSymbol, SlotSymbol];
  switch (line.line) {
    case "CHERRY×2":
      reels = place(2);
      break;
    case "CHERRY×1":
      reels = place(1);
      break;
    case "LOSE":
      do reels = place(0);
      while (reels[0] === reels[1] && reels[1] === reels[2]);
      break;
    default:
      reels = line.line.split("-") as [SlotSymbol, SlotSymbol, SlotSymbol];
  }
  return { line: line.line, multiplierX100: line.multiplierX100, reels };
}

/** The line reels show (what the paytable pays for them). */
export function lineOf(reels: readonly SlotSymbol[]): PaytableLine {
  const cherries = reels.filter((s) => s === "CHERRY").length;
  if (reels.every((s) => s === reels[0])) {
    const three = `${reels[0]}-${reels[0]}-${reels[0]}`;
    const found = PAYTABLE.find((l) => l.line === three);
    if (found) return found.line;
  }
  if (cherries === 2) return "CHERRY×2";
  if (cherries === 1) return "CHERRY×1";
  return "LOSE";
}

/* ---------------- lottery ---------------- */

/**
 * Digits: the player picks the last 1–3 digits of the draw's main number, in order. Odds are 95 %
 * of the fair price (10, 100, 1,000 to one): ×9.5, ×95, ×950.
 * Big/small: on the main number's last digit, BIG 5–9 or SMALL 0–4 (even chances): ×1.95 (97.5 %).
 */
export const DIGITS_ODDS_X100: Record<1 | 2 | 3, number> = { 1: 950, 2: 9_500, 3: 95_000 };
export const BIG_SMALL_ODDS_X100 = 195;
export const BIG_SMALL = ["BIG", "SMALL"] as const;
export type BigSmall = (typeof BIG_SMALL)[number];
export type LotteryPlay = "DIGITS" | "BIG_SMALL";

/**
 * The number a draw's result is judged by: VN results ("special,first,…") by the special prize,
 * SUM results ("digits~sum") by the digits, PLAIN by themselves.
 */
export function mainNumber(result: string): string {
  return result.split(",")[0]!.split("~")[0]!;
}

/**
 * A typed digits pick ("371", "3-7-1", "3 7 1") as its selection "3-7-1", or null unless it is 1–3
 * digits and no longer than the game's numbers.
 */
export function parseDigits(input: unknown, gameDigits: number): string | null {
  if (typeof input !== "string") return null;
  const digits = input.replace(/[\s-]/g, "");
  if (!/^\d{1,3}$/.test(digits) || digits.length > gameDigits) return null;
  return digits.split("").join("-");
}

/** The odds of a pick (digits by how many were picked). */
export function lotteryOdds(play: LotteryPlay, selection: string): number {
  if (play === "BIG_SMALL") return BIG_SMALL_ODDS_X100;
  return DIGITS_ODDS_X100[selection.split("-").length as 1 | 2 | 3];
}

export function bigSmallOf(result: string): BigSmall {
  const last = Number(mainNumber(result).slice(-1));
  return last >= 5 ? "BIG" : "SMALL";
}

/** Whether a pick wins against a draw's result. */
export function wins(play: LotteryPlay, selection: string, result: string): boolean {
  if (play === "BIG_SMALL") return bigSmallOf(result) === selection;
  const picked = selection.split("-").join("");
  return mainNumber(result).endsWith(picked);
}

/* ---------------- orders ---------------- */

export type SubStatus = "open" | "won" | "lost" | "cancelled";

/** An order's status from its sub-orders': open while any is open; cancelled when all are; won when any won; else lost. */
export function orderStatus(statuses: readonly SubStatus[]): SubStatus {
  if (statuses.includes("open")) return "open";
  if (statuses.every((s) => s === "cancelled")) return "cancelled";
  return statuses.includes("won") ? "won" : "lost";
}

/** A sub-order can be cancelled while it is open and its draw's sales have not closed. */
export function isCancellable(sub: { status: SubStatus; lockAt: number | null }, now: number): boolean {
  return sub.status === "open" && sub.lockAt !== null && now < sub.lockAt;
}
