import type { getZodConstraint } from "@conform-to/zod";

/**
 * A form's constraint attributes (required, minLength, pattern…) as a loader sends them
 * (decision 055): the type alone, so a component can take them as a prop without importing zod.
 */
export type FormConstraint = ReturnType<typeof getZodConstraint>;
