import { BANK_CARD_LIMIT } from "@contract/security-rules";
import { isGatewayError } from "~/gateway-client/errors";
import { formatDateTime } from "~/rules/match-time";

/**
 * Maps a refused security call (decision 025's codes) to what its form shows: a translation key,
 * the field it is about (none: the form's own message) and the values the text names, such as
 * the attempts left or the time a lock lifts. Each form puts a code on its own field.
 */
export type SecurityForm = "paymentPassword" | "payeeName" | "addCard" | "deleteCard";
export type MessageParams = Record<string, string | number>;
export type SecurityFailure = { key: string; field?: string; params?: MessageParams };

const P = "security.paymentPassword";
const C = "security.bankCards";

type Entry = { key: string; field?: string };
const BY_FORM: Record<SecurityForm, Record<string, Entry>> = {
  paymentPassword: {
    "payment.password.format": { key: `${P}.format`, field: "newPassword" },
    "payment.password.required": { key: `${P}.oldRequired`, field: "oldPassword" },
    "payment.password.wrong": { key: `${P}.wrong`, field: "oldPassword" },
    "payment.password.same": { key: `${P}.same`, field: "newPassword" },
    "payment.password.locked": { key: `${P}.locked` },
  },
  payeeName: {
    "payee.name.format": { key: "security.payeeName.format", field: "payeeName" },
    "payee.name.exists": { key: "security.payeeName.exists" },
  },
  addCard: {
    "bankcard.format": { key: `${C}.accountFormat`, field: "accountNumber" },
    "bankcard.duplicate": { key: `${C}.duplicate`, field: "accountNumber" },
    "bank.unknown": { key: `${C}.bankUnknown`, field: "bankCode" },
    "bankcard.holder.mismatch": { key: `${C}.holderMismatch`, field: "holderName" },
    "payee.name.required": { key: `${C}.payeeRequired` },
    "bankcard.limit": { key: `${C}.limit` },
  },
  deleteCard: {
    "payment.password.format": { key: `${P}.format`, field: "paymentPassword" },
    "payment.password.wrong": { key: `${P}.wrong`, field: "paymentPassword" },
    "payment.password.missing": { key: `${P}.missing` },
    "payment.password.locked": { key: `${P}.locked` },
    "bankcard.not.found": { key: `${C}.notFound` },
  },
};

/** The values a refusal's text names, read from the refusal's `value`. */
function paramsOf(code: string, value: unknown): MessageParams | undefined {
  const v = (value ?? {}) as Record<string, unknown>;
  if (code === "payment.password.wrong" && typeof v.attemptsLeft === "number") return { attempts: v.attemptsLeft };
  if (code === "payment.password.locked" && typeof v.lockedUntil === "number") return { until: formatDateTime(v.lockedUntil) };
  if (code === "bankcard.limit") return { limit: BANK_CARD_LIMIT };
  return undefined;
}

/** null for anything that is not a gateway failure (a bug: the caller rethrows it). */
export function describeSecurityFailure(error: unknown, form: SecurityForm): SecurityFailure | null {
  if (!isGatewayError(error)) return null;
  if (error.kind !== "business") return { key: `error.gateway.${error.kind}` };
  const code = error.code ?? "";
  const entry = BY_FORM[form][code];
  if (!entry) return { key: "error.generic.body" };
  const params = paramsOf(code, error.value);
  return { ...entry, ...(params ? { params } : {}) };
}
