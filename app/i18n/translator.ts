import { htmlLang, type Locale } from "./locale";

/**
 * The product's whole translation engine (decision 048): a dotted key looked up in one locale's
 * texts, `{{name}}` placeholders filled, plurals chosen with the language's own rules
 * (`key_one` / `key_other`, Intl.PluralRules) and a `defaultValue` for keys built from data.
 * It replaces i18next, whose 16 kB (gzip) on every first load bought features no text uses.
 */
export type TOptions = { count?: number; defaultValue?: string } & Record<string, unknown>;
export type TFunction = (key: string, options?: TOptions) => string;
export type Texts = Readonly<Record<string, unknown>>;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function lookup(texts: Texts, key: string): string | undefined {
  let node: unknown = texts;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** `{{name}}` from the options; a placeholder without a value stays as written, so the gap shows. */
export function interpolate(text: string, values: Record<string, unknown>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

/**
 * One Intl.PluralRules per language for the life of the page or worker isolate: making one loads
 * ICU's rules, which cost every server render measurable CPU, and a translator is
 * made per render. Made on the first plural, as most pages have none.
 */
const pluralRules = new Map<Locale, Intl.PluralRules>();

export function pluralRulesOf(locale: Locale): Intl.PluralRules {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(htmlLang(locale))));
  return rules;
}

export function createTranslator(locale: Locale, texts: Texts): TFunction {
  return (key, options = {}) => {
    // A key read from data can be missing at run time whatever its type says: nothing to show, as
    // i18next answered (a 500 otherwise; the fuzz suite found one on /m/launchGame).
    if (typeof key !== "string") return "";
    const { count, defaultValue } = options;
    const plural = typeof count === "number" ? (lookup(texts, `${key}_${pluralRulesOf(locale).select(count)}`) ?? lookup(texts, `${key}_other`)) : undefined;
    const text = plural ?? lookup(texts, key) ?? defaultValue;
    // A missing key shows itself, as i18next did: visible in review, never a blank.
    if (text === undefined) return key;
    // Most texts have no placeholder: skip the RegExp (a page calls this a few hundred times).
    return text.includes("{{") ? interpolate(text, options) : text;
  };
}
