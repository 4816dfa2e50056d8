import { DEFAULT_LOCALE, LOCALES } from "./locale";

/** i18next options shared by server and browser. */
export const i18nConfig = {
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: "translation",
  ns: ["translation"],
  // React escapes output; double escaping would show &amp; to players.
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
} as const;
