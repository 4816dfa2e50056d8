import { POLL_MAX_MS } from "./lottery-poll";

/**
 * How long a lottery menu answer stays true, and what it says some time later (decision 069).
 *
 * A game's remainTime is the time until its next change (sales close, or the draw); between changes
 * the menu only counts down. So the server may keep a menu exactly as long as the lobby waits
 * before asking again (§4 Lottery lobby, §9 "Lottery poll: max 30 s"): until the smallest remaining
 * time among games with a draw number, and never longer than 30 s, so an operator's change (a game
 * suspended, the HOT list) shows no later than on a lobby already open. Handed out later, each
 * remaining time is shortened by the time that has passed.
 *
 * Works on the validated menu, and on games not validated yet: a game is read only for `numero`
 * and a numeric `remainTime`.
 */
type MenuLike = Record<string, { gameMenus: readonly unknown[] }>;

type GameClock = { numero?: unknown; remainTime?: unknown };

function clockOf(game: unknown): GameClock | null {
  return typeof game === "object" && game !== null ? (game as GameClock) : null;
}

/** Milliseconds these games stay as they are; 0 when one with a draw number is already due (then nothing is kept). */
export function lotteryHoldMs(games: Iterable<unknown>): number {
  let smallest: number = POLL_MAX_MS;
  for (const game of games) {
    const clock = clockOf(game);
    if (clock?.numero && typeof clock.remainTime === "number" && Number.isFinite(clock.remainTime)) smallest = Math.min(smallest, clock.remainTime);
  }
  return Math.max(0, smallest);
}

/** The games `elapsedMs` after they were answered: every positive remaining time shortened by it (never below 0), on copies. */
export function ageLotteryGames<G>(games: readonly G[], elapsedMs: number): G[] {
  return games.map((game) => {
    const clock = clockOf(game);
    if (!clock || typeof clock.remainTime !== "number" || !(clock.remainTime > 0)) return game;
    return { ...clock, remainTime: Math.max(0, clock.remainTime - elapsedMs) } as G;
  });
}

/** lotteryHoldMs over every game of every group. */
export function lotteryMenuHoldMs(menu: MenuLike): number {
  return lotteryHoldMs(Object.values(menu).flatMap((group) => group.gameMenus));
}

/** ageLotteryGames for every group of the menu. */
export function ageLotteryMenu<M extends MenuLike>(menu: M, elapsedMs: number): M {
  const aged: Record<string, unknown> = {};
  for (const [key, group] of Object.entries(menu)) aged[key] = { ...group, gameMenus: ageLotteryGames(group.gameMenus, elapsedMs) };
  return aged as M;
}
