/**
 * Contract test of the red-envelope rain (research A-RR-01…03, decisions 026 and
 * 032): the app's client calls (red-rain.server.ts) against the embedded gateway in-process over a
 * fresh local D1.
 */
import { describe, expect, it } from "vitest";
import { createRain, fetchAgentRains, fetchLiveRains, grabEnvelope, type CreateRainRequest } from "./red-rain.server";
import { codeOf, refusal, testGateway, withFreshDatabase } from "./testing";
import { openSession, type Member } from "../../gateway/accounts/auth";
import { expireRains } from "../../gateway/agent/red-rain";
import { hashPassword } from "../../gateway/core/crypto";
import { auditLedger } from "../../gateway/wallet/audit";
import { post } from "../../gateway/wallet/ledger";

let db: D1Database;
/** 2026-11-24 12:00 in Manila (UTC+8); tests move it forward for expiry. */
let clock = Date.UTC(2026, 10, 24, 4);
const MINUTE = 60_000;

withFreshDatabase((fresh) => (db = fresh));

const gw = testGateway(
  () => db,
  () => clock,
);

const COLUMNS = "id, account, type, nickname, to_upline, status, reg_date, last_login_at";
const PASSWORD = "314159";
let serial = 0;

type Someone = { id: number; account: string; token: string };

/** A member of this test's own, signed in, with `balance` pesos deposited. */
async function member(balance: number, options: { parentId?: number | null; type?: number } = {}): Promise<Someone> {
  const m = (await db
    .prepare(`INSERT INTO members (account, password_hash, type, parent_id, reg_date) VALUES (?1, 'x', ?2, ?3, ?4) RETURNING ${COLUMNS}`)
    .bind(`rain${++serial}`, options.type ?? 0, options.parentId ?? null, clock)
    .first<Member>())!;
  await db
    .prepare("INSERT INTO member_profiles (member_id, payment_password_hash) VALUES (?1, ?2)")
    .bind(m.id, await hashPassword(PASSWORD))
    .run();
  if (balance) await post(db, { memberId: m.id, kind: "deposit", amountMinor: Math.round(balance * 100), reference: "opening", now: clock });
  const { token } = await openSession(db, m, clock);
  return { id: m.id, account: m.account, token };
}

/** An agent with `balance`, two direct downlines, and one downline of the second (a sub-agent). */
async function team(balance = 1_000) {
  const agent = await member(balance, { type: 1 });
  const direct = await member(0, { parentId: agent.id });
  const sub = await member(0, { parentId: agent.id, type: 2 });
  const deep = await member(0, { parentId: sub.id });
  return { agent, direct, sub, deep };
}

let keySerial = 0;
const newKey = () => `rain-key-${String(++keySerial).padStart(10, "0")}`;
const terms = (over: Partial<CreateRainRequest> = {}): CreateRainRequest => ({
  totalAmount: 100,
  count: 5,
  split: "random",
  audience: "direct",
  startsAt: null,
  expiresInMinutes: 60,
  paymentPassword: PASSWORD,
  idempotencyKey: newKey(),
  ...over,
});
const balanceOf = async (id: number) =>
  ((await db.prepare("SELECT balance_minor AS b FROM wallets WHERE member_id = ?1").bind(id).first<{ b: number }>())?.b ?? 0) / 100;
const entries = (id: number) =>
  db
    .prepare("SELECT kind, amount_minor, reference FROM ledger_entries WHERE member_id = ?1 AND kind LIKE 'red_rain%' ORDER BY id")
    .bind(id)
    .all<{ kind: string; amount_minor: number; reference: string }>()
    .then((r) => r.results);
const envelopes = (rainId: number) =>
  db
    .prepare("SELECT amount_minor, grabbed_by FROM red_rain_envelopes WHERE rain_id = ?1 ORDER BY idx")
    .bind(rainId)
    .all<{ amount_minor: number; grabbed_by: number | null }>()
    .then((r) => r.results);
const grab = (who: Someone, rainId: number, idempotencyKey = newKey()) => grabEnvelope(gw, who.token, { rainId, idempotencyKey });

