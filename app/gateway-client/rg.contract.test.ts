/**
 * Contract test of the responsible-gaming calls (decision 040; research §4.2 RG-01…RG-15):
 * the app's client (rg.server.ts) against the embedded gateway in-process over a fresh local D1,
 * with a clock the tests move. Answers are parsed by the app's schemas (rg-schemas.ts) in the client.
 */
import { describe, expect, it } from "vitest";
import { speaking } from "./client.server";
import {
  acknowledgeRealityCheck,
  cancelPending,
  fetchMarket,
  fetchRgOverview,
  fetchRgSession,
  selfExclude,
  setLimit,
  setRealityCheck,
  takeTimeout,
} from "./rg.server";
import { codeOf, refusal, testGateway, withFreshDatabase } from "./testing";
import { COOLING_OFF_MS, exclusionEnd, limitWindow, timeoutEnd } from "../../contract/rg-rules";
import { openSession, type Member } from "../../gateway/accounts/auth";
import { hashPassword } from "../../gateway/core/crypto";
import { placeSpin } from "../../gateway/games/bets";
import { allMarkets, findRgMember, formatMarkets, formatRgReport, loadRgReport } from "../../gateway/rg/rg-report";
import { post } from "../../gateway/wallet/ledger";

let db: D1Database;
/** 2026-11-24 12:00 in Manila (UTC+8). */
const START = Date.UTC(2026, 10, 24, 4);
let clock = START;

withFreshDatabase((fresh) => (db = fresh));
const gw = testGateway(
  () => db,
  () => clock,
);

const COLUMNS = "id, account, type, nickname, to_upline, status, reg_date, last_login_at";
const PASSWORD = "secret123";
let serial = 0;
let passwordHash: string | undefined;

/** A fresh member of this test's own, signed in, with ₱1,000 (and an e-mail when asked). */
async function member(email: string | null = null): Promise<{ id: number; token: string; m: Member }> {
  passwordHash ??= await hashPassword(PASSWORD);
  const m = (await db
    .prepare(`INSERT INTO members (account, password_hash, type, reg_date, email, mobile_num) VALUES (?1, ?2, 0, ?3, ?4, ?5) RETURNING ${COLUMNS}`)
    .bind(`rgmember${++serial}`, passwordHash, clock, email, `9170000${String(serial).padStart(4, "0")}`)
    .first<Member>())!;
  await post(db, { memberId: m.id, kind: "deposit", amountMinor: 100_000, reference: "opening", now: clock - 86_400_000 });
  const { token } = await openSession(db, m, clock);
  return { id: m.id, token, m };
}

const setMarket = (code: string) => db.prepare("UPDATE site_settings SET value = ?1 WHERE key = 'market'").bind(code).run();
async function inMarket(code: string, run: () => Promise<void>) {
  await setMarket(code);
  try {
    await run();
  } finally {
    await setMarket("PH");
  }
}
const limitOf = async (token: string, kind: string, period: string) =>
  (await fetchRgOverview(gw, token)).limits.find((l) => l.kind === kind && l.period === period)!;
const count = async (sql: string, ...args: unknown[]) =>
  (await db
    .prepare(sql)
    .bind(...args)
    .first<{ n: number }>())!.n;

