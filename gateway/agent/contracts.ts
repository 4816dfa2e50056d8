import { TEAM_CTE } from "./team";
import type { AgentModule } from "../../contract/agent-modules";
import {
  PAYING_STATUSES,
  answerTransition,
  downlineHigherRate,
  mayHoldContract,
  offerTransition,
  terminateTransition,
  type ContractAnswer,
  type ContractKind,
  type ContractStatus,
  type StoredTerms,
} from "../../contract/contract-rules";
import { GAME_TYPES, type GameType } from "../../contract/games";

/**
 * Agent contracts in the gateway (decision 031): reading and changing `contracts` and
 * their signing history (migration 0012), and the team figures a contract pays on. The pure rules
 * (tiers, transitions, the higher-rate test) are contract/contract-rules.ts; the calls are
 * handlers/agent-contracts.ts; the payouts are contract-settlement.ts.
 */

/** The module (feature switch) behind each kind of contract. */
export const CONTRACT_MODULE: Record<ContractKind, AgentModule> = { salary: "salary", dividend: "dividend", hourly: "hourlySalary" };

export type ContractRow = {
  id: number;
  kind: ContractKind;
  upline_id: number | null;
  member_id: number;
  status: ContractStatus;
  tiers: string | null;
  proposed_tiers: string | null;
  created_at: number;
  processed_at: number | null;
  activated_at: number | null;
  closed_at: number | null;
};

export type ContractEvent = { action: string; status: ContractStatus; actor: string | null; createdAt: number };

const COLUMNS = "id, kind, upline_id, member_id, status, tiers, proposed_tiers, created_at, processed_at, activated_at, closed_at";
const LIVE = "status IN ('P', 'E', 'A', 'V')";
const PAYING = `status IN (${PAYING_STATUSES.map((s) => `'${s}'`).join(", ")})`;

/** Stored JSON terms (written only by this module, from validated input). */
export const termsOf = (json: string | null): StoredTerms | null => (json ? (JSON.parse(json) as StoredTerms) : null);

export async function contractById(db: D1Database, id: number): Promise<ContractRow | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM contracts WHERE id = ?1`).bind(id).first<ContractRow>();
}

/** The member's live contract of a kind (P, E, A or V), if any. */
export async function liveContract(db: D1Database, kind: ContractKind, memberId: number): Promise<ContractRow | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM contracts WHERE kind = ?1 AND member_id = ?2 AND ${LIVE}`).bind(kind, memberId).first<ContractRow>();
}

