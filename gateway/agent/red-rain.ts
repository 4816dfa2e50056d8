import { MAX_TEAM_DEPTH } from "./team";
import { isTrial } from "../../contract/member-types";
import { cryptoRandom, splitRain, type RainAudience, type RainSplit } from "../../contract/red-rain-rules";
import type { Member } from "../accounts/auth";
import { activeBlockStatement, blockOf, type BlockRow } from "../rg/rg";
import { marketingBlock } from "../rg/rg-marketing";
import { commit, type CommitResult } from "../wallet/ledger";

/**
 * Red-envelope rain (research A-RR-01…03, decision 032): an agent's tool for
 * sending money to many downlines at once. Money moves only through the ledger (decision 026):
 *
 *   - create: one batch = the agent's `red_rain_out` debit (the only statement that may refuse:
 *     the balance), the rain row and its envelopes — every amount decided here, pre-split, so the
 *     pool can never be exceeded — and the agent's idempotency key;
 *   - grab: one batch = the member's `red_rain_in` credit guarded by "this envelope is still
 *     free, the rain is open and running, the member holds none of it", then the envelope's claim
 *     (`UPDATE … WHERE grabbed_by IS NULL`), then the member's key. A lost race (someone else took
 *     that envelope) refuses the whole batch and the grab tries another free envelope;
 *   - expiry: one batch = the agent's `red_rain_refund` of the unclaimed envelopes' sum, guarded by
 *     "still open and that sum unchanged", and the status change, so it happens once.
 * Every entry of a rain has the reference `rain:<id>`. handlers/red-rain.ts answers the pages.
 */

export const rainReference = (id: number) => `rain:${id}`;

/** A random ten-digit rain number: the ledger reference is known before the batch. */
const rainNumber = () => 1_000_000_000 + Number((crypto.getRandomValues(new BigUint64Array(1))[0] ?? 0n) % 9_000_000_000n);

/**
 * The members above `?1` (their upline, its upline, …): a rain's audience test walks up from the
 * grabber rather than down the agent's whole team. Bounded like TEAM_CTE.
 */
const UPLINE_CTE = `WITH RECURSIVE up(id, depth) AS (
  SELECT parent_id, 1 FROM members WHERE id = ?1 AND parent_id IS NOT NULL
  UNION ALL
  SELECT m.parent_id, up.depth + 1 FROM members m JOIN up ON m.id = up.id WHERE m.parent_id IS NOT NULL AND up.depth < ${MAX_TEAM_DEPTH}
)`;

/**
 * A refusal that keeps a member out of every rain without saying why (research A-RR-03: excluded
 * receivers are skipped): a responsible-gaming time-out, self-exclusion or spent session (P-ALL-01, decision
 * 041) answers its rg.blocked.* code. A refused member sees no live rain and a grab answers as an empty rain.
 */
export async function rainGrabRefusal(db: D1Database, member: Member, now: number): Promise<string | null> {
  return (await marketingBlock(db, member.id, now))?.code ?? null;
}

/* ---------------- create ---------------- */

export type NewRain = {
  agentId: number;
  totalMinor: number;
  count: number;
  split: RainSplit;
  audience: RainAudience;
  startsAt: number;
  expiresAt: number;
  key: string;
  /** What the request asked for (its start as sent, not as resolved): the key's fingerprint. */
  fingerprint: string;
  now: number;
};

/** The fingerprint of a create request: a key sent again for other terms is a mismatch. */
export const createFingerprint = (t: {
  totalMinor: number;
  count: number;
  split: RainSplit;
  audience: RainAudience;
  startsAt: number | null;
  expiresInMinutes: number;
}) => `rain|${t.totalMinor}|${t.count}|${t.split}|${t.audience}|${t.startsAt ?? "now"}|${t.expiresInMinutes}`;

