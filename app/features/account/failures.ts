import { isGatewayError } from "~/gateway-client/errors";
import { formatDateTime } from "~/rules/match-time";

/**
 * Maps a refused account call to what the form shows: a translation key and, when the refusal is
 * about one field, that field, and the values its text names (when a lock lifts). Unknown refusals
 * get the screen's generic message.
 */
const BY_CODE: Record<string, { key: string; field?: string }> = {
  // One answer for "no such account" and "wrong password", so neither names an account; the
  // spec's "does not exist or is disabled" is kept for a disabled account, which the gateway
  // names only after the right password.
  "login.credentials.invalid": { key: "account.login.wrongCredentials" },
  "member.disabled": { key: "account.login.failed" },
  "login.locked": { key: "account.login.locked" },
  "login.unlock.invalid": { key: "account.unlock.invalid", field: "unlockCode" },
  "login.trial.account": { key: "account.login.trialAccount" },
  "login.captcha.required": { key: "validation.captcha.required", field: "captcha" },
  "login.captcha.invalid": { key: "account.login.codeError", field: "captcha" },
  "register.captcha.invalid": { key: "account.login.codeError", field: "captcha" },
  "verification.code.invalid": { key: "account.login.codeError", field: "verificationCode" },
  "sms.too.frequent": { key: "account.sms.tooFrequent" },
  // A trial or a sign-up past the creation limits (decision 073): nothing was created.
  "limit.exceeded": { key: "account.limit.tooMany" },
  "verification.too.frequent": { key: "account.sms.tooManyGuesses" },
  "register.captcha.required": { key: "validation.captcha.required", field: "captcha" },
  "mobile.exists": { key: "account.sms.mobileTaken", field: "mobileNum" },
  "member.exists": { key: "account.register.taken", field: "username" },
  "affiliate.invalid": { key: "validation.invitation_code_error", field: "affiliateCode" },
  "modify.new.old.same": { key: "account.forget.sameAsOld", field: "newPassword" },
  "password.old.invalid": { key: "account.change.oldWrong", field: "oldPassword" },
  "password.old.locked": { key: "account.change.oldLocked" },
  "password.confirm.mismatch": { key: "validation.confirm.mismatch", field: "confirmPassword" },
  "password.format": { key: "validation.password.format", field: "newPassword" },
  // The age gate and limits at registration (decision 043).
  "register.underage": { key: "rg.register.underage", field: "birthDate" },
  "register.excluded": { key: "rg.register.excluded" },
  "register.limits.required": { key: "rg.register.limitsRequired" },
  "register.limits.format": { key: "rg.register.error.amount" },
};

export type AccountFailure = { key: string; field?: string; params?: Record<string, string> };

export function describeFailure(error: unknown, fallbackKey: string): AccountFailure | null {
  if (!isGatewayError(error)) return null;
  if (error.kind !== "business") return { key: `error.gateway.${error.kind}` };
  const known = BY_CODE[error.code ?? ""] ?? { key: fallbackKey };
  const { lockedUntil, attemptsLeft } = (error.value ?? {}) as { lockedUntil?: unknown; attemptsLeft?: unknown };
  if (error.code === "password.old.locked" && typeof lockedUntil === "number") return { ...known, params: { until: formatDateTime(lockedUntil) } };
  // The guard counts wrong old passwords: say how many are left before it locks, when the gateway tells.
  if (error.code === "password.old.invalid" && typeof attemptsLeft === "number")
    return { ...known, key: "account.change.oldWrongLeft", params: { attempts: String(attemptsLeft) } };
  return known;
}

/**
 * What a locked-account refusal offers (decision 072): `{ to }` when an unlock code can be sent
 * (to the masked number or e-mail), null when it cannot, undefined when the refusal is not about a lock.
 */
export function unlockOffer(error: unknown): { to: string } | null | undefined {
  if (!isGatewayError(error) || (error.code !== "login.locked" && error.code !== "login.unlock.invalid")) return undefined;
  const unlock = (error.value as { unlock?: unknown } | undefined)?.unlock;
  if (unlock && typeof unlock === "object" && typeof (unlock as { to?: unknown }).to === "string") return { to: (unlock as { to: string }).to };
  return null;
}
