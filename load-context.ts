import type { Env } from "./app/server/env.server";
import { createRequestContext, type RequestContext } from "./app/server/request-context.server";
import { createServices, type Services } from "./app/server/services.server";
import { configureClock } from "./contract/clock";

/** What both the Pages runtime and wrangler's dev proxy hand to getLoadContext. */
export type Cloudflare = {
  env: Env;
  cf?: IncomingRequestCfProperties | Record<string, unknown>;
  ctx: { waitUntil(promise: Promise<unknown>): void; passThroughOnException(): void };
  caches?: unknown;
};

declare module "react-router" {
  interface AppLoadContext extends Services, RequestContext {
    cloudflare: Cloudflare;
  }
}

/**
 * Shared by the Pages function and the Vite dev proxy, so dev and production build the same context:
 * the per-request services (gateway client, cookie settings), then what the request says about itself
 * (member, locale, site status), each worked out once (app/server/request-context.server.ts).
 */
export async function getLoadContext({ request, context }: { request: Request; context: { cloudflare: Cloudflare } }) {
  // Before anything reads the time. The Pages function has set it already; the Vite dev proxy has not.
  configureClock(context.cloudflare.env.EL_NOW);
  const services = await createServices(request, context.cloudflare.env, context.cloudflare.ctx, context.cloudflare.cf);
  return { cloudflare: context.cloudflare, ...services, ...(await createRequestContext(request, services, context.cloudflare.cf)) };
}
