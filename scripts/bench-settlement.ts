/**
 * `npx tsx scripts/bench-settlement.ts [ORDERS [HISTORY_DAYS]]`: how long the settlement of one
 * closed day takes (decision 030), not a proof. In a fresh, migrated and seeded D1 in Miniflare it
 * writes, in set-based SQL, a site of 20 top agents, 200 agents and 20,000 players (rates set for
 * the agents and a third of the players, the rest on their VIP level's), ORDERS settled bet orders
 * a day (default 21,500: production's average) for HISTORY_DAYS days (default 10) with their
 * sub-orders and bet entries, then times `settleDay` of the last day, job by job, with the
 * statements and batches it sent. The rows bypass the ledger, so no audit is run: it is a timing.
 */
import { addDays, operatorDay, rangeInstants } from "../contract/record-range";
import { SETTLEMENT_JOBS, settleDay, type SettlementJob } from "../gateway/games/settlement";
import { freshDatabase } from "../gateway/testing";

const orders = Number(process.argv[2] ?? 21_500);
const historyDays = Number(process.argv[3] ?? 10);
if (!Number.isInteger(orders) || orders < 1 || orders > 99_999 || !Number.isInteger(historyDays) || historyDays < 1 || historyDays > 90) {
  console.error("usage: npx tsx scripts/bench-settlement.ts [ORDERS (1–99,999, default 21,500) [HISTORY_DAYS (1–90, default 10)]]");
  process.exit(2);
}

const TOPS = 20;
const AGENTS = 200;
const PLAYERS = 20_000;
/** Players who bet on a given day; which ones moves from day to day. */
const ACTIVE = 7_000;
const NOW = Date.UTC(2026, 10, 24, 4);
const DAY = addDays(operatorDay(NOW), -1);

const { db: raw, dispose } = await freshDatabase();
let statements = 0;
let batches = 0;
/** The database, counting the statements prepared and the batches sent through it. */
const db = new Proxy(raw, {
  get(target, key) {
    if (key === "prepare")
      return (sql: string) => {
        statements++;
        return target.prepare(sql);
      };
    if (key === "batch")
      return (list: D1PreparedStatement[]) => {
        batches++;
        return target.batch(list);
      };
    const value = Reflect.get(target, key) as unknown;
    return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
  },
});

