import { z } from "zod";

function envelopeOf<T extends z.ZodTypeAny>(value: T) {
  return z.object({
    success: z.literal(true),
    value,
    code: z.string().optional().nullable(),
    message: z.string().optional().nullable(),
  });
}

/** One envelope per value schema, built once per isolate: building zod objects per call was a tenth of a page's CPU. */
const envelopes = new WeakMap<z.ZodTypeAny, z.ZodTypeAny>();

/**
 * Every gateway response is the envelope { success, value, code?, message? } (§7).
 * A success must carry a value of the call's schema; a failure is read by `failureEnvelope`.
 */
export function successEnvelope<T extends z.ZodTypeAny>(value: T): ReturnType<typeof envelopeOf<T>> {
  let envelope = envelopes.get(value);
  if (!envelope) envelopes.set(value, (envelope = envelopeOf(value)));
  return envelope as ReturnType<typeof envelopeOf<T>>;
}

/** The envelope as far as it can be read without knowing the value: used for failures. */
export const failureEnvelope = z.object({
  success: z.literal(false),
  code: z.string().optional().nullable(),
  message: z.string().optional().nullable(),
  // Some refusals carry details, e.g. login's { captcha: true } (§3 login error response).
  value: z.unknown().optional(),
});

const flag = z.boolean();

/** Site info (§3): template switches, gates, white-label flags, feature switches, languages. */
export const SiteStatus = z.object({
  maintenance: flag,
  regionRestricted: flag,
  location: z.string().nullable(),
  mobileTemplate: z.object({ mem_cen: z.enum(["0", "1"]), dep_func: z.enum(["0", "1"]) }),
  whiteLabel: z.record(z.string(), flag),
  features: z.record(z.string(), flag),
  languages: z.array(z.string()),
});
export type SiteStatus = z.infer<typeof SiteStatus>;

/** login / testPlay value (§7): the token stays on the edge, in the encrypted session. */
export const LoginResult = z.object({
  token: z.string().min(16),
  userName: z.string(),
  customerType: z.number().int(),
  firstTimeLogin: z.boolean(),
});
export type LoginResult = z.infer<typeof LoginResult>;

export const TrialAccount = z.object({ userName: z.string() });

/** The free trial's terms (/m/trail): the opening balance of a new trial account, in the currency's major unit. */
export const TrialTerms = z.object({ openingBalance: z.number().nonnegative(), currencySymbol: z.string().min(1) });
export type TrialTerms = z.infer<typeof TrialTerms>;

/** Member info (§3). regDate is epoch milliseconds. */
export const MemberInfo = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  userName: z.string(),
  type: z.number().int(),
  regDate: z.number(),
  toUpline: z.boolean(),
  clubLabel: z.object({ labelName: z.string() }).nullable(),
});
export type MemberInfo = z.infer<typeof MemberInfo>;

/** Wallet (§3). sumBalance is a decimal number in the currency's major unit. */
export const Wallet = z.object({
  currencySymbol: z.string(),
  sumBalance: z.number(),
});
export type Wallet = z.infer<typeof Wallet>;

/** For calls whose success carries nothing worth reading. */
export const Empty = z.unknown();
