import { createContext, startTransition, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import type { Locale } from "./locale";
import { createTranslator, type TFunction, type Texts } from "./translator";

type Translation = {
  t: TFunction;
  i18n: { language: Locale };
  /** Switches every component to another locale whose texts the caller has loaded. */
  switchLanguage: (locale: Locale, texts: Texts) => void;
};

const TranslationContext = createContext<Translation | null>(null);

/**
 * Holds the page's locale and its texts: the server renders with the request's locale, the browser
 * hydrates with the same one (entry.client.tsx loads only that locale's chunk).
 */
export function I18nProvider({ locale, texts, children }: { locale: Locale; texts: Texts; children: ReactNode }) {
  const [current, setCurrent] = useState({ locale, texts });
  // A transition: the provider sits above every island, and an urgent update would make React drop a
  // still-dehydrated island's server HTML (error #421, decision 086).
  const switchLanguage = useCallback((next: Locale, nextTexts: Texts) => startTransition(() => setCurrent({ locale: next, texts: nextTexts })), []);
  const value = useMemo(
    () => ({ t: createTranslator(current.locale, current.texts), i18n: { language: current.locale }, switchLanguage }),
    [current, switchLanguage],
  );
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

export function useTranslation(): Translation {
  const value = useContext(TranslationContext);
  if (!value) throw new Error("useTranslation needs an <I18nProvider> above it");
  return value;
}

export type { TFunction };
