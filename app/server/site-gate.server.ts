import { UNSUPPORTED_MODULE_CODE, moduleOfRoute, type ModuleName } from "@contract/capabilities";
import { ROUTES, type RouteName } from "@contract/routes";
import { data } from "react-router";
import type { GatewayClient } from "~/gateway-client/client.server";
import { GatewayError } from "~/gateway-client/errors";
import { GATE_STATUS, MAINTENANCE_RETRY_AFTER_SECONDS, decideGate } from "~/rules/site-gate";

/** A customer-service entry the gate screen offers (§3 service links). */
export type GateServiceLink = { name: string; url: string };

/** What a closed gate's answer carries: the gate screen's own data, nothing of the page asked for. */
export type GatePayload = { gate: "maintenance" | "region"; country: string | null; service: GateServiceLink[] };

type GateStatus = { maintenance: boolean; regionRestricted: boolean; unofferedModules?: readonly ModuleName[] };

/**
 * The answer to every loader, action and resource route while the gate is closed: 503 with
 * Retry-After for maintenance, 451 for a restricted region (§2 start gate), never cached.
 */
export function gateClosed(payload: GatePayload, headers = new Headers()) {
  if (payload.gate === "maintenance") headers.set("Retry-After", String(MAINTENANCE_RETRY_AFTER_SECONDS));
  headers.set("Cache-Control", "no-store");
  return data(payload, { status: GATE_STATUS[payload.gate], headers });
}

/** True for what gateClosed() returns, however it travelled (thrown by a loader or a gateway call). */
export function isGateClosure(value: unknown): boolean {
  const v = value as { type?: unknown; data?: { gate?: unknown } } | null;
  return typeof v === "object" && v !== null && v.type === "DataWithResponseInit" && (v.data?.gate === "maintenance" || v.data?.gate === "region");
}

/** Gateway calls that work while the gate is closed: the gate's own questions and its service links. */
const OPEN_WHILE_GATED = new Set<RouteName>(["siteStatus", "capabilities", "serviceLinks"]);

/**
 * A call to a module the gateway does not offer fails here, as the gateway would refuse it
 * (module.unsupported; a mutation is never sent, a read's answer is dropped): a page that reaches for
 * one shows "not offered here" (gateway-failure.server.ts) and a deferred part of a page stays away.
 */
function unsupported(route: RouteName, status: Pick<GateStatus, "unofferedModules">): GatewayError | null {
  const module = moduleOfRoute(route);
  return module && status.unofferedModules?.includes(module)
    ? new GatewayError("business", ROUTES[route].path, UNSUPPORTED_MODULE_CODE, undefined, { module })
    : null;
}

/** What the gate judges by: the site status (fresh for every request), and the modules not offered (kept by the isolate). */
export type GateFacts = {
  siteStatus: () => Promise<GateStatus>;
  unofferedModules: () => Promise<readonly ModuleName[]>;
};

/**
 * The gateway as loaders and actions see it: while the gate is closed, every call other than the
 * gate's own throws the gate's answer instead of a page's data (decision 023).
 *
 * - A read (a route that is not a `mutation` in contract/routes.ts) is sent at once, beside the site
 *   status, so the status costs a page no round trip of its own; its answer is handed over only once
 *   the status says the gate is open. While it is closed the answer is dropped and the gate's is
 *   thrown, so a blocked player's document still carries no page data: loaders run in parallel with
 *   the root's gate check, and what they return would otherwise be serialised into the 451/503
 *   document. A read changes nothing a player could use (the most it leaves is an unanswered captcha
 *   challenge that expires), so having asked costs the gateway a little work and no more.
 *   Before it is sent it waits only for the modules not offered, which the isolate keeps (a fresh
 *   isolate reads them beside the status), so a call the gateway would refuse is never sent.
 * - A mutation is sent only after the status says the gate is open: an action runs before the root
 *   loader, and a blocked login must not sign anyone in.
 * - A file (`raw`) waits for the status too: its body would have to be drained when dropped, and no
 *   page waits for one.
 */
export function gatedGateway(inner: GatewayClient, facts: GateFacts, country: string | null): GatewayClient {
  /** Throws the gate's answer while it is closed, or the refusal of a module the gateway does not offer. */
  async function admit(route: RouteName): Promise<void> {
    const status = await facts.siteStatus();
    const gate = decideGate(status);
    if (gate !== "open") throw gateClosed({ gate, country, service: [] });
    const refused = unsupported(route, status);
    if (refused) throw refused;
  }
  return {
    async call(route, options) {
      if (OPEN_WHILE_GATED.has(route)) return inner.call(route, options);
      if (ROUTES[route].mutation || unsupported(route, { unofferedModules: await facts.unofferedModules() })) {
        // A closed gate's answer comes before a module's refusal, as for every other call.
        await admit(route);
        return inner.call(route, options);
      }
      const answer = inner.call(route, options);
      // Judged after the status: a failure while the gate is closed is not the page's.
      answer.catch(() => undefined);
      await admit(route);
      return answer;
    },
    ...(inner.raw
      ? {
          async raw(route, options) {
            await admit(route);
            return inner.raw!(route, options);
          },
        }
      : {}),
  };
}
