/**
 * Contract test of the agent home and the team overview (research
 * A-HOME-01, A-HOME-02, A-OV-01, A-OV-02, decision 034): the app's client calls (agent.server.ts)
 * against the embedded gateway in-process over a fresh local D1, with rows this test writes.
 */
import { describe, expect, it } from "vitest";
import { fetchAgentHome, fetchTeamKpi, fetchTeamOverview } from "./agent.server";
import { fetchPersonalReport } from "./bets.server";
import { codeOf, testGateway, withFreshDatabase } from "./testing";
import { openSession, type Member } from "../../gateway/accounts/auth";
import { placeSpin } from "../../gateway/games/bets";
import { post } from "../../gateway/wallet/ledger";

let db: D1Database;
/** 2026-11-24 12:00 in Manila (UTC+8). */
const clock = Date.UTC(2026, 10, 24, 4);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const TODAY = "2026-11-24";
const YESTERDAY = "2026-11-23";
/** 2026-11-24 00:00 in Manila. */
const todayStart = Date.UTC(2026, 10, 23, 16);

withFreshDatabase((fresh) => (db = fresh));

const gw = testGateway(
  () => db,
  () => clock,
);

const COLUMNS = "id, account, type, nickname, to_upline, status, reg_date, last_login_at";
let serial = 0;

/** A member of this test's own, registered at `regDate`, with a session opened at `clock` (its token). */
async function member(options: { parentId?: number | null; type?: number; regDate?: number } = {}): Promise<{ id: number; account: string; token: string }> {
  const m = (await db
    .prepare(`INSERT INTO members (account, password_hash, type, parent_id, to_upline, reg_date) VALUES (?1, 'x', ?2, ?3, 1, ?4) RETURNING ${COLUMNS}`)
    .bind(`kpi${++serial}`, options.type ?? 0, options.parentId ?? null, options.regDate ?? clock - 100 * DAY)
    .first<Member>())!;
  await db.prepare("INSERT INTO wallets (member_id, currency, currency_symbol, balance_minor) VALUES (?1, 'PHP', '₱', 0)").bind(m.id).run();
  const { token } = await openSession(db, m, clock);
  return { id: m.id, account: m.account, token };
}

/** Makes the member's sessions look last used at `seenAt` and expiring at `expiresAt`. */
const seen = (memberId: number, seenAt: number | null, expiresAt = clock + DAY) =>
  db.prepare("UPDATE sessions SET last_seen_at = ?2, expires_at = ?3 WHERE member_id = ?1").bind(memberId, seenAt, expiresAt).run();
const login = (memberId: number, at: number, success: 0 | 1 = 1) =>
  db.prepare("INSERT INTO login_history (member_id, at, user_agent, country, success) VALUES (?1, ?2, 'test', 'PH', ?3)").bind(memberId, at, success).run();
let keys = 0;
const key = () => `agent-home-key-${String(++keys).padStart(6, "0")}`;
const deposit = (memberId: number, minor: number, at: number) =>
  post(db, { memberId, kind: "deposit", amountMinor: minor, reference: `test-deposit-${++keys}`, now: at });
const spin = (memberId: number, minor: number, at: number) =>
  placeSpin(db, { memberId, gameType: "RNG", vendor: "SPN", gameCode: "10001", stakeMinor: minor, key: key(), ticketHash: null, now: at });
const today = { startDate: TODAY, endDate: TODAY };

/**
 * The team: agent (type 1) → direct: early (registered long ago), yesterday (registered yesterday),
 * today (registered today), sub (a type-2 agent) → deep (registered today). Plus an outsider.
 */
async function team() {
  const agent = await member({ type: 1 });
  const early = await member({ parentId: agent.id });
  const yesterday = await member({ parentId: agent.id, regDate: todayStart - HOUR });
  const todayMember = await member({ parentId: agent.id, regDate: todayStart + HOUR });
  const sub = await member({ parentId: agent.id, type: 2 });
  const deep = await member({ parentId: sub.id, regDate: todayStart + 2 * HOUR });
  const outsider = await member({ regDate: todayStart + HOUR });
  // Sessions: nobody seen, unless a test says so.
  for (const m of [agent, early, yesterday, todayMember, sub, deep, outsider]) await seen(m.id, null);
  return { agent, early, yesterday, todayMember, sub, deep, outsider };
}

