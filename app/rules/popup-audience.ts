/**
 * Announcement pop-ups (§3 popup announcement, §4 Popup, §6 "Popups filtered by audience").
 *
 * - Audience by execution: A logged-in members, B visitors, F first-time-login members
 *   (who also get the A pop-ups).
 * - Closing stores a hidden flag per audience key (A for members, B for visitors; the spec's
 *   SHELL_PU_A / SHELL_PU_B). The flag is the signature of the set of title/content pairs that
 *   was closed, so the pop-up shows again as soon as that set changes.
 * - The list is refreshed 500 ms after mount or after the list changes.
 */
export const POPUP_REFRESH_DELAY_MS = 500;

export type Execution = "A" | "B" | "F";
/** The key the hidden flag is stored under. */
export type PopupAudienceKey = "A" | "B";

export type PopupViewer = { signedIn: false } | { signedIn: true; firstTimeLogin: boolean };

export function audienceKey(viewer: PopupViewer): PopupAudienceKey {
  return viewer.signedIn ? "A" : "B";
}

/** Which executions a viewer sees: visitors B; members A; first-login members A and F. */
export function executionsFor(viewer: PopupViewer): Execution[] {
  if (!viewer.signedIn) return ["B"];
  return viewer.firstTimeLogin ? ["A", "F"] : ["A"];
}

export function popupsFor<T extends { execution: Execution }>(items: readonly T[], viewer: PopupViewer): T[] {
  const allowed = executionsFor(viewer);
  return items.filter((item) => allowed.includes(item.execution));
}

/**
 * Order-independent signature of the set of title/content pairs (FNV-1a, 32 bit, hex).
 * Small enough for a cookie; a change in any pair, or a pair added or removed, changes it.
 */
export function popupSignature(items: ReadonlyArray<{ title: string; content: string }>): string {
  const pairs = [...new Set(items.map((i) => `${i.title}\u0000${i.content}`))].sort();
  let hash = 0x811c9dc5;
  const text = pairs.join("\u0001");
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${pairs.length.toString(36)}-${hash.toString(16).padStart(8, "0")}`;
}

/** Shown when there is something to show and it is not the set the viewer closed last time. */
export function shouldShowPopups(items: ReadonlyArray<{ title: string; content: string }>, hiddenSignature: string | null | undefined): boolean {
  return items.length > 0 && popupSignature(items) !== hiddenSignature;
}

/** The pop-up's go-to action (§2): http(s) opens outside the app, anything else navigates in it. */
export { contentLinkTarget as popupLinkTarget } from "./content-link";
