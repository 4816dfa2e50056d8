import { z } from "zod";

/**
 * Home's query parameters, read by the loader only. They live in a .server module so zod stays
 * out of the route's browser chunk (first-load JavaScript ≤ 110 kB on any route);
 * top-level schema objects in the route module would be kept by the bundler, loader or not.
 */

/** A category or vendor code in the query (?cat=RNG&vendor=SPN): anything else is ignored. */
export const QueryCode = z
  .string()
  .regex(/^[A-Z0-9_]{1,32}$/)
  .nullable()
  .catch(null);

/** The pop-up page to open on (?popup=N, paging without JavaScript). */
export const PopupPage = z.coerce.number().int().min(0).max(50).catch(0);