/** The member's latest contract of a kind, live or closed. */
export async function latestContract(db: D1Database, kind: ContractKind, memberId: number): Promise<ContractRow | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM contracts WHERE kind = ?1 AND member_id = ?2 ORDER BY id DESC LIMIT 1`).bind(kind, memberId).first<ContractRow>();
}

/** The terms in force for the member (their own contract of that kind, from their upline or the operator), or null. */
export async function ownTerms(db: D1Database, kind: ContractKind, memberId: number): Promise<StoredTerms | null> {
  const row = await db
    .prepare(`SELECT tiers FROM contracts WHERE kind = ?1 AND member_id = ?2 AND ${PAYING}`)
    .bind(kind, memberId)
    .first<{ tiers: string | null }>();
  return termsOf(row?.tiers ?? null);
}

/** Whether the terms a contract proposes pay its member more than its upline earns (A-CON-03); false when nothing is proposed. */
export async function higherRateOf(db: D1Database, c: ContractRow): Promise<boolean> {
  const proposed = termsOf(c.proposed_tiers);
  if (!proposed) return false;
  // The operator's own terms for a top agent (no upline) are the ceiling itself.
  if (c.upline_id === null) return false;
  return downlineHigherRate(proposed, await ownTerms(db, c.kind, c.upline_id));
}

export async function eventsOf(db: D1Database, contractId: number): Promise<ContractEvent[]> {
  const { results } = await db
    .prepare(
      `SELECT e.action, e.status, m.account AS actor, e.created_at FROM contract_events e LEFT JOIN members m ON m.id = e.actor_id
       WHERE e.contract_id = ?1 ORDER BY e.id`,
    )
    .bind(contractId)
    .all<{ action: string; status: ContractStatus; actor: string | null; created_at: number }>();
  return results.map((r) => ({ action: r.action, status: r.status, actor: r.actor, createdAt: r.created_at }));
}

/** The contract an earlier request with this key acted on (a double submit acts once), or null. */
export async function eventByKey(db: D1Database, actorId: number, key: string): Promise<{ contract_id: number; action: string } | null> {
  return db.prepare("SELECT contract_id, action FROM contract_events WHERE actor_id = ?1 AND request_key = ?2").bind(actorId, key).first();
}

const UNIQUE_KEY = /UNIQUE constraint failed: contract_events/;

export type Changed = { ok: true; contractId: number } | { ok: false; reason: "stale" | "duplicate"; contractId?: number };

/**
 * The downline's answer: the status change (only from the status the member saw) and its event
 * with the request's key, in one batch. A racing twin with the same key hits the key's unique
 * index and its batch rolls back; a stale status changes nothing.
 */
export async function answer(db: D1Database, c: ContractRow, a: ContractAnswer, actorId: number, key: string, now: number): Promise<Changed> {
  const next = answerTransition(c.status, a);
  if (!next) return { ok: false, reason: "stale" };
  // Agreeing puts the proposal in force; rejecting an edit keeps the old terms; the rest keep the terms.
  const adopt = a === "agree";
  const closes = next === "C" || next === "R";
  const statements = [
    db
      .prepare(
        `UPDATE contracts SET status = ?1, tiers = CASE WHEN ?2 THEN proposed_tiers ELSE tiers END, proposed_tiers = NULL, processed_at = ?3,
           activated_at = CASE WHEN ?2 THEN ?3 ELSE activated_at END, closed_at = CASE WHEN ?4 THEN ?3 ELSE closed_at END
         WHERE id = ?5 AND status = ?6`,
      )
      .bind(next, adopt ? 1 : 0, now, closes ? 1 : 0, c.id, c.status),
    db
      .prepare(
        "INSERT INTO contract_events (contract_id, actor_id, action, status, tiers, request_key, created_at) SELECT ?1, ?2, ?3, ?4, NULL, ?5, ?6 WHERE changes() = 1",
      )
      .bind(c.id, actorId, a, next, key, now),
  ];
  return run(db, statements, c.id, actorId, key);
}

async function run(db: D1Database, statements: D1PreparedStatement[], contractId: number, actorId: number, key: string): Promise<Changed> {
  try {
    const results = await db.batch(statements);
    if (results[0]!.meta.changes === 1) return { ok: true, contractId };
  } catch (e) {
    if (!UNIQUE_KEY.test(String(e)) && !/UNIQUE constraint failed: contracts/.test(String(e))) throw e;
  }
  const seen = await eventByKey(db, actorId, key);
  return seen ? { ok: false, reason: "duplicate", contractId: seen.contract_id } : { ok: false, reason: "stale" };
}

/**
 * The upline's offer to a direct downline (research 3.1 upline side): a first offer creates a P
 * contract; new terms on a P contract replace its proposal; on an A or E contract they become the
 * proposal of an E. A V contract is refused (null from offerTransition: "stale").
 */
export async function offer(
  db: D1Database,
  o: { kind: ContractKind; uplineId: number; memberId: number; terms: StoredTerms; key: string; now: number },
): Promise<Changed> {
  const live = await liveContract(db, o.kind, o.memberId);
  const next = offerTransition(live?.status ?? null);
  if (!next) return { ok: false, reason: "stale" };
  const json = JSON.stringify(o.terms);
  if (!live) {
    const row = await db.prepare("SELECT COALESCE(MAX(id), 0) + 1 AS id FROM contracts").first<{ id: number }>();
    const id = row!.id;
    return run(
      db,
      [
        db
          .prepare(
            "INSERT INTO contracts (id, kind, upline_id, member_id, status, tiers, proposed_tiers, created_at) VALUES (?1, ?2, ?3, ?4, 'P', NULL, ?5, ?6)",
          )
          .bind(id, o.kind, o.uplineId, o.memberId, json, o.now),
        db
          .prepare(
            "INSERT INTO contract_events (contract_id, actor_id, action, status, tiers, request_key, created_at) SELECT ?1, ?2, 'offer', 'P', ?3, ?4, ?5 WHERE changes() = 1",
          )
          .bind(id, o.uplineId, json, o.key, o.now),
      ],
      id,
      o.uplineId,
      o.key,
    );
  }
  return run(
    db,
    [
      db
        .prepare("UPDATE contracts SET status = ?1, proposed_tiers = ?2, created_at = ?3 WHERE id = ?4 AND status = ?5 AND upline_id = ?6")
        .bind(next, json, o.now, live.id, live.status, o.uplineId),
      db
        .prepare(
          "INSERT INTO contract_events (contract_id, actor_id, action, status, tiers, request_key, created_at) SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7 WHERE changes() = 1",
        )
        .bind(live.id, o.uplineId, live.status === "P" ? "offer" : "edit", next, json, o.key, o.now),
    ],
    live.id,
    o.uplineId,
    o.key,
  );
}

/** The upline asks to end a contract in force (A, E → V; a pending edit is dropped). */
export async function terminate(db: D1Database, c: ContractRow, uplineId: number, key: string, now: number): Promise<Changed> {
  const next = terminateTransition(c.status);
  if (!next) return { ok: false, reason: "stale" };
  return run(
    db,
    [
      db
        .prepare("UPDATE contracts SET status = 'V', proposed_tiers = NULL, created_at = ?1 WHERE id = ?2 AND status = ?3 AND upline_id = ?4")
        .bind(now, c.id, c.status, uplineId),
      db
        .prepare(
          "INSERT INTO contract_events (contract_id, actor_id, action, status, tiers, request_key, created_at) SELECT ?1, ?2, 'terminate', 'V', NULL, ?3, ?4 WHERE changes() = 1",
        )
        .bind(c.id, uplineId, key, now),
    ],
    c.id,
    uplineId,
    key,
  );
}

/** A direct downline of the upline who may hold a contract (type 1 or 2, active), by account (case-insensitive). */
export async function contractDownline(db: D1Database, uplineId: number, account: string): Promise<{ id: number; account: string; type: number } | null> {
  const row = await db
    .prepare("SELECT id, account, type FROM members WHERE parent_id = ?1 AND account = ?2 COLLATE NOCASE AND status = 'active' AND id <> ?1")
    .bind(uplineId, account)
    .first<{ id: number; account: string; type: number }>();
  return row && mayHoldContract(row.type) ? row : null;
}

/** The upline's direct downlines who may hold a contract. */
export async function contractDownlines(db: D1Database, uplineId: number): Promise<{ id: number; account: string; type: number }[]> {
  const { results } = await db
    .prepare("SELECT id, account, type FROM members WHERE parent_id = ?1 AND status = 'active' AND type IN (1, 2) AND id <> ?1 ORDER BY account")
    .bind(uplineId)
    .all<{ id: number; account: string; type: number }>();
  return results;
}

/* ---------------- team figures ---------------- */

export type ProductFigures = { turnoverMinor: number; winsMinor: number; netLossMinor: number };
export type TeamPeriodFigures = { turnoverMinor: number; netLossMinor: number; activeMembers: number; byProduct: Partial<Record<GameType, ProductFigures>> };

const TEAM_SETTLED_WHERE = "s.status IN ('won', 'lost') AND s.settled_at >= ?2 AND s.settled_at < ?3";
/** The contract page's team figures (?1 the agent, [?2, ?3) the period): the team drives the joins (CROSS JOIN keeps that order). */
export const TEAM_FIGURES_SQL = {
  byProduct: `${TEAM_CTE} SELECT o.game_type, SUM(s.stake_minor) AS turnover, SUM(s.win_minor) AS wins
    FROM team t CROSS JOIN bet_suborders s ON s.member_id = t.id JOIN bet_orders o ON o.id = s.order_id
    WHERE ${TEAM_SETTLED_WHERE} GROUP BY o.game_type`,
  active: `${TEAM_CTE} SELECT COUNT(*) AS n FROM team t WHERE EXISTS (SELECT 1 FROM bet_suborders s WHERE s.member_id = t.id AND ${TEAM_SETTLED_WHERE})`,
};

/**
 * The team's figures for [start, end) (the agent's downlines at every depth, TEAM_CTE — not the
 * agent): valid turnover is the stake of sub-orders settled won or lost in the period (as the
 * personal report counts it), wins their wins, net loss = turnover − wins (the house's game win),
 * active members the downlines with such a sub-order. Per product = game category.
 */
export async function teamFigures(db: D1Database, agentId: number, start: number, end: number): Promise<TeamPeriodFigures> {
  const [byProduct, active] = await db.batch<unknown>([
    db.prepare(TEAM_FIGURES_SQL.byProduct).bind(agentId, start, end),
    db.prepare(TEAM_FIGURES_SQL.active).bind(agentId, start, end),
  ]);
  const rows = byProduct!.results as { game_type: string; turnover: number; wins: number }[];
  const out: TeamPeriodFigures = { turnoverMinor: 0, netLossMinor: 0, activeMembers: (active!.results[0] as { n: number }).n, byProduct: {} };
  for (const r of rows) {
    out.turnoverMinor += r.turnover;
    out.netLossMinor += r.turnover - r.wins;
    if ((GAME_TYPES as readonly string[]).includes(r.game_type)) {
      out.byProduct[r.game_type as GameType] = { turnoverMinor: r.turnover, winsMinor: r.wins, netLossMinor: r.turnover - r.wins };
    }
  }
  return out;
}
