/**
 * Worker entry of the fuzz sample (scripts/fuzz/miniflare.ts bundles it with esbuild and runs it in
 * Miniflare): the production Pages function itself, functions/[[path]].ts — the Origin check, then
 * Remix with getLoadContext over the built app — called with a Pages context. ASSETS answers 404,
 * so every request reaches the function (static files are not what the fuzz suite is about).
 */
import { onRequest } from "../../functions/[[path]]";

type PagesContext = Parameters<typeof onRequest>[0];

export default {
  fetch(request: Request, env: Record<string, unknown>, ctx: ExecutionContext): Promise<Response> {
    const notFound = async () => new Response(null, { status: 404 });
    const context = {
      // A copy, as Pages hands functions one: the handler edits its headers (if-none-match), and an
      // incoming request's headers are immutable.
      request: new Request(request),
      env: { ...env, ASSETS: { fetch: notFound } },
      params: {},
      data: {},
      functionPath: new URL(request.url).pathname,
      waitUntil: (p: Promise<unknown>) => ctx.waitUntil(p),
      passThroughOnException: () => ctx.passThroughOnException(),
      next: notFound,
    } as unknown as PagesContext;
    return Promise.resolve(onRequest(context));
  },
};