/** Funds and opens a rain: the debit, the rain and its envelopes and the key, all or nothing. */
export async function createRain(db: D1Database, rain: NewRain, random: () => number = cryptoRandom): Promise<CommitResult & { id: number }> {
  const id = rainNumber();
  const amounts = splitRain(rain.totalMinor, rain.count, rain.split, random);
  const result = await commit(db, {
    postings: [{ memberId: rain.agentId, kind: "red_rain_out", amountMinor: -rain.totalMinor, reference: rainReference(id) }],
    now: rain.now,
    after: [
      db
        .prepare(
          `INSERT INTO red_rains (id, agent_id, total_minor, envelope_count, split, audience, starts_at, expires_at, status, created_at, idempotency_key)
           SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 'open', ?9, ?10 WHERE changes() = 1`,
        )
        .bind(id, rain.agentId, rain.totalMinor, rain.count, rain.split, rain.audience, rain.startsAt, rain.expiresAt, rain.now, rain.key),
      {
        // One statement for all the envelopes (json_each's key is the 0-based index).
        statement: db
          .prepare("INSERT INTO red_rain_envelopes (rain_id, idx, amount_minor) SELECT ?1, key, value FROM json_each(?2) WHERE changes() = 1")
          .bind(id, JSON.stringify(amounts)),
        rows: amounts.length,
      },
    ],
    idempotency: { memberId: rain.agentId, key: rain.key, fingerprint: rain.fingerprint },
  });
  return { ...result, id };
}

/* ---------------- rows ---------------- */

export type RainRow = {
  id: number;
  agent_id: number;
  total_minor: number;
  envelope_count: number;
  split: RainSplit;
  audience: RainAudience;
  starts_at: number;
  expires_at: number;
  status: "open" | "closed";
  created_at: number;
  refunded_at: number | null;
  refund_minor: number | null;
};

const RAIN_COLUMNS =
  "r.id, r.agent_id, r.total_minor, r.envelope_count, r.split, r.audience, r.starts_at, r.expires_at, r.status, r.created_at, r.refunded_at, r.refund_minor";

export async function rainById(db: D1Database, id: number): Promise<RainRow | null> {
  return db.prepare(`SELECT ${RAIN_COLUMNS} FROM red_rains r WHERE r.id = ?1`).bind(id).first<RainRow>();
}

/** The rain a create key made, for the key's replay. */
export async function rainByKey(db: D1Database, agentId: number, key: string): Promise<RainRow | null> {
  return db.prepare(`SELECT ${RAIN_COLUMNS} FROM red_rains r WHERE r.agent_id = ?1 AND r.idempotency_key = ?2`).bind(agentId, key).first<RainRow>();
}

export type Grab = { memberId: number; account: string; amountMinor: number; grabbedAt: number };
export type AgentRain = RainRow & { grabbedCount: number; grabbedMinor: number; grabs: Grab[] };

/** How many rains the agent's list shows (the most recent first). */
export const AGENT_RAIN_LIST = 30;

/** The agent's rains, most recent first, each with its grabs (account, amount, time) — A-RR-02. Expired rains are settled first. */
export async function rainsOf(db: D1Database, agentId: number, now: number): Promise<AgentRain[]> {
  await expireRains(db, now);
  const { results: rains } = await db
    .prepare(`SELECT ${RAIN_COLUMNS} FROM red_rains r WHERE r.agent_id = ?1 ORDER BY r.created_at DESC, r.id DESC LIMIT ?2`)
    .bind(agentId, AGENT_RAIN_LIST)
    .all<RainRow>();
  if (!rains.length) return [];
  const { results: grabs } = await db
    .prepare(
      `SELECT e.rain_id, e.grabbed_by, m.account, e.amount_minor, e.grabbed_at FROM red_rain_envelopes e JOIN members m ON m.id = e.grabbed_by
       WHERE e.rain_id IN (SELECT value FROM json_each(?1)) ORDER BY e.grabbed_at, e.idx`,
    )
    .bind(JSON.stringify(rains.map((r) => r.id)))
    .all<{ rain_id: number; grabbed_by: number; account: string; amount_minor: number; grabbed_at: number }>();
  return rains.map((r) => {
    const mine = grabs
      .filter((g) => g.rain_id === r.id)
      .map((g) => ({ memberId: g.grabbed_by, account: g.account, amountMinor: g.amount_minor, grabbedAt: g.grabbed_at }));
    return { ...r, grabs: mine, grabbedCount: mine.length, grabbedMinor: mine.reduce((a, g) => a + g.amountMinor, 0) };
  });
}

