import { TEAM_CTE } from "./team";
import { ONLINE_WINDOW_MS, kindOfType, type DownlineKind } from "../../contract/downline-rules";
import type { GameType } from "../../contract/games";
import { sha256Hex } from "../core/crypto";

/**
 * An agent's downlines (decision 033): the team list with its drill-down, opening
 * a downline account and the agent's invitation code. handlers/agent-team.ts answers the pages;
 * the rules live here so a test can call them directly.
 */

export type TeamRow = {
  id: number;
  account: string;
  nickname: string | null;
  type: number;
  kind: DownlineKind;
  depth: number;
  parentId: number;
  parentAccount: string;
  regDate: number;
  lastLoginAt: number | null;
  balanceMinor: number;
  online: boolean;
  /** Members below them, at any depth. */
  teamSize: number;
  /** Their direct downlines (a row with any can be drilled into). */
  directCount: number;
};

/**
 * Every member of the agent's team with the figures the list shows: one query over the team tree
 * (TEAM_CTE), the wallets and the sessions; team sizes are counted here from the parent links,
 * deepest first. A reference gateway's teams are small enough to read whole; the list filters and
 * pages what it read, so totals and pages always come from the same rows.
 */
/** The team list's query (?1 the agent, ?2 now): the team drives the joins (CROSS JOIN keeps that order). */
export const TEAM_ROWS_SQL = `${TEAM_CTE}
  SELECT t.id, t.depth, m.account, m.nickname, m.type, m.parent_id, m.reg_date, m.last_login_at,
         COALESCE(w.balance_minor, 0) AS balance_minor,
         (SELECT MAX(s.last_seen_at) FROM sessions s WHERE s.member_id = t.id AND s.expires_at > ?2) AS seen_at
  FROM team t CROSS JOIN members m ON m.id = t.id LEFT JOIN wallets w ON w.member_id = t.id`;

export async function teamRows(db: D1Database, agent: { id: number; account: string }, now: number): Promise<TeamRow[]> {
  const { results } = await db.prepare(TEAM_ROWS_SQL).bind(agent.id, now).all<{
    id: number;
    depth: number;
    account: string;
    nickname: string | null;
    type: number;
    parent_id: number;
    reg_date: number;
    last_login_at: number | null;
    balance_minor: number;
    seen_at: number | null;
  }>();
  const accounts = new Map<number, string>([[agent.id, agent.account], ...results.map((r) => [r.id, r.account] as [number, string])]);
  const size = new Map<number, number>();
  const direct = new Map<number, number>();
  for (const r of [...results].sort((a, b) => b.depth - a.depth)) {
    size.set(r.parent_id, (size.get(r.parent_id) ?? 0) + (size.get(r.id) ?? 0) + 1);
    direct.set(r.parent_id, (direct.get(r.parent_id) ?? 0) + 1);
  }
  return results.map((r) => ({
    id: r.id,
    account: r.account,
    nickname: r.nickname,
    type: r.type,
    kind: kindOfType(r.type),
    depth: r.depth,
    parentId: r.parent_id,
    parentAccount: accounts.get(r.parent_id) ?? "",
    regDate: r.reg_date,
    lastLoginAt: r.last_login_at,
    balanceMinor: r.balance_minor,
    online: r.seen_at !== null && now - r.seen_at <= ONLINE_WINDOW_MS,
    teamSize: size.get(r.id) ?? 0,
    directCount: direct.get(r.id) ?? 0,
  }));
}

export type TeamQuery = {
  account: string | null;
  level: number | null;
  kind: DownlineKind | null;
  parent: string | null;
  page: number;
  pageSize: number;
};

export type TeamListing = {
  rows: TeamRow[];
  /** The matched rows across all pages. */
  count: number;
  balanceMinor: number;
  /** The drilled downline's chain from the agent's direct downline down to it (empty when not drilling). */
  trail: string[];
  teamSize: number;
  teamBalanceMinor: number;
  deepest: number;
};

