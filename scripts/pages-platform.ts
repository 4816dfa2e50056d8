/**
 * The Node side of scripts/pages-worker.ts, the Pages platform stand-in that runs the production
 * Pages function in Miniflare: bundling it, and the static files of build/client with their
 * `_headers`, as Cloudflare Pages serves them.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { extname, join, relative } from "node:path";
import { Response, type Request } from "miniflare";
import { bundleWorker } from "./bundle-worker";
import { pagesPatternMatches } from "./pages-patterns";

const ROOT = new URL("..", import.meta.url).pathname;
export const CLIENT_DIR = join(ROOT, "build/client");

/** Bundles scripts/pages-worker.ts with the built app, as wrangler bundles a Pages function (not minified: readable stacks). */
export async function bundlePagesWorker(outfile: string): Promise<void> {
  await bundleWorker("scripts/pages-worker.ts", outfile, { minify: false });
}

export type HeaderRule = { pattern: string; headers: [name: string, value: string][] };

/**
 * Cloudflare Pages' `_headers` file: a URL pattern on its own line, then its headers indented as
 * `Name: value`; `#` starts a comment. A pattern's `*` matches any run of characters.
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(":");
    const rule = rules.at(-1);
    if (colon < 0 || !rule) throw new Error(`_headers: "${line.trim()}" is not a header under a pattern`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** The headers `_headers` gives a path: every matching rule's, a header named twice joined with ", " (as Pages does). */
export function headersFor(path: string, rules: HeaderRule[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules) {
    if (!pagesPatternMatches(rule.pattern, path)) continue;
    for (const [name, value] of rule.headers) {
      const key = Object.keys(out).find((k) => k.toLowerCase() === name.toLowerCase()) ?? name;
      out[key] = out[key] === undefined ? value : `${out[key]}, ${value}`;
    }
  }
  return out;
}

const CONTENT_TYPES: Record<string, string> = {
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".ico": "image/x-icon",
  ".jpg": "image/jpeg",
  ".js": "application/javascript",
  ".json": "application/json",
  ".map": "application/json",
  ".mobileconfig": "application/x-apple-aspen-config",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
};

function filesUnder(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(root, join(dir, entry.name)) : [`/${relative(root, join(dir, entry.name))}`],
  );
}

/**
 * What the worker needs to act as Pages over `clientDir`: the routing rules, the static paths, and
 * the service that answers them from disk, read on every request. A file in `overlayDir` with the
 * same path is served instead of the build's: how a test plays a deploy of one file (a new service
 * worker) in its own world, without touching the build other worlds serve. Pages' own files
 * (`_headers`, `_routes.json`) are not served, nor anything not listed when the world started.
 */
export function pagesPlatform(clientDir = CLIENT_DIR, overlayDir?: string) {
  const rules = existsSync(join(clientDir, "_headers")) ? parseHeadersFile(readFileSync(join(clientDir, "_headers"), "utf8")) : [];
  const routes = JSON.parse(readFileSync(join(clientDir, "_routes.json"), "utf8")) as { include: string[]; exclude: string[] };
  const files = filesUnder(clientDir).filter((path) => !/^\/_(headers|routes\.json|redirects)$/.test(path));
  const served = new Set(files);
  const serveStatic = (request: Request): Response => {
    const path = decodeURIComponent(new URL(request.url).pathname);
    if (!served.has(path)) return new Response(null, { status: 404 });
    const overlaid = overlayDir ? join(overlayDir, path) : null;
    const file = overlaid && existsSync(overlaid) ? overlaid : join(clientDir, path);
    const headers = { "Content-Type": CONTENT_TYPES[extname(file)] ?? "application/octet-stream", ...headersFor(path, rules) };
    return new Response(request.method === "HEAD" ? null : readFileSync(file), { headers });
  };
  return {
    bindings: { ROUTES: { include: routes.include, exclude: routes.exclude }, STATIC_FILES: files },
    serviceBindings: { STATIC: serveStatic },
  };
}
