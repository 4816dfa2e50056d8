import type { Locale } from "~/i18n/locale";

/**
 * The installable web app's fixed values, in one place.
 *
 * §9 "Service worker: waiting timeout 200 ms, 60 s update window": a new version that has
 * installed waits at most 200 ms before the page offers it, and the page asks the server for a
 * new worker every 60 s, so a deployed version is offered within a minute.
 */
export const SW_WAITING_TIMEOUT_MS = 200;
export const SW_UPDATE_INTERVAL_MS = 60_000;

/** Served from the root so its scope can be the whole origin without Service-Worker-Allowed. */
export const SW_URL = "/sw.js";
export const SW_SCOPE = "/";

/** The offline page (app/routes/m.offline.tsx); the worker keeps one per language. */
export const OFFLINE_PATH = "/m/offline";
export function offlinePageUrl(locale: Locale): string {
  return `${OFFLINE_PATH}?lng=${locale}`;
}

/**
 * Files outside /assets that the worker keeps (public/). They carry no fingerprint, so the build
 * hashes their contents into the worker's version (scripts/service-worker/build.ts). The 512 px
 * and apple-touch icons (about 250 kB together) are left out: the browser or iOS fetches them
 * once when the app is installed, no page shows them.
 */
export const PRECACHED_PUBLIC_FILES = ["/manifest.webmanifest", "/favicon.svg", "/icons/icon-192.png"] as const;

/** Cache names: one precache per worker version (old ones are deleted on activation), and the worker's own small state. */
export const PRECACHE_PREFIX = "el-precache-";
export const STATE_CACHE = "el-pwa-state";
/** The key under which the worker remembers the player's last language (never a real URL the app serves). */
export const REMEMBERED_LOCALE_KEY = "/__pwa/locale";

/** What a page may tell its worker. */
export type PageToWorkerMessage = { type: "SKIP_WAITING" } | { type: "LOCALE"; locale: Locale };
