/**
 * The service worker (docs/decisions/052). Built by scripts/service-worker/build.ts
 * into build/client/sw.js with the precache list and its version filled in.
 *
 * It precaches the app's fingerprinted JS and CSS, the icons, the manifest and the offline page in
 * each language; it answers page loads from the network only, falling back to the offline page;
 * it touches nothing else (requestKind). A new version waits for the player's consent (the page's
 * update prompt sends SKIP_WAITING), so a page never runs with code from two versions.
 */
import { LOCALES, toLocale } from "../../../i18n/locale";
import { PRECACHE_PREFIX, REMEMBERED_LOCALE_KEY, STATE_CACHE, offlinePageUrl, type PageToWorkerMessage } from "../constants";
import { offlineLocale } from "./offline-locale";
import { requestKind } from "./request-kind";

/** Filled in by the build (esbuild `define`). */
declare const __PRECACHE__: string[];
declare const __SW_VERSION__: string;

/*
 * The service-worker globals, as far as this file uses them. The project compiles with the DOM
 * library; TypeScript's WebWorker library cannot be loaded into the same program (the two declare
 * the same globals differently), so the few types needed are spelled out here.
 */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  readonly preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface WorkerScope {
  readonly location: Location;
  readonly navigator: { readonly languages: readonly string[] };
  readonly registration: { readonly navigationPreload?: { enable(): Promise<void> } };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: ExtendableMessageEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const PRECACHE = `${PRECACHE_PREFIX}${__SW_VERSION__}`;
const precached = new Set(__PRECACHE__);

worker.addEventListener("install", (event) => {
  event.waitUntil(precacheAll());
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    Promise.all([
      caches.keys().then((names) => Promise.all(names.filter((n) => n.startsWith(PRECACHE_PREFIX) && n !== PRECACHE).map((n) => caches.delete(n)))),
      // The page's own request starts while the worker boots, so network-first costs no start-up delay.
      worker.registration.navigationPreload?.enable(),
    ]),
  );
});

worker.addEventListener("message", (event) => {
  const message = event.data as PageToWorkerMessage | null;
  if (message?.type === "SKIP_WAITING") event.waitUntil(worker.skipWaiting());
  else if (message?.type === "LOCALE") {
    const locale = toLocale(message.locale);
    if (locale) event.waitUntil(caches.open(STATE_CACHE).then((cache) => cache.put(REMEMBERED_LOCALE_KEY, new Response(locale))));
  }
});

worker.addEventListener("fetch", (event) => {
  const kind = requestKind(event.request, worker.location.origin, precached);
  if (kind === "navigation") event.respondWith(networkOrOfflinePage(event));
  else if (kind === "precached" || kind === "asset") event.respondWith(cacheFirst(event.request, kind === "asset"));
  // "network": no respondWith, the browser fetches as if there were no worker.
});

/**
 * Every file of the list, all or nothing (a failed install leaves the old worker in charge).
 * Without credentials: nothing cached may depend on who is signed in. Fingerprinted files may come
 * from the HTTP cache (the page has just loaded most of them); the others are revalidated.
 */
async function precacheAll(): Promise<void> {
  const cache = await caches.open(PRECACHE);
  await Promise.all(
    __PRECACHE__.map(async (path) => {
      const fingerprinted = path.startsWith("/assets/");
      const response = await fetch(new Request(path, { credentials: "omit", cache: fingerprinted ? "default" : "no-cache" }));
      if (!response.ok) throw new Error(`precache: ${path} answered ${response.status}`);
      await cache.put(path, response);
    }),
  );
}

async function cacheFirst(request: Request, keep: boolean): Promise<Response> {
  const cache = await caches.open(PRECACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  // Only a same-origin 200 of an immutable file is kept; an error page never is.
  if (keep && response.ok && response.type === "basic") await cache.put(request, response.clone());
  return response;
}

/** Network first, never cached; the offline page in the player's language when the network fails. */
async function networkOrOfflinePage(event: FetchEvent): Promise<Response> {
  try {
    const preloaded = await event.preloadResponse;
    if (preloaded) return preloaded;
    return await fetch(event.request);
  } catch (error) {
    const state = await caches.open(STATE_CACHE);
    const remembered = (await (await state.match(REMEMBERED_LOCALE_KEY))?.text()) ?? null;
    const locale = offlineLocale({ navigationUrl: event.request.url, remembered, browserLanguages: worker.navigator.languages });
    const cache = await caches.open(PRECACHE);
    // Any language is better than the browser's own error page; the chosen one first.
    for (const candidate of [locale, ...LOCALES]) {
      const page = await cache.match(offlinePageUrl(candidate));
      if (page) return page;
    }
    throw error;
  }
}
