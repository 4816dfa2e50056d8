import type { Env } from "./app/server/env.server";
import { createServices, type Services } from "./app/server/services.server";

/** What both the Pages runtime and wrangler's dev proxy hand to getLoadContext. */
export type Cloudflare = {
  env: Env;
  cf?: IncomingRequestCfProperties | Record<string, unknown>;
  ctx: { waitUntil(promise: Promise<unknown>): void; passThroughOnException(): void };
  caches?: unknown;
};

declare module "@remix-run/cloudflare" {
  interface AppLoadContext extends Services {
    cloudflare: Cloudflare;
  }
}

/** Shared by the Pages function and the Vite dev proxy, so dev and production build the same context. */
export function getLoadContext({ request, context }: { request: Request; context: { cloudflare: Cloudflare } }) {
  return { cloudflare: context.cloudflare, ...createServices(request, context.cloudflare.env, context.cloudflare.ctx) };
}
