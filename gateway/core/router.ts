import { sha256Hex } from "./crypto";
import { offersModule, type GatewayEnv } from "./env";
import type { Handler, RequestArgs } from "./handler";
import { fail } from "./http";
import { RequestDatabase, sessionStart } from "./request-database";
import { UNSUPPORTED_MODULE_CODE, UNSUPPORTED_MODULE_STATUS, moduleOfRoute } from "../../contract/capabilities";
import { now as clockNow } from "../../contract/clock";
import { READ_AFTER_HEADER } from "../../contract/consistency";
import { gateRefusal } from "../../contract/rg-rules";
import { ROUTES, type GatewayRoute, type RouteName } from "../../contract/routes";
import { CONTRACT_VERSION, CONTRACT_VERSION_HEADER } from "../../contract/version";
import { findMemberByToken } from "../accounts/auth";
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

/** The embedded gateway answers the same route table the app calls, so the contract cannot drift. */
export const HANDLERS: Partial<Record<RouteName, Handler>> = {
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

/** A request's route and the handler that answers it. */
type Answerer = { name: RouteName; handler: Handler };

const table = new Map<string, Answerer>();
for (const [name, handler] of Object.entries(HANDLERS) as [RouteName, Handler][]) {
  const route: GatewayRoute = ROUTES[name];
  table.set(`${route.method} ${route.path}`, { name, handler });
}

function bearer(request: Request): string | null {
  const header = request.headers.get("Authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export type HandlerOverrides = Partial<Record<RouteName, Handler>>;

/** A route's handler, or the override a test gave for it (e.g. the reward calls with a test provider). */
function answererFor(method: string, pathname: string, overrides?: HandlerOverrides): Answerer | undefined {
  for (const [name, handler] of Object.entries(overrides ?? {}) as [RouteName, Handler][]) {
    const route: GatewayRoute = ROUTES[name];
    if (route.method === method && route.path === pathname) return { name, handler };
  }
  return table.get(`${method} ${pathname}`);
}

/**
 * Request → Response over D1, in-process or deployed as its own worker. `overrides` replace some
 * routes' handlers (tests only: the same auth and error handling around a handler built with test data).
 * Every answer, refusals and unknown routes included, says which contract version it speaks. A
 * route's queries run in one D1 session (request-database.ts); an answer whose queries gave a
 * bookmark carries it in X-Read-After, for the caller to send back on its next reads.
 */
export async function handleGatewayRequest(request: Request, env: GatewayEnv, now: () => number = clockNow, overrides?: HandlerOverrides): Promise<Response> {
  const url = new URL(request.url);
  const answerer = answererFor(request.method, url.pathname, overrides);
  if (!answerer) return versioned(fail("route.not.found", "The requested url is empty", 404));
  const db = new RequestDatabase(env.DB, sessionStart(ROUTES[answerer.name].mutation, request.headers));
  const response = await answer(request, url, answerer, { ...env, DB: db }, now);
  const bookmark = db.bookmark();
  if (bookmark) response.headers.set(READ_AFTER_HEADER, bookmark);
  return versioned(response);
}

function versioned(response: Response): Response {
  response.headers.set(CONTRACT_VERSION_HEADER, CONTRACT_VERSION);
  return response;
}

async function answer(request: Request, url: URL, { name, handler }: Answerer, env: GatewayEnv, now: () => number): Promise<Response> {
  const { auth } = ROUTES[name];
  // A module this deployment leaves out (GATEWAY_MODULES_OFF) has no routes here: refused before its handler runs.
  const module = moduleOfRoute(name);
  if (module && !offersModule(env, module)) {
    return fail(UNSUPPORTED_MODULE_CODE, "This operator does not offer this module", UNSUPPORTED_MODULE_STATUS, { module });
  }

  if (request.headers.get("X-Merchant-Code") !== env.MERCHANT_CODE) {
    return fail("merchant.invalid", "Incorrect merchant information", 403);
  }

  const args: RequestArgs = { request, url, ctx: { env, now } };
  const token = bearer(request);
  const member = token && auth !== "none" ? await findMemberByToken(env.DB, token, now()) : null;
  if (auth === "member" && !member) {
    return fail(
      token ? "auth.token.invalid" : "auth.required",
      token ? "The account has been logged out, please log in again" : "You are not logged in, please login first",
      401,
    );
  }
  try {
    // Responsible gaming (decision 040): one gate for every member call, so a forged
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
        // Only where the table disagrees (router.test.ts keeps them equal): a handler that needs a member on a route the table opens.
        if (!member || !token) throw new Error(`${name}: its handler needs a member, the route table says auth "${auth}"`);
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
