import type { Honeypot } from "remix-utils/honeypot/server";

/** The honeypot's two fields, given to remix-utils in services.server.ts so both sides agree. */
export const HONEYPOT_FIELDS = { name: "name__confirm", validFrom: "from__confirm" } as const;

/**
 * The honeypot of the public forms (decision 003), judged strictly. Spam when either field is
 * missing (remix-utils skips its whole check when both are), when the name field is not empty, or
 * when remix-utils' check throws anything at all: a forged timestamp makes crypto-js throw a plain
 * Error, not a SpamError, which used to escape as a 500.
 */
export function isSpam(context: { honeypot: Pick<Honeypot, "check"> }, formData: FormData): boolean {
  const name = formData.get(HONEYPOT_FIELDS.name);
  const validFrom = formData.get(HONEYPOT_FIELDS.validFrom);
  if (name === null || validFrom === null || name !== "") return true;
  try {
    context.honeypot.check(formData);
    return false;
  } catch {
    return true;
  }
}
