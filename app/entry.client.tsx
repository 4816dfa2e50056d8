import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadLocale } from "./i18n/load-locale.client";
import { toLocale, DEFAULT_LOCALE } from "./i18n/locale";
import { I18nProvider } from "./i18n/react";

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
    );
  });
}

hydrate();