describe("rgMarket and rgOverview", () => {
  it("the market in force is PH (PAGCOR, 21) and a fresh member's overview has the ten rows, no controls and usage of the window", async () => {
    clock = START;
    const market = await fetchMarket(gw);
    expect([market.code, market.regulator, market.minAge, market.timeoutMaxDays, market.realityCheckRequired]).toEqual(["PH", "PAGCOR", 21, 42, false]);

    const p = await member();
    const o = await fetchRgOverview(gw, p.token);
    expect(o.market).toEqual(market);
    expect(o.currencySymbol).toBe("₱");
    expect(o.limits.map((l) => `${l.kind}.${l.period}`)).toEqual([
      "deposit.day",
      "deposit.week",
      "deposit.month",
      "loss.day",
      "loss.week",
      "loss.month",
      "stake.day",
      "stake.week",
      "stake.month",
      "session.session",
    ]);
    expect(o.limits.every((l) => l.value === null && l.pending === null)).toBe(true);
    expect(o.limits[0]).toEqual({ kind: "deposit", period: "day", value: null, pending: null, used: 0, resetAt: limitWindow("day", clock).resetAt });
    expect(o.limits[9]).toEqual({ kind: "session", period: "session", value: null, pending: null, used: null, resetAt: null });
    expect(o.realityCheck).toEqual({ minutes: null, pending: null, choices: [15, 30, 60, null] });
    expect(o.block).toBeNull();
    expect(o.timeoutChoices).toEqual([1, 7, 30, 42]);
    expect(o.exclusionChoices).toEqual([6, 12, 60]);
    expect(o.history).toEqual([]);
  });

  it("MT hides the 42-day time-out and has no 'off' reality check; its default interval (60) is shown", async () => {
    const p = await member();
    await inMarket("MT", async () => {
      const o = await fetchRgOverview(gw, p.token);
      expect(o.market.code).toBe("MT");
      expect(o.timeoutChoices).toEqual([1, 7, 30]);
      expect(o.realityCheck).toEqual({ minutes: 60, pending: null, choices: [15, 30, 60] });
      expect(await codeOf(setRealityCheck(gw, p.token, null))).toBe("rg.reality.format");
      expect(await codeOf(takeTimeout(gw, p.token, 42))).toBe("rg.timeout.format");
    });
  });
});

