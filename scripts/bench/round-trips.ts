/**
 * Sequential gateway round trips of one page request. A page that waits for a call before it sends
 * the next pays the gateway's distance once per call; calls in flight together pay it once. So the
 * figure is the longest chain of calls in which each starts after the previous one ended.
 */

/** One gateway call as the delay proxy saw it: when it arrived and when its answer was sent (ms). */
export type TimedCall = { path: string; start: number; end: number };

/**
 * The calls in waves: wave n holds the calls whose longest chain of earlier, finished calls (itself
 * included) is n long. The number of waves is the number of sequential round trips; calls that
 * overlap every call of the wave before them share its wave.
 */
export function roundTripWaves<T extends TimedCall>(calls: readonly T[]): T[][] {
  const byStart = [...calls].sort((a, b) => a.start - b.start || a.end - b.end);
  const depth: number[] = [];
  const waves: T[][] = [];
  for (const [i, call] of byStart.entries()) {
    let before = 0;
    // Every call that ended by this one's start began before it, so its depth is already known.
    for (let j = 0; j < i; j++) if (byStart[j]!.end <= call.start) before = Math.max(before, depth[j]!);
    depth.push(before + 1);
    (waves[before] ??= []).push(call);
  }
  return waves;
}

/** The number of sequential round trips: the length of the longest chain of non-overlapping calls. */
export function sequentialRoundTrips(calls: readonly TimedCall[]): number {
  return roundTripWaves(calls).length;
}
