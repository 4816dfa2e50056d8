import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig } from "./i18n/config";
import { loadLocale } from "./i18n/load-locale.client";
import { toLocale, DEFAULT_LOCALE } from "./i18n/locale";

async function hydrate() {
  // The server already chose the language and wrote it into <html lang>; load only that one.
  const lng = toLocale(document.documentElement.lang) ?? DEFAULT_LOCALE;
  await i18next.use(initReactI18next).init({
    ...i18nConfig,
    lng,
    resources: { [lng]: { translation: await loadLocale(lng) } },
  });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

hydrate();