describe("rgSetLimit and rgCancelPending (RG-01…RG-07, RG-15)", () => {
  it("RG-05: a lower limit applies now; RG-06: a raise waits 24 h and applies once the clock passes it; every change is audited", async () => {
    clock = START;
    const p = await member();
    expect(await setLimit(gw, p.token, { kind: "deposit", period: "day", value: 500 })).toEqual({ effect: "now", effectiveAt: clock });
    expect((await limitOf(p.token, "deposit", "day")).value).toBe(500);
    expect(await setLimit(gw, p.token, { kind: "deposit", period: "day", value: 300.5 })).toEqual({ effect: "now", effectiveAt: clock });

    clock += 60_000;
    const raised = await setLimit(gw, p.token, { kind: "deposit", period: "day", value: 800 });
    expect(raised).toEqual({ effect: "pending", effectiveAt: clock + COOLING_OFF_MS });
    const pending = await limitOf(p.token, "deposit", "day");
    expect(pending.value).toBe(300.5);
    expect(pending.pending).toEqual({ value: 800, at: clock + COOLING_OFF_MS });
    // Asking again for the waiting value keeps its time: the cooling-off does not restart.
    clock += 60_000;
    expect(await setLimit(gw, p.token, { kind: "deposit", period: "day", value: 800 })).toEqual(raised);

    // A day later: a new sign-in (the first session's token has expired).
    clock = raised.effectiveAt - 1;
    p.token = (await openSession(db, p.m, clock)).token;
    expect((await limitOf(p.token, "deposit", "day")).value).toBe(300.5);
    clock = raised.effectiveAt;
    const applied = await limitOf(p.token, "deposit", "day");
    expect([applied.value, applied.pending]).toEqual([800, null]);

    const history = (await fetchRgOverview(gw, p.token)).history;
    expect(history.map((h) => [h.control, h.oldValue, h.newValue, h.actor])).toEqual([
      ["limit.deposit.day", "300.50", "800.00", "member"],
      ["limit.deposit.day", "500.00", "300.50", "member"],
      ["limit.deposit.day", null, "500.00", "member"],
    ]);
    expect(history[0]!.effectiveAt).toBe(raised.effectiveAt);
    expect(history[2]!.effectiveAt).toBe(START);
  });

  it("RG-06: a removal waits 24 h; a lower value drops a pending raise; cancel clears a pending change, and a second cancel finds none", async () => {
    clock = START;
    const p = await member();
    await setLimit(gw, p.token, { kind: "loss", period: "week", value: 1000 });
    expect((await setLimit(gw, p.token, { kind: "loss", period: "week", value: null })).effect).toBe("pending");
    expect((await limitOf(p.token, "loss", "week")).pending).toEqual({ value: null, at: clock + COOLING_OFF_MS });
    // Lower: now, and the pending removal is gone.
    expect((await setLimit(gw, p.token, { kind: "loss", period: "week", value: 900 })).effect).toBe("now");
    expect(await limitOf(p.token, "loss", "week")).toMatchObject({ value: 900, pending: null });

    await setLimit(gw, p.token, { kind: "loss", period: "week", value: 2000 });
    expect(await cancelPending(gw, p.token, "loss.week")).toBeNull();
    expect(await limitOf(p.token, "loss", "week")).toMatchObject({ value: 900, pending: null });
    const cancelled = await refusal(cancelPending(gw, p.token, "loss.week"));
    expect(cancelled.code).toBe("rg.pending.none");
    expect(await codeOf(cancelPending(gw, p.token, "loss.year"))).toBe("rg.pending.none");
    // The cancellation is in the trail with the value that was waiting.
    const last = (await fetchRgOverview(gw, p.token)).history[0]!;
    expect([last.control, last.oldValue, last.newValue]).toEqual(["pending.cancel.loss.week", "2000.00", "900.00"]);

    // Past its time a pending change is in force: nothing to cancel.
    await setLimit(gw, p.token, { kind: "session", period: "session", value: 60 });
    await setLimit(gw, p.token, { kind: "session", period: "session", value: 120 });
    clock += COOLING_OFF_MS;
    p.token = (await openSession(db, p.m, clock)).token;
    expect(await codeOf(cancelPending(gw, p.token, "session.session"))).toBe("rg.pending.none");
    expect((await limitOf(p.token, "session", "session")).value).toBe(120);
  });

  it("refuses malformed limits with rg.limit.format and stores nothing", async () => {
    clock = START;
    const p = await member();
    for (const body of [
      { kind: "deposit", period: "session", value: 100 },
      { kind: "session", period: "day", value: 60 },
      { kind: "deposit", period: "day", value: 0 },
      { kind: "deposit", period: "day", value: -5 },
      { kind: "deposit", period: "day", value: 12.345 },
      { kind: "deposit", period: "day", value: 10_000_000.01 },
      { kind: "session", period: "session", value: 4 },
      { kind: "session", period: "session", value: 1441 },
      { kind: "session", period: "session", value: 30.5 },
    ] as const) {
      expect(await codeOf(setLimit(gw, p.token, body))).toBe("rg.limit.format");
    }
    expect(await count("SELECT COUNT(*) AS n FROM rg_limits WHERE member_id = ?1", p.id)).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM rg_audit WHERE member_id = ?1", p.id)).toBe(0);
    expect((await setLimit(gw, p.token, { kind: "deposit", period: "day", value: 10_000_000 })).effect).toBe("now");
  });

  it("BR requires loss and session limits: the last period of a required kind cannot be removed (rg.limit.required)", async () => {
    clock = START;
    const p = await member();
    await inMarket("BR", async () => {
      await setLimit(gw, p.token, { kind: "loss", period: "day", value: 100 });
      await setLimit(gw, p.token, { kind: "session", period: "session", value: 120 });
      const refused = await refusal(setLimit(gw, p.token, { kind: "loss", period: "day", value: null }));
      expect([refused.code, refused.value]).toEqual(["rg.limit.required", { kinds: ["loss", "session"] }]);
      expect(await codeOf(setLimit(gw, p.token, { kind: "session", period: "session", value: null }))).toBe("rg.limit.required");
      // With a weekly loss limit too, the daily one may go (after its cooling-off).
      await setLimit(gw, p.token, { kind: "loss", period: "week", value: 500 });
      expect((await setLimit(gw, p.token, { kind: "loss", period: "day", value: null })).effect).toBe("pending");
      // …and then the weekly one is the last that stays.
      expect(await codeOf(setLimit(gw, p.token, { kind: "loss", period: "week", value: null }))).toBe("rg.limit.required");
      // A kind the market does not require may be removed.
      await setLimit(gw, p.token, { kind: "stake", period: "day", value: 100 });
      expect((await setLimit(gw, p.token, { kind: "stake", period: "day", value: null })).effect).toBe("pending");
    });
  });
});

