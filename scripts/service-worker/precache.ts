import { createHash } from "node:crypto";

/**
 * The service worker's precache list and version (issue 17 item 2; docs/decisions/052), worked out
 * from the client build. Pure: the build script (build.ts) does the reading and writing.
 */

/** The part of Remix's browser manifest (build/client/assets/manifest-*.js) used here. */
export type RemixBrowserManifest = {
  version: string;
  url: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[]; css?: string[] }>;
};

/** Remix writes the manifest as a script: `window.__remixManifest={...};`. */
export function parseRemixManifest(source: string): RemixBrowserManifest {
  const match = /^window\.__remixManifest=(.*);\s*$/s.exec(source);
  if (!match?.[1]) throw new Error("not a Remix browser manifest (expected window.__remixManifest=…;)");
  return JSON.parse(match[1]) as RemixBrowserManifest;
}

/**
 * What every page needs before it can run: the entry module and its imports, the root route's
 * module, imports and CSS, and the manifest itself. The precache must hold them all.
 */
export function entryAssets(manifest: RemixBrowserManifest): string[] {
  const root = manifest.routes.root;
  if (!root) throw new Error("the Remix manifest has no root route");
  return unique([manifest.url, manifest.entry.module, ...manifest.entry.imports, root.module, ...(root.imports ?? []), ...(root.css ?? [])]);
}

/**
 * The list: every JS and CSS file of the client build (fingerprinted, under /assets/), entry assets
 * first, then the public files and the offline pages. Source maps and other files in /assets
 * (images imported by components) are left to the worker's cache-on-use. Seed content (/content/*)
 * is operator artwork that can be large: never precached.
 */
export function buildPrecacheList(input: {
  /** File names inside build/client/assets. */
  assetFiles: readonly string[];
  manifest: RemixBrowserManifest;
  publicFiles: readonly string[];
  offlinePages: readonly string[];
}): string[] {
  const code = input.assetFiles.filter((f) => /\.(js|css)$/.test(f)).map((f) => `/assets/${f}`);
  const available = new Set(code);
  const entry = entryAssets(input.manifest);
  const missing = entry.filter((url) => !available.has(url));
  if (missing.length) throw new Error(`entry assets missing from build/client/assets: ${missing.join(", ")}`);
  return unique([...entry, ...[...code].sort(), ...input.publicFiles, ...input.offlinePages]);
}

/**
 * The worker's version: a hash of the list and of the contents of the files whose names carry no
 * fingerprint (public files). Any change to either gives a new sw.js, which the browser installs
 * as an update. The offline pages' texts and styles live in fingerprinted chunks (the locale
 * chunks, app.css), so a change to them changes the list.
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
