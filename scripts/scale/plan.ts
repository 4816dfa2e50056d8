import { addDays, dayStartMs, operatorDay } from "../../contract/record-range";
import { bigSmallOf, mainNumber, BIG_SMALL_ODDS_X100, DIGITS_ODDS_X100 } from "../../gateway/games/bet-rules";
import { drawIndex, numeroFor, resultFor, type DrawSchedule } from "../../gateway/handlers/lottery-draws";
import { LOTTERIES } from "../../gateway/seeds/games";
import { sqlLiteral } from "../../gateway/seeds/sql";

/**
 * The production-size copy of the seeded database (`npm run db:scale`): what it holds and the SQL
 * that grows a freshly migrated and seeded database to it. Pure: the statements are a function of
 * the size, the instant and the playable games, so the same inputs give the same rows. The rows
 * are made inside SQLite (recursive CTEs, INSERT … SELECT, window functions): millions of rows
 * sent one statement at a time from Node would take far longer than the two minutes allowed.
 *
 * Money is built so the ledger audit holds by construction: every member's history is a set of
 * sessions, each a deposit, then bets whose stakes add up to at most that deposit, the wins, and
 * sometimes a withdrawal of part of what the session left (deposit − stakes + wins ≥ 0). A
 * session's running contribution is never below zero, so neither is a member's running balance
 * however their sessions interleave, and each wallet is the sum of its member's entries.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

/** A live site's size (100 k members, ~1.94 M bet orders, ~3.06 M ledger entries over 90 days): per member, so a smaller `members` scales every table with it. */
export const DEFAULT_MEMBERS = 100_000;
/** Credited deposits (one per playing session) per member: ~195 k at the default size. */
const SESSIONS_PER_MEMBER = 1.95;
/** Deposit orders that moved no money (failed, cancelled, a manual transfer awaiting review), per session. */
const UNCREDITED_DEPOSITS_PER_SESSION = 0.05;
/** Bets per session: 1 to MAX_ORDERS_PER_SESSION, ~10 on average (~1.94 M orders at the default size). */
const MAX_ORDERS_PER_SESSION = 19;
/** Percent of sessions that end with a withdrawal when there is enough left (~48 k at the default size). */
const WITHDRAWAL_PERCENT = 48;
/** How far back the history reaches (the records' limit, contract/record-range.ts). */
export const HISTORY_DAYS = 90;

/** First id of the generated members: the seed's members are numbered below it. */
export const FIRST_MEMBER_ID = 1000;
/** The agent with the big team, for the benches (password as the seed's agents). */
export const BIG_AGENT = { account: "bigagent", password: "agent1234" } as const;
/** The generated players' password (as the seed's players). */
export const PLAYER_PASSWORD = "player1234";

/** Ten-digit id ranges of generated orders: apart from the seed's and, but by chance, from live random ones. */
const ORDER_ID_BASE = 5_000_000_000;
const DEPOSIT_ID_BASE = 8_000_000_000;
const UNCREDITED_DEPOSIT_ID_BASE = 8_900_000_000;
const WITHDRAWAL_ID_BASE = 7_100_000_000;

/** The lottery the generated lottery orders are on: the seed's fast draw (seeds/ledger.ts). */
const LOTTERY = (() => {
  const l = LOTTERIES.find((x) => x.code === "VN5M")!;
  const schedule: DrawSchedule = { game_code: l.code, period_s: l.period, lock_s: l.lock, phase_s: l.phase, result_kind: l.kind, digits: l.digits, on_sale: 1 };
  return schedule;
})();

export type ScaleOptions = {
  /** Members added to the seed's (default 100,000). */
  members: number;
  /** The instant the history ends at (the server's clock). */
  now: number;
};

/** Who belongs to which team: index ranges of the generated members (index i is member FIRST_MEMBER_ID + i). */
export type Layout = {
  /** The big agent's whole team (its sub-agents, their players, its direct players). */
  bigTeam: number;
  bigSubAgents: number;
  bigSubPlayers: number;
  otherAgents: number;
  otherSubAgents: number;
  otherPlayers: number;
};

/**
 * The agent trees: index 0 is the big agent (5,000 downlines at the default size: 20 sub-agents
 * with 49 players each and 4,000 direct players), then ten more top agents with two sub-agents
 * each and 15,000 players spread over them; the rest (~80 %) have no upline.
 */
