import type { GatewayClient } from "./client.server";

/**
 * The red-envelope rain's calls (decision 032). Member-specific, so never cached.
 * Refusals arrive as GatewayError "business" with the gateway's code (gateway/handlers/red-rain.ts):
 * agent.forbidden / agent.module.off (403) for the agent's calls; for creating, in this order:
 * rain.terms.format { field }, idempotency.key.format, idempotency.mismatch (409),
 * rain.total.min { min }, rain.total.max { max }, rain.count.range { min, max }, rain.count.tooMany,
 * rain.expiry.range { min, max }, rain.start.range,
 * payment.password.missing|format|wrong { attemptsLeft }|locked { lockedUntil } (423),
 * rain.insufficient { balance }; for grabbing: rain.id.format, idempotency.key.format,
 * rain.missing (404), rain.notStarted, rain.expired, rain.empty, idempotency.mismatch.
 */

export function fetchAgentRains(gateway: GatewayClient, token: string) {
  return gateway.call("redRains", { token });
}

export type CreateRainRequest = {
  /** Major units, above zero, at most two decimals. */
  totalAmount: number;
  count: number;
  split: "random" | "equal";
  audience: "direct" | "team";
  /** Epoch ms; null (or a time already past) starts now. */
  startsAt: number | null;
  expiresInMinutes: number;
  paymentPassword: string;
  /** From the form's hidden field: the same key twice funds one rain. */
  idempotencyKey: string;
};

/** Funds a rain: the total leaves the agent's wallet at once, the envelopes are split by the gateway. */
export function createRain(gateway: GatewayClient, token: string, body: CreateRainRequest) {
  return gateway.call("createRedRain", { token, body });
}

export function fetchLiveRains(gateway: GatewayClient, token: string) {
  return gateway.call("liveRedRains", { token });
}

/** Grabs one envelope of the rain: the gateway decides which and how much (no amount is ever sent). */
export function grabEnvelope(gateway: GatewayClient, token: string, body: { rainId: number; idempotencyKey: string }) {
  return gateway.call("grabRedRain", { token, body });
}
