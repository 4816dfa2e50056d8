/**
 * Delays of the account forms (§9), in one place so the login and registration pages cannot drift
 * from the spec or from each other.
 */

/** §4 Login, §9 "Language-change debounce 200 ms": after a language change, non-empty fields are checked again this much later. */
export const LANGUAGE_REVALIDATE_DELAY_MS = 200;

/** §9 "Tab switch number carry-over 150 ms": a registration tab switch carries the typed mobile number over after this long. */
export const TAB_CARRY_DELAY_MS = 150;
