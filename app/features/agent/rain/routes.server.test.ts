import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action, loader } from "~/routes/m.redRain";
import { callRoute, postForm, signedInCookie } from "~/testing/forms";
import { appRequest } from "~/testing/load-context";
import { hashPassword } from "../../../../gateway/core/crypto";
import { freshDatabase } from "../../../../gateway/testing";
import { post as postLedger } from "../../../../gateway/wallet/ledger";

/**
 * /m/redRain's loader and action over the embedded gateway, posted the way a page
 * without JavaScript posts: the two sides (A-RR-01 agent, A-RR-02 downline), the review step (a
 * GET, checked on the server), the confirmed rain (once per key), its refusals (on their field, the
 * payment password never echoed), and the grab with its one-button form (A-RR-03: pays once).
 */
let db: D1Database;
let dispose: () => Promise<void>;
beforeAll(async () => ({ db, dispose } = await freshDatabase()));
afterAll(() => dispose());

const PATH = "/m/redRain";
type Page = {
  live: { id: number; agentAccount: string; idempotencyKey: string }[];
  agent: { balance: number; rains: { id: number; total: number; status: string }[] } | null;
  idempotencyKey: string;
  review: { total: number; count: number } | null;
  reviewResult: { error?: Record<string, string[] | null> } | null;
  created: { id: number } | null;
};
type Reply = {
  intent: string;
  result?: { error?: Record<string, string[] | null> };
  grab?: { ok: boolean; amount?: number; replayed?: boolean; key?: string };
};

let serial = 0;
/** A member of the test's own: `parentId`'s downline, optionally an agent with a payment password and money. */
async function member(options: { type?: number; parentId?: number | null; paymentPassword?: string; depositMinor?: number } = {}) {
  const account = `rrt${++serial}x${Date.now() % 100_000}`;
  const row = await db
    .prepare("INSERT INTO members (account, password_hash, type, parent_id, reg_date) VALUES (?1, ?2, ?3, ?4, ?5) RETURNING id")
    .bind(account, await hashPassword("fresh1234"), options.type ?? 0, options.parentId ?? null, Date.now())
    .first<{ id: number }>();
  const id = row!.id;
  await db.prepare("INSERT INTO wallets (member_id, currency, currency_symbol, balance_minor) VALUES (?1, 'PHP', '₱', 0)").bind(id).run();
  await db
    .prepare("INSERT INTO member_profiles (member_id, payment_password_hash) VALUES (?1, ?2)")
    .bind(id, options.paymentPassword ? await hashPassword(options.paymentPassword) : null)
    .run();
  if (options.depositMinor)
    await postLedger(db, { memberId: id, kind: "deposit", amountMinor: options.depositMinor, reference: `test:${id}`, now: Date.now() });
  return { id, account, cookie: await signedInCookie(db, account, "fresh1234") };
}

const loadRaw = (cookie: string, path = PATH) => callRoute(db, loader, appRequest(path, { cookie }));
const load = async (cookie: string, path = PATH) => (await (await loadRaw(cookie, path)).json()) as Page;
const send = (cookie: string, fields: Record<string, string>) => postForm(db, action, PATH, fields, { cookie });
const balanceMinor = async (id: number) => (await db.prepare("SELECT balance_minor AS b FROM wallets WHERE member_id = ?1").bind(id).first<{ b: number }>())!.b;
const TERMS = { total: "100", count: "4", split: "equal", audience: "direct", start: "now", expiry: "60" };

describe("/m/redRain: who sees what", () => {
  it("a visitor is sent to sign in, from the page and the action", async () => {
    for (const fn of [loader, action]) {
      const response = await callRoute(
        db,
        fn,
        appRequest(PATH, { method: "POST", body: new URLSearchParams(), headers: { "Content-Type": "application/x-www-form-urlencoded" } }),
      );
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toMatch(/^\/m\/login/);
    }
  });

  it("A-RR-02: a seeded player sees the seeded rain and no agent side; the seeded agent sees the form and the rain", async () => {
    const player = await load(await signedInCookie(db, "player01", "player1234"));
    expect([player.agent, player.live.map((r) => r.agentAccount)]).toEqual([null, ["agent"]]);
    const agent = await load(await signedInCookie(db, "agent", "agent1234"));
    expect(agent.live).toEqual([]);
    expect(agent.agent?.rains.map((r) => [r.total, r.status])).toEqual([[500, "live"]]);
  });

  it("a non-agent cannot fund a rain: the action sends them home", async () => {
    const { cookie } = await member();
    const response = await send(cookie, { ...TERMS, paymentPassword: "135790", idempotencyKey: crypto.randomUUID() });
    expect([response.status, response.headers.get("Location")]).toEqual([302, "/m/home"]);
  });
});

