/**
 * Contract test of team management (research A-TM-01/02, A-REG-01, A-REB-01,
 * decision 033): the app's client calls (agent-team.server.ts) against the embedded gateway
 * in-process over a fresh seeded D1 (agent → demo, agent2, player01–10; agent2 → player11–14).
 */
import { describe, expect, it } from "vitest";
import { login } from "./account.server";
import { fetchInviteInfo, fetchTeamMembers, fetchTeamRebates, registerDownline, setDownlineRebates, type DownlineRequest } from "./agent-team.server";
import { codeOf, refusal, testGateway, withFreshDatabase } from "./testing";
import { agentTeamMembers } from "../../gateway/seeds/agent-team";
import { seedMembers } from "../../gateway/seeds/foundation";

let db: D1Database;
/** 2026-11-24 12:00 in Manila (UTC+8). */
const clock = Date.UTC(2026, 10, 24, 4);
withFreshDatabase((fresh) => (db = fresh));
const gw = testGateway(
  () => db,
  () => clock,
);

const signIn = async (username: string, password: string) => (await login(gw, { type: "username", username, password })).token;
const agentToken = () => signIn("agent", "agent1234");

let keySerial = 0;
const newKey = () => `downline-key-${String(++keySerial).padStart(8, "0")}`;
const opening = (username: string, over: Partial<DownlineRequest> = {}): DownlineRequest => ({
  username,
  password: "Secret123",
  confirmPassword: "Secret123",
  type: "member",
  birthDate: "1990-05-01",
  rates: { LOTT: 100, RNG: 50 },
  idempotencyKey: newKey(),
  ...over,
});
const memberRow = (account: string) =>
  db.prepare("SELECT id, type, parent_id FROM members WHERE account = ?1").bind(account).first<{ id: number; type: number; parent_id: number }>();
const setRate = (account: string, category: string) =>
  db
    .prepare("SELECT r.rate_bp FROM rebate_rates r JOIN members m ON m.id = r.member_id WHERE m.account = ?1 AND r.category = ?2")
    .bind(account, category)
    .first<{ rate_bp: number }>()
    .then((r) => r?.rate_bp ?? null);

/** The seeded team, from the seed's own lists (foundation and the agent-team seed): who is under agent and agent2. */
const SEEDED = [...seedMembers(), ...agentTeamMembers()];
const UNDER_AGENT2 = SEEDED.filter((m) => m.parentId === 3)
  .map((m) => m.account)
  .sort();
const TEAM_SIZE = SEEDED.filter((m) => m.parentId === 2 || m.parentId === 3).length;

