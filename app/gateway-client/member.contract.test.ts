/**
 * Contract test: VIP benefits, the promo lookup and member info's VIP label, through the
 * app's client against the embedded gateway over a fresh local D1.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTrialAccount, fetchMemberInfo, login, trialLogin } from "./account.server";
import { createGatewayClient } from "./client.server";
import { fetchPromotionKeys, fetchVipBenefits } from "./member.server";
import { handleGatewayRequest } from "../../gateway/core/router";
import { freshDatabase } from "../../gateway/testing";

let db: D1Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
});
afterAll(async () => {
  await dispose();
});

const SECRET = "test-gateway-secret-0123456789";
let calls = 0;
const gw = () =>
  createGatewayClient({
    transport: (req) => handleGatewayRequest(req, { DB: db, MERCHANT_CODE: "edgelobby", GATEWAY_SECRET: SECRET }),
    baseUrl: "http://embedded.invalid",
    merchantCode: "edgelobby",
    timeoutMs: 5000,
    bodySecret: SECRET,
    clientIp: `10.120.0.${++calls}`,
  });

async function tokenOf(username: string, password: string): Promise<string> {
  return (await login(gw(), { type: "username", username, password })).token;
}

describe("VIP benefits", () => {
  it("gives visitors the level table in order, with every benefit, and no member part", async () => {
    const vip = await fetchVipBenefits(gw(), null);
    expect(vip.member).toBeNull();
    expect(vip.levels.map((l) => l.level)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(vip.levels[0]).toEqual({
      level: 1,
      name: "VIP 1",
      badgeUrl: "/content/vip/level-1.svg",
      deposit: 1000,
      turnover: 5000,
      rebateRate: 0.3,
      dailyWithdrawCount: 3,
      dailyWithdrawLimit: 50000,
      birthdayBonus: 88,
      levelUpBonus: 38,
    });
  });

  it("gives a member their level and lifetime totals from the ledger", async () => {
    const vip = await fetchVipBenefits(gw(), await tokenOf("demo", "demo1234"));
    expect(vip.member).toEqual({ level: 1, deposit: 8000, turnover: 32000 });
  });

  it("moves a member up when a new deposit and bets reach the next level, and the VIP label follows (decision 025)", async () => {
    const token = await tokenOf("player01", "player1234");
    expect((await fetchMemberInfo(gw(), token)).clubLabel).toBeNull();
    expect((await fetchVipBenefits(gw(), token)).member?.level).toBe(0);
    // A bet of ₱1,000 lifts player01's turnover from ₱4,000 to ₱5,000: VIP 1's threshold.
    const last = await db.prepare("SELECT balance_after_minor AS b FROM ledger_entries WHERE member_id = 101 ORDER BY id DESC LIMIT 1").first<{ b: number }>();
    await db
      .prepare(
        "INSERT INTO ledger_entries (member_id, kind, amount_minor, balance_after_minor, reference, created_at) VALUES (101, 'bet', -100000, ?1, 'test-bet', ?2)",
      )
      .bind(last!.b - 100_000, Date.now())
      .run();
    expect((await fetchVipBenefits(gw(), token)).member).toMatchObject({ level: 1, turnover: 5000 });
    expect((await fetchMemberInfo(gw(), token)).clubLabel).toEqual({ labelName: "VIP 1" });
  });

  it("names each seeded member's level as intended: agent VIP 3, agent2 VIP 2, player03 VIP 1", async () => {
    for (const [account, password, label] of [
      ["agent", "agent1234", "VIP 3"],
      ["agent2", "agent1234", "VIP 2"],
      ["player03", "player1234", "VIP 1"],
    ] as const) {
      expect((await fetchMemberInfo(gw(), await tokenOf(account, password))).clubLabel).toEqual({ labelName: label });
    }
  });
});

describe("promo lookup (§3: REFERRAL and MISSION rows show when enabled)", () => {
  it("says which keyed promotions run", async () => {
    // Promotion 7, the mission board, runs in the seed.
    expect(await fetchPromotionKeys(gw())).toEqual({ REFERRAL: true, MISSION: true });
    await db.prepare("UPDATE promotions SET active = 0 WHERE category = 'REFERRAL'").run();
    expect((await fetchPromotionKeys(gw())).REFERRAL).toBe(false);
    await db.prepare("UPDATE promotions SET active = 1 WHERE category = 'REFERRAL'").run();
    await db.prepare("UPDATE promotions SET active = 0 WHERE category = 'MISSION'").run();
    expect((await fetchPromotionKeys(gw())).MISSION).toBe(false);
    await db.prepare("UPDATE promotions SET active = 1 WHERE category = 'MISSION'").run();
  });
});

describe("ledger (decision 025: the wallet is the sum of its entries)", () => {
  it("holds for every seeded wallet, and no entry leaves a negative balance", async () => {
    // Seeded entries: deposits (their seeded orders' 'deposit:…', decision 027), the seeded bet orders' (no launch ticket) bet and win entries (decision 028)
    // the seeded red-envelope rain's funding ('rain:…', decision 032) and the agent team's seeded withdrawals ('withdrawal:…', decision 034).
    const { results } = await db
      .prepare(
        `SELECT w.member_id, w.balance_minor, COALESCE(SUM(l.amount_minor), 0) AS total, MIN(l.balance_after_minor) AS lowest
           FROM wallets w LEFT JOIN ledger_entries l ON l.member_id = w.member_id
            AND (l.reference LIKE 'seed-%' OR l.reference IN (SELECT 'deposit:' || id FROM deposits) OR l.reference IN (SELECT 'bet:' || id FROM bet_orders WHERE ticket_hash IS NULL UNION ALL SELECT 'win:' || id FROM bet_orders WHERE ticket_hash IS NULL)
                 OR l.reference IN (SELECT 'rain:' || id FROM red_rains) OR l.reference IN (SELECT 'withdrawal:' || id FROM withdrawals))
          GROUP BY w.member_id`,
      )
      .all<{ member_id: number; balance_minor: number; total: number; lowest: number | null }>();
    expect(results.length).toBeGreaterThanOrEqual(17);
    for (const r of results) {
      expect(r.total, `member ${r.member_id}`).toBe(r.balance_minor);
      expect(r.lowest ?? 0).toBeGreaterThanOrEqual(0);
    }
  });

  it("credits a trial account's play money as a ledger entry", async () => {
    const { userName } = await createTrialAccount(gw());
    await trialLogin(gw(), userName);
    const row = await db
      .prepare(
        "SELECT w.balance_minor AS balance, SUM(l.amount_minor) AS total, MIN(l.kind) AS kind FROM members m JOIN wallets w ON w.member_id = m.id JOIN ledger_entries l ON l.member_id = m.id WHERE m.account = ?1",
      )
      .bind(userName)
      .first<{ balance: number; total: number; kind: string }>();
    expect(row).toEqual({ balance: 200_000, total: 200_000, kind: "trial_grant" });
  });
});
