import type { Locale } from "./locale";

/** Each locale is its own chunk, so the browser downloads only the language it shows. */
const loaders: Record<Locale, () => Promise<{ default: object }>> = {
  ty: () => import("./locales/ty"),
  en: () => import("./locales/en"),
  pt: () => import("./locales/pt"),
};

export async function loadLocale(locale: Locale): Promise<object> {
  return (await loaders[locale]()).default;
}