/**
 * The list a page asks for: `parent` narrows to one team member's direct downlines (null when that
 * account is not in the team), then the account search (contains, without case), level and kind;
 * newest registrations first within a level.
 */
export function listTeam(all: TeamRow[], q: TeamQuery): TeamListing | null {
  let rows = all;
  const trail: string[] = [];
  if (q.parent) {
    const byId = new Map(all.map((r) => [r.id, r]));
    const wanted = q.parent.toLowerCase();
    const parent = all.find((r) => r.account.toLowerCase() === wanted);
    if (!parent) return null;
    for (let at: TeamRow | undefined = parent; at; at = byId.get(at.parentId)) trail.unshift(at.account);
    rows = rows.filter((r) => r.parentId === parent.id);
  }
  if (q.account) {
    const needle = q.account.toLowerCase();
    rows = rows.filter((r) => r.account.toLowerCase().includes(needle));
  }
  if (q.level !== null) rows = rows.filter((r) => r.depth === q.level);
  if (q.kind !== null) rows = rows.filter((r) => r.kind === q.kind);
  rows = [...rows].sort((a, b) => a.depth - b.depth || b.regDate - a.regDate || a.id - b.id);
  const start = (q.page - 1) * q.pageSize;
  return {
    rows: rows.slice(start, start + q.pageSize),
    count: rows.length,
    balanceMinor: rows.reduce((s, r) => s + r.balanceMinor, 0),
    trail,
    teamSize: all.length,
    teamBalanceMinor: all.reduce((s, r) => s + r.balanceMinor, 0),
    deepest: all.reduce((d, r) => Math.max(d, r.depth), 0),
  };
}

export type TeamMemberRow = { id: number; account: string; depth: number; type: number; nickname: string | null };

/** A team member by account (case-insensitive) or id, with their depth, or null when not in the agent's team. One statement. */
export async function teamMember(db: D1Database, agentId: number, by: { account: string } | { id: number }): Promise<TeamMemberRow | null> {
  const [column, value] = "account" in by ? ["m.account", by.account] : ["m.id", by.id];
  return db
    .prepare(`${TEAM_CTE} SELECT m.id, m.account, t.depth, m.type, m.nickname FROM team t JOIN members m ON m.id = t.id WHERE ${column} = ?2`)
    .bind(agentId, value)
    .first();
}

/** A team member by account (case-insensitive) with their depth, or null when not in the agent's team. */
export const teamMemberByAccount = (db: D1Database, agentId: number, account: string) => teamMember(db, agentId, { account });

/** The agent's direct downlines, oldest first. */
export async function directDownlines(db: D1Database, agentId: number): Promise<{ id: number; account: string; nickname: string | null; type: number }[]> {
  const { results } = await db
    .prepare("SELECT id, account, nickname, type FROM members WHERE parent_id = ?1 ORDER BY reg_date, id")
    .bind(agentId)
    .all<{ id: number; account: string; nickname: string | null; type: number }>();
  return results;
}

/* ---------------- invitation codes ---------------- */

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A random invitation code: 8 of letters and digits without the look-alikes (0/O, 1/I). */
export function newInviteCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join("");
}

/** The agent's invitation code (their first), made now when they have none. */
export async function inviteCodeOf(db: D1Database, agentId: number): Promise<string> {
  const first = () => db.prepare("SELECT code FROM affiliate_codes WHERE member_id = ?1 ORDER BY rowid LIMIT 1").bind(agentId).first<{ code: string }>();
  const existing = await first();
  if (existing) return existing.code;
  // A code taken by someone else (one in a billion) is skipped; a twin request's code is read back.
  for (let attempt = 0; attempt < 3; attempt++) {
    await db
      .prepare(
        "INSERT INTO affiliate_codes (code, member_id) SELECT ?1, ?2 WHERE NOT EXISTS (SELECT 1 FROM affiliate_codes WHERE member_id = ?2) ON CONFLICT (code) DO NOTHING",
      )
      .bind(newInviteCode(), agentId)
      .run();
    const made = await first();
    if (made) return made.code;
  }
  throw new Error(`invite code: none could be made for member ${agentId}`);
}

