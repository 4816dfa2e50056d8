/**
 * Contract test of the agent contracts (research A-CON-01…04, A-DIV-01, decision
 * 031): the app's client calls (agent-contracts.server.ts) against the embedded gateway in-process
 * over a fresh local D1, and the contract settlement (gateway/agent/contract-settlement.ts).
 */
import { describe, expect, it } from "vitest";
import { answerContract, fetchContractRequests, fetchContracts, offerContract, terminateContract } from "./agent-contracts.server";
import { codeOf, refusal, testGateway, withFreshDatabase } from "./testing";
import { openSession, type Member } from "../../gateway/accounts/auth";
import { settleContracts, settleHourly } from "../../gateway/agent/contract-settlement";
import { SEED_CONTRACTS } from "../../gateway/seeds/agent-contracts";
import { auditLedger } from "../../gateway/wallet/audit";

let db: D1Database;
/** 2026-11-24 12:00 in Manila (UTC+8). */
const clock = Date.UTC(2026, 10, 24, 4);
const HOUR = 3_600_000;
/** Manila midnight starting a date. */
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) - 8 * HOUR;

withFreshDatabase((fresh) => (db = fresh));
const gw = testGateway(
  () => db,
  () => clock,
);

const COLUMNS = "id, account, type, nickname, to_upline, status, reg_date, last_login_at";
let serial = 0;
async function member(type: number, parentId: number | null): Promise<{ id: number; account: string; token: string }> {
  const m = (await db
    .prepare(`INSERT INTO members (account, password_hash, type, parent_id, reg_date) VALUES (?1, 'x', ?2, ?3, ?4) RETURNING ${COLUMNS}`)
    .bind(`contract${++serial}`, type, parentId, clock)
    .first<Member>())!;
  const { token } = await openSession(db, m, clock);
  return { id: m.id, account: m.account, token };
}
async function signIn(account: string) {
  const m = (await db.prepare(`SELECT ${COLUMNS} FROM members WHERE account = ?1`).bind(account).first<Member>())!;
  return { id: m.id, account, token: (await openSession(db, m, clock)).token };
}
let keys = 0;
const key = () => `contract-key-${String(++keys).padStart(8, "0")}`;
const salaryTiers = (top = 1) => [
  { betVolume: 1000, activeMember: 1, rateType: "P", rate: 0.5 },
  { betVolume: 5000, activeMember: 2, rateType: "P", rate: top },
];
const eventsOf = async (contractId: number) =>
  (await db.prepare("SELECT action FROM contract_events WHERE contract_id = ?1 ORDER BY id").bind(contractId).all<{ action: string }>()).results.map(
    (r) => r.action,
  );

/** A fresh top agent under the operator's salary terms (1.5 % at most, like the seed) and a direct downline agent. */
async function pair(downlineType = 2) {
  const top = await member(1, null);
  await db
    .prepare("INSERT INTO contracts (kind, upline_id, member_id, status, tiers, created_at, activated_at) VALUES ('salary', NULL, ?1, 'A', ?2, ?3, ?3)")
    .bind(top.id, JSON.stringify({ kind: "salary", tiers: [{ betVolumeMinor: 0, activeMember: 0, rateType: "P", rate: 150 }] }), clock - 30 * 24 * HOUR)
    .run();
  const down = await member(downlineType, top.id);
  return { top, down };
}

