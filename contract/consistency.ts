import { z } from "zod";

/**
 * Reading one's own writes from a gateway that reads from replicas (the embedded gateway over D1's
 * read replication). Optional on both sides: a gateway without replicas neither reads nor answers it.
 *
 * - The gateway may answer any call with `X-Read-After: <token>`: an opaque token for the state of its
 *   data that the call saw (D1's session bookmark for the embedded gateway).
 * - A caller that sends that token back on a later call asks to be answered from data at least that
 *   fresh; without one it accepts whatever copy is nearest.
 *
 * The app keeps the token a member's change (a mutation, or a sign-in) answered, and sends it on
 * that member's calls, so a balance read right after a deposit never shows the balance before it.
 */
export const READ_AFTER_HEADER = "X-Read-After";

/**
 * What either side accepts as a token: printable ASCII without spaces, at most 256 characters. Opaque
 * (D1's bookmarks are about 60 characters of hex and dashes; another gateway's may differ), bounded
 * because the app keeps it in its session cookie. Anything else is ignored, as if none was sent.
 */
export const READ_AFTER_TOKEN = /^[\x21-\x7e]{1,256}$/;
export const readAfterToken = z.string().regex(READ_AFTER_TOKEN);

/** The token of a header's value, or null when there is none or it is not one (ignored, never an error). */
export function readAfterOf(value: string | null | undefined): string | null {
  const parsed = readAfterToken.safeParse(value?.trim());
  return parsed.success ? parsed.data : null;
}