describe("/m/redRain: the agent's rain (A-RR-01)", () => {
  it("the review step checks the terms on the server: a bad total is named on its field, good terms open the confirm step", async () => {
    const agent = await member({ type: 1, paymentPassword: "135790", depositMinor: 50_000 });
    const bad = await load(agent.cookie, `${PATH}?review=1&${new URLSearchParams({ ...TERMS, total: "0.5" })}`);
    expect([bad.review, bad.reviewResult?.error?.total]).toEqual([null, ["redRain.totalMin"]]);
    const over = await load(agent.cookie, `${PATH}?review=1&${new URLSearchParams({ ...TERMS, total: "600" })}`);
    expect(over.reviewResult?.error?.total).toEqual(["redRain.overBalance"]);
    const good = await load(agent.cookie, `${PATH}?review=1&${new URLSearchParams(TERMS)}`);
    expect(good.review).toMatchObject({ total: 100, count: 4 });
  });

  it("funds the rain once per key; a wrong payment password is named on its field and moves nothing", async () => {
    const agent = await member({ type: 1, paymentPassword: "135790", depositMinor: 50_000 });
    const wrong = await send(agent.cookie, { ...TERMS, paymentPassword: "000000", idempotencyKey: crypto.randomUUID() });
    expect(wrong.status).toBe(400);
    const reply = (await wrong.json()) as Reply;
    expect(reply.result?.error?.paymentPassword).toEqual(["security.paymentPassword.wrong"]);
    expect(JSON.stringify(reply)).not.toContain("000000");
    expect(await balanceMinor(agent.id)).toBe(50_000);

    const key = crypto.randomUUID();
    const first = await send(agent.cookie, { ...TERMS, paymentPassword: "135790", idempotencyKey: key });
    expect(first.status).toBe(302);
    const location = first.headers.get("Location")!;
    expect(location).toMatch(/^\/m\/redRain\?created=\d+$/);
    const again = await send(agent.cookie, { ...TERMS, paymentPassword: "135790", idempotencyKey: key });
    expect(again.headers.get("Location")).toBe(location);
    expect(await balanceMinor(agent.id)).toBe(40_000);
    const page = await load(agent.cookie, location);
    expect(page.created?.id).toBe(Number(new URL(location, "http://x").searchParams.get("created")));
  });
});

describe("/m/redRain: the grab without JavaScript (A-RR-02, A-RR-03)", () => {
  it("one button opens an envelope: the gateway's amount, credited once; a repeat answers the same; a wrong rain is refused", async () => {
    const agent = await member({ type: 1, paymentPassword: "135790", depositMinor: 50_000 });
    const downline = await member({ parentId: agent.id });
    await send(agent.cookie, { ...TERMS, paymentPassword: "135790", idempotencyKey: crypto.randomUUID() });
    const page = await load(downline.cookie);
    const rain = page.live.find((r) => r.agentAccount === agent.account)!;
    // An amount field in the form is ignored: the gateway decides.
    const fields = { intent: "grab", rainId: String(rain.id), idempotencyKey: rain.idempotencyKey, amount: "9999" };
    const first = (await (await send(downline.cookie, fields)).json()) as Reply;
    expect(first.grab).toMatchObject({ ok: true, amount: 25, replayed: false });
    const again = (await (await send(downline.cookie, { ...fields, idempotencyKey: crypto.randomUUID() })).json()) as Reply;
    expect(again.grab).toMatchObject({ ok: true, amount: 25, replayed: true });
    expect(await balanceMinor(downline.id)).toBe(2_500);
    const wrong = await send(downline.cookie, { ...fields, rainId: "123" });
    expect([wrong.status, ((await wrong.json()) as Reply).grab]).toEqual([409, { rainId: 123, ok: false, key: "redRain.missing" }]);
    expect((await load(downline.cookie)).live.some((r) => r.id === rain.id)).toBe(false);
  });
});
