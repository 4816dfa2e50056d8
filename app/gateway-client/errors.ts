/**
 * Typed gateway failures a route can render (§8): the gateway could not be reached, took too
 * long, failed on its side (HTTP 5xx without a refusal), answered something that is not the
 * contract, or refused with a business code.
 */
export type GatewayFailureKind = "unreachable" | "timeout" | "server" | "invalid" | "business";

export class GatewayError extends Error {
  override name = "GatewayError";
  constructor(
    readonly kind: GatewayFailureKind,
    readonly path: string,
    /** Business error code from the envelope (e.g. "auth.token.invalid"). */
    readonly code?: string,
    /** The gateway's own message; shown only through a translation key, never raw. */
    readonly upstreamMessage?: string,
    /** Details of a business refusal (e.g. { captcha: true }). */
    readonly value?: unknown,
  ) {
    super(`gateway ${kind} on ${path}${code ? ` (${code})` : ""}`);
  }
}

export function isGatewayError(e: unknown): e is GatewayError {
  return e instanceof GatewayError;
}

/** Codes that mean the member's token is no longer valid: the edge drops its session. */
export const SESSION_ENDED_CODES = new Set(["auth.token.invalid", "auth.token.expired", "auth.logged.out"]);

export function endsSession(e: unknown): boolean {
  return isGatewayError(e) && e.kind === "business" && e.code !== undefined && SESSION_ENDED_CODES.has(e.code);
}
