/**
 * VIP level rules (decision 025), shared by the embedded gateway (which names a member's
 * level) and the app (which draws the progress to the next one). Amounts are integers of one unit
 * (the gateway's minor units, or the app's major units) — the rules only compare them.
 */
export type LevelThreshold = { level: number; deposit: number; turnover: number };
export type Totals = { deposit: number; turnover: number };

/** The highest level whose deposit and turnover thresholds are both met; 0 when none is. */
export function levelFor(levels: readonly LevelThreshold[], totals: Totals): number {
  let reached = 0;
  for (const l of [...levels].sort((a, b) => a.level - b.level)) {
    if (totals.deposit >= l.deposit && totals.turnover >= l.turnover) reached = l.level;
    else break; // levels are climbed in order: a later one cannot be met while an earlier one is not
  }
  return reached;
}

export type Progress = {
  /** The level after the member's, or null at the top. */
  next: LevelThreshold | null;
  /** Share of each threshold of the next level already met, 0..1. */
  deposit: number;
  turnover: number;
  /** What is still missing of each (0 when met). */
  depositToGo: number;
  turnoverToGo: number;
  /** The bar's fill: the lesser of the two shares, since both must be met. */
  overall: number;
};

const share = (have: number, need: number) => (need <= 0 ? 1 : Math.min(1, Math.max(0, have / need)));

/** Progress from the member's level to the next: both thresholds must be met, so the bar shows the lagging one. */
export function progressToNext(levels: readonly LevelThreshold[], current: number, totals: Totals): Progress {
  const next = [...levels].sort((a, b) => a.level - b.level).find((l) => l.level > current) ?? null;
  if (!next) return { next: null, deposit: 1, turnover: 1, depositToGo: 0, turnoverToGo: 0, overall: 1 };
  const deposit = share(totals.deposit, next.deposit);
  const turnover = share(totals.turnover, next.turnover);
  return {
    next,
    deposit,
    turnover,
    depositToGo: Math.max(0, next.deposit - totals.deposit),
    turnoverToGo: Math.max(0, next.turnover - totals.turnover),
    overall: Math.min(deposit, turnover),
  };
}
