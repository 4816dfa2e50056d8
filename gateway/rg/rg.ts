import { addDays, dayStartMs, operatorDay } from "../../contract/record-range";
import { MarketRules } from "../../contract/rg-markets";
import {
  limitRefusal,
  limitWindow,
  settingAt,
  type GateRefusal,
  type LimitKind,
  type LimitRefusal,
  type LimitUse,
  type MoneyPeriod,
  type RgBlock,
  type RgGateState,
  type Setting,
} from "../../contract/rg-rules";
import { fail } from "../core/http";
import { expiryStatement } from "../wallet/deposit-expiry";

/**
 * Responsible gaming in the embedded gateway (decision 040): loads a member's controls and
 * their usage from D1 and answers the pure rules of contract/rg-rules.ts. The router's gate
 * (gateway/rg/rg-gate.ts) calls `gateState` before every classified request; the deposit and bet
 * paths call `limitCheck` with the amount they are about to move. Usage is derived from the ledger,
 * bet orders and deposits — never stored — so the RG page, the refusal and the records agree.
 */

/** Used when a market makes reality checks mandatory (MT) and the member chose none. */
export const DEFAULT_REALITY_MINUTES = 60;

export type MarketRow = {
  code: string;
  regulator: string;
  min_age: number;
  timeout_max_days: number;
  required_limits: string;
  reality_check_required: number;
  withdrawal_cancel: number;
  exclusion_register_url: string | null;
};

/** A `markets` row as the rules it holds (checked by the zod schema the app reads too). */
export function marketOf(row: MarketRow): MarketRules {
  return MarketRules.parse({
    code: row.code,
    regulator: row.regulator,
    minAge: row.min_age,
    timeoutMaxDays: row.timeout_max_days,
    requiredLimits: JSON.parse(row.required_limits) as unknown,
    realityCheckRequired: row.reality_check_required === 1,
    withdrawalCancel: row.withdrawal_cancel === 1,
    exclusionRegisterUrl: row.exclusion_register_url,
  });
}

/** The market in force (site setting `market`, PH by default) with its rules. */
export async function marketRules(db: D1Database): Promise<MarketRules> {
  return marketOfRow(await marketStatement(db).first<MarketRow>());
}

const marketStatement = (db: D1Database) =>
  db.prepare("SELECT m.* FROM markets m WHERE m.code = COALESCE((SELECT value FROM site_settings WHERE key = 'market'), 'PH')");

function marketOfRow(row: MarketRow | null | undefined): MarketRules {
  if (!row) throw new Error("rg: the market in site_settings has no row in markets");
  return marketOf(row);
}

/** The member's time-out, self-exclusion or spent-session block in force at `now`, the longest if several. */
export async function activeBlock(db: D1Database, memberId: number, now: number): Promise<RgBlock | null> {
  return blockOf(await activeBlockStatement(db, memberId, now).first<BlockRow>());
}

export type BlockRow = { kind: RgBlock["kind"]; ends_at: number };

export const activeBlockStatement = (db: D1Database, memberId: number, now: number) =>
  db.prepare("SELECT kind, ends_at FROM rg_blocks WHERE member_id = ?1 AND starts_at <= ?2 AND ends_at > ?2 ORDER BY ends_at DESC LIMIT 1").bind(memberId, now);

export const blockOf = (row: BlockRow | null | undefined): RgBlock | null => (row ? { kind: row.kind, endsAt: row.ends_at } : null);

type LimitRow = {
  kind: LimitKind;
  period: MoneyPeriod | "session";
  amount: number | null;
  pending: number;
  pending_amount: number | null;
  pending_at: number | null;
};

/** A stored row as a Setting (value in force + pending change). */
export function settingOf(row: { amount: number | null; pending: number; pending_amount: number | null; pending_at: number | null }): Setting {
  return { value: row.amount, pending: row.pending === 1 && row.pending_at !== null ? { value: row.pending_amount, at: row.pending_at } : null };
}

export type MemberLimit = { kind: LimitKind; period: MoneyPeriod | "session"; setting: Setting };

