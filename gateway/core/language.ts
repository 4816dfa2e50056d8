/**
 * The language an answer is written in. Every call from the app sends the gateway's code (TY, EN,
 * PT) as the `language` query parameter (the help centre's §7 name for it is `lang`) or as
 * Accept-Language; anything else gets the operator's default language, TY (§3).
 */

export type Lang = "ty" | "en" | "pt";

export const DEFAULT_LANG: Lang = "ty";

export function languageOf(url: URL, request: Request): Lang {
  const raw = (url.searchParams.get("language") ?? url.searchParams.get("lang") ?? request.headers.get("Accept-Language") ?? "").toLowerCase();
  if (raw.startsWith("en")) return "en";
  if (raw.startsWith("pt")) return "pt";
  return DEFAULT_LANG;
}

/** The code content_texts stores a translation under (migration 0006). */
export const textLang = (lang: Lang) => lang.toUpperCase() as "TY" | "EN" | "PT";

/**
 * SQL for a row's text in the asked language: a LEFT JOIN on its translation (alias `t`) and the
 * column expressions that fall back to the row's own default-language text field by field.
 * The caller binds the asked language (textLang) to `langParam`.
 */
export function translatedJoin(kind: string, refSql: string, langParam: string): string {
  return `LEFT JOIN content_texts t ON t.kind = '${kind}' AND t.ref = CAST(${refSql} AS TEXT) AND t.lang = ${langParam}`;
}

export const tr = (field: "title" | "content" | "summary" | "image_url", base: string) => `COALESCE(t.${field}, ${base}) AS ${field}`;
