import { isGatewayError } from "~/gateway-client/errors";
import { formatDateTime } from "~/rules/match-time";
import { formatMoney } from "~/rules/money";
import type { Toast } from "~/rules/toast";
import { isRgRefusal } from "../refusal/refusal";
import { readRgRefusalValue } from "../refusal/refusal-value";

/**
 * An rg.* refusal as a message a server-rendered form or a flash toast can carry:
 * a key and at most four short values (a toast cookie holds five). Blocks and a due reality check
 * use the rg.refusal.* texts; a limit (not expected on promotions or transfers, which the gateway
 * gates by blocks only) the shorter rg.play.refusal.limit. null when it is not an rg.* refusal, so
 * the page falls back to its own mapping.
 */
export type RgMessage = { key: string; params: Record<string, string> };

export function rgRefusalMessage(error: unknown, symbol = "₱"): RgMessage | null {
  if (!isRgRefusal(error) || !isGatewayError(error)) return null;
  const code = error.code ?? "";
  const v = readRgRefusalValue(error.value ?? {});
  if (code.startsWith("rg.limit.")) {
    if (!v || !("kind" in v)) return { key: "rg.play.refusal.other", params: {} };
    const money = (n: number) => formatMoney(n, symbol);
    return {
      key: "rg.play.refusal.limit",
      params: { limit: money(v.limit), used: money(v.used), remaining: money(v.remaining), resetAt: formatDateTime(v.resetAt) },
    };
  }
  const until = v && "until" in v && v.until !== null ? formatDateTime(v.until) : "";
  if (code === "rg.blocked.timeout") return { key: "rg.refusal.timeout", params: { until } };
  if (code === "rg.blocked.exclusion") return { key: "rg.refusal.exclusion", params: { until } };
  if (code === "rg.blocked.session") return { key: "rg.refusal.session", params: { until } };
  if (code === "rg.reality_check.due") return { key: "rg.refusal.realityCheck", params: {} };
  return { key: "rg.play.refusal.other", params: {} };
}

/** The same as a flash toast: long enough to read (8 s), an error. */
export function rgRefusalToast(error: unknown, symbol?: string): Toast | null {
  const m = rgRefusalMessage(error, symbol);
  return m ? { key: m.key, kind: "long", tone: "error", params: m.params } : null;
}
