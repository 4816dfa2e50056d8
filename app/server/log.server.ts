import { isGatewayError } from "~/gateway-client/errors";
import { isGateClosure } from "./site-gate.server";

/**
 * Structured logs: one JSON object per line, so Workers Logs (and `wrangler tail`) can filter on
 * any field. Every line of a request carries its id (Cloudflare's CF-Ray when present) and path;
 * gateway lines add the call and its duration.
 */
export type LogLevel = "info" | "warn" | "error";
export type LogFields = Record<string, unknown>;
export type Logger = {
  readonly requestId: string;
  log(level: LogLevel, event: string, fields?: LogFields): void;
};

/** What an error becomes in a log line: a gateway failure by kind and path, anything else by message and stack. */
export function describeError(error: unknown): LogFields {
  if (isGatewayError(error)) return { errorKind: `gateway.${error.kind}`, gatewayPath: error.path, gatewayCode: error.code };
  if (error instanceof Error) return { errorKind: error.name, message: error.message, stack: error.stack };
  return { errorKind: typeof error, message: String(error) };
}

type Sink = Pick<Console, "log" | "warn" | "error">;

export function createLogger(request: Request, sink: Sink = console): Logger {
  const requestId = request.headers.get("CF-Ray") ?? crypto.randomUUID();
  const url = new URL(request.url);
  return {
    requestId,
    log(level, event, fields = {}) {
      const line = JSON.stringify({ level, event, requestId, method: request.method, route: url.pathname, ...fields });
      sink[level === "info" ? "log" : level](line);
    },
  };
}

/**
 * A deferred loader value (streamed after the first paint): a failure must not fail the page, so it
 * becomes null (the section shows its own empty or retry state) — and is logged under `label`, so a
 * section that is always empty in production is seen, not guessed at.
 */
export function deferredWith(logger: Logger) {
  return function deferred<T>(promise: Promise<T>, label: string): Promise<T | null> {
    return promise.catch((error: unknown) => {
      // A closed start gate is not a failure: the page is not shown at all (site-gate.server.ts).
      if (!isGateClosure(error)) logger.log("warn", "deferred.failed", { label, ...describeError(error) });
      return null;
    });
  };
}
