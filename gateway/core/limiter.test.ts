import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { GatewayContext, GatewayEnv, RateLimitBinding } from "./env";
import { bindingName, checkCreation, rateLimitBindings } from "./limiter";
import { freshDatabase } from "../testing";
import { CREATION_LIMITS, applyLimitSettings, clientDevice, hit } from "./throttle";

/**
 * The creation limiter (decision 073) over a real fresh D1: the window, each scope (device,
 * address, site-wide), the order they are counted in, concurrency, the operator's settings and
 * the Workers rate-limiting binding (a fake object here: the real binding exists only deployed).
 */
let db: D1Database;
let dispose: () => Promise<void>;
beforeAll(async () => ({ db, dispose } = await freshDatabase()));
afterAll(() => dispose());

const NOW = Date.UTC(2026, 10, 24, 4);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function ctxAt(now: number, extra: Partial<GatewayEnv> = {}): GatewayContext {
  return { env: { DB: db, MERCHANT_CODE: "edgelobby", GATEWAY_SECRET: "x".repeat(32), ...extra }, now: () => now };
}
function from(ip: string, device?: string): Request {
  const headers = new Headers({ "X-Client-IP": ip });
  if (device) headers.set("X-Client-Device", device);
  return new Request("http://gw/wps/member/trial", { headers });
}
const setLimit = (name: string, max: number, windowSeconds?: number) =>
  db.batch([
    db.prepare("INSERT OR REPLACE INTO site_settings (key, value) VALUES (?1, ?2)").bind(`limit.${name}.max`, String(max)),
    ...(windowSeconds === undefined
      ? []
      : [db.prepare("INSERT OR REPLACE INTO site_settings (key, value) VALUES (?1, ?2)").bind(`limit.${name}.windowSeconds`, String(windowSeconds))]),
  ]);

beforeEach(async () => {
  // Every test starts with empty counters and the default figures.
  await db.batch([db.prepare("DELETE FROM rate_limits"), db.prepare("DELETE FROM site_settings WHERE key LIKE 'limit.%'")]);
});