describe("creating a rain (A-RR-01)", () => {
  it("debits the agent once per key: the rain, its envelopes (summing exactly) and one red_rain_out entry", async () => {
    const { agent } = await team(1_000);
    const body = terms({ totalAmount: 250.75, count: 20 });
    const made = await createRain(gw, agent.token, body);
    expect(made).toMatchObject({
      total: 250.75,
      count: 20,
      split: "random",
      audience: "direct",
      startsAt: clock,
      expiresAt: clock + 60 * MINUTE,
      balance: 749.25,
    });
    // A double submit, a retry, two tabs: the same rain, no second debit.
    const again = await Promise.all([createRain(gw, agent.token, body), createRain(gw, agent.token, body)]);
    expect(again).toEqual([made, made]);
    expect(await balanceOf(agent.id)).toBe(749.25);
    expect(await entries(agent.id)).toEqual([{ kind: "red_rain_out", amount_minor: -25_075, reference: `rain:${made.id}` }]);
    const env = await envelopes(made.id);
    expect(env).toHaveLength(20);
    expect(env.reduce((a, e) => a + e.amount_minor, 0)).toBe(25_075);
    expect(env.every((e) => e.amount_minor >= 1 && e.grabbed_by === null)).toBe(true);
    // The same key for other terms is another request.
    expect(await codeOf(createRain(gw, agent.token, { ...body, totalAmount: 10 }))).toBe("idempotency.mismatch");
    const list = await fetchAgentRains(gw, agent.token);
    expect(list.rains.map((r) => [r.id, r.status, r.grabbedCount, r.refund])).toEqual([[made.id, "live", 0, null]]);
    expect(list).toMatchObject({ currencySymbol: "₱", balance: 749.25, paymentPassword: true, limits: { minTotal: 1, maxCount: 200 } });
  });

  it("equal split: the same amount in every envelope, the odd centavos on the first", async () => {
    const { agent } = await team(100);
    const made = await createRain(gw, agent.token, terms({ totalAmount: 10, count: 3, split: "equal" }));
    expect((await envelopes(made.id)).map((e) => e.amount_minor)).toEqual([334, 333, 333]);
  });

  it("refuses non-agents and a module that is off, moving nothing", async () => {
    const player = await member(100);
    expect(await codeOf(createRain(gw, player.token, terms()))).toBe("agent.forbidden");
    expect(await codeOf(fetchAgentRains(gw, player.token))).toBe("agent.forbidden");
    const { agent } = await team(100);
    await db.prepare("UPDATE feature_switches SET enabled = 0 WHERE code = 'AGENTRANSMULTDOWN3'").run();
    try {
      expect(await codeOf(createRain(gw, agent.token, terms()))).toBe("agent.module.off");
    } finally {
      await db.prepare("UPDATE feature_switches SET enabled = 1 WHERE code = 'AGENTRANSMULTDOWN3'").run();
    }
    expect([await balanceOf(player.id), await balanceOf(agent.id)]).toEqual([100, 100]);
  });

  it("refuses malformed terms, then the bounds, then the balance, moving nothing", async () => {
    const { agent } = await team(50);
    const field = async (over: Partial<CreateRainRequest>) => {
      const r = await refusal(createRain(gw, agent.token, terms(over)));
      return [r.code, (r.value as { field?: string } | undefined)?.field];
    };
    expect(await field({ totalAmount: 1.234 })).toEqual(["rain.terms.format", "totalAmount"]);
    expect(await field({ count: 2.5 })).toEqual(["rain.terms.format", "count"]);
    expect(await field({ split: "lucky" as never })).toEqual(["rain.terms.format", "split"]);
    expect(await field({ audience: "everyone" as never })).toEqual(["rain.terms.format", "audience"]);
    expect(await codeOf(createRain(gw, agent.token, terms({ idempotencyKey: "short" })))).toBe("idempotency.key.format");
    expect(await codeOf(createRain(gw, agent.token, terms({ totalAmount: 0.99 })))).toBe("rain.total.min");
    expect(await codeOf(createRain(gw, agent.token, terms({ count: 201 })))).toBe("rain.count.range");
    expect(await codeOf(createRain(gw, agent.token, terms({ totalAmount: 1, count: 101 })))).toBe("rain.count.tooMany");
    expect(await codeOf(createRain(gw, agent.token, terms({ expiresInMinutes: 5 })))).toBe("rain.expiry.range");
    expect(await codeOf(createRain(gw, agent.token, terms({ startsAt: clock + 8 * 1440 * MINUTE })))).toBe("rain.start.range");
    const short = await refusal(createRain(gw, agent.token, terms({ totalAmount: 50.01 })));
    expect([short.code, short.value]).toEqual(["rain.insufficient", { balance: 50 }]);
    expect(await balanceOf(agent.id)).toBe(50);
    // The whole balance may go.
    expect((await createRain(gw, agent.token, terms({ totalAmount: 50 }))).balance).toBe(0);
  });

  it("asks for the payment password: malformed (not counted), wrong (counted towards the shared lock)", async () => {
    const { agent } = await team(100);
    expect(await codeOf(createRain(gw, agent.token, terms({ paymentPassword: "12ab56" })))).toBe("payment.password.format");
    const wrong = await refusal(createRain(gw, agent.token, terms({ paymentPassword: "000000" })));
    expect([wrong.code, wrong.value]).toEqual(["payment.password.wrong", { attemptsLeft: 4 }]);
    expect(await balanceOf(agent.id)).toBe(100);
  });
});

