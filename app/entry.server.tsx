import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { ServerRouter, isRouteErrorResponse, type AppLoadContext, type EntryContext, type HandleErrorFunction } from "react-router";
import { I18nProvider } from "./i18n/react";
import { resources } from "./i18n/resources";
import { describeError } from "./server/log.server";
import { applyDocumentSecurity, applyResponsePolicy, applySecurityBaseline } from "./server/response-policy.server";
import { createNonce } from "./server/security-headers";
import { NonceProvider } from "./ui/nonce";

/** React Router reads this export: a promise a loader returned that is still pending after it is rejected. */
export const streamTimeout = 5_000;

/**
 * How long deferred data may still stream: the stream timeout, but never past the request's gateway
 * budget. Its gateway calls fail there anyway (app/gateway-client/client.server.ts), and nothing else a
 * section waits for may keep the player waiting longer.
 */
// eslint-disable-next-line no-restricted-properties -- the budget is real time, like its start (services.server.ts)
export function streamAbortDelay(budgetEndsAt: number, now = Date.now()): number {
  return Math.max(0, Math.min(streamTimeout, budgetEndsAt - now));
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const locale = loadContext.locale;
  // One nonce per document (decision 050): in the CSP header, on React Router's and React's inline scripts.
  const nonce = createNonce();

  const abortDelay = streamAbortDelay(loadContext.budgetEndsAt);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), abortDelay + 1000);
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <I18nProvider locale={locale} texts={resources[locale].translation}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </I18nProvider>
    </NonceProvider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) loadContext.logger.log("error", "render.failed", describeError(error));
        responseStatusCode = 500;
      },
    },
  );
  body.allReady.then(() => clearTimeout(timer));

  // Crawlers (and curl) get the complete document; browsers get the stream.
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  await applyResponsePolicy(responseHeaders, loadContext);
  applyDocumentSecurity(responseHeaders, loadContext, nonce);
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

/**
 * A client's mistake thrown as a 4xx (a body that is not a form, an unknown id) is an answer, not
 * a server error: only what is left is logged, so the log shows what needs fixing.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  context.logger.log("error", "request.failed", describeError(error));
};

/**
 * Single-fetch `.data` answers (loaders, actions, their redirects) get the same policy as documents,
 * and the baseline security headers (no CSP: they are not documents).
 */
export async function handleDataRequest(response: Response, { context }: { request: Request; context: AppLoadContext }) {
  const headers = new Headers(response.headers);
  await applyResponsePolicy(headers, context);
  applySecurityBaseline(headers, context);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Re-exported so the Pages function takes getLoadContext (and the response policy it finishes every
 * answer with) from this same server build: bundling load-context.ts separately would give the
 * worker a second copy of every module it imports, and errors thrown by one copy (GatewayError,
 * SpamError) would fail `instanceof` in the other.
 */
export { getLoadContext } from "../load-context";
export { withResponsePolicy } from "./server/response-policy.server";
// The clock too: the build's copy of contract/clock.ts is the one the loaders and the embedded gateway read.
export { configureClock } from "@contract/clock";
