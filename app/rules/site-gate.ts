/**
 * The start gate (§2 Page chrome): maintenance first, then region restriction.
 * "If both apply, maintenance wins."
 */
export type Gate = "open" | "maintenance" | "region";

export function decideGate(status: { maintenance: boolean; regionRestricted: boolean }): Gate {
  if (status.maintenance) return "maintenance";
  if (status.regionRestricted) return "region";
  return "open";
}

/** HTTP status for each closed gate: 503 (with Retry-After) and 451 Unavailable For Legal Reasons. */
export const GATE_STATUS = { maintenance: 503, region: 451 } as const;
export const MAINTENANCE_RETRY_AFTER_SECONDS = 300;

/**
 * The player's country as the edge sees it. An explicit CF-IPCountry header wins over
 * request.cf.country: Cloudflare sets both in production, and offline (local dev, tests)
 * request.cf holds a placeholder, so the header is how the gate is driven there.
 * Cloudflare's "XX" (unknown) and "T1" (Tor) are passed on as they are for the gateway to judge.
 */
export function playerCountry(header: string | null, cfCountry: unknown): string | null {
  const pick = (v: unknown) => (typeof v === "string" && /^[A-Za-z][A-Za-z0-9]$/.test(v.trim()) ? v.trim().toUpperCase() : null);
  return pick(header) ?? pick(cfCountry);
}
