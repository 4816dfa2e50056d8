/**
 * Contract test: the app's gateway client against the embedded gateway, in-process over a fresh
 * local D1, so the client and the gateway cannot drift apart.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTrialAccount, fetchMemberInfo, fetchTrialTerms, fetchWallet, login, logout, trialLogin } from "./account.server";
import { createGatewayClient } from "./client.server";
import { GatewayError } from "./errors";
import { fetchSiteStatus } from "./site.server";
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
const env = () => ({ DB: db, MERCHANT_CODE: "edgelobby", GATEWAY_SECRET: SECRET });
let calls = 0;
/**
 * The app's own client over the in-process transport: the same path production takes. Each client
 * comes from its own address, so the login guard's per-address count stays out of these tests.
 */
const gw = () =>
  createGatewayClient({
    transport: (req) => handleGatewayRequest(req, env()),
    baseUrl: "http://embedded.invalid",
    merchantCode: "edgelobby",
    timeoutMs: 5000,
    bodySecret: SECRET,
    clientIp: `10.100.0.${++calls}`,
  });

async function kindOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return "ok";
  } catch (e) {
    return e instanceof GatewayError ? `${e.kind}:${e.code ?? ""}` : "other";
  }
}

describe("embedded gateway: site status (§2 start gate, seed restricts SG and KR)", () => {
  it("reports the seeded template, flags and languages", async () => {
    const site = await fetchSiteStatus(gw(), "PH");
    expect(site).toMatchObject({ maintenance: false, regionRestricted: false, location: "PH", mobileTemplate: { mem_cen: "1", dep_func: "1" } });
    expect(site.whiteLabel.DIRECTREG3).toBe(true);
    expect(site.features.VERIFICATION3).toBe(true);
    expect(site.languages).toEqual(["TY", "EN"]);
  });
  it("restricts SG and KR", async () => {
    expect((await fetchSiteStatus(gw(), "SG")).regionRestricted).toBe(true);
    expect((await fetchSiteStatus(gw(), "kr")).regionRestricted).toBe(true);
    expect((await fetchSiteStatus(gw(), null)).regionRestricted).toBe(false);
  });
  it("reads the maintenance flag live", async () => {
    await db.prepare("UPDATE site_settings SET value = '1' WHERE key = 'maintenance'").run();
    try {
      expect((await fetchSiteStatus(gw(), "PH")).maintenance).toBe(true);
    } finally {
      await db.prepare("UPDATE site_settings SET value = '0' WHERE key = 'maintenance'").run();
    }
  });
});

describe("embedded gateway: sessions", () => {
  it("signs the demo member in and serves member info and wallet for the token", async () => {
    const session = await login(gw(), { type: "username", username: "demo", password: "demo1234" });
    expect(session).toMatchObject({ userName: "demo", customerType: 0 });
    expect(session.token).toMatch(/^[0-9a-f]{64}$/);
    const info = await fetchMemberInfo(gw(), session.token);
    expect(info).toMatchObject({ account: "demo", type: 0, toUpline: true, clubLabel: { labelName: "VIP 1" } });
    expect(await fetchWallet(gw(), session.token)).toEqual({ currencySymbol: "₱", sumBalance: 12580.5 });
  });

  it("stores only a hash of the token", async () => {
    const { token } = await login(gw(), { type: "username", username: "agent", password: "agent1234" });
    const raw = await db.prepare("SELECT COUNT(*) AS n FROM sessions WHERE token_hash = ?1").bind(token).first<{ n: number }>();
    expect(raw?.n).toBe(0);
  });

  it("signs agents in with their type", async () => {
    expect((await login(gw(), { type: "username", username: "agent", password: "agent1234" })).customerType).toBe(1);
    expect((await login(gw(), { type: "username", username: "AGENT2", password: "agent1234" })).customerType).toBe(2);
  });

  it("gives one answer for a wrong password and an unknown account", async () => {
    expect(await kindOf(login(gw(), { type: "username", username: "demo", password: "wrong-pass" }))).toBe("business:login.credentials.invalid");
    expect(await kindOf(login(gw(), { type: "username", username: "nobody", password: "demo1234" }))).toBe("business:login.credentials.invalid");
  });

  it("refuses member calls without a valid token, and after logout", async () => {
    expect(await kindOf(fetchMemberInfo(gw(), "f".repeat(64)))).toBe("business:auth.token.invalid");
    const { token } = await login(gw(), { type: "username", username: "demo", password: "demo1234" });
    await logout(gw(), token);
    expect(await kindOf(fetchWallet(gw(), token))).toBe("business:auth.token.invalid");
  });

  it("creates a trial account that signs in once through testPlay, never by password (§6 trial type 4)", async () => {
    const { userName } = await createTrialAccount(gw());
    expect(userName).toMatch(/^trial\d{8}$/);
    const session = await trialLogin(gw(), userName);
    expect(session.customerType).toBe(4);
    expect(await fetchWallet(gw(), session.token)).toEqual({ currencySymbol: "₱", sumBalance: 2000 });
    expect(await kindOf(trialLogin(gw(), userName))).toBe("business:trial.unavailable");
    expect(await kindOf(trialLogin(gw(), "demo"))).toBe("business:trial.unavailable");
  });

  it("states the trial's terms to visitors, and a new trial account's wallet holds exactly that (/m/trail)", async () => {
    const terms = await fetchTrialTerms(gw());
    expect(terms).toEqual({ openingBalance: 2000, currencySymbol: "₱" });
    const session = await trialLogin(gw(), (await createTrialAccount(gw())).userName);
    expect(await fetchWallet(gw(), session.token)).toEqual({ currencySymbol: terms.currencySymbol, sumBalance: terms.openingBalance });
  });
});