export type LiveRain = {
  id: number;
  agentAccount: string;
  agentNickname: string | null;
  envelopeCount: number;
  envelopesLeft: number;
  startsAt: number;
  expiresAt: number;
};

/** The audience test in SQL, for the rain `r` and the member ?1 (binds UPLINE_CTE's ?1). */
const IN_AUDIENCE = `((r.audience = 'direct' AND r.agent_id = (SELECT parent_id FROM members WHERE id = ?1))
  OR (r.audience = 'team' AND r.agent_id IN (SELECT id FROM up)))`;

type LiveRow = { id: number; account: string; nickname: string | null; envelope_count: number; starts_at: number; expires_at: number; envelopes_left: number };

/**
 * The rains the member may grab now: in their audience (a direct downline of the rain's agent, or
 * anywhere in its team for 'team'), started, not expired, with envelopes left, not grabbed by
 * them yet. A trial account and a refused member see none.
 */
export async function liveRainsFor(db: D1Database, member: Member, now: number): Promise<LiveRain[]> {
  if (isTrial(member.type)) return [];
  // One round trip for the three reads the banner of every signed-in home waits for; the rains past
  // their time are closed after (the live list leaves them out by time already).
  const [block, expired, live] = await db.batch<unknown>([
    activeBlockStatement(db, member.id, now),
    expiredRainsStatement(db, now),
    db
      .prepare(
        `${UPLINE_CTE}
       SELECT r.id, a.account, a.nickname, r.envelope_count, r.starts_at, r.expires_at,
              (SELECT COUNT(*) FROM red_rain_envelopes e WHERE e.rain_id = r.id AND e.grabbed_by IS NULL) AS envelopes_left
       FROM red_rains r JOIN members a ON a.id = r.agent_id
       WHERE r.status = 'open' AND r.starts_at <= ?2 AND r.expires_at > ?2 AND ${IN_AUDIENCE}
         AND NOT EXISTS (SELECT 1 FROM red_rain_envelopes e WHERE e.rain_id = r.id AND e.grabbed_by = ?1)
         AND EXISTS (SELECT 1 FROM red_rain_envelopes e WHERE e.rain_id = r.id AND e.grabbed_by IS NULL)
       ORDER BY r.expires_at, r.id`,
      )
      .bind(member.id, now),
  ]);
  await closeExpiredRains(db, (expired?.results ?? []) as ExpiredRain[], now);
  // A member under a time-out, self-exclusion or spent session sees no rain (P-ALL-01, rainGrabRefusal).
  if (blockOf(block?.results[0] as BlockRow | undefined)) return [];
  return ((live?.results ?? []) as LiveRow[]).map((r) => ({
    id: r.id,
    agentAccount: r.account,
    agentNickname: r.nickname,
    envelopeCount: r.envelope_count,
    envelopesLeft: r.envelopes_left,
    startsAt: r.starts_at,
    expiresAt: r.expires_at,
  }));
}

/* ---------------- grab ---------------- */

export type GrabResult =
  | { ok: true; rainId: number; amountMinor: number; grabbedAt: number; balanceAfterMinor: number | null; replayed: boolean }
  | { ok: false; reason: "missing" | "not_started" | "expired" | "empty" | "mismatch" };

/** The fingerprint of a grab: which rain (never an amount — the gateway decides it). */
export const grabFingerprint = (rainId: number) => `rain-grab|${rainId}`;

