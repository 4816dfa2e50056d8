import { BUILT_IN_CLASSIFIES } from "~/features/games/constants";
import { loginHref } from "./redirect-target";

/**
 * The game lists' two ways to switch view (§2 Game lists; decision 080). Both variants offer the
 * same views; the base template (mem_cen 0) moves favourites, hot and recent out of the tab strip
 * into a row of three buttons ("a further set of three buttons … exists on another variant").
 */
export const QUICK_VIEWS = ["FAV", "HOT", "RECENT"] as const;
export type QuickView = (typeof QUICK_VIEWS)[number];

/** §5/§6: favourites and recent are a member's own; a visitor signs in first. */
export function viewNeedsSession(classify: string): boolean {
  return classify === "FAV" || classify === "RECENT";
}

/**
 * The built-in tabs of a list: All, New (only where the category has it), then Favourite, Hot and
 * Recent unless the three-button row carries them. Server categories follow these on the page.
 */
export function builtInTabs(options: { newTab: boolean; quickButtons: boolean }): string[] {
  return BUILT_IN_CLASSIFIES.filter((c) => (c !== "NEW" || options.newTab) && !(options.quickButtons && (QUICK_VIEWS as readonly string[]).includes(c)));
}

/** Where a view's link leads: the list itself, or for a visitor and a member-only view the sign-in that comes back to it. */
export function viewHref(listHref: string, classify: string, signedIn: boolean): string {
  return !signedIn && viewNeedsSession(classify) ? loginHref(listHref) : listHref;
}
