import type { MessageParams } from "~/features/security/failures";
import { isGatewayError } from "~/gateway-client/errors";
import { formatMoney } from "~/rules/money";
import { readRgRefusalValue } from "./refusal-value";

/**
 * A responsible-gaming refusal from the gateway (contract/rg-rules.ts) as a
 * translation key and its values: a limit names the period, kind, limit, used, remaining and the
 * reset; a pause names when it ends. null when the error is not an rg.* refusal, so callers fall
 * back to their own mapping. `formatInstant` writes an instant in the reader's language and zone.
 */
export type RgRefusalText = { key: string; params: MessageParams };

export function isRgRefusal(error: unknown): boolean {
  return isGatewayError(error) && error.kind === "business" && (error.code ?? "").startsWith("rg.");
}

export function describeRgRefusal(error: unknown, symbol: string, formatInstant: (ms: number) => string, t: (key: string) => string): RgRefusalText | null {
  if (!isRgRefusal(error) || !isGatewayError(error)) return null;
  const code = error.code ?? "";
  const v = readRgRefusalValue(error.value ?? {});
  if (code.startsWith("rg.limit.") && v && "kind" in v) {
    return {
      key: "rg.refusal.limit",
      params: {
        period: t(`rg.refusal.period.${v.period}`),
        kind: t(`rg.refusal.kind.${v.kind}`),
        limit: formatMoney(v.limit, symbol),
        used: formatMoney(v.used, symbol),
        remaining: formatMoney(v.remaining, symbol),
        resetAt: formatInstant(v.resetAt),
      },
    };
  }
  const until = v && "until" in v && v.until !== null ? formatInstant(v.until) : "";
  if (code === "rg.blocked.timeout") return { key: "rg.refusal.timeout", params: { until } };
  if (code === "rg.blocked.exclusion") return { key: "rg.refusal.exclusion", params: { until } };
  if (code === "rg.blocked.session") return { key: "rg.refusal.session", params: { until } };
  if (code === "rg.reality_check.due") return { key: "rg.refusal.realityCheck", params: {} };
  return null;
}
