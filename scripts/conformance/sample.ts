/**
 * A small valid value for a request schema (a query or a body), so the kit can call every route
 * without a hand-written input per route. Required fields only; each leaf is the first candidate
 * the leaf's own schema accepts, so formats (dates, lengths, patterns, bounds) are honoured without
 * the kit reading them. `pick` answers first for a field by its name (discovered ids, the member's
 * name, today's date): what it offers is used only where the schema accepts it.
 */
import { z } from "zod";

/** A value offered for the field `name` (the last part of `path`, whose schema is `schema`), or undefined. */
export type Pick = (name: string, path: readonly (string | number)[], schema: z.ZodTypeAny) => unknown;

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
    "+63",
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

/**
 * A string a simple pattern matches: the first alternative of each group, the first character of
 * each class, each quantifier's minimum (at least once for +). Undefined for what it does not know
 * (lookarounds, backreferences); the result is only a candidate, checked against the schema.
 */
export function stringFromPattern(pattern: RegExp): string | undefined {
  const source = pattern.source;
  let at = 0;
  const fail = () => {
    throw new Error("unsupported pattern");
  };
  const classFirst = (): string => {
    // After "[": the class's first member (a negated class: the first of a few plain characters it allows).
    const negated = source[at] === "^";
    if (negated) at++;
    const members: string[] = [];
    while (at < source.length && source[at] !== "]") {
      let ch = source[at++]!;
      if (ch === "\\") ch = escaped(source[at++]!);
      if (source[at] === "-" && source[at + 1] !== "]") {
        at++;
        let end = source[at++]!;
        if (end === "\\") end = escaped(source[at++]!);
        for (let c = ch.charCodeAt(0); c <= end.charCodeAt(0) && members.length < 200; c++) members.push(String.fromCharCode(c));
      } else members.push(ch);
    }
    at++;
    if (!negated) return members[0] ?? fail();
    return ["a", "1", "x", "_"].find((c) => !members.includes(c)) ?? fail();
  };
  const escaped = (ch: string): string => ({ d: "1", w: "a", s: " ", D: "a", W: "-", S: "a", n: "\n", t: "\t" })[ch] ?? (/[bBkpP1-9]/.test(ch) ? fail() : ch);
  const quantified = (atom: string): string => {
    const ch = source[at];
    let min = 1;
    if (ch === "?" || ch === "*") {
      min = 0;
      at++;
    } else if (ch === "+") at++;
    else if (ch === "{") {
      const close = source.indexOf("}", at);
      const m = /^\{(\d+)(,\d*)?\}$/.exec(source.slice(at, close + 1));
      if (!m) return atom;
      min = Number(m[1]);
      at = close + 1;
    } else return atom;
    if (source[at] === "?") at++;
    return atom.repeat(min);
  };
  const sequence = (): string => {
    let out = "";
    while (at < source.length && source[at] !== ")" && source[at] !== "|") {
      const ch = source[at++]!;
      let atom: string;
      if (ch === "^" || ch === "$") continue;
      if (ch === "(") {
        if (source.startsWith("?:", at)) at += 2;
        else if (source[at] === "?") fail();
        atom = alternatives();
        at++;
      } else if (ch === "[") atom = classFirst();
      else if (ch === "\\") atom = escaped(source[at++]!);
      else if (ch === ".") atom = "a";
      else atom = ch;
      out += quantified(atom);
    }
    return out;
  };
  const alternatives = (): string => {
    const first = sequence();
    // The other alternatives are read past, not used.
    while (source[at] === "|") {
      at++;
      sequence();
    }
    return first;
  };
  try {
    return alternatives();
  } catch {
    return undefined;
  }
}

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
  const patterns = (schema._def.checks as { kind: string; regex?: RegExp }[]).flatMap((c) =>
    c.kind === "regex" && c.regex ? [stringFromPattern(c.regex)] : [],
  );
  const [first, ...rest] = stringCandidates(today);
  for (const base of [first!, ...patterns.filter((p): p is string => p !== undefined), ...rest]) {
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
  const offered = path.length ? [options.pick?.(name, path, schema)].filter((v) => v !== undefined) : [];
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
  else if (inner instanceof z.ZodObject) value = completed(schema, inner, sampleObject(inner, options, path), options, path);
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
  } else if (inner instanceof z.ZodMap) value = new Map();
  else if (inner instanceof z.ZodRecord) {
    // Empty, or one entry where the schema wants some.
    const key = sampleOf(inner.keySchema, options, [...path, "key"]);
    const entry = sampleOf(inner.valueSchema, options, [...path, String(key)]);
    value = [{}, ...(typeof key === "string" && entry !== undefined ? [{ [key]: entry }] : [])].find((v) => accepts(schema, v));
  } else value = offered[0] ?? null;
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
      const offered = options.pick?.(key, fieldPath, field);
      if (offered !== undefined && accepts(field, offered)) out[key] = offered;
      continue;
    }
    const value = sampleOf(field, options, fieldPath);
    if (value === undefined) return undefined;
    out[key] = value;
  }
  return out;
}

/**
 * An object the whole schema refuses for a field it left out (a refinement across fields: a
 * confirmation must equal its password): the optional fields the refusal names are filled, a
 * `confirmX` with the value of `x` (filled first), a few rounds at most.
 */
function completed(
  schema: z.ZodTypeAny,
  object: z.AnyZodObject,
  value: Record<string, unknown> | undefined,
  options: SampleOptions,
  path: readonly (string | number)[],
): Record<string, unknown> | undefined {
  if (!value) return undefined;
  const shape = object.shape as Record<string, z.ZodTypeAny>;
  const out = { ...value };
  const fill = (key: string) => {
    if (key in out || !shape[key]) return false;
    const confirmed = /^confirm(\w+)$/.exec(key)?.[1];
    const sibling = confirmed ? Object.keys(shape).find((k) => k.toLowerCase() === confirmed.toLowerCase()) : undefined;
    if (sibling) {
      fill(sibling);
      if (sibling in out) return ((out[key] = out[sibling]), true);
    }
    const filled = sampleOf(shape[key], options, [...path, key]);
    if (filled === undefined) return false;
    out[key] = filled;
    return true;
  };
  for (let round = 0; round < 5; round++) {
    const checked = schema.safeParse(out);
    if (checked.success) return out;
    const named = checked.error.issues.map((issue) => issue.path[0]).filter((key): key is string => typeof key === "string");
    if (!named.map(fill).some(Boolean)) break;
  }
  return out;
}
