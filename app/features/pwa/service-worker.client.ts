import type { Locale } from "~/i18n/locale";
import { SW_SCOPE, SW_URL, type PageToWorkerMessage } from "./constants";
import { watchForUpdates } from "./update-watch";

/**
 * Registers /sw.js and watches for updates. Loaded on its own, after the page has
 * loaded and the browser is idle (ServiceWorkerUpdates.tsx), so it costs the first load nothing.
 * `updateViaCache: "none"`: the update checks always reach the server, whatever the HTTP cache holds.
 */
export async function startServiceWorker(onUpdateReady: (apply: () => void) => void): Promise<() => void> {
  const container = navigator.serviceWorker;
  const registration = await container.register(SW_URL, { scope: SW_SCOPE, updateViaCache: "none" });
  return watchForUpdates({
    registration,
    container,
    onUpdateReady,
    reload: () => window.location.reload(),
    clock: {
      setTimeout: (callback, ms) => window.setTimeout(callback, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
      setInterval: (callback, ms) => window.setInterval(callback, ms),
      clearInterval: (handle) => window.clearInterval(handle as number),
    },
  });
}

/** Tells the worker the language the player uses now, for its offline page (it cannot read the HttpOnly cookie). */
export async function tellLocale(locale: Locale): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage({ type: "LOCALE", locale } satisfies PageToWorkerMessage);
}
