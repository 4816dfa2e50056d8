/**
 * Lottery lobby polling (§4 Lottery lobby, §9 "Lottery poll: max 30 s, fallback 7 s"): the next
 * wait is the smallest remaining time among games that have a draw number, capped at 30 s;
 * if that is 0 or less, 7 s.
 */
export const POLL_MAX_MS = 30_000;
export const POLL_FALLBACK_MS = 7_000;

export function nextPollDelay(games: readonly { numero?: string | null; remainTime: number }[]): number {
  let smallest = Number.POSITIVE_INFINITY;
  for (const g of games) if (g.numero && Number.isFinite(g.remainTime)) smallest = Math.min(smallest, g.remainTime);
  if (smallest <= 0) return POLL_FALLBACK_MS;
  return Math.min(smallest, POLL_MAX_MS);
}
