import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TRIAL_PASSWORD_MARKER, sweepExpiredTrials } from "./trials";
import { ROUTES } from "../../contract/routes";
import { verifyPassword } from "../core/crypto";
import type { GatewayEnv } from "../core/env";
import { handleGatewayRequest } from "../core/router";
import { CREATION_LIMITS } from "../core/throttle";
import { SETTLEMENT_JOBS, settleDay } from "../games/settlement";
import { freshDatabase } from "../testing";
import { auditLedger } from "../wallet/audit";

/**
 * Free-trial accounts through the embedded gateway (decision 073): created within the creation
 * limits only, with no password hash, signed in once through testPlay while their lifetime lasts,
 * and removed with their play money by the settlement job with the ledger audit clean.
 */
let db: D1Database;
let dispose: () => Promise<void>;
let env: GatewayEnv;
beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
  env = { DB: db, MERCHANT_CODE: "edgelobby", GATEWAY_SECRET: "x".repeat(32) };
});
afterAll(() => dispose());
beforeEach(async () => {
  await db.batch([db.prepare("DELETE FROM rate_limits"), db.prepare("DELETE FROM site_settings WHERE key LIKE 'limit.%' OR key = 'trial_lifetime_hours'")]);
});

/** 2026-11-24 12:00 in Manila. */
const NOW = Date.UTC(2026, 10, 24, 4);
const HOUR = 3_600_000;

type Envelope = { code: string; value: unknown };

