import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { attr } from "../html-form";
import { kB, tableLines } from "./table";
import { parseBrowserManifest } from "../service-worker/precache";

/* First-load assets per route, from the client build's manifest (the JS budget). */
const ROOT = new URL("../..", import.meta.url).pathname;
export const SERVER_BUILD = join(ROOT, "build/server/index.js");
export const CLIENT_DIR = join(ROOT, "build/client");

export type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; module: string; imports?: string[]; css?: string[] };
export type Manifest = { entry: { module: string; imports?: string[]; css?: string[] }; routes: Record<string, ManifestRoute>; url?: string };

export function readManifest(): { manifest: Manifest; file: string } {
  const assetsDir = join(CLIENT_DIR, "assets");
  // The server build names the manifest it serves; fall back to the only manifest-*.js on disk.
  const named = /\/assets\/(manifest-[\w-]+\.js)/.exec(readFileSync(SERVER_BUILD, "utf8"))?.[1];
  const candidates = readdirSync(assetsDir).filter((f) => /^manifest-[\w-]+\.js$/.test(f));
  const file = named && candidates.includes(named) ? named : candidates.length === 1 ? candidates[0] : undefined;
  if (!file) throw new Error(`cannot tell the client manifest in ${assetsDir} (${candidates.join(", ") || "none"})`);
  return { manifest: parseBrowserManifest<Manifest>(readFileSync(join(assetsDir, file), "utf8")), file };
}

