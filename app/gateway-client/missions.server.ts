import type { MissionPeriod } from "@contract/mission-rules";
import type { GatewayClient } from "./client.server";

/**
 * The mission board's calls (/m/leaderBoard). Member-specific, never cached.
 * Refusals (GatewayError "business"): mission.unavailable (403: switch MISSION3 off or no MISSION
 * promotion running), mission.period.invalid (400). Claiming goes through the reward centre
 * (rewardClaim, key `mission:<id>:<period key>`).
 */

export function fetchMissionBoard(gateway: GatewayClient, token: string, period: MissionPeriod) {
  return gateway.call("missionBoard", { token, query: { period } });
}

export function fetchMissionLeaderboard(gateway: GatewayClient, token: string, period: MissionPeriod) {
  return gateway.call("missionLeaderboard", { token, query: { period } });
}
