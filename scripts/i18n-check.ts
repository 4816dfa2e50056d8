/**
 * `npm run i18n:check`: the TY, EN and PT key sets must be identical and every value non-empty.
 * (tsc already refuses a missing or extra key; this also catches empty strings and says where.)
 */
import en from "../app/i18n/locales/en";
import pt from "../app/i18n/locales/pt";
import ty from "../app/i18n/locales/ty";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === "string") out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

const locales = { ty: flatten(ty), en: flatten(en), pt: flatten(pt) };
const all = new Set(Object.values(locales).flatMap((m) => [...m.keys()]));
const problems: string[] = [];
for (const [name, keys] of Object.entries(locales)) {
  for (const key of all) {
    const value = keys.get(key);
    if (value === undefined) problems.push(`${name}: missing ${key}`);
    else if (!value.trim()) problems.push(`${name}: empty ${key}`);
  }
}

if (problems.length) {
  console.error(problems.join("\n"));
  console.error(`i18n:check failed: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(`i18n:check ok: ${all.size} keys in TY, EN and PT`);