export function layoutOf(members: number): Layout {
  if (!Number.isInteger(members) || members < 100) throw new Error(`db:scale: at least 100 members, not ${members}`);
  const bigTeam = Math.round(members / 20);
  const bigSubAgents = Math.max(1, Math.round(bigTeam / 250));
  const bigSubPlayers = Math.round(bigTeam * 0.196);
  const otherAgents = Math.max(1, Math.round(members / 10_000));
  return { bigTeam, bigSubAgents, bigSubPlayers, otherAgents, otherSubAgents: 2 * otherAgents, otherPlayers: Math.round(members * 0.15) };
}

/**
 * A deterministic pseudo-random integer in [0, 2^24) from an integer SQL expression and a salt:
 * two rounds of a 31-bit linear congruential step, the high bits kept. Every product stays below
 * 2^63, so SQLite never falls back to floating point.
 */
export function mix(expr: string, salt: number): string {
  const first = `((${expr}) * 1103515245 + ${12_345 + salt * 2_654_435}) % 2147483648`;
  return `((((${first}) * 1103515245 + 12345) % 2147483648) / 128)`;
}

/** One lottery draw of the window: its number, result, side and a two-digit pick it does not pay. */
export type DrawRow = { k: number; numero: string; result: string; side: string; miss: string };

/** The draws of the lottery from a day before the window to the next draw after `now`. */
export function drawsOf(from: number, now: number): DrawRow[] {
  const rows: DrawRow[] = [];
  for (let k = drawIndex(LOTTERY, from - DAY); k <= drawIndex(LOTTERY, now) + 1; k++) {
    const result = resultFor(LOTTERY, k);
    const last = mainNumber(result).slice(-2);
    rows.push({ k, numero: numeroFor(LOTTERY, k), result, side: bigSmallOf(result), miss: `${last[0]}-${(Number(last[1]) + 1) % 10}` });
  }
  return rows;
}

/** Playable vendor games per type (RNG, FISH, LIVE), as the seed's history picks them (support_play = 1). */
export type GameCounts = Record<"RNG" | "FISH" | "LIVE", number>;

/** The instants the history is laid out in. */
export type Window = { now: number; today: number; yesterday: number; from: number };

export function windowOf(now: number): Window {
  const todayName = operatorDay(now);
  const today = dayStartMs(todayName);
  return { now, today, yesterday: dayStartMs(addDays(todayName, -1)), from: today - HISTORY_DAYS * DAY };
}

/**
 * A secondary index or a trigger of a table the growth fills (its name and its CREATE statement,
 * from sqlite_master): set aside while the rows go in, created again after.
 */
export type Index = { name: string; sql: string };

/** The tables whose secondary indexes are dropped while the rows go in, and built again after. */
export const BULK_TABLES = ["deposits", "withdrawals", "bet_orders", "bet_suborders", "ledger_entries"];

/** One step of the growth: a name for the progress line and the statements of one batch (one transaction). */
export type Step = { name: string; statements: string[] };

/** The draws as multi-row inserts (a few hundred rows a statement). */
function drawInserts(draws: DrawRow[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < draws.length; i += 400) {
    const rows = draws.slice(i, i + 400).map((d) => `(${d.k}, ${sqlLiteral(d.numero)}, ${sqlLiteral(d.result)}, ${sqlLiteral(d.side)}, ${sqlLiteral(d.miss)})`);
    out.push(`INSERT INTO scale_draws (k, numero, result, side, miss) VALUES ${rows.join(", ")}`);
  }
  return out;
}

/** `n` integers from 0, as a recursive CTE named `name(i)`. */
const numbers = (name: string, n: number, column = "i") =>
  `WITH RECURSIVE ${name}(${column}) AS (SELECT 0 UNION ALL SELECT ${column} + 1 FROM ${name} WHERE ${column} + 1 < ${n})`;

/**
 * The statements that grow a migrated and seeded database, in order. `games` is how many playable
 * games each vendor type has (the pick is an index into them); `hashes` the password hashes of the
 * generated players and agents (PBKDF2 is too slow to derive per member; the salt is in the hash).
 */