describe("grabbing (A-RR-02, A-RR-03)", () => {
  it("a direct downline sees the rain, grabs once: one red_rain_in entry; a second tap answers the same and pays nothing", async () => {
    const { agent, direct } = await team(100);
    const made = await createRain(gw, agent.token, terms({ totalAmount: 10, count: 2 }));
    const live = await fetchLiveRains(gw, direct.token);
    expect(live.rains).toEqual([
      { id: made.id, agentAccount: agent.account, agentNickname: null, envelopeCount: 2, envelopesLeft: 2, startsAt: clock, expiresAt: clock + 60 * MINUTE },
    ]);
    const key = newKey();
    const first = await grab(direct, made.id, key);
    expect(first.replayed).toBe(false);
    expect(first.amount).toBeGreaterThanOrEqual(0.01);
    expect(first.balance).toBe(first.amount);
    // The same key, another key, two at once: the same envelope, nothing more paid.
    const again = await Promise.all([grab(direct, made.id, key), grab(direct, made.id), grab(direct, made.id)]);
    for (const a of again) expect(a).toMatchObject({ rainId: made.id, amount: first.amount, replayed: true });
    expect(await balanceOf(direct.id)).toBe(first.amount);
    expect(await entries(direct.id)).toEqual([{ kind: "red_rain_in", amount_minor: Math.round(first.amount * 100), reference: `rain:${made.id}` }]);
    expect((await fetchLiveRains(gw, direct.token)).rains).toEqual([]);
    // The agent sees the grab (account, amount).
    const mine = (await fetchAgentRains(gw, agent.token)).rains.find((r) => r.id === made.id)!;
    expect([mine.grabbedCount, mine.grabbed, mine.grabs.map((g) => [g.account, g.amount])]).toEqual([1, first.amount, [[direct.account, first.amount]]]);
  });

  it("'direct' is for direct downlines only; 'team' reaches every level; outsiders, the agent and trial accounts cannot grab", async () => {
    const { agent, direct, deep } = await team(100);
    const outsider = await member(0);
    const trial = await member(0, { parentId: agent.id, type: 4 });
    const directOnly = await createRain(gw, agent.token, terms({ totalAmount: 10, count: 5 }));
    for (const who of [deep, outsider, agent, trial]) {
      expect(await codeOf(grab(who, directOnly.id))).toBe("rain.missing");
      expect((await fetchLiveRains(gw, who.token)).rains).toEqual([]);
    }
    const wholeTeam = await createRain(gw, agent.token, terms({ totalAmount: 10, count: 5, audience: "team" }));
    expect((await fetchLiveRains(gw, deep.token)).rains.map((r) => r.id)).toEqual([wholeTeam.id]);
    expect((await grab(deep, wholeTeam.id)).replayed).toBe(false);
    expect(await codeOf(grab(outsider, wholeTeam.id))).toBe("rain.missing");
    expect(await codeOf(grab(trial, wholeTeam.id))).toBe("rain.missing");
    expect((await grab(direct, directOnly.id)).replayed).toBe(false);
    expect([await balanceOf(outsider.id), await balanceOf(trial.id)]).toEqual([0, 0]);
    expect(await codeOf(grab(direct, 123))).toBe("rain.missing");
    expect(await codeOf(grabEnvelope(gw, direct.token, { rainId: "1" as never, idempotencyKey: newKey() }))).toBe("rain.id.format");
  });

  it("the pool is never exceeded: more grabbers than envelopes, at once — as many succeed as there are envelopes, paying exactly the total", async () => {
    const { agent } = await team(100);
    const made = await createRain(gw, agent.token, terms({ totalAmount: 3, count: 3 }));
    const grabbers = await Promise.all(Array.from({ length: 8 }, () => member(0, { parentId: agent.id })));
    const results = await Promise.allSettled(grabbers.map((g) => grab(g, made.id)));
    const paid = results.flatMap((r) => (r.status === "fulfilled" ? [r.value.amount] : []));
    expect(paid).toHaveLength(3);
    expect(Math.round(paid.reduce((a, b) => a + b, 0) * 100)).toBe(300);
    const codes = await Promise.all(results.flatMap((r) => (r.status === "rejected" ? [codeOf(Promise.reject(r.reason))] : [])));
    expect(new Set(codes)).toEqual(new Set(["rain.empty"]));
    expect(await codeOf(grab(await member(0, { parentId: agent.id }), made.id))).toBe("rain.empty");
  });

  it("a scheduled rain cannot be grabbed before its start", async () => {
    const { agent, direct } = await team(100);
    const made = await createRain(gw, agent.token, terms({ startsAt: clock + 30 * MINUTE }));
    expect(made.startsAt).toBe(clock + 30 * MINUTE);
    expect(await codeOf(grab(direct, made.id))).toBe("rain.notStarted");
    expect((await fetchLiveRains(gw, direct.token)).rains).toEqual([]);
    expect((await fetchAgentRains(gw, agent.token)).rains.find((r) => r.id === made.id)?.status).toBe("scheduled");
  });
});

