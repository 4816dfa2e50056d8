import { sha256Hex } from "./crypto";
import { offersModule, type GatewayContext, type GatewayEnv } from "./env";
import { fail } from "./http";
import { UNSUPPORTED_MODULE_CODE, UNSUPPORTED_MODULE_STATUS, moduleOfRoute, type ModuleName } from "../../contract/capabilities";
import { now as clockNow } from "../../contract/clock";
import { gateRefusal } from "../../contract/rg-rules";
import { ROUTES, type GatewayRoute } from "../../contract/routes";
import { findMemberByToken, type Member } from "../accounts/auth";
import { accountHandlers } from "../handlers/accounts";
import { agentContractHandlers } from "../handlers/agent-contracts";
import { agentHomeHandlers } from "../handlers/agent-home";
import { agentReportHandlers } from "../handlers/agent-reports";
import { agentTeamHandlers } from "../handlers/agent-team";
import { contentHandlers } from "../handlers/content";
import { depositHandlers } from "../handlers/deposit";
import { feedbackHandlers } from "../handlers/feedback";
import { gamesHandlers } from "../handlers/games";
import { identityHandlers } from "../handlers/identity";
import { inboxHandlers } from "../handlers/inbox";
import { lotteryHandlers } from "../handlers/lottery";
import { memberHandlers } from "../handlers/member";
import { missionHandlers } from "../handlers/missions";
import { mobileHandlers } from "../handlers/mobile";
import { orderHandlers } from "../handlers/orders";
import { promotionHandlers } from "../handlers/promotions";
import { rebateHandlers } from "../handlers/rebates";
import { redRainHandlers } from "../handlers/red-rain";
import { referralHandlers } from "../handlers/referrals";
import { rewardHandlers } from "../handlers/rewards";
import { rgHandlers } from "../handlers/rg";
import { securityHandlers } from "../handlers/security";
import { siteHandlers } from "../handlers/site";
import { transactionHandlers } from "../handlers/transactions";
import { transferHandlers } from "../handlers/transfer";
import { walletHandlers } from "../handlers/wallet";
import { gateState, rgRefusal } from "../rg/rg";
import { activityOfRequest } from "../rg/rg-gate";

export type RequestArgs = { request: Request; url: URL; ctx: GatewayContext };
/** The member behind a valid token, when the call brought one. */
export type OptionalMemberArgs = RequestArgs & { member: Member | null; token: string | null };
/** A member call only runs with a valid token, so its member and token are always there. */
export type MemberArgs = RequestArgs & { member: Member; token: string };

/**
 * A route's handler, typed by its `auth`: "none" never reads a token, "optional" reads it when
 * present, "member" requires a valid one (the router answers 401 without running the handler).
 */
export type Handler =
  | { auth: "none"; run: (args: RequestArgs) => Promise<Response> }
  | { auth: "optional"; run: (args: OptionalMemberArgs) => Promise<Response> }
  | { auth: "member"; run: (args: MemberArgs) => Promise<Response> };

/** The embedded gateway answers the same route table the app calls, so the contract cannot drift. */
const handlers: Partial<Record<keyof typeof ROUTES, Handler>> = {
  ...siteHandlers,
  ...memberHandlers,
  ...contentHandlers,
  ...promotionHandlers,
  ...inboxHandlers,
  ...accountHandlers,
  ...gamesHandlers,
  ...lotteryHandlers,
  ...securityHandlers,
  ...identityHandlers,
  ...mobileHandlers,
  ...transactionHandlers,
  ...walletHandlers,
  ...transferHandlers,
  ...orderHandlers,
  ...depositHandlers,
  ...agentHomeHandlers,
  ...agentReportHandlers,
  ...agentTeamHandlers,
  ...redRainHandlers,
  ...agentContractHandlers,
  ...missionHandlers,
  ...rewardHandlers,
  ...rebateHandlers,
  ...referralHandlers,
  ...rgHandlers,
  ...feedbackHandlers,
};