try {
  const seeding = performance.now();
  const numbers = (n: number) => `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${n - 1})`;
  await raw.batch([
    raw.prepare(`${numbers(TOPS)} INSERT INTO members (id, account, password_hash, type, reg_date) SELECT 1000000 + i, 'bt' || i, 'x', 1, 0 FROM n`),
    raw.prepare(
      `${numbers(AGENTS)} INSERT INTO members (id, account, password_hash, type, parent_id, reg_date) SELECT 1100000 + i, 'ba' || i, 'x', 2, 1000000 + i % ${TOPS}, 0 FROM n`,
    ),
    raw.prepare(
      `${numbers(PLAYERS)} INSERT INTO members (id, account, password_hash, type, parent_id, reg_date) SELECT 1200000 + i, 'bp' || i, 'x', 0, 1100000 + i % ${AGENTS}, 0 FROM n`,
    ),
    raw.prepare(
      `INSERT INTO rebate_rates (member_id, category, rate_bp, updated_at)
       SELECT id, c.category, CASE WHEN type = 1 THEN c.top WHEN type = 2 THEN c.agent ELSE c.player END, 0
       FROM members, (SELECT 'RNG' AS category, 100 AS top, 60 AS agent, 20 AS player UNION ALL SELECT 'LIVE', 80, 40, 10) c
       WHERE id >= 1000000 AND (type = 1 OR (type = 2 AND id % 2 = 0) OR (type = 0 AND id % 3 = 0))`,
    ),
    raw.prepare(`INSERT INTO wallets (member_id, currency, currency_symbol, balance_minor) SELECT id, 'PHP', '₱', 1000000 FROM members WHERE id >= 1200000`),
    raw.prepare(
      `INSERT INTO ledger_entries (member_id, kind, amount_minor, balance_after_minor, reference, created_at)
       SELECT id, 'deposit', 1000000, 1000000, 'bench-opening', 0 FROM members WHERE id >= 1200000`,
    ),
  ]);
  for (let back = historyDays - 1; back >= 0; back--) {
    const { start } = rangeInstants(addDays(DAY, -back), addDays(DAY, -back));
    const shift = back * 1_009;
    const order = `${2_000_000_000 + back * 100_000} + i`;
    const member = `1200000 + (i % ${ACTIVE} + ${shift}) % ${PLAYERS}`;
    const at = `${start + 3_600_000} + i * 3000`;
    const stake = `10000 + (i * 7919) % 90000`;
    await raw.batch([
      raw.prepare(
        `${numbers(orders)} INSERT INTO bet_orders (id, member_id, game_type, vendor, game_code, created_at, settled_at)
         SELECT ${order}, ${member}, CASE WHEN i >= 14000 AND i % ${ACTIVE} < 1500 THEN 'LIVE' ELSE 'RNG' END, 'TEST', 'test-slot', ${at}, ${at} FROM n`,
      ),
      raw.prepare(
        `${numbers(orders)} INSERT INTO bet_suborders (order_id, member_id, play, stake_minor, odds_x100, status, result, settled_at)
         SELECT ${order}, ${member}, 'SPIN', ${stake}, 0, 'lost', '', ${at} FROM n`,
      ),
      raw.prepare(
        `${numbers(orders)} INSERT INTO ledger_entries (member_id, kind, amount_minor, balance_after_minor, reference, created_at)
         SELECT ${member}, 'bet', -(${stake}), 1000000, 'bet:' || (${order}), ${at} FROM n`,
      ),
    ]);
  }
  // The last day's lottery orders nobody came back to read: open, their draws passed (one pick each).
  const lottery = Math.ceil(orders / 10);
  const { start: lastStart } = rangeInstants(DAY, DAY);
  const lotteryOrder = `${2_000_000_000 + 99_999 * 10_000} + i`;
  const lotteryAt = `${lastStart + 3_600_000} + i * 3000`;
  await raw.batch([
    raw.prepare(
      `${numbers(lottery)} INSERT INTO bet_orders (id, member_id, game_type, vendor, game_code, draw_number, draw_index, created_at)
       SELECT ${lotteryOrder}, 1200000 + (i * 13) % ${PLAYERS}, 'LOTT', 'LOTT', 'VN1M', 'bench', 1000 + i % 50, ${lotteryAt} FROM n`,
    ),
    raw.prepare(
      `${numbers(lottery)} INSERT INTO bet_suborders (order_id, member_id, play, selection, stake_minor, odds_x100, status, draw_at, lock_at)
       SELECT ${lotteryOrder}, 1200000 + (i * 13) % ${PLAYERS}, 'BIG_SMALL', CASE WHEN i % 2 THEN 'BIG' ELSE 'SMALL' END, 1000, 195, 'open', ${lotteryAt}, ${lotteryAt} FROM n`,
    ),
    raw.prepare(
      `${numbers(lottery)} INSERT INTO ledger_entries (member_id, kind, amount_minor, balance_after_minor, reference, created_at)
       SELECT 1200000 + (i * 13) % ${PLAYERS}, 'bet', -1000, 1000000, 'bet:' || (${lotteryOrder}), ${lotteryAt} FROM n`,
    ),
  ]);
  console.log(
    `seeded ${PLAYERS + AGENTS + TOPS} members, ${orders} orders a day for ${historyDays} days (${orders * historyDays} orders) and ${lottery} open lottery orders due in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );

  const timings: string[] = [];
  const started = performance.now();
  const counts = { statements, batches };
  const line = (name: string, from: number, paid: string) =>
    `  ${name.padEnd(26)} ${((performance.now() - from) / 1000).toFixed(2).padStart(7)} s  ${paid.padStart(6)}  ${String(statements - counts.statements).padStart(6)} statements in ${batches - counts.batches} batches`;
  // settleDay settles the due lottery sub-orders before its first job: timed up to the first job.
  const timed: SettlementJob[] = SETTLEMENT_JOBS.map((job, i) => ({
    name: job.name,
    run: async (...args) => {
      if (i === 0) timings.push(line("due lottery sub-orders", started, `${lottery} orders`.padStart(6)));
      const t0 = performance.now();
      Object.assign(counts, { statements, batches });
      const report = await job.run(...args);
      timings.push(line(job.name, t0, `${report.paid} paid`));
      return report;
    },
  }));
  const outcome = await settleDay(db, DAY, NOW, {}, timed);
  if (!outcome.ok) throw new Error(outcome.reason);
  console.log(`settlement of ${DAY}: ${((performance.now() - started) / 1000).toFixed(2)} s, ${statements} statements in ${batches} batches`);
  console.log(timings.join("\n"));
  // What the run wrote for the bench's members, without its random ids and clock: two versions of the
  // settlement must print the same (the seed's own rows are left out: they move with the wall clock).
  const digest = async (sql: string) => {
    const { results } = await raw.prepare(sql).all();
    const bytes = new TextEncoder().encode(results.map((r) => Object.values(r).join("|")).join("\n"));
    return Buffer.from(await crypto.subtle.digest("SHA-256", bytes))
      .toString("hex")
      .slice(0, 16);
  };
  console.log(
    `digests: wallets ${await digest("SELECT member_id, balance_minor FROM wallets WHERE member_id >= 1000000 ORDER BY member_id")}, sub-orders ${await digest(
      "SELECT id, status, win_minor, result, settled_at IS NULL FROM bet_suborders WHERE member_id >= 1000000 ORDER BY id",
    )}, payouts ${await digest(
      "SELECT member_id, kind, period, category, source_id, base_minor, rate_bp, amount_minor FROM payouts WHERE member_id >= 1000000 ORDER BY kind, member_id, category, source_id",
    )}, entries ${await digest("SELECT member_id, kind, amount_minor, balance_after_minor FROM ledger_entries WHERE member_id >= 1000000 ORDER BY id")}`,
  );
} finally {
  await dispose();
}
