import { readFileSync, readdirSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { buildPrecacheList, parseBrowserManifest, precacheVersion, type BrowserManifest } from "./precache";
import { PRECACHED_PUBLIC_FILES, SW_URL, offlinePageUrl } from "../../app/features/pwa/constants";
import { LOCALES } from "../../app/i18n/locale";

const WORKER_SOURCE = new URL("../../app/features/pwa/sw/worker.ts", import.meta.url).pathname;

/**
 * Writes build/client/sw.js after `react-router build` has finished both builds (called from the
 * Vite plugin in vite.config.ts, so `npm run build`, `npm start` and every script that builds get
 * it). The browser manifest is complete only then: React Router writes it during the server build.
 */
export async function writeServiceWorker(clientDir: string): Promise<{ version: string; files: number }> {
  const assetsDir = join(clientDir, "assets");
  const assetFiles = readdirSync(assetsDir);
  const manifest = readBrowserManifest(assetsDir);

  const publicFiles = new Map<string, Uint8Array>();
  for (const url of PRECACHED_PUBLIC_FILES) {
    const file = join(clientDir, url);
    if (!existsSync(file)) throw new Error(`service worker: ${url} is listed for the precache but missing from ${clientDir}`);
    publicFiles.set(url, readFileSync(file));
  }

  const list = buildPrecacheList({ assetFiles, manifest, locales: LOCALES, publicFiles: [...publicFiles.keys()], offlinePages: LOCALES.map(offlinePageUrl) });
  const version = precacheVersion(list, publicFiles);
  const result = await build({
    entryPoints: [WORKER_SOURCE],
    bundle: true,
    write: false,
    format: "iife",
    target: "es2020",
    minify: true,
    legalComments: "none",
    define: { __PRECACHE__: JSON.stringify(list), __SW_VERSION__: JSON.stringify(version) },
  });
  const code = result.outputFiles[0]?.text;
  if (!code) throw new Error("service worker: esbuild wrote nothing");
  writeFileSync(join(clientDir, SW_URL), `/* Edge Lobby service worker ${version} */\n${code}`);
  return { version, files: list.length };
}

/** The browser manifest of the client build in `assetsDir` (build/client/assets): there is exactly one. */
export function readBrowserManifest(assetsDir: string): BrowserManifest {
  const manifests = readdirSync(assetsDir).filter((f) => /^manifest-[\w-]+\.js$/.test(f));
  const [manifestFile, ...others] = manifests;
  if (!manifestFile || others.length) throw new Error(`expected one browser manifest in ${assetsDir}, found ${manifests.length}`);
  return parseBrowserManifest(readFileSync(join(assetsDir, manifestFile), "utf8"));
}
