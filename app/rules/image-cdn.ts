/**
 * §3/§9 image CDNs: the app holds a list of origins its content images are served from and uses one,
 * picked at random (once per isolate: app/server/image-cdn.server.ts). Pure, so the server, the
 * components and the unit tests share it.
 */

/**
 * The default list's one entry: the gateway's own image origin when the gateway is embedded, which
 * is the app's own origin (its /content/ files and /gw/assets/ answers). Paths stay relative to the page.
 */
export const OWN_ORIGIN = "";

/**
 * An image CDN an operator may configure: https, a concrete host (no `*.`: an image URL is made
 * from it) and an optional port. Nothing else, so an entry cannot smuggle a path or a CSP keyword.
 */
const CDN_ORIGIN = /^https:\/\/[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

/** Parses IMAGE_CDNS (comma- or space-separated origins); throws naming the first bad entry. */
export function parseImageCdns(value: string | undefined): string[] {
  const entries = (value ?? "")
    .split(/[\s,]+/)
    .map((s) => s.trim().toLowerCase().replace(/\/+$/, ""))
    .filter(Boolean);
  for (const entry of entries) {
    if (!CDN_ORIGIN.test(entry)) throw new Error(`not an https origin (https://host[:port], no path or wildcard): ${entry}`);
  }
  return [...new Set(entries)];
}

/**
 * The list in force: the configured CDNs, or else one entry, the gateway's own image origin (an
 * operator gateway's origin; the app's own for the embedded gateway).
 */
export function imageCdnList(configured: readonly string[], gatewayUrl: string | undefined): readonly string[] {
  if (configured.length > 0) return configured;
  return [gatewayUrl ? new URL(gatewayUrl).origin : OWN_ORIGIN];
}

/** One of `cdns`, chosen by `random` (a number in [0, 1), Math.random by default). */
export function pickImageCdn(cdns: readonly string[], random: () => number = Math.random): string {
  if (cdns.length === 0) throw new Error("an image CDN list has at least one entry");
  const index = Math.min(cdns.length - 1, Math.max(0, Math.floor(random() * cdns.length)));
  return cdns[index]!;
}

/** A URL with a scheme (https:, data:, blob:) or protocol-relative: already says where it lives. */
const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * A content image's URL on the picked CDN: a relative path from the gateway (`/content/…`,
 * `/gw/assets/…`) is put on the CDN's origin; an absolute URL is left as the gateway gave it; on the
 * own origin the path stays as it is.
 */
export function contentImageUrl(path: string, cdn: string): string;
export function contentImageUrl(path: string | null | undefined, cdn: string): string | null;
export function contentImageUrl(path: string | null | undefined, cdn: string): string | null {
  if (path === null || path === undefined || path === "") return null;
  if (cdn === OWN_ORIGIN || ABSOLUTE.test(path)) return path;
  return `${cdn}${path.startsWith("/") ? "" : "/"}${path}`;
}
