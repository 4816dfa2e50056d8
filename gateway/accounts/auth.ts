import { newToken, sha256Hex } from "../core/crypto";

export type Member = {
  id: number;
  account: string;
  type: number;
  nickname: string | null;
  to_upline: number;
  status: string;
  reg_date: number;
  last_login_at: number | null;
};

/** Gateway tokens live 12 hours; the edge session cookie expires with them. */
export const TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

const MEMBER_COLUMNS = "m.id, m.account, m.type, m.nickname, m.to_upline, m.status, m.reg_date, m.last_login_at";

/** How often a used session is stamped as seen (the team's "online users"): at most once a minute. */
export const SEEN_STAMP_MS = 60_000;

export async function findMemberByToken(db: D1Database, token: string, now: number): Promise<Member | null> {
  const hash = await sha256Hex(token);
  const row = await db
    .prepare(
      `SELECT ${MEMBER_COLUMNS}, s.last_seen_at AS seen_at FROM sessions s JOIN members m ON m.id = s.member_id
       WHERE s.token_hash = ?1 AND s.expires_at > ?2 AND m.status = 'active'`,
    )
    .bind(hash, now)
    .first<Member & { seen_at: number | null }>();
  if (!row) return null;
  const { seen_at, ...member } = row;
  if (seen_at === null || now - seen_at >= SEEN_STAMP_MS) {
    await db.prepare("UPDATE sessions SET last_seen_at = ?2 WHERE token_hash = ?1").bind(hash, now).run();
  }
  return member;
}

export async function findMemberByAccount(db: D1Database, account: string): Promise<(Member & { password_hash: string }) | null> {
  return db.prepare(`SELECT ${MEMBER_COLUMNS}, m.password_hash FROM members m WHERE m.account = ?1`).bind(account).first();
}

/** Opens a session; returns the token (only its hash is stored) and whether this was the first login. */
export async function openSession(db: D1Database, member: Member, now: number): Promise<{ token: string; firstTimeLogin: boolean }> {
  const token = newToken();
  await db.batch([
    db
      .prepare("INSERT INTO sessions (token_hash, member_id, created_at, expires_at, last_seen_at) VALUES (?1, ?2, ?3, ?4, ?3)")
      .bind(await sha256Hex(token), member.id, now, now + TOKEN_TTL_MS),
    db.prepare("UPDATE members SET last_login_at = ?2 WHERE id = ?1").bind(member.id, now),
    db.prepare("DELETE FROM sessions WHERE member_id = ?1 AND expires_at <= ?2").bind(member.id, now),
  ]);
  return { token, firstTimeLogin: member.last_login_at === null };
}

export async function closeSession(db: D1Database, token: string): Promise<void> {
  await db
    .prepare("DELETE FROM sessions WHERE token_hash = ?1")
    .bind(await sha256Hex(token))
    .run();
}

/** The login answer (§7): token, user name, customer type and whether this was the first login. */
export function loginValue(member: Member, session: { token: string; firstTimeLogin: boolean }) {
  return { token: session.token, userName: member.account, customerType: member.type, firstTimeLogin: session.firstTimeLogin };
}
