import type { Cookie } from "react-router";
import type { z } from "zod";

/**
 * The one way the app reads its cookies. A cookie is whatever the client sends: React Router's `parse`
 * throws on a malformed signature (atob), so a forged value must never reach a loader as an
 * exception. Absent reads as null; a value that does not parse, verify or fit its schema reads as
 * null too, and its name goes into `invalid` (the request's set, `context.invalidCookies`) so
 * entry.server.tsx can expire it on the way out.
 */
export async function readCookie(cookie: Cookie, from: Request | string | null, invalid?: Set<string>): Promise<unknown> {
  const header = typeof from === "string" || from === null ? from : from.headers.get("Cookie");
  if (!header || !hasCookie(header, cookie.name)) return null;
  let value: unknown = null;
  try {
    value = await cookie.parse(header);
  } catch {
    value = null;
  }
  // A signed cookie whose signature does not verify parses as null.
  if (value === null) invalid?.add(cookie.name);
  return value;
}

/** readCookie, then the schema: anything that does not fit reads as null and is marked for expiry. */
export async function readCookieAs<S extends z.ZodTypeAny>(
  cookie: Cookie,
  from: Request | string | null,
  schema: S,
  invalid?: Set<string>,
): Promise<z.infer<S> | null> {
  const value = await readCookie(cookie, from, invalid);
  if (value === null) return null;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  invalid?.add(cookie.name);
  return null;
}

/** Whether the Cookie header carries `name` at all (parse cannot tell absent from unverifiable). */
export function hasCookie(header: string, name: string): boolean {
  return header.split(";").some((part) => {
    const eq = part.indexOf("=");
    return eq > 0 && part.slice(0, eq).trim() === name;
  });
}

/**
 * Set-Cookie headers that expire the named cookies, skipping any the response already sets (a
 * fresh session from a sign-in must not be expired by the old value's failure). The attributes
 * match how the app sets them: Path=/, HttpOnly, SameSite=Lax, Secure outside local development.
 */
export function expiringCookies(names: Iterable<string>, alreadySet: readonly string[], secure: boolean): string[] {
  const set = new Set(alreadySet.map((c) => c.slice(0, c.indexOf("=")).trim()));
  const out: string[] = [];
  for (const name of names) {
    if (set.has(name) || !/^[\w.-]+$/.test(name)) continue;
    out.push(`${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`);
  }
  return out;
}
