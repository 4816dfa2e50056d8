import type { AppLoadContext } from "react-router";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { redirectWithToast } from "~/session/auth.server";
import { describeTeamFailure } from "./failures";

/**
 * A team page's failed call that the page cannot show as a message: the gateway's agent gate or
 * module refusal (the switch went off after the page's own check) sends the agent to the agency
 * centre with the no-permission message; anything else is the error state with retry.
 */
export async function teamPageFailure(error: unknown, request: Request, context: AppLoadContext): Promise<never> {
  if (describeTeamFailure(error)?.leave) {
    throw await redirectWithToast("/m/agent", { key: "error.forbidden", kind: "message", tone: "error" }, context);
  }
  return gatewayFailure(error, request, context);
}
