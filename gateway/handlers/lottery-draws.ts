import { rng } from "../core/prng";

/**
 * Lottery draws that roll forward with the clock, deterministically: draw k of a game falls at
 * phase + k × period (seconds after the Unix epoch); sales close `lock` seconds before it. Draw
 * numbers and results are pure functions of the game and k, so every request (and isolate) agrees.
 */
export type DrawSchedule = {
  game_code: string;
  period_s: number;
  lock_s: number;
  phase_s: number;
  result_kind: "VN" | "SUM" | "PLAIN";
  digits: number;
  on_sale: number;
};

export type DrawState = {
  /** The current draw's number; null when sales are suspended. */
  numero: string | null;
  /** Epoch ms of the current draw. */
  winningTime: number | null;
  isSale: boolean;
  /** ms until the next change: until sales close while on sale, else until the draw (0 when suspended). */
  remainTime: number;
  /** s before the draw during which sales are closed. */
  lockTime: number;
  /** The last drawn result. */
  previousWinningNumber: string;
};

/** Draw numbers use Vietnam's calendar day (UTC+7), where the Lott draws take place. */
const VN_OFFSET_MS = 7 * 3600 * 1000;
const DAY_MS = 86_400_000;

/** Index of the next draw strictly after `now`. */
export function drawIndex(game: Pick<DrawSchedule, "period_s" | "phase_s">, now: number): number {
  return Math.floor((now - game.phase_s * 1000) / (game.period_s * 1000)) + 1;
}

export function drawTime(game: Pick<DrawSchedule, "period_s" | "phase_s">, k: number): number {
  return game.phase_s * 1000 + k * game.period_s * 1000;
}

/** YYYYMMDD for daily games; YYYYMMDD-NNNN (the draw's sequence that day) for faster ones. */
export function numeroFor(game: Pick<DrawSchedule, "period_s" | "phase_s">, k: number): string {
  const local = drawTime(game, k) + VN_OFFSET_MS;
  const d = new Date(local);
  const day = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, "0")}${String(d.getUTCDate()).padStart(2, "0")}`;
  const periodMs = game.period_s * 1000;
  if (periodMs >= DAY_MS) return day;
  const seq = Math.floor((((local % DAY_MS) + DAY_MS) % DAY_MS) / periodMs) + 1;
  return `${day}-${String(seq).padStart(4, "0")}`;
}

/**
 * The result of draw k: VN "special,first,second…" (five-digit prizes, comma-separated),
 * SUM "digits~sum", PLAIN "digits".
 */
export function resultFor(game: Pick<DrawSchedule, "game_code" | "result_kind" | "digits">, k: number): string {
  const r = rng(`${game.game_code}:${k}`);
  const digits = (n: number) => Array.from({ length: n }, () => r.int(0, 9));
  if (game.result_kind === "VN") {
    return Array.from({ length: 5 }, (_, i) => digits(i < 3 ? game.digits : 4).join("")).join(",");
  }
  const d = digits(game.digits);
  if (game.result_kind === "SUM") return `${d.join("")}~${d.reduce((a, b) => a + b, 0)}`;
  return d.join("");
}

/** The live state of a game at `now`. */
export function drawState(game: DrawSchedule, now: number): DrawState {
  const k = drawIndex(game, now);
  const at = drawTime(game, k);
  const previousWinningNumber = resultFor(game, k - 1);
  if (game.on_sale !== 1) return { numero: null, winningTime: null, isSale: false, remainTime: 0, lockTime: game.lock_s, previousWinningNumber };
  const closeAt = at - game.lock_s * 1000;
  const isSale = now < closeAt;
  return { numero: numeroFor(game, k), winningTime: at, isSale, remainTime: isSale ? closeAt - now : at - now, lockTime: game.lock_s, previousWinningNumber };
}