export function growthSteps(o: ScaleOptions, games: GameCounts, hashes: { player: string; agent: string }, indexes: Index[], triggers: Index[]): Step[] {
  const L = layoutOf(o.members);
  const w = windowOf(Math.floor(o.now / MINUTE) * MINUTE);
  const sessions = Math.round(o.members * SESSIONS_PER_MEMBER);
  const uncredited = Math.round(sessions * UNCREDITED_DEPOSITS_PER_SESSION);
  // Sessions start at least two hours before now, so every bet, draw and win lies in the past.
  const spanMinutes = Math.floor((w.now - 2 * HOUR - w.from) / MINUTE);
  const periodMs = LOTTERY.period_s * 1000;
  const lockMs = LOTTERY.lock_s * 1000;
  const phaseMs = LOTTERY.phase_s * 1000;

  // Index ranges of the layout (member index i = id − FIRST_MEMBER_ID).
  const bigSubFirst = 1;
  const bigSubPlayerFirst = bigSubFirst + L.bigSubAgents;
  const bigDirectFirst = bigSubPlayerFirst + L.bigSubPlayers;
  const otherAgentFirst = L.bigTeam + 1;
  const otherSubFirst = otherAgentFirst + L.otherAgents;
  const otherPlayerFirst = otherSubFirst + L.otherSubAgents;
  const end = otherPlayerFirst + L.otherPlayers;
  if (end > o.members) throw new Error(`db:scale: the agent trees need ${end} members, more than ${o.members}`);
  const id = (index: string | number) => `(${FIRST_MEMBER_ID} + ${index})`;
  const parentOf = `CASE
    WHEN i = 0 THEN NULL
    WHEN i < ${bigSubPlayerFirst} THEN ${id(0)}
    WHEN i < ${bigDirectFirst} THEN ${id(`${bigSubFirst} + (i - ${bigSubPlayerFirst}) % ${L.bigSubAgents}`)}
    WHEN i <= ${L.bigTeam} THEN ${id(0)}
    WHEN i < ${otherSubFirst} THEN NULL
    WHEN i < ${otherPlayerFirst} THEN ${id(`${otherAgentFirst} + (i - ${otherSubFirst}) / 2`)}
    WHEN i < ${end} THEN ${id(`${otherAgentFirst} + (i - ${otherPlayerFirst}) % ${L.otherAgents + L.otherSubAgents}`)}
    ELSE NULL END`;
  const typeOf = `CASE
    WHEN i = 0 OR (i >= ${otherAgentFirst} AND i < ${otherSubFirst}) THEN 1
    WHEN (i >= ${bigSubFirst} AND i < ${bigSubPlayerFirst}) OR (i >= ${otherSubFirst} AND i < ${otherPlayerFirst}) THEN 2
    ELSE 0 END`;

  const depositAmount = (roll: string) => `CASE
    WHEN ${roll} < 5 THEN 10000 WHEN ${roll} < 9 THEN 20000 WHEN ${roll} < 12 THEN 30000 WHEN ${roll} < 15 THEN 50000
    WHEN ${roll} < 17 THEN 100000 WHEN ${roll} < 18 THEN 200000 WHEN ${roll} < 19 THEN 500000 ELSE 1000000 END`;
  const oseq = "(s.sid * 20 + q.j)";
  const drawIndexOf = (at: string) => `((${at} - ${phaseMs}) / ${periodMs} + 1)`;
  // The seed's vendor rounds pay what "their" paytable paid (odds = win ÷ stake, decision 028):
  // about 45 % of rounds win something, from half the stake back to fifty times it.
  const spinOdds = (roll: string) => `CASE
    WHEN ${roll} < 150 THEN 50 WHEN ${roll} < 250 THEN 100 WHEN ${roll} < 370 THEN 200 WHEN ${roll} < 420 THEN 300
    WHEN ${roll} < 445 THEN 500 WHEN ${roll} < 450 THEN 5000 ELSE 0 END`;
  const gamePick = (type: "RNG" | "FISH" | "LIVE") => `(o.r2 / 2) % ${Math.max(1, games[type])}`;

  return [
    {
      name: "work tables",
      statements: [
        "DROP TABLE IF EXISTS scale_draws",
        "DROP TABLE IF EXISTS scale_games",
        "DROP TABLE IF EXISTS scale_sessions",
        "DROP TABLE IF EXISTS scale_orders",
        "DROP TABLE IF EXISTS scale_withdrawals",
        "DROP TABLE IF EXISTS scale_moves",
        "CREATE TABLE scale_draws (k INTEGER PRIMARY KEY, numero TEXT NOT NULL, result TEXT NOT NULL, side TEXT NOT NULL, miss TEXT NOT NULL)",
        "CREATE TABLE scale_games (game_type TEXT NOT NULL, idx INTEGER NOT NULL, node_id TEXT NOT NULL, vassalage TEXT NOT NULL, PRIMARY KEY (game_type, idx))",
        `INSERT INTO scale_games SELECT game_type, ROW_NUMBER() OVER (PARTITION BY game_type ORDER BY node_id) - 1, node_id, vassalage
           FROM games WHERE support_play = 1 AND game_type IN ('RNG', 'FISH', 'LIVE')`,
        ...drawInserts(drawsOf(w.from, w.now)),
      ],
    },
    {
      name: "sessions",
      statements: [
        `CREATE TABLE scale_sessions (sid INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, at INTEGER NOT NULL, deposit INTEGER NOT NULL, orders INTEGER NOT NULL, channel TEXT NOT NULL)`,
        `INSERT INTO scale_sessions (sid, member_id, at, deposit, orders, channel)
         ${numbers("n", sessions)}
         SELECT i, ${id(`${mix("i", 1)} % ${o.members}`)}, ${w.from} + (${mix("i", 2)} % ${spanMinutes}) * ${MINUTE} + (${mix("i", 3)} % 60) * 1000,
                ${depositAmount(`(${mix("i", 4)} % 20)`)}, 1 + ${mix("i", 5)} % ${MAX_ORDERS_PER_SESSION},
                CASE ${mix("i", 6)} % 4 WHEN 0 THEN 'GCASH' WHEN 1 THEN 'MAYA' WHEN 2 THEN 'GCASH' ELSE 'BANK' END
         FROM n`,
        // Bank transfers only for the larger amounts (the channel's minimum is ₱500).
        "UPDATE scale_sessions SET channel = 'MAYA' WHERE channel = 'BANK' AND deposit < 50000",
      ],
    },
    {
      name: "members and agent trees",
      statements: [
        `INSERT INTO members (id, account, password_hash, type, nickname, mobile_num, email, parent_id, to_upline, status, reg_date, last_login_at)
         ${numbers("n", o.members)}, played AS (SELECT member_id, MIN(at) AS first_at, MAX(at) AS last_at FROM scale_sessions GROUP BY member_id)
         SELECT ${id("i")},
                CASE WHEN i = 0 THEN ${sqlLiteral(BIG_AGENT.account)} WHEN ${typeOf} > 0 THEN 'sa' || printf('%06d', i) ELSE 'sp' || printf('%06d', i) END,
                CASE WHEN ${typeOf} > 0 THEN ${sqlLiteral(hashes.agent)} ELSE ${sqlLiteral(hashes.player)} END,
                ${typeOf}, NULL, NULL, NULL, ${parentOf}, CASE WHEN ${parentOf} IS NULL THEN 0 ELSE 1 END, 'active',
                COALESCE(p.first_at - (${mix("i", 7)} % 200) * ${DAY} - (${mix("i", 8)} % 1440) * ${MINUTE},
                         ${w.now} - (${mix("i", 9)} % 400) * ${DAY} - (${mix("i", 10)} % 600) * ${MINUTE}),
                p.last_at + (${mix("i", 11)} % 30) * ${MINUTE}
         FROM n LEFT JOIN played p ON p.member_id = ${id("i")} ORDER BY i`,
        // Agents' rebate rates: top agents the seed's top agent's (set by the operator), sub-agents
        // the seed's sub-agent's (set by their upline), so every commission differential is real.
        `INSERT INTO rebate_rates (member_id, category, rate_bp, updated_at, updated_by)
         SELECT m.id, r.category, r.rate_bp, r.updated_at, CASE m.type WHEN 1 THEN NULL ELSE m.parent_id END
         FROM members m JOIN rebate_rates r ON r.member_id = CASE m.type WHEN 1 THEN 2 ELSE 3 END
         WHERE m.id >= ${FIRST_MEMBER_ID} AND m.type IN (1, 2)`,
      ],
    },
    {
      name: "bet plans",
      statements: [
        `CREATE TABLE scale_orders (id INTEGER PRIMARY KEY, sid INTEGER NOT NULL, member_id INTEGER NOT NULL, created_at INTEGER NOT NULL,
           game_type TEXT NOT NULL, vendor TEXT NOT NULL, game_code TEXT NOT NULL, stake INTEGER NOT NULL, digits_stake INTEGER NOT NULL,
           k INTEGER, side TEXT, odds INTEGER NOT NULL, win INTEGER NOT NULL, open INTEGER NOT NULL)`,
        `INSERT INTO scale_orders (id, sid, member_id, created_at, game_type, vendor, game_code, stake, digits_stake, k, side, odds, win, open)
         ${numbers("q", MAX_ORDERS_PER_SESSION, "j")},
         -- Two random draws per order, computed once: the other choices are cut from their bits.
         r AS MATERIALIZED (
           SELECT ${ORDER_ID_BASE} + ${oseq} AS id, s.sid, ${oseq} AS oseq, s.member_id, s.at + (q.j + 1) * 120000 AS at0, s.deposit, s.orders,
                  ${mix(oseq, 12)} AS r1, ${mix(oseq, 13)} AS r2
           FROM scale_sessions s JOIN q ON q.j < s.orders
         ),
         o AS (
           SELECT id, sid, oseq, member_id, r2, at0 + (r1 % 60) * 1000 AS created_at,
                  CASE WHEN (r1 / 64) % 100 < 25 THEN 'LOTT' WHEN (r1 / 64) % 100 < 35 THEN 'FISH' WHEN (r1 / 64) % 100 < 43 THEN 'LIVE' ELSE 'RNG' END AS game_type,
                  MIN(${1_000_000}, (deposit * (40 + (r1 / 8192) % 61) / 100 / orders) / 100 * 100) AS stake
           FROM r
         ),
         t AS (
           SELECT o.*,
                  CASE WHEN o.game_type = 'LOTT' AND o.oseq % 8 = 1 AND o.stake / 5 >= 100 THEN o.stake / 5 / 100 * 100 ELSE 0 END AS digits_stake,
                  CASE WHEN o.game_type = 'LOTT' THEN ${drawIndexOf("o.created_at")}
                       + (o.created_at >= ${phaseMs} + ${drawIndexOf("o.created_at")} * ${periodMs} - ${lockMs}) END AS k,
                  CASE o.r2 % 2 WHEN 0 THEN 'BIG' ELSE 'SMALL' END AS side,
                  CASE o.game_type WHEN 'RNG' THEN ${gamePick("RNG")} WHEN 'FISH' THEN ${gamePick("FISH")} WHEN 'LIVE' THEN ${gamePick("LIVE")} END AS pick,
                  ${spinOdds("((o.r2 / 4096) % 1000)")} AS spin_odds,
                  (o.game_type = 'LOTT' AND o.created_at >= ${w.yesterday}) AS open
           FROM o
         )
         SELECT t.id, t.sid, t.member_id, t.created_at, t.game_type,
                CASE WHEN t.game_type = 'LOTT' THEN 'LOTT' ELSE g.vassalage END,
                CASE WHEN t.game_type = 'LOTT' THEN ${sqlLiteral(LOTTERY.game_code)} ELSE g.node_id END,
                t.stake, t.digits_stake, t.k, CASE WHEN t.game_type = 'LOTT' THEN t.side END,
                CASE WHEN t.game_type = 'LOTT' THEN ${BIG_SMALL_ODDS_X100} ELSE t.spin_odds END,
                CASE WHEN t.game_type <> 'LOTT' THEN t.stake * t.spin_odds / 100
                     WHEN t.open OR d.side <> t.side THEN 0
                     ELSE (t.stake - t.digits_stake) * ${BIG_SMALL_ODDS_X100} / 100 END,
                t.open
         FROM t LEFT JOIN scale_draws d ON d.k = t.k LEFT JOIN scale_games g ON g.game_type = t.game_type AND g.idx = t.pick
         ORDER BY t.id`,
      ],
    },
    {
      name: "withdrawal plans",
      statements: [
        `CREATE TABLE scale_withdrawals (id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, at INTEGER NOT NULL, amount INTEGER NOT NULL, status TEXT NOT NULL, decided_at INTEGER)`,
        // After the session's last bet and every draw it is on, part of what the session left.
        `INSERT INTO scale_withdrawals (id, member_id, at, amount, status, decided_at)
         WITH left_over AS (
           SELECT s.sid, s.member_id, s.at + s.orders * 120000 + ${HOUR + 2 * MINUTE} AS at,
                  s.deposit - SUM(o.stake) + SUM(o.win) AS net
           FROM scale_sessions s JOIN scale_orders o ON o.sid = s.sid GROUP BY s.sid
         ),
         chosen AS (
           SELECT sid, member_id, at, MIN(5000000, (net * (50 + ${mix("sid", 18)} % 51) / 100) / 100 * 100) AS amount,
                  CASE WHEN at >= ${w.now - 2 * DAY} AND ${mix("sid", 19)} % 100 < 50 THEN 'pending'
                       WHEN ${mix("sid", 19)} % 100 < 6 THEN 'rejected' ELSE 'approved' END AS status
           FROM left_over WHERE net >= 20000 AND ${mix("sid", 20)} % 100 < ${WITHDRAWAL_PERCENT} AND at < ${w.now - 10 * MINUTE}
         )
         SELECT ${WITHDRAWAL_ID_BASE} + sid, member_id, at, amount, status, CASE WHEN status = 'pending' THEN NULL ELSE at + 20 * ${MINUTE} END
         FROM chosen ORDER BY sid`,
      ],
    },
    {
      // Built again once the rows are in: one sort per index instead of millions of scattered inserts.
      // The ledger's running-totals triggers too (migration 0024): one grouped insert below instead
      // of two upserts per entry.
      name: "indexes set aside",
      statements: [...indexes.map((x) => `DROP INDEX ${x.name}`), ...triggers.map((x) => `DROP TRIGGER ${x.name}`)],
    },
    {
      name: "deposits and withdrawals",
      statements: [
        `INSERT INTO deposits (id, member_id, channel_code, amount_minor, fee_minor, status, payer_name, transfer_at, remark, bonus_code, bonus_minor,
                               language, return_url, idempotency_key, created_at, decided_at, reason)
         SELECT ${DEPOSIT_ID_BASE} + s.sid, s.member_id, s.channel, s.deposit, 0, 'success',
                CASE WHEN s.channel = 'BANK' THEN m.account END, CASE WHEN s.channel = 'BANK' THEN s.at - 15 * ${MINUTE} END,
                NULL, NULL, NULL, 'ty', '/m/voucherCenter', 'scale-deposit-' || s.sid, s.at - 5 * ${MINUTE}, s.at, NULL
         FROM scale_sessions s JOIN members m ON m.id = s.member_id ORDER BY s.sid`,
        // Orders that moved no money: e-wallet orders left unpaid (cancelled), bank transfers
        // refused, and the last day's bank transfers still waiting for the operator.
        `INSERT INTO deposits (id, member_id, channel_code, amount_minor, fee_minor, status, payer_name, transfer_at, remark, bonus_code, bonus_minor,
                               language, return_url, idempotency_key, created_at, decided_at, reason)
         ${numbers("n", uncredited)},
         x AS (SELECT i, ${id(`${mix("i", 21)} % ${o.members}`)} AS member_id, ${w.from} + (${mix("i", 22)} % ${spanMinutes}) * ${MINUTE} AS at,
                      ${depositAmount(`(${mix("i", 23)} % 20)`)} AS amount, ${mix("i", 24)} % 100 AS roll FROM n),
         y AS (SELECT x.*, CASE WHEN at >= ${w.now - DAY} AND amount >= 50000 THEN 'pending' WHEN roll < 40 AND amount >= 50000 THEN 'failed' ELSE 'cancelled' END AS status FROM x)
         SELECT ${UNCREDITED_DEPOSIT_ID_BASE} + y.i, y.member_id, CASE WHEN y.status = 'cancelled' THEN (CASE y.roll % 2 WHEN 0 THEN 'GCASH' ELSE 'MAYA' END) ELSE 'BANK' END,
                y.amount, 0, y.status,
                CASE WHEN y.status = 'cancelled' THEN NULL ELSE m.account END, CASE WHEN y.status = 'cancelled' THEN NULL ELSE y.at - 10 * ${MINUTE} END,
                NULL, NULL, NULL, 'ty', '/m/voucherCenter', 'scale-deposit-x' || y.i, y.at,
                CASE WHEN y.status = 'pending' THEN NULL ELSE y.at + 20 * ${MINUTE} END,
                CASE WHEN y.status = 'failed' THEN 'Hindi tugma ang halaga sa resibo' END
         FROM y JOIN members m ON m.id = y.member_id ORDER BY y.i`,
        `INSERT INTO withdrawals (id, member_id, bank_card_id, bank_code, account_number, holder_name, amount_minor, fee_minor, status, idempotency_key, created_at, decided_at, reason)
         SELECT w.id, w.member_id, NULL, CASE w.id % 4 WHEN 0 THEN 'BDO' WHEN 1 THEN 'BPI' WHEN 2 THEN 'MBTC' ELSE 'LBP' END,
                '00681' || printf('%07d', w.member_id), m.account, w.amount, 0, w.status, 'scale-withdrawal-' || w.id, w.at, w.decided_at,
                CASE WHEN w.status = 'rejected' THEN 'Hindi tugma ang pangalan sa account' END
         FROM scale_withdrawals w JOIN members m ON m.id = w.member_id ORDER BY w.id`,
      ],
    },
    {
      name: "bet orders",
      statements: [
        `INSERT INTO bet_orders (id, member_id, game_type, vendor, game_code, draw_number, draw_index, ticket_hash, idempotency_key, created_at, settled_at)
         SELECT o.id, o.member_id, o.game_type, o.vendor, o.game_code, d.numero, o.k, NULL, NULL, o.created_at,
                CASE WHEN o.open THEN NULL WHEN o.k IS NULL THEN o.created_at ELSE ${phaseMs} + o.k * ${periodMs} END
         FROM scale_orders o LEFT JOIN scale_draws d ON d.k = o.k ORDER BY o.id`,
      ],
    },
    {
      name: "bet sub-orders",
      statements: [
        // The main pick of every order, and for some lottery orders a digits pick that the draw does not pay.
        `INSERT INTO bet_suborders (order_id, member_id, play, selection, stake_minor, odds_x100, win_minor, status, result, draw_at, lock_at, settled_at)
         SELECT order_id, member_id, play, selection, stake, odds, win, status, result, draw_at, lock_at, settled_at FROM (
           SELECT o.id AS order_id, 0 AS part, o.member_id, CASE WHEN o.k IS NULL THEN 'SPIN' ELSE 'BIG_SMALL' END AS play,
                  COALESCE(o.side, '') AS selection, o.stake - o.digits_stake AS stake, o.odds, o.win,
                  CASE WHEN o.open THEN 'open' WHEN o.win > 0 THEN 'won' ELSE 'lost' END AS status,
                  CASE WHEN o.open THEN NULL ELSE d.result END AS result,
                  ${phaseMs} + o.k * ${periodMs} AS draw_at, ${phaseMs} + o.k * ${periodMs} - ${lockMs} AS lock_at,
                  CASE WHEN o.open THEN NULL WHEN o.k IS NULL THEN o.created_at ELSE ${phaseMs} + o.k * ${periodMs} END AS settled_at
           FROM scale_orders o LEFT JOIN scale_draws d ON d.k = o.k
           UNION ALL
           SELECT o.id, 1, o.member_id, 'DIGITS', d.miss, o.digits_stake, ${DIGITS_ODDS_X100[2]}, 0,
                  CASE WHEN o.open THEN 'open' ELSE 'lost' END, CASE WHEN o.open THEN NULL ELSE d.result END,
                  ${phaseMs} + o.k * ${periodMs}, ${phaseMs} + o.k * ${periodMs} - ${lockMs},
                  CASE WHEN o.open THEN NULL ELSE ${phaseMs} + o.k * ${periodMs} END
           FROM scale_orders o JOIN scale_draws d ON d.k = o.k WHERE o.digits_stake > 0
         ) ORDER BY order_id, part`,
      ],
    },
    {
      name: "ledger entries",
      statements: [
        `CREATE TABLE scale_moves (member_id INTEGER NOT NULL, at INTEGER NOT NULL, ord INTEGER NOT NULL, kind TEXT NOT NULL, amount INTEGER NOT NULL, reference TEXT NOT NULL)`,
        `INSERT INTO scale_moves SELECT member_id, at, 0, 'deposit', deposit, 'deposit:' || (${DEPOSIT_ID_BASE} + sid) FROM scale_sessions`,
        `INSERT INTO scale_moves SELECT member_id, created_at, 1, 'bet', -stake, 'bet:' || id FROM scale_orders`,
        `INSERT INTO scale_moves SELECT member_id, CASE WHEN k IS NULL THEN created_at ELSE ${phaseMs} + k * ${periodMs} END, 2, 'win', win, 'win:' || id
         FROM scale_orders WHERE win > 0`,
        `INSERT INTO scale_moves SELECT member_id, at, 3, 'withdrawal', -amount, 'withdrawal:' || id FROM scale_withdrawals`,
        `INSERT INTO scale_moves SELECT member_id, decided_at, 4, 'withdrawal_release', amount, 'withdrawal:' || id FROM scale_withdrawals WHERE status = 'rejected'`,
        // Written in each member's time order, so ids follow it and the last entry's balance is the wallet's.
        `INSERT INTO ledger_entries (member_id, kind, amount_minor, balance_after_minor, reference, created_at)
         SELECT member_id, kind, amount, SUM(amount) OVER (PARTITION BY member_id ORDER BY at, ord, reference ROWS UNBOUNDED PRECEDING), reference, at
         FROM scale_moves ORDER BY member_id, at, ord, reference`,
      ],
    },
    {
      // What the triggers set aside would have written for these entries, as migration 0024's
      // backfill computes it (the operator day at UTC+8); only generated members have them.
      name: "running totals",
      statements: [
        `INSERT INTO member_kind_totals (member_id, kind, amount_minor) SELECT member_id, kind, SUM(amount) FROM scale_moves GROUP BY member_id, kind`,
        `INSERT INTO member_day_totals (member_id, day, kind, amount_minor)
         SELECT member_id, strftime('%Y-%m-%d', (at + 28800000) / 1000, 'unixepoch'), kind, SUM(amount) FROM scale_moves GROUP BY 1, 2, 3`,
      ],
    },
    {
      name: "indexes rebuilt",
      statements: [...indexes.map((x) => x.sql), ...triggers.map((x) => x.sql)],
    },
    {
      name: "wallets",
      statements: [
        `INSERT INTO wallets (member_id, currency, currency_symbol, balance_minor)
         SELECT m.id, 'PHP', '₱', COALESCE(b.total, 0)
         FROM members m LEFT JOIN (SELECT member_id, SUM(amount) AS total FROM scale_moves GROUP BY member_id) b ON b.member_id = m.id
         WHERE m.id >= ${FIRST_MEMBER_ID} ORDER BY m.id`,
      ],
    },
    {
      name: "clean-up",
      statements: ["scale_draws", "scale_games", "scale_sessions", "scale_orders", "scale_withdrawals", "scale_moves"].map((t) => `DROP TABLE ${t}`),
    },
  ];
}

/** The figures `db:scale` prints and the test checks. */
export const COUNT_QUERIES: Record<string, string> = {
  members: "SELECT COUNT(*) AS n FROM members",
  "bet orders": "SELECT COUNT(*) AS n FROM bet_orders",
  "bet sub-orders": "SELECT COUNT(*) AS n FROM bet_suborders",
  "open sub-orders (due)": "SELECT COUNT(*) AS n FROM bet_suborders WHERE status = 'open'",
  "ledger entries": "SELECT COUNT(*) AS n FROM ledger_entries",
  deposits: "SELECT COUNT(*) AS n FROM deposits",
  withdrawals: "SELECT COUNT(*) AS n FROM withdrawals",
  [`${BIG_AGENT.account}'s team`]: `WITH RECURSIVE team(id) AS (SELECT id FROM members WHERE parent_id = (SELECT id FROM members WHERE account = ${sqlLiteral(BIG_AGENT.account)})
    UNION ALL SELECT m.id FROM members m JOIN team t ON m.parent_id = t.id) SELECT COUNT(*) AS n FROM team`,
};
