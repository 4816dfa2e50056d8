/**
 * A small valid value for a request schema (a query or a body), so the kit can call every route
 * without a hand-written input per route. Required fields only; each leaf is the first candidate
 * the leaf's own schema accepts, so formats (dates, lengths, patterns, bounds) are honoured without
 * the kit reading them. `pick` answers first for a field by its name (discovered ids, the member's
 * name, today's date): what it offers is used only where the schema accepts it.
 */
import { z } from "zod";

/** A value offered for the field `name` (the last part of `path`), or undefined. */
export type Pick = (name: string, path: readonly (string | number)[]) => unknown;

/** Strings tried in turn when nothing names the field: common formats first, then plain text. */
function stringCandidates(today: string): string[] {
  return [
    today,
    "1",
    "conformance",
    "Conformance1",
    "Conf0rmance!2024",
    "conformance@example.com",
    "https://example.com/",
    "00000000-0000-4000-8000-000000000000",
    "09171234567",
    "+639171234567",
    "123456",
    "12345678",
    "a",
    "A",
    "ty",
    "TY",
    "PH",
  ];
}

const NUMBER_CANDIDATES = [1, 10, 0, 100, 1000, 0.01, 0.5, 2, 5, 30, 60, 18];

/** The schema under wrappers that do not change what a valid value looks like. */
function unwrap(schema: z.ZodTypeAny): z.ZodTypeAny {
  let current = schema;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) current = current.unwrap();
    else if (current instanceof z.ZodDefault) current = current.removeDefault();
    else if (current instanceof z.ZodEffects) current = current.innerType();
    else if (current instanceof z.ZodBranded) current = current.unwrap();
    else if (current instanceof z.ZodReadonly || current instanceof z.ZodCatch) current = current._def.innerType;
    else if (current instanceof z.ZodPipeline) current = current._def.in;
    else if (current instanceof z.ZodLazy) current = current.schema;
    else return current;
  }
}

const accepts = (schema: z.ZodTypeAny, value: unknown) => schema.safeParse(value).success;

/** Strings of the right length around a candidate: padded with digits, or cut. */
function fitted(candidate: string, min: number | null, max: number | null): string[] {
  const out = [candidate];
  if (min !== null && candidate.length < min) out.push(candidate + "1".repeat(min - candidate.length), candidate + "a".repeat(min - candidate.length));
  if (max !== null && candidate.length > max) out.push(candidate.slice(0, max));
  return out;
}

/** `field`: the whole field's schema, refinements included, which every candidate must pass. */
function sampleString(schema: z.ZodString, field: z.ZodTypeAny, offered: unknown[], today: string): string | undefined {
  for (const value of offered) if (accepts(field, value)) return value as string;
  for (const base of stringCandidates(today)) {
    for (const value of fitted(base, schema.minLength, schema.maxLength)) if (accepts(field, value)) return value;
  }
  return undefined;
}

function sampleNumber(schema: z.ZodNumber, field: z.ZodTypeAny, offered: unknown[]): number | undefined {
  const bounds = [schema.minValue, schema.maxValue].filter((n): n is number => n !== null);
  const candidates = [...offered, ...NUMBER_CANDIDATES, ...bounds, ...bounds.map((n) => n + 1), ...bounds.map((n) => n - 1)];
  return candidates.find((value) => accepts(field, value)) as number | undefined;
}

export type SampleOptions = { pick?: Pick; today: string };

/**
 * A value `schema` accepts, or undefined when the kit could not build one (a refinement across
 * fields, a pattern none of the candidates fits): the caller says so rather than send a guess.
 */
export function sampleOf(schema: z.ZodTypeAny, options: SampleOptions, path: readonly (string | number)[] = []): unknown {
  const name = String(path[path.length - 1] ?? "");
  const offered = path.length ? [options.pick?.(name, path)].filter((v) => v !== undefined) : [];
  const inner = unwrap(schema);
  let value: unknown;
  if (inner instanceof z.ZodString) value = sampleString(inner, schema, offered, options.today);
  else if (inner instanceof z.ZodNumber) value = sampleNumber(inner, schema, offered);
  else if (inner instanceof z.ZodBigInt) value = 1n;
  else if (inner instanceof z.ZodBoolean) value = offered.find((v) => typeof v === "boolean") ?? false;
  else if (inner instanceof z.ZodLiteral) value = inner.value;
  else if (inner instanceof z.ZodEnum) value = offered.find((v) => accepts(inner, v)) ?? inner.options[0];
  else if (inner instanceof z.ZodNativeEnum) value = Object.values(inner.enum).find((v) => accepts(inner, v));
  else if (inner instanceof z.ZodNull) value = null;
  else if (inner instanceof z.ZodDate) value = new Date(`${options.today}T00:00:00Z`);
  else if (inner instanceof z.ZodObject) value = sampleObject(inner, options, path);
  else if (inner instanceof z.ZodArray) {
    const min = inner._def.exactLength?.value ?? inner._def.minLength?.value ?? 0;
    value = Array.from({ length: min }, (_, i) => sampleOf(inner.element, options, [...path, i]));
  } else if (inner instanceof z.ZodTuple) value = (inner.items as z.ZodTypeAny[]).map((item, i) => sampleOf(item, options, [...path, i]));
  else if (inner instanceof z.ZodUnion || inner instanceof z.ZodDiscriminatedUnion) {
    const choices = inner.options as z.ZodTypeAny[];
    value = choices.map((option) => sampleOf(option, options, path)).find((v) => v !== undefined);
  } else if (inner instanceof z.ZodIntersection) {
    const left = sampleOf(inner._def.left, options, path);
    const right = sampleOf(inner._def.right, options, path);
    value = typeof left === "object" && typeof right === "object" ? { ...left, ...right } : left;
  } else if (inner instanceof z.ZodRecord || inner instanceof z.ZodMap) value = inner instanceof z.ZodMap ? new Map() : {};
  else value = offered[0] ?? null;
  // The wrappers (refinements, transforms, preprocessing) have the last word.
  return value !== undefined && accepts(schema, value) ? value : undefined;
}

/**
 * An object's required fields, and its optional ones only where `pick` offers a value (a
 * discovered id for an optional filter is better than none).
 */
function sampleObject(schema: z.AnyZodObject, options: SampleOptions, path: readonly (string | number)[]): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodTypeAny>)) {
    const fieldPath = [...path, key];
    if (field.isOptional()) {
      const offered = options.pick?.(key, fieldPath);
      if (offered !== undefined && accepts(field, offered)) out[key] = offered;
      continue;
    }
    const value = sampleOf(field, options, fieldPath);
    if (value === undefined) return undefined;
    out[key] = value;
  }
  return out;
}