async function heldBy(db: D1Database, rainId: number, memberId: number) {
  return db
    .prepare(
      `SELECT e.amount_minor, e.grabbed_at,
              (SELECT balance_after_minor FROM ledger_entries l WHERE l.member_id = ?2 AND l.reference = ?3 AND l.kind = 'red_rain_in' ORDER BY l.id LIMIT 1) AS balance_after
       FROM red_rain_envelopes e WHERE e.rain_id = ?1 AND e.grabbed_by = ?2`,
    )
    .bind(rainId, memberId, rainReference(rainId))
    .first<{ amount_minor: number; grabbed_at: number; balance_after: number | null }>();
}

/** Whether the member is in the rain's audience (the same test as the live list). */
async function inAudience(db: D1Database, rain: RainRow, memberId: number): Promise<boolean> {
  const row = await db
    .prepare(`${UPLINE_CTE} SELECT 1 AS yes FROM red_rains r WHERE r.id = ?2 AND ${IN_AUDIENCE}`)
    .bind(memberId, rain.id)
    .first<{ yes: number }>();
  return row !== null;
}

/**
 * One grab: the gateway picks a free envelope (at random among those left) and pays its amount.
 * A member who already holds an envelope of this rain gets that same result again and nothing is
 * paid (a repeated tap, another tab, a retry with any key). Someone outside the audience (or a
 * trial account) is told the rain does not exist for them; a refused member is told the rain is
 * empty — the same answer as when it is.
 */
export async function grabEnvelope(db: D1Database, g: { rainId: number; member: Member; key: string; now: number }): Promise<GrabResult> {
  const { rainId, member, key, now } = g;
  const held = async (replayed: boolean): Promise<GrabResult | null> => {
    const h = await heldBy(db, rainId, member.id);
    return h ? { ok: true, rainId, amountMinor: h.amount_minor, grabbedAt: h.grabbed_at, balanceAfterMinor: h.balance_after, replayed } : null;
  };
  const before = await held(true);
  if (before) return before;

  const rain = await rainById(db, rainId);
  if (!rain || isTrial(member.type) || !(await inAudience(db, rain, member.id))) return { ok: false, reason: "missing" };
  if (rain.starts_at > now) return { ok: false, reason: "not_started" };
  if (rain.status !== "open" || rain.expires_at <= now) return { ok: false, reason: "expired" };
  if (await rainGrabRefusal(db, member, now)) return { ok: false, reason: "empty" };

  // Each lost race means someone else took an envelope, so this ends after at most `count` tries.
  for (let attempt = 0; attempt <= rain.envelope_count; attempt++) {
    const free = await db
      .prepare("SELECT idx, amount_minor FROM red_rain_envelopes WHERE rain_id = ?1 AND grabbed_by IS NULL ORDER BY random() LIMIT 1")
      .bind(rainId)
      .first<{ idx: number; amount_minor: number }>();
    if (!free) return { ok: false, reason: "empty" };
    let result: CommitResult;
    try {
      result = await commit(db, {
        postings: [{ memberId: member.id, kind: "red_rain_in", amountMinor: free.amount_minor, reference: rainReference(rainId) }],
        now,
        guard: {
          sql: `EXISTS (SELECT 1 FROM red_rains WHERE id = ? AND status = 'open' AND starts_at <= ? AND expires_at > ?)
                AND EXISTS (SELECT 1 FROM red_rain_envelopes WHERE rain_id = ? AND idx = ? AND grabbed_by IS NULL)
                AND NOT EXISTS (SELECT 1 FROM red_rain_envelopes WHERE rain_id = ? AND grabbed_by = ?)`,
          binds: [rainId, now, now, rainId, free.idx, rainId, member.id],
        },
        after: [
          db
            .prepare("UPDATE red_rain_envelopes SET grabbed_by = ?1, grabbed_at = ?2 WHERE rain_id = ?3 AND idx = ?4 AND grabbed_by IS NULL AND changes() = 1")
            .bind(member.id, now, rainId, free.idx),
        ],
        idempotency: { memberId: member.id, key, fingerprint: grabFingerprint(rainId) },
      });
    } catch (e) {
      // A twin grab of the same member (another key) claimed first: the batch rolled back whole.
      if (/UNIQUE constraint failed: red_rain_envelopes/.test(String(e))) {
        const twin = await held(true);
        if (twin) return twin;
      }
      throw e;
    }
    if (result.ok) {
      const entry = result.entries[0]!;
      return { ok: true, rainId, amountMinor: free.amount_minor, grabbedAt: now, balanceAfterMinor: entry.balanceAfterMinor, replayed: false };
    }
    if (result.reason === "mismatch") return { ok: false, reason: "mismatch" };
    if (result.reason === "duplicate") return (await held(true)) ?? { ok: false, reason: "mismatch" };
    // Refused: the envelope went to someone else, the member holds one now, or the rain closed.
    const mine = await held(true);
    if (mine) return mine;
    const latest = await rainById(db, rainId);
    if (!latest || latest.status !== "open" || latest.expires_at <= now) return { ok: false, reason: "expired" };
  }
  return { ok: false, reason: "empty" };
}