describe("team KPI (A-HOME-01, §3 team footer stats)", () => {
  it("counts registrations today at every depth: one registered today counts, one yesterday does not", async () => {
    const t = await team();
    const kpi = await fetchTeamKpi(gw, t.agent.token, today);
    expect(kpi.footer.teamRegisterMemberCount).toBe(2); // todayMember and deep (level 2); not yesterday, not the outsider
    const y = await fetchTeamKpi(gw, t.agent.token, { startDate: YESTERDAY, endDate: YESTERDAY });
    expect(y.footer.teamRegisterMemberCount).toBe(1);
    // agent2's own team is just its downline.
    expect((await fetchTeamKpi(gw, t.sub.token, today)).footer.teamRegisterMemberCount).toBe(1);
  });

  it("counts distinct members with a successful sign-in in the range; a failed one or yesterday's does not count", async () => {
    const t = await team();
    await login(t.early.id, todayStart + HOUR);
    await login(t.early.id, todayStart + 2 * HOUR);
    await login(t.deep.id, todayStart + 3 * HOUR);
    await login(t.todayMember.id, todayStart + 3 * HOUR, 0);
    await login(t.yesterday.id, todayStart - HOUR);
    await login(t.outsider.id, todayStart + HOUR);
    await login(t.agent.id, todayStart + HOUR); // the agent is not their own team
    expect((await fetchTeamKpi(gw, t.agent.token, today)).footer.teamLoginMemberCount).toBe(2);
  });

  it("counts a member who bet today as a betting player, once however many bets; yesterday's bet does not count", async () => {
    const t = await team();
    await deposit(t.early.id, 100_000, todayStart - DAY);
    await deposit(t.deep.id, 100_000, todayStart - DAY);
    await spin(t.early.id, 1_000, todayStart + HOUR);
    await spin(t.early.id, 1_000, todayStart + 2 * HOUR);
    await spin(t.deep.id, 1_000, todayStart - HOUR);
    const kpi = await fetchTeamKpi(gw, t.agent.token, today);
    expect(kpi.footer.teamBetMemberCount).toBe(1);
    expect((await fetchTeamKpi(gw, t.agent.token, { startDate: YESTERDAY, endDate: TODAY })).footer.teamBetMemberCount).toBe(2);
  });

  it("counts a member online while an unexpired session was used in the last 5 minutes; an expired or idle one is not", async () => {
    const t = await team();
    await seen(t.early.id, clock - 60_000); // online
    await seen(t.deep.id, clock - 4 * 60_000); // online, level 2
    await seen(t.todayMember.id, clock - 60_000, clock - 1); // expired session
    await seen(t.yesterday.id, clock - 6 * 60_000); // idle
    await seen(t.outsider.id, clock); // not in the team
    expect((await fetchTeamKpi(gw, t.agent.token, today)).footer.teamOnlineCount).toBe(2);
  });

  it("refuses non-agents (types 0, 4, 40) and a range outside the records", async () => {
    for (const type of [0, 4, 40]) {
      const m = await member({ type });
      expect(await codeOf(fetchTeamKpi(gw, m.token, today))).toBe("agent.forbidden");
      expect(await codeOf(fetchAgentHome(gw, m.token))).toBe("agent.forbidden");
      expect(await codeOf(fetchTeamOverview(gw, m.token, { ...today, scope: "team" }))).toBe("agent.forbidden");
    }
    const agent = await member({ type: 1 });
    expect(await codeOf(fetchTeamKpi(gw, agent.token, { startDate: "2026-11-25", endDate: "2026-11-25" }))).toBe("records.range.invalid");
    expect(await codeOf(fetchTeamKpi(gw, agent.token, { startDate: "2026-02-30", endDate: TODAY }))).toBe("records.range.invalid");
  });
});

describe("agent home (A-HOME-01, A-HOME-02)", () => {
  it("answers the agent's account, balance, badges and module switches; a module switched off reads off", async () => {
    const t = await team();
    await deposit(t.agent.id, 123_456, clock - HOUR);
    const home = await fetchAgentHome(gw, t.agent.token);
    expect(home).toMatchObject({ account: t.agent.account, type: 1, balance: 1234.56, currencySymbol: "₱", dividend: true });
    expect(Object.values(home.modules).every(Boolean)).toBe(true);
    expect(home.unreadMessages).toBeGreaterThanOrEqual(0);
    await db.prepare("UPDATE feature_switches SET enabled = 0 WHERE code IN ('AGEDOWNMAN3', 'DIVIDEND3')").run();
    try {
      const off = await fetchAgentHome(gw, t.agent.token);
      expect(off.modules.team).toBe(false);
      expect(off.dividend).toBe(false);
      expect(off.modules.overview).toBe(true);
    } finally {
      await db.prepare("UPDATE feature_switches SET enabled = 1 WHERE code IN ('AGEDOWNMAN3', 'DIVIDEND3')").run();
    }
  });

  it("counts the unread agent announcements and drops one the agent has read", async () => {
    const t = await team();
    const before = (await fetchAgentHome(gw, t.agent.token)).unreadAnnouncements;
    const a = await db.prepare("SELECT id FROM announcements WHERE content_type = 'A' AND active = 1 LIMIT 1").first<{ id: number }>();
    if (!a) return; // no agent announcement seeded: nothing to read
    await db.prepare("INSERT INTO announcement_reads (announcement_id, member_id, read_at) VALUES (?1, ?2, ?3)").bind(a.id, t.agent.id, clock).run();
    expect((await fetchAgentHome(gw, t.agent.token)).unreadAnnouncements).toBe(before - 1);
  });
});