describe("contract requests (A-CON-01, §3)", () => {
  it("agent2 has the seeded daily-salary request from agent, nothing else", async () => {
    const agent2 = await signIn("agent2");
    expect(await fetchContractRequests(gw, agent2.token)).toEqual({
      dailysalreqtype: { contractId: SEED_CONTRACTS.agent2SalaryRequest, status: "P", upline: "agent", requestedAt: expect.any(Number) },
      divtypecompperiodreq: null,
      contracthoursalreq: null,
    });
  });

  it("are skipped for types 4, 40, 41 and 42 even when a request exists", async () => {
    const upline = await member(1, null);
    for (const type of [4, 40, 41, 42]) {
      const m = await member(type, upline.id);
      await db
        .prepare("INSERT INTO contracts (kind, upline_id, member_id, status, proposed_tiers, created_at) VALUES ('salary', ?1, ?2, 'P', '{}', ?3)")
        .bind(upline.id, m.id, clock)
        .run();
      expect([type, await fetchContractRequests(gw, m.token)]).toEqual([type, { dailysalreqtype: null, divtypecompperiodreq: null, contracthoursalreq: null }]);
    }
  });

  it("show the upline's contract list with its downlines, and refuse non-agents", async () => {
    const agent = await signIn("agent");
    const view = await fetchContracts(gw, agent.token, "salary");
    expect(view.mine?.status).toBe("A");
    expect(view.upline).toBeNull();
    expect(view.downlines.map((d) => [d.account, d.contract?.status])).toEqual([["agent2", "P"]]);
    expect(view.downlines[0]!.contract!.proposed).toEqual({
      kind: "salary",
      tiers: [
        { betVolume: 5000, activeMember: 2, rateType: "P", rate: 0.5 },
        { betVolume: 20000, activeMember: 3, rateType: "P", rate: 0.8 },
        { betVolume: 50000, activeMember: 4, rateType: "P", rate: 1 },
      ],
    });
    const demo = await signIn("demo");
    expect(await codeOf(fetchContracts(gw, demo.token, "salary"))).toBe("agent.forbidden");
  });
});