describe("decision 073: the creation limits, per device, per address and site-wide", () => {
  it("per address: the 11th trial from one address within the hour is refused with the wait to the window's end; another address is not", async () => {
    const { max } = CREATION_LIMITS.trialPerIp;
    for (let i = 0; i < max; i++) expect((await checkCreation(ctxAt(NOW + i), from("10.0.0.1"), "trial")).allowed).toBe(true);
    const refused = await checkCreation(ctxAt(NOW + 10 * MINUTE), from("10.0.0.1"), "trial");
    expect(refused).toEqual({ allowed: false, limit: "trialPerIp", retryAfterSeconds: 50 * 60 });
    expect((await checkCreation(ctxAt(NOW + 10 * MINUTE), from("10.0.0.2"), "trial")).allowed).toBe(true);
  });

  it("the window: once the hour from the first attempt has passed, the address may start again", async () => {
    const { max } = CREATION_LIMITS.trialPerIp;
    for (let i = 0; i <= max; i++) await checkCreation(ctxAt(NOW + i), from("10.0.1.1"), "trial");
    expect((await checkCreation(ctxAt(NOW + HOUR - 1), from("10.0.1.1"), "trial")).allowed).toBe(false);
    expect((await checkCreation(ctxAt(NOW + HOUR), from("10.0.1.1"), "trial")).allowed).toBe(true);
  });

  it("per device: one device cookie is refused after 3 trials whatever address it comes from; without one only the address counts", async () => {
    for (let i = 0; i < CREATION_LIMITS.trialPerDevice.max; i++) {
      expect((await checkCreation(ctxAt(NOW), from(`10.0.2.${i}`, "device-aaaaaaaaaaaa"), "trial")).allowed).toBe(true);
    }
    expect(await checkCreation(ctxAt(NOW), from("10.0.2.99", "device-aaaaaaaaaaaa"), "trial")).toMatchObject({ allowed: false, limit: "trialPerDevice" });
    expect((await checkCreation(ctxAt(NOW), from("10.0.2.99", "device-bbbbbbbbbbbb"), "trial")).allowed).toBe(true);
    expect((await checkCreation(ctxAt(NOW), from("10.0.2.99"), "trial")).allowed).toBe(true);
    const deviceRows = await db.prepare("SELECT COUNT(*) AS n FROM rate_limits WHERE subject LIKE 'create:trialPerDevice:%'").first<{ n: number }>();
    expect(deviceRows?.n).toBe(2);
  });

  it("site-wide: addresses without a device cookie, each new, make at most 20 trials a minute between them", async () => {
    let allowed = 0;
    for (let i = 0; i < 25; i++) if ((await checkCreation(ctxAt(NOW + i), from(`10.1.0.${i}`), "trial")).allowed) allowed++;
    expect(allowed).toBe(CREATION_LIMITS.trialSite.max);
    expect(await checkCreation(ctxAt(NOW + 30_000), from("10.9.9.9"), "trial")).toEqual({ allowed: false, limit: "trialSite", retryAfterSeconds: 30 });
    expect((await checkCreation(ctxAt(NOW + MINUTE), from("10.9.9.9"), "trial")).allowed).toBe(true);
  });

  it("an address over its own limit spends none of the site-wide budget (narrowest scope counted first)", async () => {
    await setLimit("trialPerIp", 2);
    for (let i = 0; i < 10; i++) await checkCreation(ctxAt(NOW), from("10.0.3.1"), "trial");
    const site = await db.prepare("SELECT count FROM rate_limits WHERE subject = 'create:trialSite:all'").first<{ count: number }>();
    expect(site?.count).toBe(2);
  });

  it("each action counts apart: trials spent from an address leave its sign-ups and codes alone", async () => {
    await setLimit("trialPerIp", 1);
    await checkCreation(ctxAt(NOW), from("10.0.4.1"), "trial");
    expect((await checkCreation(ctxAt(NOW), from("10.0.4.1"), "trial")).allowed).toBe(false);
    expect((await checkCreation(ctxAt(NOW), from("10.0.4.1"), "register")).allowed).toBe(true);
    expect((await checkCreation(ctxAt(NOW), from("10.0.4.1"), "sms")).allowed).toBe(true);
    expect((await checkCreation(ctxAt(NOW), from("10.0.4.1"), "email")).allowed).toBe(true);
  });

  it("concurrency: 20 simultaneous requests on one counter let exactly its maximum through (one UPSERT counts and answers)", async () => {
    const limit = { max: 7, windowMs: MINUTE };
    const verdicts = await Promise.all(Array.from({ length: 20 }, () => hit(db, "create:race:all", limit, NOW)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(7);
    await setLimit("trialSite", 4);
    const concurrentTrials = await Promise.all(Array.from({ length: 10 }, (_, i) => checkCreation(ctxAt(NOW), from(`10.2.0.${i}`), "trial")));
    expect(concurrentTrials.filter((v) => v.allowed)).toHaveLength(4);
  });
});

describe("decision 073: the figures are settings an operator tunes", () => {
  it("limit.<name>.max and .windowSeconds in site_settings replace the default at once", async () => {
    await setLimit("trialSite", 2, 10);
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await checkCreation(ctxAt(NOW), from(`10.3.0.${i}`), "trial"));
    expect(results.map((r) => r.allowed)).toEqual([true, true, false]);
    expect(results[2]).toMatchObject({ retryAfterSeconds: 10 });
    expect((await checkCreation(ctxAt(NOW + 10_000), from("10.3.0.9"), "trial")).allowed).toBe(true);
  });

  it("settings that are not positive whole numbers in range are ignored, so a typo never opens or shuts the gate", () => {
    const limits = applyLimitSettings(
      new Map([
        ["limit.trialSite.max", "0"],
        ["limit.trialPerIp.max", "-5"],
        ["limit.smsSite.max", "lots"],
        ["limit.registerSite.windowSeconds", "99999999"],
        ["limit.emailSite.max", "1.5"],
        ["limit.smsPerIp.max", "3"],
      ]),
    );
    expect(limits.trialSite).toEqual(CREATION_LIMITS.trialSite);
    expect(limits.trialPerIp).toEqual(CREATION_LIMITS.trialPerIp);
    expect(limits.smsSite).toEqual(CREATION_LIMITS.smsSite);
    expect(limits.registerSite).toEqual(CREATION_LIMITS.registerSite);
    expect(limits.emailSite).toEqual(CREATION_LIMITS.emailSite);
    expect(limits.smsPerIp).toEqual({ ...CREATION_LIMITS.smsPerIp, max: 3 });
  });
});

describe("decision 073: the device header", () => {
  it("clientDevice reads X-Client-Device when it looks like an id, else null (no shared bucket)", () => {
    expect(clientDevice(from("1.1.1.1", "0123456789abcdef0123456789abcdef"))).toBe("0123456789abcdef0123456789abcdef");
    expect(clientDevice(from("1.1.1.1"))).toBeNull();
    expect(clientDevice(from("1.1.1.1", "short"))).toBeNull();
    expect(clientDevice(from("1.1.1.1", "x".repeat(65)))).toBeNull();
    expect(clientDevice(from("1.1.1.1", "abc def;ghij"))).toBeNull();
  });
});

describe("decision 073: the Workers rate-limiting binding, when bound, keeps the count instead of D1", () => {
  /** A stand-in for `[[ratelimits]]` (the real one exists only deployed): allows `limit` calls per key, records the keys. */
  function fakeBinding(limit: number): RateLimitBinding & { keys: string[] } {
    const counts = new Map<string, number>();
    const keys: string[] = [];
    return {
      keys,
      async limit({ key }) {
        keys.push(key);
        const seen = (counts.get(key) ?? 0) + 1;
        counts.set(key, seen);
        return { success: seen <= limit };
      },
    };
  }

  it("a LIMIT_TRIAL_SITE binding decides the site-wide trial count; its refusal waits its period; D1 keeps no site row", async () => {
    const binding = fakeBinding(2);
    const ctx = ctxAt(NOW, { RATE_LIMITS: { trialSite: binding } });
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await checkCreation(ctx, from(`10.4.0.${i}`), "trial"));
    expect(results).toEqual([{ allowed: true }, { allowed: true }, { allowed: false, limit: "trialSite", retryAfterSeconds: 60 }]);
    expect(binding.keys).toEqual(["create:trialSite:all", "create:trialSite:all", "create:trialSite:all"]);
    expect(await db.prepare("SELECT 1 FROM rate_limits WHERE subject = 'create:trialSite:all'").first()).toBeNull();
    // The limits without a binding are still counted in D1.
    expect(await db.prepare("SELECT count FROM rate_limits WHERE subject = 'create:trialPerIp:10.4.0.0'").first()).toEqual({ count: 1 });
  });

  it("the worker's env names each binding after its limit (trialSite → LIMIT_TRIAL_SITE); other entries are ignored", () => {
    expect(bindingName("trialSite")).toBe("LIMIT_TRIAL_SITE");
    expect(bindingName("registerPerIp")).toBe("LIMIT_REGISTER_PER_IP");
    const binding = fakeBinding(1);
    expect(rateLimitBindings({ LIMIT_TRIAL_SITE: binding, LIMIT_SMS_SITE: "not a binding", DB: {} })).toEqual({ trialSite: binding });
  });
});