function call(route: { method: string; path: string }, init: { ip?: string; device?: string; body?: unknown; token?: string; now?: number } = {}) {
  const headers = new Headers({ "X-Merchant-Code": "edgelobby", "X-Client-IP": init.ip ?? "10.50.0.1" });
  if (init.device) headers.set("X-Client-Device", init.device);
  if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
  if (init.body !== undefined) headers.set("Content-Type", "application/json");
  const request = new Request(`http://gw${route.path}`, {
    method: route.method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return handleGatewayRequest(request, env, () => init.now ?? NOW);
}
const createTrial = (init: Parameters<typeof call>[1] = {}) => call(ROUTES.createTrial, init);
const testPlay = (userName: string, now = NOW) => call(ROUTES.testPlay, { body: { userName }, now });
const trialCount = async () => (await db.prepare("SELECT COUNT(*) AS n FROM members WHERE type = 4").first<{ n: number }>())?.n ?? 0;

async function newTrial(ip = "10.50.0.1", now = NOW): Promise<string> {
  const response = await createTrial({ ip, now });
  expect(response.status).toBe(200);
  return ((await response.json()) as { value: { userName: string } }).value.userName;
}

describe("trial creation stops at the creation limits, through the gateway", () => {
  it("the 11th trial from one address in the hour is refused: 429 limit.exceeded with retryAfterSeconds, and nothing is created", async () => {
    for (let i = 0; i < CREATION_LIMITS.trialPerIp.max; i++) await newTrial("10.51.0.1");
    const before = await trialCount();
    const response = await createTrial({ ip: "10.51.0.1" });
    expect(response.status).toBe(429);
    expect(await response.json()).toMatchObject({ code: "limit.exceeded", value: { retryAfterSeconds: 3600 } });
    expect(await trialCount()).toBe(before);
  });

  it("one device cookie past 3 trials is refused from a fresh address too", async () => {
    for (let i = 0; i < CREATION_LIMITS.trialPerDevice.max; i++) {
      expect((await createTrial({ ip: `10.52.0.${i}`, device: "device-cccccccccccc" })).status).toBe(200);
    }
    expect((await createTrial({ ip: "10.52.1.1", device: "device-cccccccccccc" })).status).toBe(429);
  });

  it("site-wide: addresses rotated on every request get no more than 20 trials a minute", async () => {
    const before = await trialCount();
    const statuses = [];
    for (let i = 0; i < 30; i++) statuses.push((await createTrial({ ip: `10.53.0.${i}` })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(CREATION_LIMITS.trialSite.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - CREATION_LIMITS.trialSite.max);
    expect(await trialCount()).toBe(before + CREATION_LIMITS.trialSite.max);
  });

  it("an SMS code send past the device limit is refused (sms.too.frequent, 429) and nothing reaches the outbox", async () => {
    const outbox = async () => (await db.prepare("SELECT COUNT(*) AS n FROM sms_outbox").first<{ n: number }>())?.n ?? 0;
    await db.prepare("INSERT INTO site_settings (key, value) VALUES ('limit.smsPerDevice.max', '1')").run();
    const send = (mobileNum: string, ip: string) =>
      call(ROUTES.sendCode, { ip, device: "device-dddddddddddd", body: { purpose: "register", countryDialingCode: "+63", mobileNum } });
    expect((await send("9170000001", "10.54.0.1")).status).toBe(200);
    const before = await outbox();
    const refused = await send("9170000002", "10.54.0.2");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "sms.too.frequent", value: { retryAfterSeconds: 3600 } });
    expect(await outbox()).toBe(before);
  });
});

describe("a trial account has no password hash", () => {
  it("its password_hash is the marker, which verifyPassword refuses for every password, the marker itself included", async () => {
    const name = await newTrial("10.55.0.1");
    const row = await db.prepare("SELECT password_hash FROM members WHERE account = ?1").bind(name).first<{ password_hash: string }>();
    expect(row?.password_hash).toBe(TRIAL_PASSWORD_MARKER);
    expect(row?.password_hash.startsWith("pbkdf2$")).toBe(false);
    for (const guess of ["", "trial", "no-password", TRIAL_PASSWORD_MARKER, name]) expect(await verifyPassword(guess, TRIAL_PASSWORD_MARKER)).toBe(false);
  });
});

describe("trial accounts expire with their play money", () => {
  it("testPlay signs a fresh trial in, with a session that ends when the trial expires (24 h), not 12 h later", async () => {
    const name = await newTrial("10.56.0.1");
    const response = await testPlay(name, NOW + 20 * HOUR);
    expect(response.status).toBe(200);
    const { token } = ((await response.json()) as { value: { token: string } }).value;
    expect((await call(ROUTES.wallet, { token, now: NOW + 23 * HOUR })).status).toBe(200);
    const after = await call(ROUTES.wallet, { token, now: NOW + 24 * HOUR });
    expect(after.status).toBe(401);
    expect(((await after.json()) as Envelope).code).toBe("auth.token.invalid");
  });

  it("an expired trial cannot testPlay (trial.unavailable, 403); the lifetime is the trial_lifetime_hours setting", async () => {
    await db.prepare("INSERT INTO site_settings (key, value) VALUES ('trial_lifetime_hours', '2')").run();
    const name = await newTrial("10.57.0.1");
    const refused = await testPlay(name, NOW + 2 * HOUR);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as Envelope).code).toBe("trial.unavailable");
    const fresh = await newTrial("10.57.0.1", NOW + 2 * HOUR);
    expect((await testPlay(fresh, NOW + 2 * HOUR + 1)).status).toBe(200);
  });

  it("the settlement job sweeps expired trials with their wallet, entries and sessions; live trials and real members stay; the audit is clean", async () => {
    const expired = await newTrial("10.58.0.1", NOW - 25 * HOUR);
    const live = await newTrial("10.58.0.2", NOW - HOUR);
    // The expired trial played a little before it expired: its session and more ledger entries go too.
    const token = ((await (await testPlay(expired, NOW - 24 * HOUR - 1)).json()) as { value: { token: string } }).value.token;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const idOf = async (account: string) => (await db.prepare("SELECT id FROM members WHERE account = ?1").bind(account).first<{ id: number }>())?.id;
    const expiredId = await idOf(expired);
    if (expiredId === undefined) throw new Error("the expired trial was not created");
    const realIds = async () =>
      (await db.prepare("SELECT e.id FROM ledger_entries e JOIN members m ON m.id = e.member_id WHERE m.type <> 4").all<{ id: number }>()).results.map(
        (r) => r.id,
      );
    const realBefore = await realIds();

    // The job as `npm run site -- settle` runs it: it is one of the settlement's jobs.
    const outcome = await settleDay(
      db,
      "2026-11-23",
      NOW,
      {},
      SETTLEMENT_JOBS.filter((j) => j.name === "trial expiry"),
    );
    expect(outcome.ok).toBe(true);
    const job = outcome.ok ? outcome.jobs.find((j) => j.job === "trial expiry") : undefined;
    expect(job?.lines).toEqual([expect.stringMatching(/^\d+ expired trial accounts? removed with ₱[\d.]+ of play money$/)]);
    expect(job?.paid).toBe(0);

    expect(await idOf(expired)).toBeUndefined();
    expect(await idOf(live)).toBeDefined();
    for (const table of ["wallets", "ledger_entries", "sessions"]) {
      const left = await db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE member_id = ?1`).bind(expiredId).first<{ n: number }>();
      expect({ table, left: left?.n }).toEqual({ table, left: 0 });
    }
    // Not one ledger row of a real member is gone.
    const realAfter = new Set(await realIds());
    expect(realBefore.filter((id) => !realAfter.has(id))).toEqual([]);
    expect((await db.prepare("SELECT COUNT(*) AS n FROM members WHERE account IN ('demo', 'agent', 'agent2')").first<{ n: number }>())?.n).toBe(3);
    expect((await auditLedger(db)).differences).toEqual([]);
    // Idempotent: nothing left to sweep at the same instant.
    expect(await sweepExpiredTrials(db, NOW)).toEqual({ removed: 0, playMoneyMinor: 0 });
  });
});