describe("expiry (A-RR-02)", () => {
  it("refunds the unclaimed rest to the agent once, closes the rain, and refuses later grabs", async () => {
    const saved = clock;
    try {
      const { agent, direct, sub } = await team(100);
      const made = await createRain(gw, agent.token, terms({ totalAmount: 40, count: 4, split: "equal", expiresInMinutes: 10 }));
      const got = await grab(direct, made.id);
      expect(got.amount).toBe(10);
      clock += 10 * MINUTE;
      expect(await codeOf(grab(sub, made.id))).toBe("rain.expired");
      // The list settles it lazily; the job (and a second run) finds nothing more to do.
      const listed = (await fetchAgentRains(gw, agent.token)).rains.find((r) => r.id === made.id)!;
      expect([listed.status, listed.grabbed, listed.refund, listed.refundedAt]).toEqual(["expired", 10, 30, clock]);
      expect(await expireRains(db, clock)).toEqual({ closed: 0, refundedMinor: 0 });
      expect(await balanceOf(agent.id)).toBe(90);
      expect(await entries(agent.id)).toEqual([
        { kind: "red_rain_out", amount_minor: -4_000, reference: `rain:${made.id}` },
        { kind: "red_rain_refund", amount_minor: 3_000, reference: `rain:${made.id}` },
      ]);
    } finally {
      clock = saved;
    }
  });

  it("a downline's live read closes an expired rain and refunds its rest once; a member under a time-out sees no rain (P-ALL-01)", async () => {
    const saved = clock;
    try {
      const { agent, direct, sub } = await team(100);
      const made = await createRain(gw, agent.token, terms({ totalAmount: 40, count: 4, split: "equal", expiresInMinutes: 10 }));
      await db
        .prepare("INSERT INTO rg_blocks (member_id, kind, starts_at, ends_at) VALUES (?1, 'timeout', ?2, ?3)")
        .bind(sub.id, clock, clock + 24 * 60 * MINUTE)
        .run();
      expect((await fetchLiveRains(gw, sub.token)).rains).toEqual([]);
      expect((await fetchLiveRains(gw, direct.token)).rains.map((r) => r.id)).toEqual([made.id]);
      clock += 10 * MINUTE;
      // The read that finds the rain expired settles it, and the list no longer has it.
      expect((await fetchLiveRains(gw, direct.token)).rains).toEqual([]);
      expect(await expireRains(db, clock)).toEqual({ closed: 0, refundedMinor: 0 });
      expect(await balanceOf(agent.id)).toBe(100);
      expect((await entries(agent.id)).map((e) => e.kind)).toEqual(["red_rain_out", "red_rain_refund"]);
    } finally {
      clock = saved;
    }
  });

  it("a rain grabbed empty closes with no refund", async () => {
    const saved = clock;
    try {
      const { agent, direct } = await team(10);
      const made = await createRain(gw, agent.token, terms({ totalAmount: 1, count: 1, expiresInMinutes: 10 }));
      await grab(direct, made.id);
      expect((await fetchAgentRains(gw, agent.token)).rains[0]?.status).toBe("emptied");
      clock += 11 * MINUTE;
      expect(await expireRains(db, clock)).toMatchObject({ refundedMinor: 0 });
      expect((await fetchAgentRains(gw, agent.token)).rains[0]).toMatchObject({ status: "expired", refund: 0 });
      expect(await entries(agent.id)).toHaveLength(1);
    } finally {
      clock = saved;
    }
  });
});

describe("the seeded rain", () => {
  it("is live for agent's whole team: player01 and agent2's player11 may grab it, agent may not", async () => {
    const signIn = async (account: string) => {
      const m = (await db.prepare(`SELECT ${COLUMNS} FROM members WHERE account = ?1`).bind(account).first<Member>())!;
      return { id: m.id, account, token: (await openSession(db, m, Date.now())).token };
    };
    const now = clock;
    clock = Date.now();
    try {
      for (const account of ["player01", "player11"]) {
        const live = await fetchLiveRains(gw, (await signIn(account)).token);
        expect(live.rains.map((r) => [r.agentAccount, r.envelopeCount])).toEqual([["agent", 20]]);
      }
      const agent = await signIn("agent");
      const seeded = (await fetchAgentRains(gw, agent.token)).rains.find((r) => r.total === 500);
      expect(seeded).toMatchObject({ count: 20, split: "random", audience: "team", status: "live" });
    } finally {
      clock = now;
    }
  });
});

describe("the ledger after all of the above", () => {
  it("every wallet still equals the sum of its entries", async () => {
    expect((await auditLedger(db)).differences).toEqual([]);
  });
});