/** The member's limits as they stand at `now` (a pending change whose time has come is in force). */
export async function memberLimits(db: D1Database, memberId: number, now: number): Promise<MemberLimit[]> {
  return limitsOf((await limitsStatement(db, memberId).all<LimitRow>()).results, now);
}

const limitsStatement = (db: D1Database, memberId: number) =>
  db.prepare("SELECT kind, period, amount, pending, pending_amount, pending_at FROM rg_limits WHERE member_id = ?1").bind(memberId);

const limitsOf = (rows: readonly LimitRow[], now: number): MemberLimit[] =>
  rows.map((r) => ({ kind: r.kind, period: r.period, setting: settingAt(settingOf(r), now) }));

/** The first row of one statement of a batch. */
const firstRow = <T>(result: D1Result<unknown> | undefined) => result?.results[0] as T | undefined;

/**
 * Gross deposits (every order credited or still open), stakes (bets less refunds) and losses in
 * [start, now). An open order counts, so many orders at once cannot pass a limit; an unpaid
 * e-wallet order past its time is closed in the same batch first, so it holds nothing.
 */
export async function usedIn(db: D1Database, memberId: number, kind: LimitUse["kind"], start: number, now: number): Promise<number> {
  if (kind === "deposit") {
    const [, sum] = await db.batch<{ used: number }>([
      expiryStatement(db, now, { memberId }),
      db
        .prepare(
          "SELECT COALESCE(SUM(amount_minor), 0) AS used FROM deposits WHERE member_id = ?1 AND created_at >= ?2 AND created_at <= ?3 AND status IN ('pending', 'success')",
        )
        .bind(memberId, start, now),
    ]);
    return sum?.results[0]?.used ?? 0;
  }
  const { betMinor, netMinor } = await playStats(db, memberId, start, now);
  // A loss is stakes less winnings (RG-02); an unsettled stake counts as lost until it is settled.
  return kind === "stake" ? betMinor : Math.max(0, -netMinor);
}

/** Every money limit of the given kinds in force at `now`, with what its window has used. */
export async function limitUses(db: D1Database, memberId: number, kinds: readonly LimitUse["kind"][], now: number): Promise<LimitUse[]> {
  const limits = (await memberLimits(db, memberId, now)).filter(
    (l): l is MemberLimit & { kind: LimitUse["kind"]; period: MoneyPeriod } =>
      l.kind !== "session" && l.period !== "session" && kinds.includes(l.kind as LimitUse["kind"]),
  );
  const uses: LimitUse[] = [];
  for (const l of limits) {
    if (l.setting.value === null) continue;
    const window = limitWindow(l.period, now);
    uses.push({
      kind: l.kind,
      period: l.period,
      limitMinor: l.setting.value,
      usedMinor: await usedIn(db, memberId, l.kind, window.start, now),
      resetAt: window.resetAt,
    });
  }
  return uses;
}

/** RG-01/02/03: would moving `amountMinor` of the given kinds pass a limit? (0: is one reached already?) */
export async function limitCheck(
  db: D1Database,
  memberId: number,
  kinds: readonly LimitUse["kind"][],
  amountMinor: number,
  now: number,
): Promise<LimitRefusal | null> {
  return limitRefusal(await limitUses(db, memberId, kinds, now), kinds, amountMinor);
}

/** The reality-check interval in force (minutes), the market's default when it is mandatory and unset. */
export async function realityMinutes(db: D1Database, memberId: number, now: number, market: Pick<MarketRules, "realityCheckRequired">): Promise<number | null> {
  return realityMinutesOf(await realityStatement(db, memberId).first<RealityRow>(), now, market);
}

type RealityRow = { amount: number | null; pending: number; pending_amount: number | null; pending_at: number | null };

const realityStatement = (db: D1Database, memberId: number) =>
  db
    .prepare("SELECT reality_minutes AS amount, pending, pending_reality_minutes AS pending_amount, pending_at FROM rg_settings WHERE member_id = ?1")
    .bind(memberId);

