import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { Honeypot } from "remix-utils/honeypot/server";
import type { z } from "zod";

/** The honeypot's two fields, given to remix-utils in services.server.ts so both sides agree. */
export const HONEYPOT_FIELDS = { name: "name__confirm", validFrom: "from__confirm" } as const;

type SpamContext = { honeypot: Pick<Honeypot, "check"> };

/**
 * The honeypot of the public forms (decision 003), judged strictly. Spam when either field is
 * missing (remix-utils skips its whole check when both are), when the name field is not empty, or
 * when remix-utils' check throws anything at all: a forged timestamp makes its decryption throw
 * WebCrypto's OperationError (AES-GCM refuses a token not sealed with our key) or atob's error (not
 * base64), not a SpamError, and that would otherwise escape as a 500.
 */
export async function isSpam(context: SpamContext, formData: FormData): Promise<boolean> {
  const name = formData.get(HONEYPOT_FIELDS.name);
  const validFrom = formData.get(HONEYPOT_FIELDS.validFrom);
  if (name === null || validFrom === null || name !== "") return true;
  try {
    await context.honeypot.check(formData);
    return false;
  } catch {
    return true;
  }
}

/**
 * The first step of a public form's action (login, registration, forgot password): null for a real
 * submission; for spam, the reply the action answers with (status 400) — the form's own spam
 * message, what was typed echoed back but never the secrets — so the page shows a message, with or
 * without JavaScript, and nothing reaches the gateway.
 */
export async function rejectSpam(
  context: SpamContext,
  formData: FormData,
  form: { schema: z.ZodTypeAny; hideFields: string[] },
): Promise<SubmissionResult<string[]> | null> {
  if (!(await isSpam(context, formData))) return null;
  return parseWithZod(formData, { schema: form.schema }).reply({ formErrors: ["form.spam"], hideFields: form.hideFields });
}
