/**
 * Which install guides /m/download shows (§2 "app download guides for Android and iOS",
 * item 3). Pure: the server decides from the User-Agent and the `?device=` tab the player chose, so the
 * page renders the right guide before any script runs (decision 054).
 */

export type GuidePlatform = "android" | "ios";
/** What the User-Agent tells about the device: a platform, or "other" when it cannot be told. */
export type GuideDevice = GuidePlatform | "other";

export const GUIDE_PLATFORMS: readonly GuidePlatform[] = ["android", "ios"];

/**
 * The device behind a User-Agent.
 * - Android before iOS: no Android browser claims to be an iPhone, but some Android UAs carry
 *   "like Mac OS X"-style noise from embedded web views, so the specific token wins.
 * - iPhone, iPod and iPad (up to iPadOS 12) name themselves.
 * - iPadOS 13+ Safari sends the desktop Mac UA ("Macintosh; Intel Mac OS X"); only touch support
 *   (navigator.maxTouchPoints) tells them apart, which a server cannot see. A Mac UA is therefore
 *   "other": both guides are shown and the iOS one is a tab away, instead of telling a Mac user to
 *   tap a share button they do not have.
 */
export function guideDeviceOf(userAgent: string | null | undefined): GuideDevice {
  const ua = userAgent ?? "";
  if (/\bAndroid\b/i.test(ua)) return "android";
  if (/\b(?:iPhone|iPad|iPod)\b/i.test(ua)) return "ios";
  return "other";
}

/** The `?device=` tab, when it names a platform; anything else is ignored (no error page for a typo). */
export function requestedPlatform(value: string | null | undefined): GuidePlatform | null {
  return value === "android" || value === "ios" ? value : null;
}

export type GuideChoice = {
  /** The device the User-Agent names: the "for your device" mark follows it whatever tab is open. */
  device: GuideDevice;
  /** The open tab, or null when nothing was chosen and the device is unknown (both guides show). */
  selected: GuidePlatform | null;
  /** The guides on the page, in order. */
  shown: GuidePlatform[];
};

/** A chosen tab wins over the User-Agent (the player knows their phone); otherwise the device decides. */
export function chooseGuides(args: { userAgent: string | null | undefined; requested: string | null | undefined }): GuideChoice {
  const device = guideDeviceOf(args.userAgent);
  const selected = requestedPlatform(args.requested) ?? (device === "other" ? null : device);
  return { device, selected, shown: selected ? [selected] : [...GUIDE_PLATFORMS] };
}
