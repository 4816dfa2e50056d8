/**
 * How personal data is shown once stored (decision 025): the gateway masks before it answers,
 * so neither the edge nor the page ever holds the full value.
 */

/** "Juan Dela Cruz" → "J*** D*** C***": the first letter of each word. */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${[...word][0]}***`)
    .join(" ");
}

/** "juan.cruz@example.com" → "ju***@example.com"; a short local part keeps one letter. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  const local = email.slice(0, at);
  return `${local.slice(0, local.length > 3 ? 2 : 1)}***${email.slice(at)}`;
}

/** "9171234567" → "917****567": the first three and last three digits. */
export function maskMobile(mobile: string): string {
  if (mobile.length <= 6) return `${mobile.slice(0, 1)}****`;
  return `${mobile.slice(0, 3)}****${mobile.slice(-3)}`;
}

/** A card or account number's last four digits, the only part ever shown. */
export function lastFour(accountNumber: string): string {
  return accountNumber.replace(/\D/g, "").slice(-4);
}

/** "liza777" → "li***77": an account name's first two and last two characters (one of each when short). */
export function maskAccount(account: string): string {
  const chars = [...account.trim()];
  if (chars.length === 0) return "***";
  if (chars.length <= 4) return `${chars[0]}***`;
  if (chars.length <= 6) return `${chars[0]}***${chars.at(-1)}`;
  return `${chars.slice(0, 2).join("")}***${chars.slice(-2).join("")}`;
}
