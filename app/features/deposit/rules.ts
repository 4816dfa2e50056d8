import type { ModuleName } from "@contract/capabilities";
import { OPERATOR_UTC_OFFSET_MINUTES } from "@contract/operator-time";

/**
 * The deposit form's pure rules: the translation-key prefix, a channel's terms and the operator's
 * clock for the transfer time. No zod here: the page imports these in its first load, while the
 * schema (./schemas.ts) loads with the form's validation after hydration (decision 055).
 */
export const D = "deposit.error";

export type ChannelTerms = { kind: "EWALLET" | "MANUAL"; min: number; max: number };

/**
 * The channels a member may pick: a manual transfer needs its receipts, so where the gateway does
 * not offer them (contract/capabilities.ts depositReceipts) its channels are left out, whatever the
 * gateway listed.
 */
export function offeredChannels<T extends { channels: readonly { kind: ChannelTerms["kind"] }[] }>(terms: T, unoffered: readonly ModuleName[]): T {
  if (!unoffered.includes("depositReceipts")) return terms;
  return { ...terms, channels: terms.channels.filter((c) => c.kind !== "MANUAL") };
}

/** "2026-11-24T09:30" (a datetime-local on the operator's clock, UTC+8) → ms, or NaN. */
export function operatorLocalToMs(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text.trim());
  if (!m) return Number.NaN;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi);
  const back = new Date(utc);
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return Number.NaN;
  return utc - OPERATOR_UTC_OFFSET_MINUTES * 60_000;
}

/** ms → "2026-11-24T09:30" on the operator's clock (a datetime-local's value). */
export function msToOperatorLocal(ms: number): string {
  return new Date(ms + OPERATOR_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16);
}

/** What a manual transfer's form gives once valid. */
export type ManualDepositForm = {
  amount: number;
  bonusCode: string | null;
  idempotencyKey: string;
  payerName: string;
  transferAt: number;
  remark: string;
  receipts: File[];
};
