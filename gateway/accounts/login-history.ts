/**
 * Sign-in history (decision 025): every login attempt on an existing account, with the
 * device's User-Agent and the edge's country as the app forwards them (X-Client-User-Agent,
 * X-Client-Country). The page shows the newest 20; the newest 50 are kept, so the table stays
 * small however often an account is tried.
 */
export const HISTORY_SHOWN = 20;
export const HISTORY_KEPT = 50;

/** The User-Agent the app forwarded, at most 256 characters; null when absent. */
export function clientUserAgent(request: Request): string | null {
  return request.headers.get("X-Client-User-Agent")?.slice(0, 256) || null;
}

/** The two-letter country the app forwarded; anything else (Cloudflare's XX and T1 included) is null. */
export function clientCountry(request: Request): string | null {
  const value = request.headers.get("X-Client-Country")?.trim().toUpperCase() ?? "";
  return /^[A-Z]{2}$/.test(value) && value !== "XX" ? value : null;
}

/** One INSERT and the prune of rows past the newest 50, in one round trip. */
export async function recordSignIn(db: D1Database, memberId: number, request: Request, now: number, success: boolean): Promise<void> {
  await db.batch([
    db
      .prepare("INSERT INTO login_history (member_id, at, user_agent, country, success) VALUES (?1, ?2, ?3, ?4, ?5)")
      .bind(memberId, now, clientUserAgent(request), clientCountry(request), success ? 1 : 0),
    db
      .prepare(
        `DELETE FROM login_history WHERE member_id = ?1 AND id NOT IN
           (SELECT id FROM login_history WHERE member_id = ?1 ORDER BY at DESC, id DESC LIMIT ?2)`,
      )
      .bind(memberId, HISTORY_KEPT),
  ]);
}
