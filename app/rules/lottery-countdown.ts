/**
 * Lottery countdown (§4 "Lottery countdown", §9 "Countdown tick / near-end"), shared by the home
 * widget and the lottery lobby.
 *
 * - Shows `--:--:--` when the game is not on sale or the time has run out, otherwise `hh:mm:ss`.
 * - The value is the game's remainTime minus half the lottery time range (a two-value range
 *   [from, to] in ms: the draw may fall anywhere inside it, so the count aims at its middle),
 *   floored at 0.
 * - It is "near" the end when 5 s or fewer remain, and ticks every 500 ms.
 *
 * Seconds are rounded up, so the display never reads 00:00:00 while time is still left and
 * switches to `--:--:--` exactly when it runs out.
 */
export const COUNTDOWN_TICK_MS = 500;
export const COUNTDOWN_NEAR_END_MS = 5_000;
export const COUNTDOWN_NONE = "--:--:--";

/** A lottery time range: two values in ms; only their spread matters. */
export type LotteryTimeRange = readonly [number, number];

/** Milliseconds left on the countdown: remainTime minus half the range, never below 0. */
export function countdownRemainingMs(remainTimeMs: number, timeRange?: LotteryTimeRange | null): number {
  if (!Number.isFinite(remainTimeMs)) return 0;
  const half = timeRange ? Math.abs(timeRange[1] - timeRange[0]) / 2 : 0;
  return Math.max(0, remainTimeMs - (Number.isFinite(half) ? half : 0));
}

/** `hh:mm:ss` for a positive duration (hours may exceed 99), `--:--:--` for none. */
export function formatCountdown(ms: number | null | undefined): string {
  if (ms == null || !Number.isFinite(ms) || ms <= 0) return COUNTDOWN_NONE;
  // Plain arithmetic, not dayjs: this runs in the lottery lobby's first load, where dayjs was 5 kB
  // gzip for one format (decision 048). Hours do not wrap: a draw can be days away.
  const seconds = Math.ceil(ms / 1000);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
}

/** True when 5 s or fewer remain (and some time is still left). */
export function isNearEnd(ms: number | null | undefined): boolean {
  return ms != null && Number.isFinite(ms) && ms > 0 && ms <= COUNTDOWN_NEAR_END_MS;
}

export type LotteryCountdownInput = {
  /** §3 isSale: the game is open for betting. */
  isSale: boolean;
  /** §3 remainTime (ms) as answered by the gateway. */
  remainTimeMs: number;
  /** The lottery's time range, when the gateway gives one. */
  timeRangeMs?: LotteryTimeRange | null;
  /** Time passed since the gateway answered (ms); the widget adds 500 ms per tick. */
  elapsedMs?: number;
};

export type LotteryCountdownState = {
  text: string;
  nearEnd: boolean;
  /** 0 when there is nothing to count (not on sale, or run out). */
  remainingMs: number;
  running: boolean;
};

/** The countdown as displayed at `elapsedMs` after the answer (§4). */
export function lotteryCountdown({ isSale, remainTimeMs, timeRangeMs, elapsedMs = 0 }: LotteryCountdownInput): LotteryCountdownState {
  const remainingMs = isSale ? countdownRemainingMs(remainTimeMs - Math.max(0, elapsedMs), timeRangeMs) : 0;
  const running = remainingMs > 0;
  return { text: formatCountdown(running ? remainingMs : null), nearEnd: isNearEnd(remainingMs), remainingMs, running };
}
