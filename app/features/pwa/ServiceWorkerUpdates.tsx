import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";

type ServiceWorkerModule = typeof import("./service-worker.client");

/** After the load event and then when the browser is idle: the worker's install must not compete with hydration. */
function afterLoadAndIdle(callback: () => void): () => void {
  let cancelIdle: (() => void) | null = null;
  const schedule = () => {
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(callback, { timeout: 5_000 });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      // Safari has no requestIdleCallback: a second after load, hydration is long done.
      const id = window.setTimeout(callback, 1_000);
      cancelIdle = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    cancelIdle?.();
  };
}

/**
 * Registers the service worker in production builds (not under `remix vite:dev`, and not in a
 * browser without service workers), tells it the player's language, and offers a new version
 * (§9, update-watch.ts). The prompt sits in a live region that is always in the page, so screen
 * readers announce it when it appears; its buttons are ordinary, focusable buttons.
 */
export function ServiceWorkerUpdates() {
  const { t, i18n } = useTranslation();
  const [worker, setWorker] = useState<ServiceWorkerModule | null>(null);
  const [apply, setApply] = useState<(() => void) | null>(null);
  const [applying, setApplying] = useState(false);

  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    const cancelSchedule = afterLoadAndIdle(() => {
      import("./service-worker.client")
        .then(async (module) => {
          if (cancelled) return;
          setWorker(module);
          const stopWatching = await module.startServiceWorker((next) => setApply(() => next));
          if (cancelled) stopWatching();
          else stop = stopWatching;
        })
        // No worker (private mode, blocked by policy): the app works the same without one.
        .catch(() => undefined);
    });
    return () => {
      cancelled = true;
      cancelSchedule();
      stop?.();
    };
  }, []);

  useEffect(() => {
    worker?.tellLocale(i18n.language).catch(() => undefined);
  }, [worker, i18n.language]);

  return (
    <div className="sw-update" role="status" aria-live="polite">
      {apply && (
        <div className="sw-update__card">
          <p className="sw-update__text">{t("pwa.update.text")}</p>
          <button type="button" className="button button--ghost button--small" onClick={() => setApply(null)} disabled={applying}>
            {t("pwa.update.later")}
          </button>
          <button
            type="button"
            className="button button--primary button--small"
            disabled={applying}
            onClick={() => {
              setApplying(true);
              apply();
            }}
          >
            {t("pwa.update.accept")}
          </button>
        </div>
      )}
    </div>
  );
}
