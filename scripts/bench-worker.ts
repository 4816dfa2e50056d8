/**
 * Worker entry for `npm run bench` only: the built Remix app with the production load context,
 * without the Pages Functions wrapper (static assets and the Origin check of functions/[[path]].ts
 * are left out; the bench requests only Remix paths). scripts/bench.ts bundles this with esbuild
 * and runs it in Miniflare.
 */
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// @ts-ignore -- the server build exists only after `npm run build` (ts-ignore, not ts-expect-error: it may exist)
import * as build from "../build/server/index.js";
import type { Env } from "../app/server/env.server";
import { getLoadContext } from "../load-context";

const handler = createRequestHandler(build as unknown as ServerBuild, "production");

export default {
  fetch(request, env, ctx) {
    return handler(request, getLoadContext({ request, context: { cloudflare: { env, cf: request.cf, ctx, caches } } }));
  },
} satisfies ExportedHandler<Env>;
