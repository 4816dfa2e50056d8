/**
 * Download bar and popup (§2 Download bar and popup, §4 Download bar).
 * The bar shows unless the page runs inside the native app, no download link is configured,
 * or the player dismissed it (a cookie here; installed web-app mode also sets it).
 */

/** §9: the app shell announces itself with an App…Ver token in its user agent. */
export function isNativeApp(userAgent: string | null | undefined): boolean {
  return /\bApp\w*Ver\b/.test(userAgent ?? "");
}

export type Device = "android" | "ios" | "other";

export function deviceOf(userAgent: string | null | undefined): Device {
  const ua = userAgent ?? "";
  if (/Android/i.test(ua)) return "android";
  if (/iPhone|iPad|iPod/i.test(ua)) return "ios";
  return "other";
}

export type DownloadLink = { resourceType: string; url: string };

/** The app links among the download entries (Android, iOS profile, iOS app); other types are not apps. */
const APP_RESOURCE_TYPES = ["Android", "MOBILECONFIG", "IOS"] as const;
export type AppResourceType = (typeof APP_RESOURCE_TYPES)[number];

/** A link a player may be sent to: https only (an unset, blank, plain-http or script URL is no link). */
export const isHttpsLink = (url: string | null | undefined): url is string => /^https:\/\/[^\s]+$/i.test(url?.trim() ?? "");

/** The configured https URL of one resource type (matched case-insensitively), or null when unset. */
export function linkOf(links: readonly DownloadLink[], type: string): string | null {
  const url = links.find((l) => l.resourceType.toUpperCase() === type.toUpperCase() && isHttpsLink(l.url))?.url;
  return url?.trim() ?? null;
}

export function appLinks(links: readonly DownloadLink[]): Array<{ resourceType: AppResourceType; url: string }> {
  return APP_RESOURCE_TYPES.flatMap((type) => {
    const url = linkOf(links, type);
    return url ? [{ resourceType: type, url }] : [];
  });
}

export function downloadBarVisible(args: { userAgent: string | null | undefined; links: readonly DownloadLink[]; dismissed: boolean }): boolean {
  return !args.dismissed && !isNativeApp(args.userAgent) && appLinks(args.links).length > 0;
}

/** §2: the popup offers Android, iOS profile (mobileconfig) and iOS app links depending on device. */
export function popupLinksFor(device: Device, links: readonly DownloadLink[]): Array<{ resourceType: AppResourceType; url: string }> {
  const apps = appLinks(links);
  if (device === "android") return apps.filter((l) => l.resourceType === "Android");
  if (device === "ios") return apps.filter((l) => l.resourceType !== "Android");
  return apps;
}
