import { REMARK_MAX } from "@contract/deposit-rules";
import { describeRgRefusal, isRgRefusal } from "~/features/rg/refusal/refusal";
import type { MessageParams } from "~/features/security/failures";
import { isGatewayError } from "~/gateway-client/errors";
import { formatMoney } from "~/rules/money";
import { D } from "./rules";

/**
 * Maps a refused deposit (the codes of gateway/handlers/deposit.ts, decision 027) to what the form
 * shows: a translation key, the field it is about (none: the form's own message) and the values
 * the text names.
 */
export type DepositFailure = {
  key: string;
  field?: "amount" | "bonusCode" | "payerName" | "transferAt" | "remark" | "receipts";
  params?: MessageParams;
  /** A responsible-gaming refusal: its code and value, turned into text at render by describeRgRefusal. */
  rg?: { code: string; value: unknown };
};

const BY_CODE: Record<string, Omit<DepositFailure, "params">> = {
  "deposit.trial": { key: `${D}.trial` },
  "deposit.amount.format": { key: `${D}.amountFormat`, field: "amount" },
  "idempotency.key.format": { key: `${D}.expired` },
  "idempotency.mismatch": { key: `${D}.mismatch` },
  "deposit.channel.invalid": { key: `${D}.channelInvalid` },
  "deposit.amount.min": { key: `${D}.amountMin`, field: "amount" },
  "deposit.amount.max": { key: `${D}.amountMax`, field: "amount" },
  "deposit.bonus.invalid": { key: `${D}.bonusInvalid`, field: "bonusCode" },
  "deposit.payer.format": { key: `${D}.payerFormat`, field: "payerName" },
  "deposit.transfer.time": { key: `${D}.transferTime`, field: "transferAt" },
  "deposit.remark.length": { key: `${D}.remarkLength`, field: "remark" },
  "deposit.receipt.required": { key: `${D}.receiptRequired`, field: "receipts" },
  "deposit.receipt.count": { key: `${D}.receiptCount`, field: "receipts" },
  "deposit.receipt.size": { key: `${D}.receiptSize`, field: "receipts" },
  "deposit.receipt.type": { key: `${D}.receiptType`, field: "receipts" },
  "deposit.receipt.reused": { key: `${D}.receiptReused`, field: "receipts" },
  "deposit.manual.unavailable": { key: `${D}.manualUnavailable` },
};

/** null for anything that is not a gateway failure (a bug: the caller rethrows it). */
export function describeDepositFailure(error: unknown, symbol: string): DepositFailure | null {
  if (!isGatewayError(error)) return null;
  if (error.kind !== "business") return { key: `error.gateway.${error.kind}` };
  const code = error.code ?? "";
  // Responsible gaming (decision 043): a deposit limit belongs to the amount; a pause or
  // missing required limits to the form. The texts name the limit, usage and reset at render.
  if (isRgRefusal(error)) {
    const rg = { code, value: error.value ?? null };
    if (code === "rg.limits.required") return { key: "rg.register.limitsRequired", rg };
    const described = describeRgRefusal(error, symbol, String, (k) => k);
    return { key: described?.key ?? "error.generic.body", ...(code.startsWith("rg.limit.") ? { field: "amount" as const } : {}), rg };
  }
  const entry = BY_CODE[code];
  if (!entry) return { key: "error.generic.body" };
  const v = (error.value ?? {}) as Record<string, unknown>;
  const money = (n: unknown) => (typeof n === "number" ? formatMoney(n, symbol) : "");
  const params: MessageParams | undefined =
    code === "deposit.amount.min"
      ? { min: money(v.min) }
      : code === "deposit.amount.max"
        ? { max: money(v.max) }
        : code === "deposit.remark.length"
          ? { max: Number(v.max ?? 140) }
          : undefined;
  return { ...entry, ...(params ? { params } : {}) };
}

/** The values the amount and remark messages name: the channel's min and max, the remark's length. */
export function depositLimitParams(channel: { min: number; max: number }, symbol: string): Record<string, MessageParams> {
  return {
    [`${D}.amountMin`]: { min: formatMoney(channel.min, symbol) },
    [`${D}.amountMax`]: { max: formatMoney(channel.max, symbol) },
    [`${D}.remarkLength`]: { max: REMARK_MAX },
  };
}
