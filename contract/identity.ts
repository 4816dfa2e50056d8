/**
 * Rules of the security centre's identity items (decision 025) that the forms check
 * before sending and the gateway checks on arrival: nickname, security answer, e-mail code.
 */

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 20;

/**
 * A nickname: letters (any script, with their marks), digits, spaces, dots, underscores and
 * hyphens, 2–20 characters, no space at either end. Checked after trimming, so a space typed at
 * an end is forgiven rather than refused; inner spaces stay as typed.
 */
const NICKNAME_PATTERN = /^[\p{L}\p{M}\p{N}._-](?:[\p{L}\p{M}\p{N} ._-]*[\p{L}\p{M}\p{N}._-])?$/u;

export function isNickname(value: string): boolean {
  const length = [...value].length;
  return length >= NICKNAME_MIN && length <= NICKNAME_MAX && NICKNAME_PATTERN.test(value);
}

export const ANSWER_MIN = 2;
export const ANSWER_MAX = 50;

/**
 * A security answer as it is compared: trimmed, inner runs of spaces collapsed, lower-cased, so
 * "  Bantay " and "bantay" are the same answer. Only this form is hashed.
 */
export function normaliseAnswer(value: string): string {
  return value.trim().replace(/\s+/g, " ").toLowerCase();
}

/** Whether an answer (as typed) has an acceptable length once normalised. */
export function isAnswer(value: string): boolean {
  const length = [...normaliseAnswer(value)].length;
  return length >= ANSWER_MIN && length <= ANSWER_MAX;
}

/** E-mail codes are six digits. */
export const EMAIL_CODE_PATTERN = /^\d{6}$/;
