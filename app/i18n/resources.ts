import type { Locale } from "./locale";
import en from "./locales/en";
import pt from "./locales/pt";
import ty from "./locales/ty";

/** All three bundled for the server; the browser loads only its own (see loadLocale). */
export const resources: Record<Locale, { translation: typeof ty }> = {
  ty: { translation: ty },
  en: { translation: en as typeof ty },
  pt: { translation: pt as typeof ty },
};
