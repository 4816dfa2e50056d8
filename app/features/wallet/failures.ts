import type { MessageParams } from "~/features/security/failures";
import { isGatewayError } from "~/gateway-client/errors";
import { formatDateTime } from "~/rules/match-time";
import { formatMoney } from "~/rules/money";
import { W, dailyLeft } from "./rules";

/**
 * Maps a refused withdrawal (the codes of gateway/handlers/wallet.ts, decision 026) to what the
 * form shows: a translation key, the field it is about (none: the form's own message) and the
 * values the text names (money with the currency symbol, the tries left, the time a lock lifts).
 */
export type WithdrawFailure = { key: string; field?: "amount" | "cardId" | "paymentPassword"; params?: MessageParams };

const P = "security.paymentPassword";
const BY_CODE: Record<string, Omit<WithdrawFailure, "params">> = {
  "withdraw.trial": { key: `${W}.trial` },
  "withdraw.amount.format": { key: `${W}.amountFormat`, field: "amount" },
  "idempotency.key.format": { key: `${W}.expired` },
  "idempotency.mismatch": { key: `${W}.mismatch` },
  "bankcard.not.found": { key: `${W}.cardNotFound`, field: "cardId" },
  "withdraw.amount.min": { key: `${W}.amountMin`, field: "amount" },
  "withdraw.amount.max": { key: `${W}.amountMax`, field: "amount" },
  "withdraw.closed": { key: `${W}.closed` },
  "withdraw.daily.count": { key: `${W}.dailyCount` },
  "withdraw.daily.amount": { key: `${W}.dailyAmount`, field: "amount" },
  "payment.password.missing": { key: `${P}.missing` },
  "payment.password.format": { key: `${P}.format`, field: "paymentPassword" },
  "payment.password.wrong": { key: `${P}.wrong`, field: "paymentPassword" },
  "payment.password.locked": { key: `${P}.locked`, field: "paymentPassword" },
  "withdraw.insufficient": { key: `${W}.insufficient`, field: "amount" },
  // A bonus's turnover is not met yet (decision 027): more than the withdrawable amount.
  "withdraw.over.withdrawable": { key: `${W}.amountOverBalance`, field: "amount" },
};

/** The values a refusal's text names, read from the refusal's `value`. */
function paramsOf(code: string, value: unknown, symbol: string): MessageParams | undefined {
  const v = (value ?? {}) as Record<string, unknown>;
  const money = (n: unknown) => (typeof n === "number" ? formatMoney(n, symbol) : "");
  switch (code) {
    case "withdraw.amount.min":
      return { min: money(v.min) };
    case "withdraw.amount.max":
      return { max: money(v.max) };
    case "withdraw.closed":
      return { open: String(v.open ?? ""), close: String(v.close ?? "") };
    case "withdraw.daily.count":
      return { count: typeof v.dailyCount === "number" ? v.dailyCount : 0 };
    case "withdraw.daily.amount":
      return { limit: money(v.dailyLimit), left: money(v.left) };
    case "payment.password.wrong":
      return typeof v.attemptsLeft === "number" ? { attempts: v.attemptsLeft } : undefined;
    case "payment.password.locked":
      return typeof v.lockedUntil === "number" ? { until: formatDateTime(v.lockedUntil) } : undefined;
    case "withdraw.insufficient":
      return { balance: money(v.balance) };
    case "withdraw.over.withdrawable":
      return { balance: money(v.withdrawable) };
    default:
      return undefined;
  }
}

/** null for anything that is not a gateway failure (a bug: the caller rethrows it). */
export function describeWithdrawFailure(error: unknown, symbol: string): WithdrawFailure | null {
  if (!isGatewayError(error)) return null;
  if (error.kind !== "business") return { key: `error.gateway.${error.kind}` };
  const code = error.code ?? "";
  const entry = BY_CODE[code];
  if (!entry) return { key: "error.generic.body" };
  const params = paramsOf(code, error.value, symbol);
  return { ...entry, ...(params ? { params } : {}) };
}

/** The values the form's own checks name (min, max, balance), for messages raised before the gateway. */
export function limitParams(terms: {
  min: number;
  max: number;
  withdrawable: number;
  dailyLimit?: number;
  todayAmount?: number;
  currencySymbol: string;
}): Record<string, MessageParams> {
  const money = (n: number) => formatMoney(n, terms.currencySymbol);
  const left = dailyLeft(terms);
  return {
    ...(left === null ? {} : { [`${W}.dailyAmount`]: { left: money(left), limit: money(terms.dailyLimit ?? 0) } }),
    [`${W}.amountMin`]: { min: money(terms.min) },
    [`${W}.amountMax`]: { max: money(terms.max) },
    [`${W}.amountOverBalance`]: { balance: money(terms.withdrawable) },
  };
}
