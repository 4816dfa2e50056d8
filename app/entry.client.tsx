import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadLocale } from "./i18n/load-locale.client";
import { toLocale, DEFAULT_LOCALE } from "./i18n/locale";
import { I18nProvider } from "./i18n/react";

/**
 * React's #421: a Suspense boundary still waiting for its code (an island, decision 049) was given
 * an update before it hydrated, so React renders it in the browser once the code is there instead of
 * keeping the server's HTML. React Router's HydratedRouter hands a new location to React outside a
 * transition, so a navigation that stays on the page in that window causes it (decision 086). The
 * page recovers by itself: a warning, not an uncaught error. Every other recoverable error (a
 * hydration mismatch) is still reported as React reports it.
 */
const UPDATE_BEFORE_HYDRATION = /#421\b|received an update before it finished hydrating/;

function onRecoverableError(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  // eslint-disable-next-line no-console -- a recovered render is worth a trace, not an error report
  if (UPDATE_BEFORE_HYDRATION.test(message)) console.warn("An island rendered again after a navigation (React #421):", message);
  else reportError(error);
}

async function hydrate() {
  // The server already chose the language and wrote it into <html lang>; load only that one.
  const locale = toLocale(document.documentElement.lang) ?? DEFAULT_LOCALE;
  const texts = (await loadLocale(locale)) as Record<string, unknown>;
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nProvider locale={locale} texts={texts}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nProvider>,
      { onRecoverableError },
    );
  });
}

hydrate();
