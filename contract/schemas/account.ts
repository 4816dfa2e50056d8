import { z } from "zod";

/**
 * Answers of the account calls that are not sessions (those are in envelope.ts: LoginResult,
 * TrialAccount, TrialTerms, MemberInfo, Wallet).
 */

/** A code was sent (sign-up or sign-in SMS, a locked account's unlock code): how long it is good for, when the gateway says. */
export const CodeRequested = z.object({ expiredMinutes: z.number().positive().optional() });
export type CodeRequested = z.infer<typeof CodeRequested>;

/** A captcha to answer: its id (sent back with the answer) and the picture as base64 PNG. */
export const Captcha = z.object({ captchaId: z.string(), image: z.string() });
export type Captcha = z.infer<typeof Captcha>;

/** One registration field as the operator set it (§3 registration field settings). */
export const RegistrationFieldSetting = z.object({ enabled: z.boolean(), required: z.boolean() });

/** §3 registration field settings, by field name (contract/registration.ts names the fields). */
export const RegistrationSettings = z.object({ fields: z.record(z.string(), RegistrationFieldSetting) });
export type RegistrationSettings = z.infer<typeof RegistrationSettings>;
