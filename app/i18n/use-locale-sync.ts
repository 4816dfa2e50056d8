import { useEffect } from "react";
import { loadLocale } from "./load-locale.client";
import type { Locale } from "./locale";
import { useTranslation } from "./react";

/**
 * After a client-side language change the root loader reports the new locale; load that
 * locale's chunk, then switch. The server already rendered the first paint in it.
 */
export function useLocaleSync(locale: Locale): void {
  const { i18n, switchLanguage } = useTranslation();
  useEffect(() => {
    if (i18n.language === locale) return;
    let cancelled = false;
    loadLocale(locale).then((texts) => {
      if (!cancelled) switchLanguage(locale, texts as Record<string, unknown>);
    });
    return () => {
      cancelled = true;
    };
  }, [i18n.language, locale, switchLanguage]);
}
