/**
 * Locales (§3 Configuration: default TY; the picker offers EN, PT and TY).
 * "ty" is the product's own code for Tagalog; <html lang> uses BCP 47 ("tl").
 */
export const LOCALES = ["ty", "en", "pt"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "ty";
export const LANGUAGE_COOKIE = "lng";
export const LANGUAGE_PARAM = "lng";

const HTML_LANG: Record<Locale, string> = { ty: "tl", en: "en", pt: "pt" };

export function htmlLang(locale: Locale): string {
  return HTML_LANG[locale];
}

/** Maps product codes, BCP 47 tags and Tagalog's other names ("tl", "fil") to a supported locale. */
export function toLocale(value: string | null | undefined): Locale | null {
  if (!value) return null;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === "ty" || primary === "tl" || primary === "fil") return "ty";
  if (primary === "en") return "en";
  if (primary === "pt") return "pt";
  return null;
}

/** Accept-Language entries in the client's order of preference (q-values respected). */
function acceptedLanguages(header: string): string[] {
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((l) => l.tag && l.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((l) => l.tag);
}

/** Detection order: ?lng, then the language cookie, then Accept-Language, then TY. */
export function detectLocale(input: { param?: string | null; cookie?: string | null; acceptLanguage?: string | null }): Locale {
  const fromParam = toLocale(input.param);
  if (fromParam) return fromParam;
  const fromCookie = toLocale(input.cookie);
  if (fromCookie) return fromCookie;
  for (const tag of acceptedLanguages(input.acceptLanguage ?? "")) {
    const locale = toLocale(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
