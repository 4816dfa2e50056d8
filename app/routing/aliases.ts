/**
 * Legacy and alternative paths (§2 Route list) and the canonical page each one opens.
 * They redirect (keeping the query, which may carry an affiliate code) so every page has one URL.
 */
const ALIASES: Record<string, string> = {
  "/": "/m/home",
  "/m": "/m/home",
  "/m/index": "/m/home",
  "/m/index.html": "/m/home",
  "/register.html": "/m/register",
  "/m/register.html": "/m/register",
  "/m/message": "/m/webEmail",
};

/** The redirect target for an alias path (with its query string), or null when it is not an alias. */
export function resolveAlias(pathname: string, search = ""): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const target = ALIASES[path || "/"];
  return target ? target + search : null;
}
