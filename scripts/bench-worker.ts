/**
 * Worker entry for `npm run bench` only: the built React Router app with the production load context,
 * without the Pages Functions wrapper (static assets and the Origin check of functions/[[path]].ts
 * are left out; the bench requests only React Router paths). scripts/bench.ts bundles this with esbuild
 * and runs it in Miniflare.
 */
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Env } from "../app/server/env.server";
import type { withResponsePolicy as WithResponsePolicy } from "../app/server/response-policy.server";
// @ts-ignore -- the server build exists only after `npm run build` (ts-ignore, not ts-expect-error: it may exist)
import * as build from "../build/server/index.js";
import type { getLoadContext as GetLoadContext } from "../load-context";

const serverBuild = build as unknown as ServerBuild;
const handler = createRequestHandler(serverBuild, "production");
// As in functions/[[path]].ts: the build's own getLoadContext, so the worker holds one copy of the app.
const { getLoadContext, withResponsePolicy } = serverBuild.entry.module as unknown as {
  getLoadContext: typeof GetLoadContext;
  withResponsePolicy: typeof WithResponsePolicy;
};

export default {
  async fetch(request, env, ctx) {
    try {
      const context = await getLoadContext({ request, context: { cloudflare: { env, cf: request.cf, ctx, caches } } });
      // As the Pages function does: every answer gets the response policy (cookies expired or minted, HTML not stored).
      return await withResponsePolicy(await handler(request, context), context);
    } catch (e) {
      // Failures outside React Router (getLoadContext: missing bindings, invalid settings) would otherwise
      // be a bare 500: log them and name them in the body so the bench can show the cause.
      const message = e instanceof Error ? e.message : String(e);
      console.error("bench-worker:", e);
      return new Response(`bench-worker: ${message}`, { status: 500, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    }
  },
} satisfies ExportedHandler<Env>;
