/**
 * Security-centre rules (decision 025) the forms and the gateway both check, so the
 * page's instant feedback and the gateway's refusal can never disagree.
 */

/** At most this many bank cards per member (the gateway enforces it; the page shows "n / 5"). */
export const BANK_CARD_LIMIT = 5;

/** A payment password is exactly six digits. */
export const PAYMENT_PASSWORD = /^\d{6}$/;

export const PAYEE_NAME_MIN = 2;
export const PAYEE_NAME_MAX = 50;

/**
 * Names are compared and stored composed (NFC: "ñ" typed as n + combining tilde is one letter),
 * trimmed, with runs of whitespace collapsed to one space.
 */
export function normalizePayeeName(name: string): string {
  return name.normalize("NFC").trim().replace(/\s+/g, " ");
}

/** Letters of any script, spaces, dots, hyphens and apostrophes; it starts with a letter. */
const PAYEE_NAME = /^\p{L}[\p{L} .'’-]*$/u;

/** Whether a normalized name is a valid payee (real) name: 2–50 characters of the allowed kinds. */
export function isPayeeName(normalized: string): boolean {
  const length = [...normalized].length;
  return length >= PAYEE_NAME_MIN && length <= PAYEE_NAME_MAX && PAYEE_NAME.test(normalized);
}

/** The bank-card holder must be the member's payee name: case and spacing aside. */
export function sameHolder(a: string, b: string): boolean {
  return normalizePayeeName(a).toLowerCase() === normalizePayeeName(b).toLowerCase();
}

/** Account numbers are typed in groups ("1234 5678 …"): the spaces are dropped, the digits kept. */
export function normalizeAccountNumber(input: string): string {
  return input.replace(/\s+/g, "");
}

/** 10–19 digits: bank accounts, card numbers and e-wallet (mobile) numbers alike. */
export const ACCOUNT_NUMBER = /^\d{10,19}$/;
export const ACCOUNT_NUMBER_MAX = 19;
