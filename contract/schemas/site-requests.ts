import { z } from "zod";

/* Request of the site status (§2 start gate, §3 site info; gateway/handlers/site.ts). */

/** The visitor's country (ISO 3166 alpha-2, any case), for the region restriction; anything else is no country. */
export const CountryCode = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9]$/)
  .transform((c) => c.toUpperCase());

export const SiteStatusQuery = z.object({ country: CountryCode.optional() });
