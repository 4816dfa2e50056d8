/**
 * Pure comparisons behind `npm run i18n:check` (scripts/i18n-check.ts), kept apart so they can be
 * unit-tested (scripts/i18n-identical.test.ts) without loading the real locale files.
 */

export type Tree = { [key: string]: string | Tree };
/** A locale as flat `a.b.c` keys. */
export type Flat = Map<string, string>;
/** The languages that must not simply repeat EN. */
export type TranslatedLocale = "ty" | "pt";

/** One key whose TY or PT text may equal EN on purpose (a brand, a code, the same word in that language). */
export type AllowEntry = { key: string; locales: readonly TranslatedLocale[]; reason: string };

export type Identical = { key: string; locale: TranslatedLocale; text: string };
export type Stale = { key: string; locale: TranslatedLocale; why: string };

export function flatten(tree: Tree, prefix = ""): Flat {
  const out: Flat = new Map();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === "string") out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

/**
 * What a reader sees of a text: placeholder names dropped ({{count}} and {{n}} both read as a
 * number), case and runs of white space ignored. "Filter ({{bilang}})" is still "Filter ({{count}})".
 */
export function visibleText(text: string): string {
  return text
    .replace(/\{\{[^}]*\}\}/g, "{{}}")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

/**
 * Keys whose TY or PT text reads the same as EN and are not allow-listed, and allow-list entries
 * that no longer excuse anything (the key is gone, or that language's text now differs from EN)
 * or repeat an earlier entry.
 */
export function findIdentical(
  locales: { en: Flat } & Record<TranslatedLocale, Flat>,
  allow: readonly AllowEntry[],
): { identical: Identical[]; stale: Stale[] } {
  const allowed = new Set<string>();
  const stale: Stale[] = [];
  for (const entry of allow) {
    for (const locale of entry.locales) {
      const id = `${locale}:${entry.key}`;
      if (allowed.has(id)) {
        stale.push({ key: entry.key, locale, why: "listed twice" });
        continue;
      }
      allowed.add(id);
      const en = locales.en.get(entry.key);
      const text = locales[locale].get(entry.key);
      if (en === undefined || text === undefined) stale.push({ key: entry.key, locale, why: "no such key" });
      else if (visibleText(text) !== visibleText(en))
        stale.push({ key: entry.key, locale, why: `now differs from EN (${JSON.stringify(text)} vs ${JSON.stringify(en)})` });
    }
  }

  const identical: Identical[] = [];
  for (const [key, en] of locales.en) {
    for (const locale of ["ty", "pt"] as const) {
      const text = locales[locale].get(key);
      if (text !== undefined && visibleText(text) === visibleText(en) && !allowed.has(`${locale}:${key}`)) identical.push({ key, locale, text });
    }
  }
  return { identical, stale };
}
