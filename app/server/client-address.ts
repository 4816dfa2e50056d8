import { isLocalDevelopment } from "./security-headers";

/**
 * Where the player's address comes from (decision 072).
 *   cloudflare — from CF-Connecting-IP. Deployed, every request reaches the worker through
 *                Cloudflare's edge, which sets that header itself and replaces any value a client
 *                sent: it is the address the player's connection came from.
 *   socket     — from the connection. Run locally nothing stands in front of the worker, so a
 *                client could send any CF-Connecting-IP; the connection is loopback for every local
 *                request, so they all count as that one address.
 * Unset, the request's own URL decides: a local development URL means socket, anything else
 * cloudflare. Harnesses that play Cloudflare's part on loopback (the browser tests, the fuzz suite,
 * the guesser) set `cloudflare` and send the header as the edge would.
 */
export type ClientIpSource = "cloudflare" | "socket";

export const LOOPBACK_ADDRESS = "127.0.0.1";

export function clientAddress(request: Request, source: ClientIpSource | undefined): string | null {
  const trusted = source ?? (isLocalDevelopment(new URL(request.url)) ? "socket" : "cloudflare");
  if (trusted === "socket") return LOOPBACK_ADDRESS;
  return request.headers.get("CF-Connecting-IP")?.trim().slice(0, 64) || null;
}
