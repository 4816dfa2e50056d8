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
 * Works on the validated menu and on the outline whose games are not read yet (home's widget):
 * a game is read only for `numero` and a numeric `remainTime`.
 */
type MenuLike = Record<string, { gameMenus: readonly unknown[] }>;

type GameClock = { numero?: unknown; remainTime?: unknown };

function clockOf(game: unknown): GameClock | null {
  return typeof game === "object" && game !== null ? (game as GameClock) : null;
}

/** Milliseconds the menu stays as it is; 0 when a game with a draw number is already due (then it is not kept). */
export function lotteryMenuHoldMs(menu: MenuLike): number {
  let smallest: number = POLL_MAX_MS;
  for (const group of Object.values(menu)) {
    for (const game of group.gameMenus) {
      const clock = clockOf(game);
      if (clock?.numero && typeof clock.remainTime === "number" && Number.isFinite(clock.remainTime)) smallest = Math.min(smallest, clock.remainTime);
    }
  }
  return Math.max(0, smallest);
}

/** The menu `elapsedMs` after it was answered: every positive remaining time shortened by it (never below 0). */
export function ageLotteryMenu<M extends MenuLike>(menu: M, elapsedMs: number): M {
  const aged: Record<string, unknown> = {};
  for (const [key, group] of Object.entries(menu)) {
    aged[key] = {
      ...group,
      gameMenus: group.gameMenus.map((game) => {
        const clock = clockOf(game);
        if (!clock || typeof clock.remainTime !== "number" || !(clock.remainTime > 0)) return game;
        return { ...clock, remainTime: Math.max(0, clock.remainTime - elapsedMs) };
      }),
    };
  }
  return aged as M;
}
