import { z } from "zod";

/**
 * §3 download link entries an operator configures (`npm run site -- download …`): the resource
 * types the app reads, in the spelling the gateway answers with. The app links show on the download
 * bar, popup and /m/download; TELEGRAM is the home side bar's Telegram icon; AppDownloadIcon the
 * bar's icon. Unset, each place hides what it would have linked to.
 */
export const DOWNLOAD_RESOURCE_TYPES = ["IOS", "Android", "MOBILECONFIG", "TELEGRAM", "AppDownloadIcon"] as const;
export type DownloadResourceType = (typeof DOWNLOAD_RESOURCE_TYPES)[number];

/** A resource type as typed by an operator (any case) in its canonical spelling, or null when unknown. */
export function downloadResourceType(value: string | undefined): DownloadResourceType | null {
  return DOWNLOAD_RESOURCE_TYPES.find((t) => t.toUpperCase() === value?.trim().toUpperCase()) ?? null;
}

const HttpsUrl = z
  .string()
  .trim()
  .max(500, "at most 500 characters")
  .url("not a URL")
  .refine((url) => /^https:\/\//i.test(url), "must start with https://")
  .refine((url) => !/\s/.test(url), "must not contain spaces");

/** The app's own file (its logo) for the bar's icon: a path from the site's root, nothing else. */
const OwnPath = z
  .string()
  .trim()
  .regex(/^\/(?!\/)[A-Za-z0-9._~\-/]+$/, "must be an https URL or a path of this site such as /logo.svg");

/**
 * The URL `download set TYPE URL` stores: https for every type; the icon may also be a path of the
 * app itself (the default is its own logo, /logo.svg).
 */
export function downloadLinkUrl(type: DownloadResourceType, url: string): { ok: true; url: string } | { ok: false; message: string } {
  const parsed = (type === "AppDownloadIcon" && url.trim().startsWith("/") ? OwnPath : HttpsUrl).safeParse(url);
  return parsed.success ? { ok: true, url: parsed.data } : { ok: false, message: parsed.error.issues[0]?.message ?? "not a URL" };
}
