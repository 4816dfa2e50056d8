import { z } from "zod";
import { FIELD_RULES, checkField, confirmMatches, type FieldName } from "../../contract/field-rules";
import {
  DEFAULT_DIALING_CODE,
  DIALING_CODES,
  REGISTER_SOURCES,
  mustFill,
  visibleRegistrationFields,
  type FieldSettings,
  type RegistrationMethod,
} from "../../contract/registration";

/**
 * §5 fields as the gateway reads them from request bodies: the same rules the app's forms check
 * (contract/field-rules.ts), so a value the form accepts is never refused here and a refusal names
 * the same reason key the form would show.
 */
export function field(name: FieldName) {
  return z.unknown().transform((input, ctx) => {
    const result = checkField(FIELD_RULES[name], input);
    if (result.ok) return result.value;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: result.key });
    return z.NEVER;
  });
}

/** An optional field: empty (or absent) passes, anything else must satisfy the rule (§5). */
function optionalField(name: FieldName) {
  return z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), field(name).optional());
}

/**
 * A registration body (§3 payload): the fields the method shows, each required or optional as the
 * field settings say, a known dialing code, and a confirmation equal to the password. Keys it does
 * not know pass through unchecked.
 */
export function registrationBody(settings: FieldSettings, method: RegistrationMethod) {
  const shape: Record<string, z.ZodTypeAny> = {};
  for (const f of visibleRegistrationFields(settings, method, true)) {
    shape[f] = mustFill(settings, f, method) ? field(f) : optionalField(f);
  }
  return z
    .object({
      ...shape,
      countryDialingCode: z.enum(DIALING_CODES, { errorMap: () => ({ message: "validation.dialingCode.format" }) }).default(DEFAULT_DIALING_CODE),
      confirmPassword: z.string().optional(),
      registerMethod: z.enum(REGISTER_SOURCES).catch("H5"),
    })
    .passthrough()
    .superRefine((v, ctx) => {
      const confirm = confirmMatches(typeof v.password === "string" ? v.password : "", v.confirmPassword);
      if (confirm) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["confirmPassword"], message: confirm });
    });
}
