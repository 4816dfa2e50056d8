/**
 * The production Pages function, functions/[[path]].ts, as a module worker for Miniflare: what the
 * Cloudflare Pages platform does around it, and no more. The fuzz suite and the request tests
 * (scripts/fuzz/miniflare.ts) bundle this file with esbuild and run it in workerd over the built
 * app; the browser tests' worlds (tests/e2e/world.ts) bundle it behind their SQL door
 * (scripts/test-pages-worker.ts).
 *
 * - Routing (`_routes.json`, given as ROUTES): a path the rules exclude never reaches the function
 *   and is a static file or a 404, as on Pages.
 * - Static files: `STATIC_FILES` lists the paths of build/client and the `STATIC` service answers
 *   them (with `_headers` applied); both are absent for the fuzz suite, where every request is the
 *   function's and ASSETS answers 404.
 */
import { pagesPatternMatches } from "./pages-patterns";
import { onRequest } from "../functions/[[path]]";

type PagesContext = Parameters<typeof onRequest>[0];
type Routes = { include: string[]; exclude: string[] };
type PlatformEnv = Record<string, unknown> & { ROUTES?: Routes; STATIC_FILES?: string[]; STATIC?: Fetcher };

/** The stand-in's own bindings: the function never sees them. */
const PLATFORM_BINDINGS = new Set(["ROUTES", "STATIC_FILES", "STATIC"]);

const staticFileSets = new WeakMap<string[], Set<string>>();

function staticFileSet(files: string[]): Set<string> {
  let set = staticFileSets.get(files);
  if (!set) staticFileSets.set(files, (set = new Set(files)));
  return set;
}

export default {
  fetch(request: Request, env: PlatformEnv, ctx: ExecutionContext): Promise<Response> {
    const path = new URL(request.url).pathname;
    const notFound = async () => new Response(null, { status: 404 });
    const files = env.STATIC_FILES ? staticFileSet(env.STATIC_FILES) : new Set<string>();
    const assets = async (input: RequestInfo | URL, init?: RequestInit) => {
      const asked = new Request(input, init);
      const assetPath = new URL(asked.url).pathname;
      return env.STATIC && files.has(assetPath) ? env.STATIC.fetch(asked) : notFound();
    };
    const routes = env.ROUTES;
    if (routes && (!routes.include.some((rule) => pagesPatternMatches(rule, path)) || routes.exclude.some((rule) => pagesPatternMatches(rule, path)))) {
      return assets(request);
    }
    const appEnv = Object.fromEntries(Object.entries(env).filter(([name]) => !PLATFORM_BINDINGS.has(name)));
    const context = {
      // A copy, as Pages hands functions one: the handler edits its headers (if-none-match), and an
      // incoming request's headers are immutable.
      request: new Request(request),
      env: { ...appEnv, ASSETS: { fetch: assets } },
      params: {},
      data: {},
      functionPath: path,
      waitUntil: (p: Promise<unknown>) => ctx.waitUntil(p),
      passThroughOnException: () => ctx.passThroughOnException(),
      next: () => assets(request),
    } as unknown as PagesContext;
    return Promise.resolve(onRequest(context));
  },
};
