import type { GatewayClient } from "./client.server";

/**
 * The agent home's and the team overview's calls. Member-specific, so
 * never cached. Refusals arrive as GatewayError "business": agent.forbidden (403, types 0, 4, 40),
 * agent.module.off (403, the overview's switch is off), records.range.invalid (400).
 */

export function fetchAgentHome(gateway: GatewayClient, token: string) {
  return gateway.call("agentHome", { token });
}

/** §7 Team KPI: days YYYY-MM-DD (operator days, both included); the home asks for today. */
export function fetchTeamKpi(gateway: GatewayClient, token: string, q: { startDate: string; endDate: string }) {
  return gateway.call("teamKpi", { token, query: { startDate: q.startDate, endDate: q.endDate, size: 0 } });
}

export function fetchTeamOverview(gateway: GatewayClient, token: string, q: { startDate: string; endDate: string; scope: "team" | "me" }) {
  return gateway.call("teamOverview", { token, query: { startDate: q.startDate, endDate: q.endDate, scope: q.scope } });
}