describe("answers (A-CON-02…04)", () => {
  it("agree once: a double submit answers the same, the request leaves the list", async () => {
    const { top, down } = await pair();
    const offered = await offerContract(gw, top.token, { kind: "salary", account: down.account, tiers: salaryTiers(), idempotencyKey: key() });
    expect(offered.status).toBe("P");
    expect((await fetchContractRequests(gw, down.token)).dailysalreqtype).toMatchObject({ contractId: offered.contractId, status: "P", upline: top.account });
    const body = { contractId: offered.contractId, answer: "agree" as const, idempotencyKey: key() };
    const [a, b] = await Promise.all([answerContract(gw, down.token, body), answerContract(gw, down.token, body)]);
    expect([a.status, b.status]).toEqual(["A", "A"]);
    expect(await answerContract(gw, down.token, body)).toEqual({ contractId: offered.contractId, kind: "salary", status: "A" });
    expect(await eventsOf(offered.contractId)).toEqual(["offer", "agree"]);
    expect((await fetchContractRequests(gw, down.token)).dailysalreqtype).toBeNull();
    // Another answer with a new key finds the contract changed.
    expect(await codeOf(answerContract(gw, down.token, { ...body, answer: "reject", idempotencyKey: key() }))).toBe("contract.status");
    const mine = (await fetchContracts(gw, down.token, "salary")).mine!;
    expect(mine.terms).toEqual({ kind: "salary", tiers: salaryTiers().map((t) => ({ ...t })) });
    expect(mine.events.map((e) => [e.action, e.actor])).toEqual([
      ["offer", top.account],
      ["agree", down.account],
    ]);
  });

  it("A-CON-03: terms above the upline's own need acceptHigherRate", async () => {
    const { top, down } = await pair();
    const offered = await offerContract(gw, top.token, { kind: "salary", account: down.account, tiers: salaryTiers(1.6), idempotencyKey: key() });
    const view = await fetchContracts(gw, down.token, "salary");
    expect(view.mine).toMatchObject({ status: "P", downlineHigherRate: true });
    const refused = await refusal(answerContract(gw, down.token, { contractId: offered.contractId, answer: "agree", idempotencyKey: key() }));
    expect([refused.code, refused.value]).toEqual(["contract.higherRate", { downlineHigherRate: true }]);
    expect((await fetchContractRequests(gw, down.token)).dailysalreqtype?.status).toBe("P");
    const done = await answerContract(gw, down.token, { contractId: offered.contractId, answer: "agree", acceptHigherRate: true, idempotencyKey: key() });
    expect(done.status).toBe("A");
  });

  it("reject a first offer closes it; reject an edit keeps the old terms; terminate → keep or confirm", async () => {
    const { top, down } = await pair();
    const first = await offerContract(gw, top.token, { kind: "salary", account: down.account, tiers: salaryTiers(), idempotencyKey: key() });
    expect((await answerContract(gw, down.token, { contractId: first.contractId, answer: "reject", idempotencyKey: key() })).status).toBe("R");

    const second = await offerContract(gw, top.token, { kind: "salary", account: down.account, tiers: salaryTiers(), idempotencyKey: key() });
    expect(second.contractId).not.toBe(first.contractId);
    await answerContract(gw, down.token, { contractId: second.contractId, answer: "agree", idempotencyKey: key() });
    const edit = await offerContract(gw, top.token, { kind: "salary", account: down.account, tiers: salaryTiers(1.2), idempotencyKey: key() });
    expect(edit).toEqual({ contractId: second.contractId, kind: "salary", status: "E" });
    expect((await fetchContractRequests(gw, down.token)).dailysalreqtype?.status).toBe("E");
    expect((await answerContract(gw, down.token, { contractId: second.contractId, answer: "reject", idempotencyKey: key() })).status).toBe("A");
    expect((await fetchContracts(gw, down.token, "salary")).mine!.terms).toEqual({ kind: "salary", tiers: salaryTiers() });

    expect((await terminateContract(gw, top.token, { kind: "salary", account: down.account, idempotencyKey: key() })).status).toBe("V");
    expect(await codeOf(offerContract(gw, top.token, { kind: "salary", account: down.account, tiers: salaryTiers(), idempotencyKey: key() }))).toBe(
      "contract.status",
    );
    expect(await codeOf(answerContract(gw, down.token, { contractId: second.contractId, answer: "agree", idempotencyKey: key() }))).toBe("contract.status");
    expect((await answerContract(gw, down.token, { contractId: second.contractId, answer: "keep", idempotencyKey: key() })).status).toBe("A");
    await terminateContract(gw, top.token, { kind: "salary", account: down.account, idempotencyKey: key() });
    expect((await answerContract(gw, down.token, { contractId: second.contractId, answer: "confirmTermination", idempotencyKey: key() })).status).toBe("C");
    expect(await eventsOf(second.contractId)).toEqual(["offer", "agree", "edit", "reject", "terminate", "keep", "terminate", "confirmTermination"]);
  });

  it("offers go only to direct downline agents, with valid tiers, and only the contract's member answers", async () => {
    const { top, down } = await pair();
    const player = await member(0, top.id);
    const grandchild = await member(2, down.id);
    const offer = (account: string, tiers: unknown = salaryTiers()) => offerContract(gw, top.token, { kind: "salary", account, tiers, idempotencyKey: key() });
    expect(await codeOf(offer(player.account))).toBe("contract.downline");
    expect(await codeOf(offer(grandchild.account))).toBe("contract.downline");
    const bad = await refusal(offer(down.account, [{ betVolume: 10, activeMember: 1, rateType: "P", rate: 5 }]));
    expect([bad.code, bad.value]).toEqual(["contract.tiers", { message: "tier.rate", path: [0, "rate"] }]);
    const made = await offer(down.account.toUpperCase());
    expect(await codeOf(answerContract(gw, top.token, { contractId: made.contractId, answer: "agree", idempotencyKey: key() }))).toBe("contract.missing");
    await db.prepare("UPDATE feature_switches SET enabled = 0 WHERE code = 'DAYSAL3'").run();
    try {
      expect(await codeOf(answerContract(gw, down.token, { contractId: made.contractId, answer: "agree", idempotencyKey: key() }))).toBe("agent.module.off");
      expect((await fetchContractRequests(gw, down.token)).dailysalreqtype).toBeNull();
    } finally {
      await db.prepare("UPDATE feature_switches SET enabled = 1 WHERE code = 'DAYSAL3'").run();
    }
  });
});

