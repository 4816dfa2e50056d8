import { agentModuleOn, type AgentModule } from "@contract/agent-modules";
import { moduleOfAgentModule } from "@contract/capabilities";
import { mayOpenAgentHome, isTrial } from "@contract/member-types";
import type { LoginResult } from "@contract/schemas/envelope";
import { redirect, type AppLoadContext } from "react-router";
import { DEFAULT_REDIRECT_TARGET, loginHrefFor, redirectTarget } from "~/rules/redirect-target";
import type { Toast } from "~/rules/toast";
import { combineHeaders } from "~/server/headers";
import { requireModule } from "~/server/modules.server";
import type { MemberSession } from "./session.server";
import { toastHeader } from "./toast.server";

/** A redirect that carries a flash toast. */
export async function redirectWithToast(url: string, toast: Toast, context: AppLoadContext, headers?: HeadersInit): Promise<Response> {
  return redirect(url, { headers: combineHeaders(headers, { "Set-Cookie": await toastHeader(toast, context.cookieOptions) }) });
}

/**
 * A user-supplied place to go back to (redirectTo, returnTo, pageBack) as a page of this app under
 * /m/, judged against the request's own origin (app/rules/redirect-target.ts); else `fallback`.
 */
export function safeRedirectTarget(value: FormDataEntryValue | string | null | undefined, request: Request | URL, fallback = DEFAULT_REDIRECT_TARGET): string {
  return redirectTarget(value, new URL(request instanceof URL ? request : request.url).origin, fallback);
}

/**
 * Pages for guests only (login, register, forgot password): a signed-in member is sent on to
 * `target`. With `allowTrial`, a free-trial session (§6 type 4) counts as a guest: its way to a real
 * account is to register or sign in, and the new session replaces the trial's.
 */
export function requireGuest(context: AppLoadContext, target = DEFAULT_REDIRECT_TARGET, options: { allowTrial?: boolean } = {}): void {
  const member = context.member;
  if (member && !(options.allowTrial && isTrial(member.type))) throw redirect(target);
}

/**
 * Pages for members only (§6). Guests go to /m/login and come back afterwards; free-trial accounts
 * (type 4) are turned away with free_reject unless the page allows them.
 */
export async function requireMember(request: Request, context: AppLoadContext, options: { allowTrial?: boolean } = {}): Promise<MemberSession> {
  const member = context.member;
  if (!member) throw redirect(loginHrefFor(request));
  if (!options.allowTrial && isTrial(member.type)) {
    throw await redirectWithToast("/m/home", { key: "toast.free_reject", kind: "message", tone: "error" }, context);
  }
  return member;
}

/**
 * Agent pages (§5, §6): types 0, 4 and 40 are sent home with 'Non-agents cannot log in'. A gateway
 * without the agent programme (contract/capabilities.ts) has none of them: "not offered here".
 */
export async function requireAgent(request: Request, context: AppLoadContext): Promise<MemberSession> {
  await requireModule(context, "agent");
  const member = await requireMember(request, context);
  if (!mayOpenAgentHome(member.type)) {
    throw await redirectWithToast("/m/home", { key: "toast.non_agent", kind: "message", tone: "error" }, context);
  }
  return member;
}

/**
 * An agent module's page (contract/agent-modules.ts): an agent, and the module's switch on; a module
 * that is off sends the agent back to the agency centre with the no-permission message. A module the
 * gateway does not offer at all (red rain, the contracts: contract/capabilities.ts) is "not offered here".
 */
export async function requireAgentModule(request: Request, context: AppLoadContext, module: AgentModule): Promise<MemberSession> {
  const member = await requireAgent(request, context);
  await requireModule(context, moduleOfAgentModule(module));
  const status = await context.siteSwitches();
  if (!agentModuleOn(module, status.features)) {
    throw await redirectWithToast("/m/agent", { key: "error.forbidden", kind: "message", tone: "error" }, context);
  }
  return member;
}

/** Set-Cookie for a new signed-in session built from the gateway's login answer. */
export async function startSession(context: AppLoadContext, login: LoginResult): Promise<string> {
  const session = context.session;
  session.set("member", { token: login.token, userName: login.userName, type: login.customerType, firstTimeLogin: login.firstTimeLogin });
  return context.sessions.commitSession(session);
}

export async function endSession(context: AppLoadContext): Promise<string> {
  return context.sessions.destroySession(context.session);
}
