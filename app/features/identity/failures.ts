import { isGatewayError } from "~/gateway-client/errors";

/**
 * A refused identity call as its form shows it: a translation key, the field it is about (when
 * one is), and the refusal's details a message needs (seconds to wait, tries left, lock end).
 * Codes are decision 025's; an unknown refusal gets the page's generic message.
 */
export type IdentityFailure = {
  key: string;
  field?: string;
  retryAfterSeconds?: number;
  attemptsLeft?: number;
  lockedUntil?: number;
};

const BY_CODE: Record<string, { key: string; field?: string }> = {
  "email.invalid": { key: "validation.in_email_incorrect", field: "email" },
  "email.verified": { key: "identity.email.alreadyVerified" },
  "email.taken": { key: "identity.email.taken", field: "email" },
  "email.too.frequent": { key: "identity.email.tooFrequent", field: "email" },
  "verification.code.invalid": { key: "identity.email.codeWrong", field: "code" },
  "verification.too.frequent": { key: "identity.email.codeBurned", field: "code" },
  "question.unknown": { key: "identity.question.pick", field: "questionId" },
  "question.answer.format": { key: "identity.question.answerFormat", field: "answer" },
  "question.answer.wrong": { key: "identity.question.wrongAnswer", field: "currentAnswer" },
  "question.locked": { key: "identity.question.locked" },
  "nickname.format": { key: "identity.profile.nicknameFormat", field: "nickname" },
  "headicon.unknown": { key: "identity.profile.pickAvatar", field: "headIcon" },
  // The mobile number's page: the sign-in password asked again, the number, the code.
  "password.format": { key: "identity.mobile.passwordRequired", field: "password" },
  "password.old.invalid": { key: "identity.mobile.passwordWrong", field: "password" },
  "password.old.locked": { key: "identity.mobile.locked" },
  "mobile.invalid": { key: "validation.mobile.format", field: "mobileNum" },
  "mobile.same": { key: "identity.mobile.same", field: "mobileNum" },
  "mobile.taken": { key: "identity.mobile.taken", field: "mobileNum" },
  "mobile.none": { key: "identity.mobile.noneToRemove" },
  "sms.too.frequent": { key: "identity.mobile.tooFrequent", field: "mobileNum" },
};

function numberIn(value: unknown, name: string): number | undefined {
  const n = value && typeof value === "object" ? (value as Record<string, unknown>)[name] : undefined;
  return typeof n === "number" && Number.isFinite(n) ? n : undefined;
}

export function describeIdentityFailure(error: unknown, fallbackKey = "error.generic.body"): IdentityFailure | null {
  if (!isGatewayError(error)) return null;
  if (error.kind !== "business") return { key: `error.gateway.${error.kind}` };
  let known = BY_CODE[error.code ?? ""];
  if (!known) return { key: fallbackKey };
  // The same code with a lock's end: the member's codes are locked (the secret guard), so a new code would not help yet.
  if (error.code === "verification.too.frequent" && numberIn(error.value, "lockedUntil") !== undefined)
    known = { key: "identity.email.codeLocked", field: "code" };
  // The gateway names the field when a format refusal is about the current answer, not the new one.
  if (error.code === "question.answer.format" && (error.value as { field?: unknown } | undefined)?.field === "currentAnswer") {
    return { key: "identity.question.currentRequired", field: "currentAnswer" };
  }
  return {
    ...known,
    retryAfterSeconds: numberIn(error.value, "retryAfterSeconds"),
    attemptsLeft: numberIn(error.value, "attemptsLeft"),
    lockedUntil: numberIn(error.value, "lockedUntil"),
  };
}

/**
 * conform reply options for a failure: on its field when the form has that field, else above
 * the form (an e-mail taken at the code step has no e-mail field to sit on).
 */
export function replyFor(failure: IdentityFailure, formFields: readonly string[]) {
  return failure.field && formFields.includes(failure.field) ? { fieldErrors: { [failure.field]: [failure.key] } } : { formErrors: [failure.key] };
}