function realityMinutesOf(row: RealityRow | null | undefined, now: number, market: Pick<MarketRules, "realityCheckRequired">): number | null {
  const minutes = row ? settingAt(settingOf(row), now).value : null;
  return minutes ?? (market.realityCheckRequired ? DEFAULT_REALITY_MINUTES : null);
}

export type SessionClock = { startedAt: number; realitySeenAt: number };

/** When the session behind `tokenHash` began and when its reality check was last answered. */
export async function sessionClock(db: D1Database, tokenHash: string): Promise<SessionClock | null> {
  return clockOf(await sessionClockStatement(db, tokenHash).first<ClockRow>());
}

type ClockRow = { created_at: number; reality_seen_at: number | null };

const sessionClockStatement = (db: D1Database, tokenHash: string) =>
  db.prepare("SELECT created_at, reality_seen_at FROM sessions WHERE token_hash = ?1").bind(tokenHash);

const clockOf = (row: ClockRow | null | undefined): SessionClock | null =>
  row ? { startedAt: row.created_at, realitySeenAt: row.reality_seen_at ?? row.created_at } : null;

/**
 * RG-04: a session that has run past the member's session limit is spent. The member is blocked
 * (withdraw-only) until the next operator day starts, and the session is closed (signed out).
 * Returns the block when this call spent it.
 */
async function spendSessionIfOver(
  db: D1Database,
  memberId: number,
  tokenHash: string,
  clock: SessionClock,
  limits: readonly MemberLimit[],
  now: number,
): Promise<RgBlock | null> {
  const session = limits.find((l) => l.kind === "session")?.setting.value ?? null;
  if (session === null || now - clock.startedAt < session * 60_000) return null;
  const endsAt = dayStartMs(addDays(operatorDay(now), 1));
  await db.batch([
    db.prepare("INSERT INTO rg_blocks (member_id, kind, starts_at, ends_at) VALUES (?1, 'session', ?2, ?3)").bind(memberId, now, endsAt),
    db.prepare("DELETE FROM sessions WHERE token_hash = ?1").bind(tokenHash),
    auditStatement(db, { memberId, control: "session.ended", oldValue: null, newValue: String(session), actor: "system", requestedAt: now, effectiveAt: now }),
  ]);
  return { kind: "session", endsAt };
}

/**
 * The gate's facts for one request: a block in force, and whether the session's reality check is
 * due. Read in one batch (every money call of a member waits for it), then decided in that order.
 */
export async function gateState(db: D1Database, memberId: number, tokenHash: string, now: number): Promise<RgGateState> {
  const [blockRow, clockRow, limitRows, marketRow, realityRow] = await db.batch<unknown>([
    activeBlockStatement(db, memberId, now),
    sessionClockStatement(db, tokenHash),
    limitsStatement(db, memberId),
    marketStatement(db),
    realityStatement(db, memberId),
  ]);
  const block = blockOf(firstRow<BlockRow>(blockRow));
  if (block) return { block, realityDue: false };
  const clock = clockOf(firstRow<ClockRow>(clockRow));
  if (!clock) return { block: null, realityDue: false };
  const spent = await spendSessionIfOver(db, memberId, tokenHash, clock, limitsOf((limitRows?.results ?? []) as LimitRow[], now), now);
  if (spent) return { block: spent, realityDue: false };
  const minutes = realityMinutesOf(firstRow<RealityRow>(realityRow), now, marketOfRow(firstRow<MarketRow>(marketRow)));
  return { block: null, realityDue: minutes !== null && now >= clock.realitySeenAt + minutes * 60_000 };
}

export type AuditEntry = {
  memberId: number;
  control: string;
  oldValue: string | null;
  newValue: string | null;
  actor: string;
  requestedAt: number;
  effectiveAt: number;
};

/** RG-15: one audit row, to go in the same batch as the change it records. */
export function auditStatement(db: D1Database, e: AuditEntry): D1PreparedStatement {
  return db
    .prepare("INSERT INTO rg_audit (member_id, control, old_value, new_value, actor, requested_at, effective_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)")
    .bind(e.memberId, e.control, e.oldValue, e.newValue, e.actor, e.requestedAt, e.effectiveAt);
}

const major = (minor: number) => minor / 100;

