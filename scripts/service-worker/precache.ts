import { createHash } from "node:crypto";

/**
 * The service worker's precache list and version (docs/decisions/052), worked out
 * from the client build. Pure: the build script (build.ts) does the reading and writing.
 */

/** The part of React Router's browser manifest (build/client/assets/manifest-*.js) used here. */
export type BrowserManifest = {
  version: string;
  url: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[]; css?: string[] }>;
};

/** React Router writes the manifest as a script: `window.__reactRouterManifest={...};`. */
export function parseBrowserManifest<M = BrowserManifest>(source: string): M {
  const match = /^window\.__reactRouterManifest=(.*);\s*$/s.exec(source.trim());
  if (!match?.[1]) throw new Error("not a React Router browser manifest (expected window.__reactRouterManifest=…;)");
  return JSON.parse(match[1]) as M;
}

/**
 * What every page needs before it can run: the entry module and its imports, the root route's
 * module, imports and CSS, and the manifest itself. The precache must hold them all.
 */
export function entryAssets(manifest: BrowserManifest): string[] {
  const root = manifest.routes.root;
  if (!root) throw new Error("the browser manifest has no root route");
  return unique([manifest.url, manifest.entry.module, ...manifest.entry.imports, root.module, ...(root.imports ?? []), ...(root.css ?? [])]);
}

/** The routes every /m page renders inside: their code is the app's shell. */
export const SHELL_ROUTES = ["routes/m"] as const;

/** The shell routes' modules and imports (the root's are in entryAssets). */
export function shellAssets(manifest: BrowserManifest): string[] {
  return unique(
    SHELL_ROUTES.flatMap((id) => {
      const route = manifest.routes[id];
      if (!route) throw new Error(`the browser manifest has no ${id} route`);
      return [route.module, ...(route.imports ?? []), ...(route.css ?? [])];
    }),
  );
}

/**
 * The list (decision 062): the shell, not the whole build. Entry assets first, then the /m layout's
 * code, the locale chunks (entry.client loads one before it hydrates), every stylesheet (small, and
 * the offline pages use them), the public files and the offline pages. A page's own chunks are kept
 * by the worker the first time they are used (cache-on-use); precaching all ~230 chunks cost a
 * player a few hundred kB of mobile data at install for pages they may never open. Source maps and
 * other files in /assets are left to cache-on-use too; seed content (/content/*) never.
 */
export function buildPrecacheList(input: {
  /** File names inside build/client/assets. */
  assetFiles: readonly string[];
  manifest: BrowserManifest;
  /** The locales, whose chunks are named after them (app/i18n/locales/<locale>.ts). */
  locales: readonly string[];
  publicFiles: readonly string[];
  offlinePages: readonly string[];
}): string[] {
  const available = new Set(input.assetFiles.filter((f) => /\.(js|css)$/.test(f)).map((f) => `/assets/${f}`));
  const shell = [...entryAssets(input.manifest), ...shellAssets(input.manifest)];
  const missing = shell.filter((url) => !available.has(url));
  if (missing.length) throw new Error(`shell assets missing from build/client/assets: ${missing.join(", ")}`);
  const localeChunk = new RegExp(`^/assets/(${input.locales.join("|")})-[\\w-]+\\.js$`);
  const locales = [...available].filter((url) => localeChunk.test(url)).sort();
  if (locales.length !== input.locales.length)
    throw new Error(`expected one chunk per locale (${input.locales.join(", ")}), found ${locales.join(", ") || "none"}`);
  const styles = [...available].filter((url) => url.endsWith(".css")).sort();
  return unique([...shell, ...locales, ...styles, ...input.publicFiles, ...input.offlinePages]);
}

/**
 * The worker's version: a hash of the list and of the contents of the files whose names carry no
 * fingerprint (public files). Any change to either gives a new sw.js, which the browser installs
 * as an update. The list holds the browser manifest, whose name changes with any chunk of the build,
 * so every new build is a new version, also when only a page's own code changed. The offline
 * pages' texts and styles live in fingerprinted chunks (the locale chunks, document.css).
 */
export function precacheVersion(list: readonly string[], unfingerprintedContents: ReadonlyMap<string, Uint8Array>): string {
  const hash = createHash("sha256");
  for (const url of list) {
    hash.update(url).update("\0");
    const contents = unfingerprintedContents.get(url);
    if (contents) hash.update(contents).update("\0");
  }
  return hash.digest("hex").slice(0, 16);
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}
