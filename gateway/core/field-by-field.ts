import type { z } from "zod";

/** What `fieldByField` reads: a field with a fallback as its schema parses it (or the fallback), the rest as sent. */
export type ReadFields<S extends z.ZodRawShape, F> = { [K in keyof S]: K extends keyof F ? z.output<S[K]> | F[K] : unknown };

/**
 * A body read field by field against its request schema (contract/schemas/*-requests.ts), for a
 * call whose refusals come in the contract's order, one code per field, some after a database
 * check: a field with a fallback reads as the schema parses it, or as the fallback when it does
 * not fit (the handler's own check then refuses it); a field without one reads as sent, for the
 * handler to check itself. The keys are the schema's, so the reader cannot drift from the contract.
 */
export function fieldByField<S extends z.ZodRawShape, const F extends { [K in keyof S]?: unknown }>(
  schema: z.ZodObject<S>,
  fallbacks: F,
): (input: Record<string, unknown>) => ReadFields<S, F> {
  return (input) => {
    const read: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(schema.shape)) {
      if (!Object.hasOwn(fallbacks, key)) {
        read[key] = input[key];
        continue;
      }
      const parsed = field.safeParse(input[key]);
      read[key] = parsed.success ? parsed.data : fallbacks[key as keyof F];
    }
    return read as ReadFields<S, F>;
  };
}