/** How many accounts registered with the agent's codes. */
export async function signUpsOf(db: D1Database, agentId: number): Promise<number> {
  const row = await db
    .prepare("SELECT COUNT(*) AS n FROM members m JOIN affiliate_codes c ON c.code = m.affiliate_code WHERE c.member_id = ?1 AND m.parent_id = ?1")
    .bind(agentId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/* ---------------- opening a downline ---------------- */

export type NewDownline = {
  agentId: number;
  account: string;
  passwordHash: string;
  type: number;
  rates: Partial<Record<GameType, number>>;
  /** A new agent's own invitation code; null for a player. */
  inviteCode: string | null;
  /** YYYY-MM-DD, checked against the market's minimum age by the caller (decision 043). */
  birthDate: string | null;
  idempotency: { key: string; fingerprint: string };
  now: number;
};

/** What an opening's idempotency key stands for: the same key for another account or type is a mismatch. */
export const downlineFingerprint = (account: string, type: number) => `downline|${account.toLowerCase()}|${type}`;

/** The reference an opening's key keeps: `downline:<member id>`. */
export const downlineIdOf = (reference: string): number | null => {
  const m = /^downline:(\d+)$/.exec(reference);
  return m ? Number(m[1]) : null;
};

/**
 * Opens the account in one batch: the member under the agent, an empty wallet, a profile row, the
 * rates, a new agent's invitation code and the agent's idempotency key — all or nothing. A taken
 * account (or a twin request's key) fails the batch; the caller reads which.
 */
export async function openDownline(db: D1Database, d: NewDownline): Promise<{ ok: true; id: number } | { ok: false; reason: "exists" | "key" }> {
  const idOf = "(SELECT id FROM members WHERE account = ?1)";
  const statements: D1PreparedStatement[] = [
    db
      .prepare("INSERT INTO members (account, password_hash, type, parent_id, reg_date, birth_date) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
      .bind(d.account, d.passwordHash, d.type, d.agentId, d.now, d.birthDate),
    db.prepare(`INSERT INTO wallets (member_id, currency, currency_symbol, balance_minor) VALUES (${idOf}, 'PHP', '₱', 0)`).bind(d.account),
    db.prepare(`INSERT INTO member_profiles (member_id) VALUES (${idOf})`).bind(d.account),
    ...Object.entries(d.rates).map(([category, bp]) =>
      db
        .prepare(`INSERT INTO rebate_rates (member_id, category, rate_bp, updated_at, updated_by) VALUES (${idOf}, ?2, ?3, ?4, ?5)`)
        .bind(d.account, category, bp, d.now, d.agentId),
    ),
    ...(d.inviteCode ? [db.prepare(`INSERT INTO affiliate_codes (code, member_id) VALUES (?2, ${idOf})`).bind(d.account, d.inviteCode)] : []),
    db
      .prepare(`INSERT INTO idempotency_keys (member_id, key, fingerprint, reference, created_at) VALUES (?2, ?3, ?4, 'downline:' || ${idOf}, ?5)`)
      .bind(d.account, d.agentId, d.idempotency.key, await sha256Hex(d.idempotency.fingerprint), d.now),
  ];
  try {
    await db.batch(statements);
  } catch (e) {
    const text = String(e);
    if (text.includes("UNIQUE") && text.includes("idempotency_keys")) return { ok: false, reason: "key" };
    if (text.includes("UNIQUE") && text.includes("members.account")) return { ok: false, reason: "exists" };
    throw e;
  }
  const row = await db.prepare("SELECT id FROM members WHERE account = ?1").bind(d.account).first<{ id: number }>();
  if (!row) throw new Error(`open downline: ${d.account} missing after its batch`);
  return { ok: true, id: row.id };
}
