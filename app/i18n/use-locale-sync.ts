import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { loadLocale } from "./load-locale.client";
import type { Locale } from "./locale";

/**
 * After a client-side language change the root loader reports the new locale; load that
 * locale's chunk once, then switch. The server already rendered the first paint in it.
 */
export function useLocaleSync(locale: Locale): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language === locale) return;
    let cancelled = false;
    (async () => {
      if (!i18n.hasResourceBundle(locale, "translation")) {
        i18n.addResourceBundle(locale, "translation", await loadLocale(locale));
      }
      if (!cancelled) await i18n.changeLanguage(locale);
    })();
    return () => {
      cancelled = true;
    };
  }, [i18n, locale]);
}