describe("team overview (A-OV-01, A-OV-02)", () => {
  it("has cards and a daily series that equal the sum of the downlines' own personal reports to the cent", async () => {
    const t = await team();
    await deposit(t.early.id, 500_000, todayStart - 3 * DAY); // first deposit before the range
    await deposit(t.early.id, 20_000, todayStart + HOUR);
    await deposit(t.todayMember.id, 30_000, todayStart + HOUR); // a first depositor today
    await deposit(t.deep.id, 40_000, todayStart - DAY + HOUR); // a first depositor yesterday, level 2
    await deposit(t.outsider.id, 99_900, todayStart + HOUR); // not in the team
    for (let i = 0; i < 6; i++) await spin(t.early.id, 1_550, todayStart - DAY + (i + 2) * HOUR);
    for (let i = 0; i < 4; i++) await spin(t.deep.id, 1_234, todayStart + (i + 2) * HOUR);
    await spin(t.todayMember.id, 2_000, todayStart + 5 * HOUR);
    await post(db, { memberId: t.deep.id, kind: "bonus", amountMinor: 777, reference: "test-bonus", now: todayStart + 6 * HOUR });
    await post(db, { memberId: t.early.id, kind: "withdrawal", amountMinor: -10_000, reference: "withdrawal:1", now: todayStart + 7 * HOUR });

    const range = { startDate: YESTERDAY, endDate: TODAY };
    const o = await fetchTeamOverview(gw, t.agent.token, { ...range, scope: "team" });
    const downlines = [t.early, t.yesterday, t.todayMember, t.sub, t.deep];
    const reports = await Promise.all(downlines.map((m) => fetchPersonalReport(gw, m.token, { from: YESTERDAY, to: TODAY })));
    const sum = (pick: (r: (typeof reports)[number]) => number) => Math.round(reports.reduce((n, r) => n + pick(r) * 100, 0)) / 100;

    expect(o.overview).toMatchObject({
      teamSize: 5,
      directCount: 4,
      registrations: 3,
      firstDepositors: 2,
      activeMembers: 3,
      deposits: sum((r) => r.deposits),
      withdrawals: sum((r) => r.withdrawals),
      bets: sum((r) => r.bets),
      validTurnover: sum((r) => r.validTurnover),
      wins: sum((r) => r.wins),
      bonuses: sum((r) => r.bonuses),
      rebates: sum((r) => r.rebates),
      pnl: sum((r) => r.profit),
    });
    expect(o.overview.deposits).toBe(900);
    expect(o.overview.validTurnover).toBe(93 + 49.36 + 20);
    // The team balance is the sum of the downlines' wallets now.
    const wallets = await db
      .prepare(`SELECT SUM(balance_minor) AS n FROM wallets WHERE member_id IN (${downlines.map((m) => m.id).join(",")})`)
      .first<{ n: number }>();
    expect(o.overview.balance).toBe(wallets!.n / 100);

    // One point per day, and the days add up to the cards.
    expect(o.series.map((p) => p.day)).toEqual([YESTERDAY, TODAY]);
    const total = (k: "deposits" | "validTurnover" | "wins" | "pnl" | "registrations") => Math.round(o.series.reduce((n, p) => n + p[k] * 100, 0)) / 100;
    expect(total("deposits")).toBe(o.overview.deposits);
    expect(total("validTurnover")).toBe(o.overview.validTurnover);
    expect(total("wins")).toBe(o.overview.wins);
    expect(total("pnl")).toBe(o.overview.pnl);
    expect(total("registrations")).toBe(o.overview.registrations);
    expect(o.series[0]!.validTurnover).toBe(93);

    // Scope "me": the agent's own figures (A-OV-02), none of the team's.
    const me = await fetchTeamOverview(gw, t.agent.token, { ...range, scope: "me" });
    expect(me.overview).toMatchObject({ teamSize: 1, directCount: 0, deposits: 0, validTurnover: 0 });
  });

  it("counts members with no sign-in for 30 days as inactive", async () => {
    const t = await team();
    await login(t.early.id, clock - 29 * DAY);
    await login(t.deep.id, clock - 31 * DAY);
    const o = await fetchTeamOverview(gw, t.agent.token, { ...today, scope: "team" });
    expect(o.overview.inactive).toBe(4);
  });

  it("is refused while its module (AGEINFO3) is off, and for a range past today or over 90 days back", async () => {
    const t = await team();
    await db.prepare("UPDATE feature_switches SET enabled = 0 WHERE code = 'AGEINFO3'").run();
    try {
      expect(await codeOf(fetchTeamOverview(gw, t.agent.token, { ...today, scope: "team" }))).toBe("agent.module.off");
    } finally {
      await db.prepare("UPDATE feature_switches SET enabled = 1 WHERE code = 'AGEINFO3'").run();
    }
    expect(await codeOf(fetchTeamOverview(gw, t.agent.token, { startDate: "2026-08-01", endDate: TODAY, scope: "team" }))).toBe("records.range.invalid");
  });
});