describe("rgSetRealityCheck, rgSession and rgRealityAck (RG-08, RG-09)", () => {
  it("a shorter interval applies now, a longer one or off waits 24 h; an interval not offered is refused", async () => {
    clock = START;
    const p = await member();
    expect(await setRealityCheck(gw, p.token, 30)).toEqual({ effect: "now", effectiveAt: clock });
    expect(await setRealityCheck(gw, p.token, 60)).toEqual({ effect: "pending", effectiveAt: clock + COOLING_OFF_MS });
    expect((await fetchRgOverview(gw, p.token)).realityCheck).toEqual({
      minutes: 30,
      pending: { value: 60, at: clock + COOLING_OFF_MS },
      choices: [15, 30, 60, null],
    });
    expect(await cancelPending(gw, p.token, "reality")).toBeNull();
    expect((await setRealityCheck(gw, p.token, null)).effect).toBe("pending");
    expect(await codeOf(setRealityCheck(gw, p.token, 45))).toBe("rg.reality.format");
    const controls = (await fetchRgOverview(gw, p.token)).history.map((h) => [h.control, h.oldValue, h.newValue]);
    expect(controls).toEqual([
      ["reality", "30", null],
      ["pending.cancel.reality", "60", "30"],
      ["reality", "30", "60"],
      ["reality", null, "30"],
    ]);
  });

  it("the session's stakes, winnings and net since sign-in, today's net, the due time and its acknowledgement", async () => {
    clock = START;
    const p = await member();
    // A bet before this session counts for today, not for the session.
    await placeSpin(db, {
      memberId: p.id,
      gameType: "RNG",
      vendor: "TEST",
      gameCode: "t",
      stakeMinor: 1_000,
      key: "rg-spin-before-0001",
      ticketHash: null,
      now: clock - 60_000,
    });
    clock += 60_000;
    const placed = await placeSpin(db, {
      memberId: p.id,
      gameType: "RNG",
      vendor: "TEST",
      gameCode: "t",
      stakeMinor: 2_500,
      key: "rg-spin-during-0001",
      ticketHash: null,
      now: clock,
    });
    expect(placed.ok).toBe(true);
    const won = await db
      .prepare("SELECT COALESCE(SUM(amount_minor), 0) AS n FROM ledger_entries WHERE member_id = ?1 AND kind = 'win' AND created_at >= ?2")
      .bind(p.id, START)
      .first<{ n: number }>();
    const todayWon = await count("SELECT COALESCE(SUM(amount_minor), 0) AS n FROM ledger_entries WHERE member_id = ?1 AND kind = 'win'", p.id);

    const s = await fetchRgSession(gw, p.token);
    expect(s.startedAt).toBe(START);
    expect([s.realityMinutes, s.realityDueAt, s.block]).toEqual([null, null, null]);
    expect(s.bet).toBe(25);
    expect(s.won).toBe(won!.n / 100);
    expect(s.net).toBe((won!.n - 2_500) / 100);
    expect(s.todayNet).toBe((todayWon - 3_500) / 100);

    await setRealityCheck(gw, p.token, 15);
    expect((await fetchRgSession(gw, p.token)).realityDueAt).toBe(START + 15 * 60_000);
    clock = START + 20 * 60_000;
    // Due: the RG page's own calls still answer (they are free in the gate).
    expect((await fetchRgSession(gw, p.token)).realityDueAt).toBeLessThanOrEqual(clock);
    expect((await setLimit(gw, p.token, { kind: "loss", period: "day", value: 50 })).effect).toBe("now");
    const acked = await acknowledgeRealityCheck(gw, p.token);
    expect(acked.realityDueAt).toBe(clock + 15 * 60_000);
  });
});

