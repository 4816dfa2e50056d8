import { join } from "node:path";
import { build as esbuild } from "esbuild";

const ROOT = new URL("..", import.meta.url).pathname;

/**
 * Bundles a worker entry over the built app as wrangler would (NODE_ENV=production), for the
 * scripts that run it in Miniflare: the bench (minified, as deployed) and the tests' Pages
 * stand-in (readable stacks).
 */
export async function bundleWorker(entry: string, outfile: string, { minify }: { minify: boolean }): Promise<void> {
  const result = await esbuild({
    entryPoints: [join(ROOT, entry)],
    outfile,
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    conditions: ["workerd", "worker", "browser"],
    mainFields: ["browser", "module", "main"],
    minify,
    // nodejs_compat supplies node:* at runtime; production bundles (wrangler) inline NODE_ENV the same way.
    external: ["node:*", "cloudflare:*"],
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "error",
    // The server build keeps bare imports of packages that declare "sideEffects": false; dropping them is right.
    logOverride: { "ignored-bare-import": "silent" },
  });
  for (const w of result.warnings) console.log(`esbuild warning: ${w.text}`);
}