describe("A-TM-01 team list (/wps/agent/team)", () => {
  it("lists every level with totals that equal the team's wallets", async () => {
    const token = await agentToken();
    const page = await fetchTeamMembers(gw, token, { pageSize: 50 });
    expect(page.team.size).toBe(TEAM_SIZE);
    expect(page.team.levels).toBe(2);
    expect(page.totals.count).toBe(TEAM_SIZE);
    const sum = await db
      .prepare("SELECT SUM(balance_minor) AS s FROM wallets WHERE member_id IN (SELECT id FROM members WHERE parent_id = 2 OR parent_id = 3)")
      .first<{ s: number }>();
    expect(Math.round(page.totals.balance * 100)).toBe(sum!.s);
    expect(page.team.balance).toBe(page.totals.balance);
    const agent2 = page.items.find((r) => r.account === "agent2")!;
    expect(agent2).toMatchObject({ type: "agent", level: 1, direct: true, parent: "agent", teamSize: UNDER_AGENT2.length, directCount: UNDER_AGENT2.length });
    const player11 = page.items.find((r) => r.account === "player11")!;
    expect(player11).toMatchObject({ type: "member", level: 2, direct: false, parent: "agent2", teamSize: 0 });
    // Level 1 first, then level 2.
    const levels = page.items.map((r) => r.level);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
  });

  it("searches by account without case, filters by level and type, and pages by 20 (or the size asked)", async () => {
    const token = await agentToken();
    const found = await fetchTeamMembers(gw, token, { account: "PLAYER1" });
    expect(found.items.map((r) => r.account).sort()).toEqual(["player10", "player11", "player12", "player13", "player14"]);
    expect((await fetchTeamMembers(gw, token, { level: 2 })).items.every((r) => r.parent === "agent2")).toBe(true);
    expect((await fetchTeamMembers(gw, token, { type: "agent" })).items.map((r) => r.account)).toEqual(["agent2"]);
    expect((await fetchTeamMembers(gw, token, { account: "nobody" })).items).toEqual([]);
    const first = await fetchTeamMembers(gw, token);
    expect(first.pageSize).toBe(20);
    const lastPage = Math.ceil(TEAM_SIZE / 5);
    const last = await fetchTeamMembers(gw, token, { page: lastPage, pageSize: 5 });
    expect(last).toMatchObject({ page: lastPage, totalPages: lastPage });
    expect(last.items).toHaveLength(TEAM_SIZE - (lastPage - 1) * 5);
    expect(await codeOf(fetchTeamMembers(gw, token, { account: "a b" }))).toBe("team.query.invalid");
  });

  it("drills into a downline's direct downlines with the trail back, only inside the team", async () => {
    const token = await agentToken();
    const drilled = await fetchTeamMembers(gw, token, { parent: "AGENT2" });
    expect(drilled.trail).toEqual(["agent2"]);
    expect(drilled.items.map((r) => r.account).sort()).toEqual(UNDER_AGENT2);
    const deeper = await fetchTeamMembers(gw, token, { parent: "player11" });
    expect(deeper.trail).toEqual(["agent2", "player11"]);
    expect(deeper.items).toEqual([]);
    expect(await codeOf(fetchTeamMembers(gw, token, { parent: "nobody" }))).toBe("team.member.notFound");
    // agent2's team is only its own downlines: its upline's other members are not in it.
    const agent2 = await signIn("agent2", "agent1234");
    expect((await fetchTeamMembers(gw, agent2)).team.size).toBe(UNDER_AGENT2.length);
    expect(await codeOf(fetchTeamMembers(gw, agent2, { parent: "demo" }))).toBe("team.member.notFound");
  });

  it("shows a downline online while their session is in use", async () => {
    await signIn("player02", "player1234");
    const page = await fetchTeamMembers(gw, await agentToken(), { account: "player02" });
    expect(page.items[0]).toMatchObject({ account: "player02", online: true });
    expect(page.items[0]!.lastLoginAt).toBe(clock);
  });

  it("refuses non-agents and a module that is off", async () => {
    const demo = await signIn("demo", "demo1234");
    const refused = await refusal(fetchTeamMembers(gw, demo));
    expect(refused.code).toBe("agent.forbidden");
    expect(await codeOf(fetchTeamRebates(gw, demo))).toBe("agent.forbidden");
    expect(await codeOf(fetchInviteInfo(gw, demo))).toBe("agent.forbidden");
    expect(await codeOf(registerDownline(gw, demo, opening("viademo1")))).toBe("agent.forbidden");
    const token = await agentToken();
    await db.prepare("UPDATE feature_switches SET enabled = 0 WHERE code = 'AGEDOWNMAN3'").run();
    try {
      expect(await codeOf(fetchTeamMembers(gw, token))).toBe("agent.module.off");
    } finally {
      await db.prepare("UPDATE feature_switches SET enabled = 1 WHERE code = 'AGEDOWNMAN3'").run();
    }
  });
});