describe("rgTimeout and rgExclude (RG-10, RG-11)", () => {
  it("a time-out signs every session out at once, is audited, and a second one is refused while it lasts", async () => {
    clock = START;
    const p = await member();
    const other = await openSession(db, p.m, clock);
    expect(await codeOf(takeTimeout(gw, p.token, 2))).toBe("rg.timeout.format");
    expect(await takeTimeout(gw, p.token, 7)).toEqual({ endsAt: timeoutEnd(7, clock) });
    expect(await codeOf(fetchRgOverview(gw, p.token))).toBe("auth.token.invalid");
    expect(await codeOf(fetchRgOverview(gw, other.token))).toBe("auth.token.invalid");

    const again = await openSession(db, p.m, clock + 1000);
    const o = await fetchRgOverview(gw, again.token);
    expect(o.block).toEqual({ kind: "timeout", endsAt: timeoutEnd(7, clock) });
    expect(o.history[0]).toMatchObject({ control: "timeout", oldValue: null, newValue: new Date(timeoutEnd(7, clock)).toISOString() });
    // The RG page never stops: its changes go through during the time-out.
    expect((await setLimit(gw, again.token, { kind: "stake", period: "week", value: 100 })).effect).toBe("now");
    expect((await setRealityCheck(gw, again.token, 15)).effect).toBe("now");
    const refused = await refusal(takeTimeout(gw, again.token, 1));
    expect([refused.code, refused.value]).toEqual(["rg.blocked.timeout", { until: timeoutEnd(7, clock) }]);
    const row = await db.prepare("SELECT mobile_num FROM rg_blocks WHERE member_id = ?1").bind(p.id).first<{ mobile_num: string }>();
    expect(row?.mobile_num).toMatch(/^9170000/);
  });

  it("a self-exclusion with a wrong password is refused and stores nothing", async () => {
    clock = START;
    const p = await member("wrong@example.com");
    expect(await codeOf(selfExclude(gw, p.token, { months: 6, password: "not-it", reason: null }))).toBe("rg.exclusion.password");
    expect(await codeOf(selfExclude(gw, p.token, { months: 7, password: PASSWORD, reason: null }))).toBe("rg.exclusion.format");
    expect(await codeOf(selfExclude(gw, p.token, { months: 6, password: PASSWORD, reason: "x".repeat(201) }))).toBe("rg.exclusion.format");
    for (const table of ["rg_blocks", "rg_audit", "email_outbox", "messages"]) {
      expect(await count(`SELECT COUNT(*) AS n FROM ${table} WHERE member_id = ?1`, p.id)).toBe(0);
    }
    expect((await fetchRgOverview(gw, p.token)).block).toBeNull();
  });

  it("a self-exclusion with the right password blocks, signs out, and confirms by e-mail and an inbox message in the member's language", async () => {
    clock = START;
    const p = await member("excluded@example.com");
    const endsAt = exclusionEnd(12, clock);
    const english = speaking(gw, "EN");
    expect(await selfExclude(english, p.token, { months: 12, password: PASSWORD, reason: "Taking a break" })).toEqual({ endsAt });
    expect(await codeOf(fetchRgSession(gw, p.token))).toBe("auth.token.invalid");

    const block = await db.prepare("SELECT kind, ends_at, email, reason FROM rg_blocks WHERE member_id = ?1").bind(p.id).first();
    expect(block).toEqual({ kind: "exclusion", ends_at: endsAt, email: "excluded@example.com", reason: "Taking a break" });
    const mail = await db
      .prepare("SELECT email, kind, body FROM email_outbox WHERE member_id = ?1")
      .bind(p.id)
      .first<{ email: string; kind: string; body: string }>();
    expect([mail?.email, mail?.kind]).toEqual(["excluded@example.com", "rg.exclusion"]);
    expect(mail?.body).toContain("2027-11-24 12:00 (UTC+8)");
    expect(mail?.body).toContain("self-excluded");

    const again = await openSession(db, p.m, clock + 1000);
    const inbox = await db
      .prepare(
        "SELECT m.title, m.content, (SELECT COUNT(*) FROM content_texts t WHERE t.kind = 'message' AND t.ref = CAST(m.id AS TEXT)) AS n FROM messages m WHERE member_id = ?1",
      )
      .bind(p.id)
      .all<{ title: string; content: string; n: number }>();
    expect(inbox.results).toHaveLength(1);
    expect(inbox.results[0]!.title).toBe("Your self-exclusion is confirmed");
    expect(inbox.results[0]!.n).toBe(3);
    const o = await fetchRgOverview(gw, again.token);
    expect(o.block).toEqual({ kind: "exclusion", endsAt });
    expect(o.history[0]).toMatchObject({ control: "exclusion", newValue: new Date(endsAt).toISOString() });
    // While it lasts, neither a second exclusion nor a time-out.
    expect(await codeOf(selfExclude(gw, again.token, { months: 6, password: PASSWORD, reason: null }))).toBe("rg.blocked.exclusion");
    expect(await codeOf(takeTimeout(gw, again.token, 1))).toBe("rg.blocked.exclusion");
  });

  it("a member without an e-mail gets the inbox message only", async () => {
    clock = START;
    const p = await member(null);
    await selfExclude(gw, p.token, { months: 6, password: PASSWORD, reason: null });
    expect(await count("SELECT COUNT(*) AS n FROM email_outbox WHERE member_id = ?1", p.id)).toBe(0);
    const msg = await db.prepare("SELECT title FROM messages WHERE member_id = ?1").bind(p.id).first<{ title: string }>();
    expect(msg?.title).toBe("Kumpirmasyon ng iyong self-exclusion");
  });
});

