/**
 * `npm run i18n:check`: the TY, EN and PT key sets must be identical and every value non-empty.
 * (tsc already refuses a missing or extra key; this also catches empty strings and says where.)
 * A TY or PT text that reads the same as EN is an untranslated one and fails too, unless it is on
 * the allow-list (scripts/i18n-identical-allow.ts); an allow-list entry that matches nothing fails.
 */
import { findIdentical, flatten, type Tree } from "./i18n-compare";
import { IDENTICAL_ALLOWED } from "./i18n-identical-allow";
import en from "../app/i18n/locales/en";
import pt from "../app/i18n/locales/pt";
import ty from "../app/i18n/locales/ty";
import { MONEY_TEXTS } from "../gateway/wallet/money-messages";

// The inbox messages the embedded gateway writes when money moves are texts a player reads too:
// checked with the app's, under their own prefix.
const withGateway = (app: Tree, lang: keyof typeof MONEY_TEXTS): Tree => ({ ...app, gatewayMoneyMessages: MONEY_TEXTS[lang] });
const locales = { ty: flatten(withGateway(ty, "ty")), en: flatten(withGateway(en, "en")), pt: flatten(withGateway(pt, "pt")) };
const all = new Set(Object.values(locales).flatMap((m) => [...m.keys()]));
const problems: string[] = [];
for (const [name, keys] of Object.entries(locales)) {
  for (const key of all) {
    const value = keys.get(key);
    if (value === undefined) problems.push(`${name}: missing ${key}`);
    else if (!value.trim()) problems.push(`${name}: empty ${key}`);
  }
}

const { identical, stale } = findIdentical(locales, IDENTICAL_ALLOWED);
for (const { key, locale, text } of identical)
  problems.push(`${locale}: same as EN ${key} = ${JSON.stringify(text)} (translate it, or allow-list it in scripts/i18n-identical-allow.ts)`);
for (const { key, locale, why } of stale) problems.push(`${locale}: stale allow-list entry ${key}: ${why}`);

if (problems.length) {
  console.error(problems.join("\n"));
  console.error(`i18n:check failed: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(`i18n:check ok: ${all.size} keys in TY, EN and PT; ${IDENTICAL_ALLOWED.length} allow-listed as the same as EN`);
