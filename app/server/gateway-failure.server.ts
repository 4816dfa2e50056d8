import { UNSUPPORTED_MODULE_CODE, isModuleName } from "@contract/capabilities";
import { data, type AppLoadContext } from "react-router";
import { endsSession, isGatewayError, type GatewayFailureKind } from "~/gateway-client/errors";
import { loginHrefFor } from "~/rules/redirect-target";
import { endSession, redirectWithToast } from "~/session/auth.server";
import { notOffered } from "./modules.server";

/** What an error boundary receives for a failed gateway call: a reason it can translate. */
export type GatewayFailureData = { reason: `gateway.${GatewayFailureKind}`; code?: string };

const STATUS: Record<GatewayFailureKind, number> = { unreachable: 502, timeout: 504, server: 502, invalid: 502, business: 502 };

/**
 * Turns a failed gateway call into something a route can render: an ended session becomes a
 * sign-in redirect with a toast; a module the gateway does not offer the "not offered here" page;
 * any other gateway failure a 502/504 for the error boundary.
 */
export async function gatewayFailure(error: unknown, request: Request, context: AppLoadContext): Promise<never> {
  if (endsSession(error)) {
    throw await redirectWithToast(loginHrefFor(request), { key: "toast.session_expired", kind: "message", tone: "error" }, context, {
      "Set-Cookie": await endSession(context),
    });
  }
  // A module the gateway does not offer (contract/capabilities.ts): the page is not offered here, not broken.
  if (isGatewayError(error) && error.kind === "business" && error.code === UNSUPPORTED_MODULE_CODE) {
    const module = (error.value as { module?: unknown } | undefined)?.module;
    if (typeof module === "string" && isModuleName(module)) throw notOffered(module);
  }
  if (isGatewayError(error)) {
    const payload: GatewayFailureData = { reason: `gateway.${error.kind}`, ...(error.code ? { code: error.code } : {}) };
    throw data(payload, { status: STATUS[error.kind] });
  }
  throw error;
}