const table = new Map<string, Handler>();
for (const [name, handler] of Object.entries(handlers)) {
  const route: GatewayRoute = ROUTES[name as keyof typeof ROUTES];
  table.set(`${route.method} ${route.path}`, handler);
}

/** The optional module (contract/capabilities.ts) of each route that has one, by method and path. */
const moduleOfPath = new Map<string, ModuleName>();
for (const name of Object.keys(ROUTES) as (keyof typeof ROUTES)[]) {
  const module = moduleOfRoute(name);
  if (module) moduleOfPath.set(`${ROUTES[name].method} ${ROUTES[name].path}`, module);
}

function bearer(request: Request): string | null {
  const header = request.headers.get("Authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export type HandlerOverrides = Partial<Record<keyof typeof ROUTES, Handler>>;

/** A route's handler, or the override a test gave for it (e.g. the reward calls with a test provider). */
function handlerFor(method: string, pathname: string, overrides?: HandlerOverrides): Handler | undefined {
  for (const [name, handler] of Object.entries(overrides ?? {})) {
    const route: GatewayRoute = ROUTES[name as keyof typeof ROUTES];
    if (route.method === method && route.path === pathname) return handler;
  }
  return table.get(`${method} ${pathname}`);
}

/**
 * Request → Response over D1, in-process or deployed as its own worker. `overrides` replace some
 * routes' handlers (tests only: the same auth and error handling around a handler built with test data).
 */
export async function handleGatewayRequest(request: Request, env: GatewayEnv, now: () => number = clockNow, overrides?: HandlerOverrides): Promise<Response> {
  const url = new URL(request.url);
  const handler = handlerFor(request.method, url.pathname, overrides);
  if (!handler) return fail("route.not.found", "The requested url is empty", 404);
  // A module this deployment leaves out (GATEWAY_MODULES_OFF) has no routes here: refused before its handler runs.
  const module = moduleOfPath.get(`${request.method} ${url.pathname}`);
  if (module && !offersModule(env, module)) {
    return fail(UNSUPPORTED_MODULE_CODE, "This operator does not offer this module", UNSUPPORTED_MODULE_STATUS, { module });
  }

  if (request.headers.get("X-Merchant-Code") !== env.MERCHANT_CODE) {
    return fail("merchant.invalid", "Incorrect merchant information", 403);
  }

  const args: RequestArgs = { request, url, ctx: { env, now } };
  const token = bearer(request);
  const member = token && handler.auth !== "none" ? await findMemberByToken(env.DB, token, now()) : null;
  try {
    // Responsible gaming (issue 16, decision 040): one gate for every member call, so a forged
    // request straight to the gateway is refused exactly like one from the page. A gateway without
    // the module has no gate: the app shows no reality check, so a due one must not block play.
    if (member && token && offersModule(env, "responsibleGaming")) {
      const activity = activityOfRequest(request.method, url.pathname);
      if (activity !== "free") {
        const refused = gateRefusal(await gateState(env.DB, member.id, await sha256Hex(token), now()), activity);
        if (refused) return rgRefusal(refused);
      }
    }
    switch (handler.auth) {
      case "none":
        return await handler.run(args);
      case "optional":
        return await handler.run({ ...args, member, token });
      case "member":
        if (!member || !token) {
          return fail(
            token ? "auth.token.invalid" : "auth.required",
            token ? "The account has been logged out, please log in again" : "You are not logged in, please login first",
            401,
          );
        }
        return await handler.run({ ...args, member, token });
    }
  } catch (e) {
    // One JSON line, like the app's (decision 022), with the caller's request id so both sides' lines join up.
    // eslint-disable-next-line no-console -- the gateway's only log line: an unexpected failure
    console.error(
      JSON.stringify({
        level: "error",
        event: "gateway.handler_failed",
        requestId: request.headers.get("X-Request-Id"),
        route: url.pathname,
        message: e instanceof Error ? e.message : String(e),
        stack: e instanceof Error ? e.stack : undefined,
      }),
    );
    return fail("system.error", "Unknown error", 500);
  }
}
