import { GAME_PAGE_SIZE, RECENT_PAGE_SIZE } from "@contract/paging";

/**
 * Game list paging and reset rules (§4 Game list, §9 page sizes and infinite scroll).
 * - Page size 26 (lists and favourites), 25 for recent (contract/paging.ts).
 * - The first page replaces the list, later pages append.
 * - Within 500 px of the bottom the next page loads, at most once a second, only while
 *   pageNum < totalPages; Hot is a single page; after a failed load no more pages are offered.
 * - Changing vendor, filter, search or classification resets to page 1; a classification change
 *   also clears the search text.
 * Every list state is a URL (query parameters; app/features/games/list-url.ts reads and writes
 * them), so the same rules drive links without JavaScript.
 */
export const SCROLL_THRESHOLD_PX = 500;
export const SCROLL_THROTTLE_MS = 1000;

export function pageSizeFor(classify: string): number {
  return classify === "RECENT" ? RECENT_PAGE_SIZE : GAME_PAGE_SIZE;
}

/** The list's state as its URL carries it. `page` is how many pages are shown (1 = first page). */
export type ListQuery = {
  gameType: string;
  vendor: string | null;
  q: string;
  classify: string;
  minBet: string | null;
  page: number;
};

export type ListChange =
  | { kind: "vendor"; vendor: string | null }
  | { kind: "filter"; vendor: string | null; gameType: string; minBet: string | null }
  | { kind: "search"; q: string }
  | { kind: "classify"; classify: string }
  | { kind: "page"; page: number };

/** The state after a change: everything but paging resets to page 1; classification clears search. */
export function applyListChange(state: ListQuery, change: ListChange): ListQuery {
  switch (change.kind) {
    case "vendor":
      return { ...state, vendor: change.vendor, page: 1 };
    case "filter":
      return { ...state, vendor: change.vendor, gameType: change.gameType, minBet: change.minBet, page: 1 };
    case "search":
      return { ...state, q: change.q.trim(), page: 1 };
    case "classify":
      return { ...state, classify: change.classify, q: "", page: 1 };
    case "page":
      return { ...state, page: Math.max(1, change.page) };
  }
}

/** Whether another page may be asked for (§4): more pages exist, Hot is single, a failure stops it. */
export function canLoadMore(state: { pageNum: number; totalPages: number; classify: string; failed: boolean }): boolean {
  return state.classify !== "HOT" && !state.failed && state.pageNum < state.totalPages;
}

/** "Within 500 px of the bottom": distance from the viewport's bottom edge to the list's end. */
export function nearBottom(distancePx: number): boolean {
  return distancePx <= SCROLL_THRESHOLD_PX;
}

/** Once a second at most: returns whether a load may start at `now`, and remembers it when so. */
export function createThrottle(intervalMs: number = SCROLL_THROTTLE_MS): (now: number) => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return (now) => {
    if (now - last < intervalMs) return false;
    last = now;
    return true;
  };
}

/** First page replaces, later pages append (without repeating an item already shown). */
export function mergePage<T>(current: readonly T[], incoming: readonly T[], pageNum: number, key: (item: T) => string): T[] {
  if (pageNum <= 1) return [...incoming];
  const seen = new Set(current.map(key));
  return [...current, ...incoming.filter((item) => !seen.has(key(item)))];
}
