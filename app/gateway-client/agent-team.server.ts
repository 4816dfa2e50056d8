import type { DownlineKind } from "@contract/downline-rules";
import type { GatewayClient } from "./client.server";

/**
 * Team management's calls (gateway/handlers/agent-team.ts). Agent-specific, so
 * never cached. Every call is refused with agent.forbidden (403, types 0/4/40) or agent.module.off
 * (403) first. Other refusals arrive as GatewayError "business" with the gateway's code:
 * - teamMembers: team.query.invalid { field }, team.member.notFound (404: `parent` not in the team).
 * - registerDownline, in order: downline.invalid { field, message: a validation.* key },
 *   idempotency.key.format, idempotency.mismatch (409), rebate.above.own | rebate.step |
 *   rebate.range | rebate.category.unknown { category, rate, own, ownPercent }, member.exists (409).
 * - teamRebates / setDownlineRebates: team.member.notFound (404), rebate.not.direct (403), and the
 *   rebate.* refusals above (nothing saved).
 */

export type TeamQuery = {
  account?: string | null;
  level?: number | null;
  type?: DownlineKind | null;
  parent?: string | null;
  page?: number;
  pageSize?: number;
};

export function fetchTeamMembers(gateway: GatewayClient, token: string, q: TeamQuery = {}) {
  return gateway.call("teamMembers", {
    token,
    query: {
      account: q.account ?? undefined,
      level: q.level ?? undefined,
      type: q.type ?? undefined,
      parent: q.parent ?? undefined,
      page: q.page,
      pageSize: q.pageSize,
    },
  });
}

export type DownlineRequest = {
  username: string;
  password: string;
  confirmPassword: string;
  type: DownlineKind;
  /** YYYY-MM-DD: the market's minimum age applies (refusal register.underage {minAge, field}; decision 043). */
  birthDate: string;
  /** Category → basis points; a category left out gets no set rate (the VIP level's, capped). */
  rates: Record<string, number>;
  /** From the form's hidden field: the same key twice opens one account. */
  idempotencyKey: string;
};

export function registerDownline(gateway: GatewayClient, token: string, body: DownlineRequest) {
  // Sealed like registration (§7): the body carries the new account's password.
  return gateway.call("registerDownline", { token, body, sealed: true });
}

export function fetchInviteInfo(gateway: GatewayClient, token: string) {
  return gateway.call("inviteInfo", { token });
}

export function fetchTeamRebates(gateway: GatewayClient, token: string, account?: string | null) {
  return gateway.call("teamRebates", { token, query: { account: account ?? undefined } });
}

export function setDownlineRebates(gateway: GatewayClient, token: string, body: { account: string; rates: Record<string, number> }) {
  return gateway.call("setDownlineRebates", { token, body });
}