/* ---------------- expiry ---------------- */

export type ExpiryReport = { closed: number; refundedMinor: number };

/**
 * Closes every open rain whose time is up and gives the unclaimed envelopes' sum back to its agent
 * (`red_rain_refund`), once: the refund's batch is guarded by "still open and the unclaimed sum is
 * what was read", and closes the rain in the same batch. A grab that slipped in between makes the
 * guard fail; the next run settles it. Run lazily by the rain reads and by the settlement job
 * (the lead adds it to gateway/games/settlement.ts). At most 100 rains a run: the next run takes the rest.
 */
export async function expireRains(db: D1Database, now: number): Promise<ExpiryReport> {
  return closeExpiredRains(db, (await expiredRainsStatement(db, now).all<ExpiredRain>()).results, now);
}

type ExpiredRain = { id: number; agent_id: number; rest: number };

/** The open rains whose time is up (at most 100), each with what its unclaimed envelopes hold. */
const expiredRainsStatement = (db: D1Database, now: number) =>
  db
    .prepare(
      `SELECT r.id, r.agent_id, (SELECT COALESCE(SUM(e.amount_minor), 0) FROM red_rain_envelopes e WHERE e.rain_id = r.id AND e.grabbed_by IS NULL) AS rest
       FROM red_rains r WHERE r.status = 'open' AND r.expires_at <= ?1 ORDER BY r.expires_at LIMIT 100`,
    )
    .bind(now);

/** expireRains' work on rains it has read: each closed, and its rest refunded, once. */
async function closeExpiredRains(db: D1Database, results: readonly ExpiredRain[], now: number): Promise<ExpiryReport> {
  const report: ExpiryReport = { closed: 0, refundedMinor: 0 };
  for (const r of results) {
    if (r.rest === 0) {
      // Nothing left to give back (every envelope was grabbed): only the status changes.
      const { meta } = await db
        .prepare("UPDATE red_rains SET status = 'closed', refunded_at = ?1, refund_minor = 0 WHERE id = ?2 AND status = 'open'")
        .bind(now, r.id)
        .run();
      if (meta.changes === 1) report.closed++;
      continue;
    }
    const result = await commit(db, {
      postings: [{ memberId: r.agent_id, kind: "red_rain_refund", amountMinor: r.rest, reference: rainReference(r.id) }],
      now,
      guard: {
        sql: `EXISTS (SELECT 1 FROM red_rains WHERE id = ? AND status = 'open')
              AND (SELECT COALESCE(SUM(amount_minor), 0) FROM red_rain_envelopes WHERE rain_id = ? AND grabbed_by IS NULL) = ?`,
        binds: [r.id, r.id, r.rest],
      },
      after: [
        db
          .prepare("UPDATE red_rains SET status = 'closed', refunded_at = ?1, refund_minor = ?2 WHERE id = ?3 AND status = 'open' AND changes() = 1")
          .bind(now, r.rest, r.id),
      ],
    });
    if (result.ok) {
      report.closed++;
      report.refundedMinor += r.rest;
    }
  }
  return report;
}