describe("A-REG-01 opening a downline account (/wps/agent/downline)", () => {
  it("opens a player under the agent who can then sign in; the same key opens it once", async () => {
    const token = await agentToken();
    const request = opening("newbie01");
    const opened = await registerDownline(gw, token, request);
    expect(opened).toMatchObject({ account: "newbie01", type: "member", inviteCode: null });
    expect(opened.rates.LOTT).toBe(100);
    expect(opened.rates.RNG).toBe(50);
    const row = await memberRow("newbie01");
    expect(row).toMatchObject({ type: 0, parent_id: 2 });
    const wallet = await db.prepare("SELECT balance_minor FROM wallets WHERE member_id = ?1").bind(row!.id).first<{ balance_minor: number }>();
    expect(wallet?.balance_minor).toBe(0);
    // A double submit answers the first account again, and opens nothing more.
    expect((await registerDownline(gw, token, request)).account).toBe("newbie01");
    expect((await db.prepare("SELECT COUNT(*) AS n FROM members WHERE account = 'newbie01'").first<{ n: number }>())?.n).toBe(1);
    expect(await codeOf(registerDownline(gw, token, { ...request, username: "newbie99" }))).toBe("idempotency.mismatch");
    // The new account signs in through the login call.
    expect((await login(gw, { type: "username", username: "newbie01", password: "Secret123" })).customerType).toBe(0);
    expect((await fetchTeamMembers(gw, token, { account: "newbie01" })).items[0]).toMatchObject({ level: 1, direct: true });
  });

  it("opens a downline agent (type 2) with its own invitation code", async () => {
    const token = await agentToken();
    const opened = await registerDownline(gw, token, opening("subagent1", { type: "agent" }));
    expect(opened.type).toBe("agent");
    expect(opened.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    expect((await memberRow("subagent1"))?.type).toBe(2);
    const sub = await signIn("subagent1", "Secret123");
    expect((await fetchInviteInfo(gw, sub)).code).toBe(opened.inviteCode);
  });

  it("refuses a taken username, a password equal to the username and a confirmation that differs", async () => {
    const token = await agentToken();
    const taken = await refusal(registerDownline(gw, token, opening("Player01")));
    expect(taken.code).toBe("member.exists");
    expect(taken.upstreamMessage).toBe("Sorry, the username already exists.");
    const same = await refusal(registerDownline(gw, token, opening("samename1", { password: "samename1", confirmPassword: "samename1" })));
    expect(same.code).toBe("downline.invalid");
    expect(same.value).toEqual({ field: "password", message: "validation.password.username" });
    const confirm = await refusal(registerDownline(gw, token, opening("confirm01", { confirmPassword: "Other1234" })));
    expect(confirm.value).toMatchObject({ field: "confirmPassword" });
    const format = await refusal(registerDownline(gw, token, opening("x")));
    expect(format.value).toMatchObject({ field: "username" });
    expect(await codeOf(registerDownline(gw, token, opening("keyless01", { idempotencyKey: "short" })))).toBe("idempotency.key.format");
  });

  it("a downline passes the age gate too (PH 21): refused with the minimum age, a bad date on its field, opened at exactly 21", async () => {
    const token = await agentToken();
    // The clock is 2026-11-24 12:00 operator time.
    const young = await refusal(registerDownline(gw, token, opening("young0001", { birthDate: "2005-11-25" })));
    expect(young).toMatchObject({ code: "register.underage", value: { minAge: 21, field: "birthDate" } });
    expect(await memberRow("young0001")).toBeNull();
    const bad = await refusal(registerDownline(gw, token, opening("baddate01", { birthDate: "2005-02-30" })));
    expect(bad.value).toEqual({ field: "birthDate", message: "validation.birthDate.format" });
    await registerDownline(gw, token, opening("justof21", { birthDate: "2005-11-24" }));
    const row = await db.prepare("SELECT birth_date FROM members WHERE account = 'justof21'").first<{ birth_date: string }>();
    expect(row?.birth_date).toBe("2005-11-24");
  });

  it("refuses a rate above the agent's own and opens nothing", async () => {
    const token = await agentToken();
    const above = await refusal(registerDownline(gw, token, opening("toohigh01", { rates: { LOTT: 160 } })));
    expect(above.code).toBe("rebate.above.own");
    expect(above.value).toMatchObject({ category: "LOTT", own: 150, ownPercent: "1.50" });
    expect(await memberRow("toohigh01")).toBeNull();
    expect(await codeOf(registerDownline(gw, token, opening("offstep01", { rates: { RNG: 55 } })))).toBe("rebate.step");
    expect(await codeOf(registerDownline(gw, token, opening("unknown01", { rates: { POKER: 10 } })))).toBe("rebate.category.unknown");
  });
});

describe("invitation (/wps/agent/invite)", () => {
  it("answers the agent's seeded code and makes one, once, for an agent without", async () => {
    const token = await agentToken();
    const info = await fetchInviteInfo(gw, token);
    expect(info.code).toBe("RAMOS88");
    expect(info.rates.LOTT).toBe(150);
    await db.prepare("DELETE FROM affiliate_codes WHERE member_id = 3").run();
    const agent2 = await signIn("agent2", "agent1234");
    const made = await fetchInviteInfo(gw, agent2);
    expect(made.code).toMatch(/^[A-Z2-9]{8}$/);
    expect((await fetchInviteInfo(gw, agent2)).code).toBe(made.code);
    expect((await db.prepare("SELECT member_id FROM affiliate_codes WHERE code = ?1").bind(made.code).first<{ member_id: number }>())?.member_id).toBe(3);
  });
});

describe("A-REB-01 rebate settings (/wps/agent/rebates)", () => {
  it("answers the agent's own rates and each direct downline's", async () => {
    const rebates = await fetchTeamRebates(gw, await agentToken());
    expect(rebates.own).toMatchObject({ LOTT: 150, RNG: 100, LIVE: 80 });
    expect(rebates.downlines.map((d) => d.account)).toContain("agent2");
    expect(rebates.downlines.every((d) => d.account !== "player11")).toBe(true);
    const agent2 = rebates.downlines.find((d) => d.account === "agent2")!;
    expect(agent2.set.LOTT).toBe(120);
    expect(agent2.rates.LOTT).toBe(120);
    const one = await fetchTeamRebates(gw, await agentToken(), "AGENT2");
    expect(one.downlines.map((d) => d.account)).toEqual(["agent2"]);
  });

  it("item c: the direct downlines come sorted by account name (without case, digits by value), not by joining", async () => {
    // Other tests of this file open downlines for the same agent: the order is checked on whatever
    // the list holds, and the seeded direct downlines must all be in it.
    const direct = SEEDED.filter((m) => m.parentId === 2).map((m) => m.account);
    const rebates = await fetchTeamRebates(gw, await agentToken());
    const accounts = rebates.downlines.map((d) => d.account);
    expect(accounts).toEqual([...accounts].sort((a, b) => a.localeCompare(b, "en", { numeric: true, sensitivity: "base" })));
    expect(accounts).toEqual(expect.arrayContaining(direct));
    expect(accounts.indexOf("player09")).toBeLessThan(accounts.indexOf("player10"));
  });

  it("refuses a rate above the agent's own and saves nothing of the set", async () => {
    const token = await agentToken();
    const above = await refusal(setDownlineRebates(gw, token, { account: "agent2", rates: { LOTT: 160 } }));
    expect(above.code).toBe("rebate.above.own");
    expect(above.upstreamMessage).toBe("Cannot be higher than your own rate of 1.50 %");
    expect(above.value).toMatchObject({ category: "LOTT", own: 150 });
    // One good and one bad rate: neither is saved.
    expect(await codeOf(setDownlineRebates(gw, token, { account: "agent2", rates: { RNG: 60, LIVE: 90 } }))).toBe("rebate.above.own");
    expect(await setRate("agent2", "LOTT")).toBe(120);
    expect(await setRate("agent2", "RNG")).toBe(80);
  });

  it("sets a direct downline's rates and caps that downline's own team at once", async () => {
    const token = await agentToken();
    const saved = await setDownlineRebates(gw, token, { account: "agent2", rates: { LOTT: 100, RNG: 100 } });
    expect(saved.rates).toMatchObject({ LOTT: 100, RNG: 100 });
    expect(await setRate("agent2", "LOTT")).toBe(100);
    const agent2 = await signIn("agent2", "agent1234");
    const below = await fetchTeamRebates(gw, agent2);
    expect(below.own.LOTT).toBe(100);
    for (const d of below.downlines) expect(d.rates.LOTT).toBeLessThanOrEqual(100);
  });

  it("refuses a downline deeper in the team (403) and anyone outside it (404)", async () => {
    const token = await agentToken();
    expect(await codeOf(setDownlineRebates(gw, token, { account: "player11", rates: { LOTT: 10 } }))).toBe("rebate.not.direct");
    expect(await codeOf(fetchTeamRebates(gw, token, "player11"))).toBe("rebate.not.direct");
    expect(await codeOf(setDownlineRebates(gw, token, { account: "nobody", rates: { LOTT: 10 } }))).toBe("team.member.notFound");
    const agent2 = await signIn("agent2", "agent1234");
    expect(await codeOf(setDownlineRebates(gw, agent2, { account: "demo", rates: { LOTT: 10 } }))).toBe("team.member.notFound");
    expect(await setRate("demo", "LOTT")).toBeNull();
  });
});
