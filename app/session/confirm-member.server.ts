import type { AppLoadContext } from "react-router";
import { fetchMemberInfo } from "~/gateway-client/account.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import type { MemberSession } from "./session.server";

/**
 * For pages that render from the session cookie alone (no gateway call with the token of their
 * own): asks the gateway whether the token still holds. A revoked one (signed out elsewhere,
 * password changed) ends the session and goes to /m/login with session_expired, through
 * gatewayFailure like any loader's gateway failure.
 */
export async function confirmMember(request: Request, context: AppLoadContext, member: MemberSession): Promise<MemberSession> {
  await fetchMemberInfo(context.gateway, member.token).catch((e: unknown) => gatewayFailure(e, request, context));
  return member;
}