/**
 * A refusal as the gateway answers it (403): a block or due reality check names `until`; a limit
 * names the limit, the amount used and remaining (major units) and when it resets. The app turns
 * the code and these values into a translated message.
 */
export function rgRefusal(r: GateRefusal | LimitRefusal): Response {
  if ("kind" in r) {
    return fail(r.code, "This would pass your limit", 403, {
      kind: r.kind,
      period: r.period,
      limit: major(r.limitMinor),
      used: major(r.usedMinor),
      remaining: major(r.remainingMinor),
      resetAt: r.resetAt,
    });
  }
  return fail(r.code, r.code === "rg.reality_check.due" ? "Your reality check is waiting for an answer" : "Not available while your account is paused", 403, {
    until: r.until,
  });
}

export type PlayStats = { betMinor: number; wonMinor: number; netMinor: number };

/**
 * Stakes (bets less refunds), winnings and net (winnings − stakes) in [since, now] from the ledger:
 * the reality check's figures since sign-in (RTS 13, RG-09) and the member centre's net position
 * for today. One definition, so the overlay, the game page and the member centre agree.
 */
export async function playStats(db: D1Database, memberId: number, since: number, now: number): Promise<PlayStats> {
  return playStatsOf(await db.prepare(playStatsSql("?2")).bind(memberId, since, now).first<StatsRow>());
}

type StatsRow = { bet: number; won: number };

/** The ledger sums of playStats from `since` (an SQL expression: a parameter, or a sub-query) to ?3, for member ?1. */
export const playStatsSql = (since: string) =>
  `SELECT COALESCE(-SUM(CASE WHEN kind = 'bet' THEN amount_minor END), 0) - COALESCE(SUM(CASE WHEN kind = 'refund' THEN amount_minor END), 0) AS bet,
          COALESCE(SUM(CASE WHEN kind = 'win' THEN amount_minor END), 0) AS won
     FROM ledger_entries WHERE member_id = ?1 AND created_at >= ${since} AND created_at <= ?3 AND kind IN ('bet', 'win', 'refund')`;

function playStatsOf(row: StatsRow | null | undefined): PlayStats {
  const bet = row?.bet ?? 0;
  const won = row?.won ?? 0;
  return { betMinor: bet, wonMinor: won, netMinor: won - bet };
}

/** The start of the session whose token hash is ?2 (now, ?3, when there is none), for playStatsSql. */
export const SINCE_SESSION_START = "COALESCE((SELECT created_at FROM sessions WHERE token_hash = ?2), ?3)";

export type SessionFacts = {
  /** The session behind the token; a missing one reads as begun now. */
  clock: SessionClock;
  realityMinutes: number | null;
  /** Play since the session began, and since the operator day began. */
  since: PlayStats;
  today: PlayStats;
  block: RgBlock | null;
};

/**
 * What the session clock shows (RG-09, RTS 13), read in one batch: a single round trip to the
 * database for the call every signed-in page makes, where reading each fact after the one before
 * it took four. The play since sign-in starts at the session's own start, read in the same statement.
 */
export async function sessionFacts(db: D1Database, memberId: number, tokenHash: string, now: number): Promise<SessionFacts> {
  const [clock, market, reality, since, today, block] = await db.batch<unknown>([
    sessionClockStatement(db, tokenHash),
    marketStatement(db),
    realityStatement(db, memberId),
    db.prepare(playStatsSql(SINCE_SESSION_START)).bind(memberId, tokenHash, now),
    db.prepare(playStatsSql("?2")).bind(memberId, dayStartMs(operatorDay(now)), now),
    activeBlockStatement(db, memberId, now),
  ]);
  return {
    clock: clockOf(firstRow<ClockRow>(clock)) ?? { startedAt: now, realitySeenAt: now },
    realityMinutes: realityMinutesOf(firstRow<RealityRow>(reality), now, marketOfRow(firstRow<MarketRow>(market))),
    since: playStatsOf(firstRow<StatsRow>(since)),
    today: playStatsOf(firstRow<StatsRow>(today)),
    block: blockOf(firstRow<BlockRow>(block)),
  };
}
