import { rgRefusalMessage } from "~/features/rg/play/refusal-message";
import type { MessageParams } from "~/features/security/failures";
import { isGatewayError } from "~/gateway-client/errors";
import { formatDateTime } from "~/rules/match-time";
import { formatMoney } from "~/rules/money";
import { R } from "./rules";

/**
 * Maps the gateway's refusals of the red-envelope rain (gateway/handlers/red-rain.ts) to what the
 * page shows: a translation key, the form field it is about (none: the form's own message) and the
 * values it names. `leave`: the agent may no longer use the agent side (not an agent, module off).
 */
export type RainFailure = {
  key: string;
  field?: "total" | "count" | "split" | "audience" | "startAt" | "expiry" | "paymentPassword";
  params?: MessageParams;
  leave?: boolean;
};

const P = "security.paymentPassword";
const BY_CODE: Record<string, Omit<RainFailure, "params">> = {
  "agent.forbidden": { key: `${R}.forbidden`, leave: true },
  "agent.module.off": { key: `${R}.forbidden`, leave: true },
  "idempotency.key.format": { key: `${R}.expired` },
  "idempotency.mismatch": { key: `${R}.mismatch` },
  "rain.total.min": { key: `${R}.totalMin`, field: "total" },
  "rain.total.max": { key: `${R}.totalMax`, field: "total" },
  "rain.count.range": { key: `${R}.countRange`, field: "count" },
  "rain.count.tooMany": { key: `${R}.countTooMany`, field: "count" },
  "rain.expiry.range": { key: `${R}.expiryRange`, field: "expiry" },
  "rain.start.range": { key: `${R}.startRange`, field: "startAt" },
  "rain.insufficient": { key: `${R}.insufficient`, field: "total" },
  "payment.password.missing": { key: `${P}.missing` },
  "payment.password.format": { key: `${P}.format`, field: "paymentPassword" },
  "payment.password.wrong": { key: `${P}.wrong`, field: "paymentPassword" },
  "payment.password.locked": { key: `${P}.locked`, field: "paymentPassword" },
};

/** rain.terms.format names the gateway's field: the form's field and its message. */
const FORMAT: Record<string, Omit<RainFailure, "params">> = {
  totalAmount: { key: `${R}.totalFormat`, field: "total" },
  count: { key: `${R}.countRange`, field: "count" },
  split: { key: `${R}.splitRequired`, field: "split" },
  audience: { key: `${R}.audienceRequired`, field: "audience" },
  startsAt: { key: `${R}.startAtRequired`, field: "startAt" },
  expiresInMinutes: { key: `${R}.expiryRange`, field: "expiry" },
};

export function describeRainFailure(error: unknown, symbol: string): RainFailure | null {
  if (!isGatewayError(error)) return null;
  // A responsible-gaming block: a rain moves money, so it stops while the block lasts.
  const rg = rgRefusalMessage(error, symbol);
  if (rg) return { key: rg.key, params: rg.params };
  if (error.kind !== "business") return { key: `error.gateway.${error.kind}` };
  const code = error.code ?? "";
  const v = (error.value ?? {}) as Record<string, unknown>;
  if (code === "rain.terms.format") return FORMAT[String(v.field)] ?? { key: `${R}.expired` };
  const entry = BY_CODE[code];
  if (!entry) return { key: `${R}.forbidden` };
  const money = (n: unknown) => (typeof n === "number" ? formatMoney(n, symbol) : "");
  const params: MessageParams | undefined =
    code === "rain.total.min"
      ? { min: money(v.min) }
      : code === "rain.total.max"
        ? { max: money(v.max) }
        : code === "rain.count.range"
          ? { min: Number(v.min), max: Number(v.max) }
          : code === "rain.insufficient"
            ? { balance: money(v.balance) }
            : code === "payment.password.wrong" && typeof v.attemptsLeft === "number"
              ? { attempts: v.attemptsLeft }
              : code === "payment.password.locked" && typeof v.lockedUntil === "number"
                ? { until: formatDateTime(v.lockedUntil) }
                : undefined;
  return { ...entry, ...(params ? { params } : {}) };
}

/** A refused grab's message: the rain is gone, over, not started, or not for this member. */
export function grabFailureKey(error: unknown): string | null {
  if (!isGatewayError(error)) return null;
  if (error.kind !== "business") return `error.gateway.${error.kind}`;
  switch (error.code) {
    case "rain.empty":
      return `${R}.empty`;
    case "rain.expired":
      return `${R}.ended`;
    case "rain.notStarted":
      return `${R}.notStarted`;
    case "rain.missing":
    case "rain.id.format":
      return `${R}.missing`;
    default:
      return `${R}.expired`;
  }
}

/** The values the form's own checks name (min, max, count range, balance). */
export function rainLimitParams(
  limits: { minTotal: number; maxTotal: number; minCount: number; maxCount: number },
  balance: number,
  symbol: string,
): Record<string, MessageParams> {
  const money = (n: number) => formatMoney(n, symbol);
  return {
    [`${R}.totalMin`]: { min: money(limits.minTotal) },
    [`${R}.totalMax`]: { max: money(limits.maxTotal) },
    [`${R}.countRange`]: { min: limits.minCount, max: limits.maxCount },
    [`${R}.overBalance`]: { balance: money(balance) },
  };
}
