/**
 * What the service worker does with a request. Pure, so the rule that it never
 * caches member data or HTML with a session is unit-tested rather than trusted:
 * - "navigation": a page load: straight to the network, never cached; the offline page only
 *   when the network fails;
 * - "precached": a file the build listed (fingerprinted JS/CSS, icons, manifest, offline pages):
 *   from the precache;
 * - "asset": another fingerprinted file under /assets/ (immutable): cache first, kept on the way;
 * - "network": everything else (loader `.data`, /gw/*, POSTs, other origins, any other path)
 *   is not touched at all: the worker does not call respondWith, so the browser fetches as if
 *   there were no worker.
 */
export type RequestKind = "navigation" | "precached" | "asset" | "network";

export function requestKind(request: { method: string; mode: string; url: string }, origin: string, precached: ReadonlySet<string>): RequestKind {
  if (request.method !== "GET") return "network";
  const url = new URL(request.url);
  if (url.origin !== origin) return "network";
  if (request.mode === "navigate") return "navigation";
  if (precached.has(url.pathname + url.search)) return "precached";
  if (url.pathname.startsWith("/assets/") && !url.search) return "asset";
  return "network";
}
