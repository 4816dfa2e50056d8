import type { LimitKind, LimitPeriod } from "@contract/rg-rules";
import type { GatewayClient } from "./client.server";

/**
 * The responsible-gaming calls (decision 040; gateway/handlers/rg.ts). Member-specific,
 * never cached, except the market's rules (public, read by registration). Refusals arrive as
 * GatewayError "business": rg.limit.format, rg.reality.format, rg.pending.none, rg.timeout.format,
 * rg.exclusion.format, rg.exclusion.password (the sign-in password was wrong), rg.exclusion.locked
 * (too many wrong: `lockedUntil`), rg.blocked.* (a time-out or exclusion is already in force), and
 * the gate's rg.blocked.* / rg.reality_check.due / rg.limit.* on other calls (values: rg-schemas
 * RgRefusalValue).
 */

export function fetchMarket(gateway: GatewayClient) {
  // Public and the same for everyone: shared from the edge cache for a minute (§7 Caching).
  return gateway.call("rgMarket", { cacheTtlSeconds: 60 });
}

export function fetchRgOverview(gateway: GatewayClient, token: string) {
  return gateway.call("rgOverview", { token });
}

export type LimitChange = {
  kind: LimitKind;
  period: LimitPeriod;
  /** Major units for money limits, minutes for the session limit (kind "session", period "session"); null removes it. */
  value: number | null;
};

/** A lower limit applies now; a higher one or a removal waits 24 hours (RG-05/06). */
export function setLimit(gateway: GatewayClient, token: string, body: LimitChange) {
  return gateway.call("rgSetLimit", { token, body });
}

/** 15, 30 or 60 minutes, or null (off, where the market allows it); a longer interval waits 24 hours. */
export function setRealityCheck(gateway: GatewayClient, token: string, minutes: number | null) {
  return gateway.call("rgSetRealityCheck", { token, body: { minutes } });
}

/** Cancels a pending raise or removal: control "deposit.day" … "session.session", or "reality". */
export function cancelPending(gateway: GatewayClient, token: string, control: string) {
  return gateway.call("rgCancelPending", { token, body: { control } });
}

export function fetchRgSession(gateway: GatewayClient, token: string) {
  return gateway.call("rgSession", { token });
}

/** The answer "continue" to a due reality check: its clock starts again now. */
export function acknowledgeRealityCheck(gateway: GatewayClient, token: string) {
  return gateway.call("rgRealityAck", { token });
}

/** A time-out of `days` (one of the market's choices): immediate, signs every session out. */
export function takeTimeout(gateway: GatewayClient, token: string, days: number) {
  return gateway.call("rgTimeout", { token, body: { days } });
}

/** A self-exclusion of `months` (6, 12, 60): needs the sign-in password; immediate, signs out, mails a confirmation. */
export function selfExclude(gateway: GatewayClient, token: string, body: { months: number; password: string; reason: string | null }) {
  return gateway.call("rgExclude", { token, body });
}
