import { FIELD_RULES, type FieldName, type FieldRule } from "@contract/field-rules";
import { z } from "zod";

/**
 * §5 validation rules as zod schemas, one per field name, shared by every form and action. They
 * are built from the rule data in contract/field-rules.ts, which the gateway checks with too; the
 * messages are its reason keys, translated at render (validation.* in the account texts).
 */
function schemaOf(rule: FieldRule) {
  // A missing field reports the field's own key, not zod's English default.
  let text = z.string({ required_error: rule.requiredKey, invalid_type_error: rule.requiredKey });
  if (rule.trim) text = text.trim();
  if (rule.nonEmpty) text = text.min(1, rule.requiredKey);
  for (const check of rule.checks) {
    text = "pattern" in check ? text.regex(check.pattern, check.key) : "min" in check ? text.min(check.min, check.key) : text.max(check.max, check.key);
  }
  const { refuse } = rule;
  return refuse ? text.refine((value) => !refuse.test(value), refuse.key) : text;
}

export const rules = Object.fromEntries(Object.entries(FIELD_RULES).map(([name, rule]) => [name, schemaOf(rule)])) as Record<
  FieldName,
  ReturnType<typeof schemaOf>
>;

/**
 * A zod preprocessor that reads a blank string (empty or only spaces) as absent: HTML forms and
 * query strings send "" for a field left empty, which must then get the field's default or count
 * as not given, not fail its rule.
 */
export const empty = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** An optional field: empty (or absent) passes, anything else must satisfy the rule (§5). */
export function optional<T extends z.ZodTypeAny>(rule: T) {
  return z.preprocess(empty, rule.optional());
}
