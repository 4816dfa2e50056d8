import { rgRefusalMessage } from "~/features/rg/play/refusal-message";
import type { MessageParams } from "~/features/security/failures";
import { isGatewayError } from "~/gateway-client/errors";
import { formatDateTime } from "~/rules/match-time";
import { formatMoney } from "~/rules/money";
import { U } from "./rules";

/**
 * Maps a refused upline transfer (the codes of gateway/handlers/transfer.ts) to what the form
 * shows: a translation key, the field it is about (none: the form's own message) and the values
 * the text names. `leave` marks refusals after which the page cannot be used at all (the rule no
 * longer allows the member, or the upline is gone): the action sends the member to the centre.
 */
export type TransferFailure = { key: string; field?: "amount" | "paymentPassword"; params?: MessageParams; leave?: boolean };

const P = "security.paymentPassword";
const BY_CODE: Record<string, Omit<TransferFailure, "params">> = {
  "transfer.upline.forbidden": { key: `${U}.forbidden`, leave: true },
  "transfer.upline.missing": { key: `${U}.noUpline`, leave: true },
  "transfer.amount.format": { key: `${U}.amountFormat`, field: "amount" },
  "idempotency.key.format": { key: `${U}.expired` },
  "idempotency.mismatch": { key: `${U}.mismatch` },
  "transfer.amount.min": { key: `${U}.amountMin`, field: "amount" },
  "transfer.amount.max": { key: `${U}.amountMax`, field: "amount" },
  "payment.password.missing": { key: `${P}.missing` },
  "payment.password.format": { key: `${P}.format`, field: "paymentPassword" },
  "payment.password.wrong": { key: `${P}.wrong`, field: "paymentPassword" },
  "payment.password.locked": { key: `${P}.locked`, field: "paymentPassword" },
  "transfer.insufficient": { key: `${U}.insufficient`, field: "amount" },
};

function paramsOf(code: string, value: unknown, symbol: string): MessageParams | undefined {
  const v = (value ?? {}) as Record<string, unknown>;
  const money = (n: unknown) => (typeof n === "number" ? formatMoney(n, symbol) : "");
  switch (code) {
    case "transfer.amount.min":
      return { min: money(v.min) };
    case "transfer.amount.max":
      return { max: money(v.max) };
    case "payment.password.wrong":
      return typeof v.attemptsLeft === "number" ? { attempts: v.attemptsLeft } : undefined;
    case "payment.password.locked":
      return typeof v.lockedUntil === "number" ? { until: formatDateTime(v.lockedUntil) } : undefined;
    case "transfer.insufficient":
      return { balance: money(v.balance) };
    default:
      return undefined;
  }
}

/**
 * null for anything that is not a gateway failure (a bug: the caller rethrows it). An unknown
 * business code (the responsible-gaming hook's, later) reads as "not available now".
 */
export function describeTransferFailure(error: unknown, symbol: string): TransferFailure | null {
  if (!isGatewayError(error)) return null;
  // A responsible-gaming block: transfers stop while it lasts; the message says until when.
  const rg = rgRefusalMessage(error, symbol);
  if (rg) return { key: rg.key, params: rg.params };
  if (error.kind !== "business") return { key: `error.gateway.${error.kind}` };
  const code = error.code ?? "";
  const entry = BY_CODE[code];
  if (!entry) return { key: `${U}.blocked` };
  const params = paramsOf(code, error.value, symbol);
  return { ...entry, ...(params ? { params } : {}) };
}

/** The values the form's own checks name (min, max, balance), for messages raised before the gateway. */
export function transferLimitParams(terms: { min: number; max: number; available: number; currencySymbol: string }): Record<string, MessageParams> {
  const money = (n: number) => formatMoney(n, terms.currencySymbol);
  return {
    [`${U}.amountMin`]: { min: money(terms.min) },
    [`${U}.amountMax`]: { max: money(terms.max) },
    [`${U}.amountOverBalance`]: { balance: money(terms.available) },
  };
}