/** A settled bet of `memberId` at `at`: one order and one sub-order (no money: settlement reads bet figures only). */
let orderSerial = 0;
async function bet(memberId: number, gameType: string, stake: number, win: number, at: number) {
  const id = 9_000_000_000 + ++orderSerial;
  await db.batch([
    db
      .prepare("INSERT INTO bet_orders (id, member_id, game_type, vendor, game_code, created_at, settled_at) VALUES (?1, ?2, ?3, 'TEST', 'test', ?4, ?4)")
      .bind(id, memberId, gameType, at),
    db
      .prepare(
        "INSERT INTO bet_suborders (order_id, member_id, play, stake_minor, odds_x100, win_minor, status, settled_at) VALUES (?1, ?2, 'SPIN', ?3, 0, ?4, ?5, ?6)",
      )
      .bind(id, memberId, stake * 100, win * 100, win > 0 ? "won" : "lost", at),
  ]);
}
const paidTo = async (memberId: number) =>
  (
    await db
      .prepare(
        "SELECT p.kind, p.period, p.category, p.amount_minor, e.kind AS entry FROM payouts p JOIN ledger_entries e ON e.reference = 'payout:' || p.id AND e.member_id = p.member_id WHERE p.member_id = ?1 ORDER BY p.id",
      )
      .bind(memberId)
      .all<{ kind: string; period: string; category: string; amount_minor: number; entry: string }>()
  ).results;

describe("settlement", () => {
  it("pays daily salary, dividend and hourly salary once each, with a clean audit", async () => {
    const { top, down } = await pair();
    const p1 = await member(0, down.id);
    const p2 = await member(0, down.id);
    const s = await offerContract(gw, top.token, { kind: "salary", account: down.account, tiers: salaryTiers(), idempotencyKey: key() });
    const d = await offerContract(gw, top.token, {
      kind: "dividend",
      account: down.account,
      tiers: { LIVE: [{ minimumBet: 0, netLoss: 1000, activeMember: 1, contractRate: 20 }] },
      idempotencyKey: key(),
    });
    const h = await offerContract(gw, top.token, {
      kind: "hourly",
      account: down.account,
      tiers: [{ minimumBet: 100, activeMember: 1, rateType: "F", rate: 25 }],
      idempotencyKey: key(),
    });
    for (const c of [s, d, h])
      await answerContract(gw, down.token, { contractId: c.contractId, answer: "agree", acceptHigherRate: true, idempotencyKey: key() });
    // Active before the bets: move the activation back.
    await db.prepare("UPDATE contracts SET activated_at = ?1 WHERE member_id = ?2").bind(dayStart("2026-11-01"), down.id).run();

    // 2026-11-10 (in the first half of November): team turnover 10,000 (two players), wins 2,000 → net loss 8,000 on LIVE.
    const at = dayStart("2026-11-10") + 10 * HOUR + 5 * 60_000;
    await bet(p1.id, "LIVE", 6000, 2000, at);
    await bet(p2.id, "LIVE", 4000, 0, at);

    // The seeded agents' contracts pay on the seeded history too: this test checks its own member's payouts.
    const first = await settleContracts(db, "2026-11-10", clock);
    expect(first.paid).toBeGreaterThanOrEqual(1);
    expect(await settleContracts(db, "2026-11-10", clock)).toMatchObject({ paid: 0, amountMinor: 0, skipped: first.paid });
    expect((await settleContracts(db, "2026-11-15", clock)).paid).toBeGreaterThanOrEqual(1);
    expect((await settleContracts(db, "2026-11-15", clock)).paid).toBe(0);
    expect((await settleHourly(db, "2026-11-10T10", clock)).paid).toBeGreaterThanOrEqual(1);
    expect((await settleHourly(db, "2026-11-10T10", clock)).paid).toBe(0);
    // An hour or a day not over yet pays nothing.
    expect((await settleContracts(db, "2026-11-24", clock)).paid).toBe(0);

    expect(await paidTo(down.id)).toEqual([
      // 1 % of the day's 10,000 turnover (5,000 and 2 active members reached).
      { kind: "salary", period: "2026-11-10", category: "", amount_minor: 10_000, entry: "salary" },
      // 20 % of the period's LIVE net loss of 8,000.
      { kind: "dividend", period: "2026-11-01..2026-11-15", category: "LIVE", amount_minor: 160_000, entry: "dividend" },
      { kind: "hourly", period: "2026-11-10T10", category: "", amount_minor: 2500, entry: "salary" },
    ]);
    const view = await fetchContracts(gw, down.token, "dividend");
    expect(view.payouts).toEqual([{ period: "2026-11-01..2026-11-15", product: "LIVE", base: 8000, rate: 20, amount: 1600, paidAt: clock }]);
    expect((await auditLedger(db)).differences).toEqual([]);
  });
});