describe("the operator's view (npm run site -- market / rg MEMBER, RG-15)", () => {
  it("lists the four markets with the one in force, and a member's limits, blocks and trail", async () => {
    clock = START;
    const markets = await allMarkets(db);
    expect(markets.map((m) => m.code)).toEqual(["BR", "MT", "PH", "UK"]);
    expect(formatMarkets("PH", markets)).toMatch(/^\* PH PAGCOR/m);

    const p = await member();
    await setLimit(gw, p.token, { kind: "deposit", period: "day", value: 5000 });
    await setLimit(gw, p.token, { kind: "deposit", period: "day", value: 8000 });
    await takeTimeout(gw, p.token, 1);
    const found = await findRgMember(db, p.m.account.toUpperCase());
    expect(found).toEqual({ id: p.id, account: p.m.account });
    expect(await findRgMember(db, String(p.id))).toEqual(found);
    const report = await loadRgReport(db, found!, clock);
    expect(report.limits).toEqual([{ kind: "deposit", period: "day", setting: { value: 500_000, pending: { value: 800_000, at: clock + COOLING_OFF_MS } } }]);
    expect(report.blocks).toEqual([{ kind: "timeout", startsAt: clock, endsAt: timeoutEnd(1, clock), reason: null }]);
    expect(report.audit.map((a) => a.control)).toEqual(["timeout", "limit.deposit.day", "limit.deposit.day"]);
    const text = formatRgReport(report, clock);
    expect(text).toContain("IN FORCE");
    expect(text).toContain("pending 8000.00 from 2026-11-25 12:00 UTC+8");
  });
});