const readAsset = (urlPath: string) => readFileSync(join(CLIENT_DIR, urlPath.replace(/^\//, "")));
const gzCache = new Map<string, { raw: number; gz: number }>();
export function assetSize(urlPath: string): { raw: number; gz: number } {
  let s = gzCache.get(urlPath);
  if (!s) {
    const buf = readAsset(urlPath);
    s = { raw: buf.length, gz: gzipSync(buf, { level: 9 }).length };
    gzCache.set(urlPath, s);
  }
  return s;
}

export type RouteAssets = { id: string; chain: string[]; js: string[]; css: string[] };

export function firstLoadAssets(manifest: Manifest): RouteAssets[] {
  const parents = new Set(
    Object.values(manifest.routes)
      .map((r) => r.parentId)
      .filter(Boolean),
  );
  const leaves = Object.values(manifest.routes).filter((r) => !parents.has(r.id));
  return leaves.map((leaf) => {
    const chain: ManifestRoute[] = [];
    for (let r: ManifestRoute | undefined = leaf; r; r = r.parentId ? manifest.routes[r.parentId] : undefined) chain.unshift(r);
    const js = new Set<string>([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
    const css = new Set<string>(manifest.entry.css ?? []);
    for (const r of chain) {
      js.add(r.module);
      for (const i of r.imports ?? []) js.add(i);
      for (const c of r.css ?? []) css.add(c);
    }
    // Stylesheets a route links with `import href from "….css?url"` are not in the manifest; the
    // URL string is in the importing chunk. (Relative "assets/….css" strings are preload
    // dependencies of dynamic imports, loaded later, so only root-relative ones count.)
    for (const f of js)
      for (const m of readAsset(f)
        .toString("utf8")
        .matchAll(/["'`](\/assets\/[^"'`]+\.css)["'`]/g))
        css.add(m[1]!);
    return { id: leaf.id, chain: chain.map((r) => r.id), js: [...js], css: [...css] };
  });
}

/** Same-origin /assets/ files a page's HTML asks for before any interaction (a cross-check of the manifest). */
export function htmlAssets(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const href = attr(tag, "href");
    const rel = attr(tag, "rel");
    if (!href?.startsWith("/assets/")) continue;
    if (rel === "modulepreload" && href.endsWith(".js")) js.add(href);
    if (rel === "stylesheet") css.add(href);
  }
  for (const m of html.matchAll(/(?:src="|import\(\s*"|import\s+"|from\s+")(\/assets\/[^"]+\.js)"/g)) js.add(m[1]!);
  return { js: [...js], css: [...css] };
}

// Output

/** What the asset cross-check needs of a measured page. */
export type ProbedPage = { label: string; probeStatus: number; html?: string };

/**
 * The asset sections of the report, computed before the load runs: a build written meanwhile (by
 * someone else's `npm run build`) cannot mix into figures for the worker being measured.
 */
export function assetReport(targets: ProbedPage[]): string[] {
  const out: string[] = [];
  // First-load assets from the build manifest.
  const { manifest, file } = readManifest();
  const perRoute = firstLoadAssets(manifest).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const sum = (files: string[]) => files.reduce((acc, f) => ({ raw: acc.raw + assetSize(f).raw, gz: acc.gz + assetSize(f).gz }), { raw: 0, gz: 0 });
  out.push(`\nFirst-load JavaScript per leaf route (build manifest ${file}; gzip level 9; kB = 1000 bytes)`);
  out.push("  JS: entry module + imports, plus module + imports of each route from root down; each file counted once");
  out.push("  CSS: the manifest's css plus stylesheets those JS files link (links() with ?url)");
  const jsRows: string[][] = [["route", "chain", "JS files", "JS kB gzip", "JS kB raw", "CSS files", "CSS kB gzip"]];
  for (const r of perRoute) {
    const js = sum(r.js);
    const css = sum(r.css);
    jsRows.push([r.id, r.chain.slice(0, -1).join(" → ") || "—", String(r.js.length), kB(js.gz), kB(js.raw), String(r.css.length), kB(css.gz)]);
  }
  out.push(...tableLines(jsRows, [false, false, true, true, true, true, true]));
  out.push(
    `  (${file} itself, ${kB(assetSize(`/assets/${file}`).gz)} kB gzip, is not counted: with lazy route discovery the page inlines its routes' manifest)`,
  );
  const cssFiles = readdirSync(join(CLIENT_DIR, "assets"))
    .filter((f) => f.endsWith(".css"))
    .sort();
  out.push("\nCSS files (gzip level 9)");
  const cssRows: string[][] = [["file", "kB gzip", "kB raw", "in the first load of"]];
  for (const f of cssFiles) {
    const s = assetSize(`/assets/${f}`);
    const users = perRoute.filter((r) => r.css.includes(`/assets/${f}`)).map((r) => r.id);
    const where = users.length === perRoute.length ? "every route" : users.length ? users.join(", ") : "no route (loaded later, with a lazy chunk)";
    cssRows.push([f, kB(s.gz), kB(s.raw), where]);
  }
  out.push(...tableLines(cssRows, [false, true, true, false]));

  // Cross-check: what the measured pages' HTML actually references.
  const htmlTargets = targets.filter((t) => t.html && t.probeStatus === 200);
  if (htmlTargets.length) {
    out.push("\nCross-check from the measured pages' HTML (modulepreload, module scripts, stylesheets under /assets/)");
    const checkRows: string[][] = [["page", "JS files", "JS kB gzip", "CSS kB gzip"]];
    for (const t of htmlTargets) {
      const a = htmlAssets(t.html!);
      const missing = [...a.js, ...a.css].filter((f) => !existsSync(join(CLIENT_DIR, f.slice(1))));
      const present = (fs: string[]) => fs.filter((f) => !missing.includes(f));
      checkRows.push([
        t.label,
        String(a.js.length),
        kB(sum(present(a.js)).gz),
        kB(sum(present(a.css)).gz) + (missing.length ? `  (missing on disk: ${missing.join(", ")})` : ""),
      ]);
    }
    out.push(...tableLines(checkRows, [false, true, true, false]));
  }

  return out;
}

/** The first-load JS budget (gzip, kB = 1000 bytes). */
export const JS_BUDGET = { sharedKB: 95, routeKB: 110 } as const;

/**
 * A resource route (no default export) has an empty client module and nothing to load: it is not a
 * page, so it has no first load to budget.
 */
function isResourceRoute(manifest: Manifest, id: string): boolean {
  const r = manifest.routes[id];
  return !!r && !r.imports?.length && assetSize(r.module).raw <= 1;
}

/**
 * The JS budget table: what every page loads first (the entry and the root route, with their
 * imports) against 95 kB, and each page's whole first load against 110 kB. Figures, never an exit code.
 */
export function jsBudgetReport(): string[] {
  const { manifest, file } = readManifest();
  const gz = (files: Iterable<string>) => [...new Set(files)].reduce((n, f) => n + assetSize(f).gz, 0);
  const root = manifest.routes.root;
  const shared = new Set([manifest.entry.module, ...(manifest.entry.imports ?? []), ...(root ? [root.module, ...(root.imports ?? [])] : [])]);
  const sharedKB = gz(shared) / 1000;
  // The entry imports the page's language before it hydrates (app/i18n/load-locale.client.ts): a
  // dynamic import, so not in the manifest, but every first load waits for one. Vite names the
  // chunk after its module, app/i18n/locales/ty.ts.
  const defaultTexts = readdirSync(join(CLIENT_DIR, "assets")).find((name) => /^ty-[\w-]+\.js$/.test(name));
  const textsKB = defaultTexts ? assetSize(`/assets/${defaultTexts}`).gz / 1000 : 0;
  const over = (value: number, budget: number) => (value > budget ? `OVER by ${(value - budget).toFixed(1)}` : "within");
  const pages = firstLoadAssets(manifest)
    .filter((r) => !isResourceRoute(manifest, r.id))
    .map((r) => ({ id: r.id, kB: gz(r.js) / 1000, own: gz(r.js.filter((f) => !shared.has(f))) / 1000 }))
    .sort((a, b) => b.kB - a.kB);
  const out = [`\nJS budget: first-load JavaScript, gzip level 9 (build manifest ${file}; kB = 1000 bytes)`];
  out.push(
    ...tableLines(
      [
        ["what", "kB gzip", "budget", ""],
        ["shared by every page (entry + root, with imports)", sharedKB.toFixed(1), `≤ ${JS_BUDGET.sharedKB}`, over(sharedKB, JS_BUDGET.sharedKB)],
        ["texts of one language (TY), loaded before hydration", textsKB.toFixed(1), "", defaultTexts ? "not in the figures below" : "no ty-*.js chunk found"],
      ],
      [false, true, true, false],
    ),
  );
  const rows = [["page route (leaf)", "first load kB", "beyond shared kB", "budget", ""]];
  for (const p of pages) rows.push([p.id, p.kB.toFixed(1), p.own.toFixed(1), `≤ ${JS_BUDGET.routeKB}`, over(p.kB, JS_BUDGET.routeKB)]);
  out.push(...tableLines(rows, [false, true, true, true, false]));
  const overCount = pages.filter((p) => p.kB > JS_BUDGET.routeKB).length;
  out.push(
    `  ${pages.length} page routes, ${overCount} over ${JS_BUDGET.routeKB} kB; shared ${sharedKB.toFixed(1)} kB against ${JS_BUDGET.sharedKB} kB.` +
      " Resource routes (no client module) are left out; lazily imported chunks are not first load.",
  );
  return out;
}
