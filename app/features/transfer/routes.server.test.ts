import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action, loader } from "~/routes/m.upLine.transfer";
import { callRoute, postForm, signedInCookie } from "~/testing/forms";
import { appRequest } from "~/testing/load-context";
import { hashPassword } from "../../../gateway/core/crypto";
import { freshDatabase } from "../../../gateway/testing";
import { post as postLedger } from "../../../gateway/wallet/ledger";

/**
 * /m/upLine/transfer's loader and action over the embedded gateway, posted the
 * way a page without JavaScript posts: U-01 (anyone else goes to /m/mine), the review step (a GET,
 * checked on the server), the confirmed transfer (once per key) and its refusals (translated, on
 * their field, the payment password never echoed).
 */
let db: D1Database;
let dispose: () => Promise<void>;
beforeAll(async () => ({ db, dispose } = await freshDatabase()));
afterAll(() => dispose());

const PATH = "/m/upLine/transfer";
type Page = {
  terms: { allowed: boolean; upline: { account: string; nickname: string | null }; balance: number; min: number; max: number; paymentPassword: boolean };
  idempotencyKey: string;
  prefill: string | null;
  review: { amount: number } | null;
  reviewResult: { error?: Record<string, string[] | null> } | null;
  done: { amount: number; balance: number } | null;
};
type Reply = { result: { status?: string; error?: Record<string, string[] | null> }; params?: Record<string, unknown> };

let serial = 0;
/** A member of the test's own under the seeded agent (id 2), with a wallet, optionally a payment password and a deposit. */
async function member(options: { type?: number; toUpline?: 0 | 1; paymentPassword?: string; depositMinor?: number } = {}) {
  const account = `upl${++serial}x${Date.now() % 100_000}`;
  const row = await db
    .prepare("INSERT INTO members (account, password_hash, type, parent_id, to_upline, reg_date) VALUES (?1, ?2, ?3, 2, ?4, ?5) RETURNING id")
    .bind(account, await hashPassword("fresh1234"), options.type ?? 0, options.toUpline ?? 1, Date.now())
    .first<{ id: number }>();
  const id = row!.id;
  await db.prepare("INSERT INTO wallets (member_id, currency, currency_symbol, balance_minor) VALUES (?1, 'PHP', '₱', 0)").bind(id).run();
  await db
    .prepare("INSERT INTO member_profiles (member_id, payment_password_hash) VALUES (?1, ?2)")
    .bind(id, options.paymentPassword ? await hashPassword(options.paymentPassword) : null)
    .run();
  if (options.depositMinor)
    await postLedger(db, { memberId: id, kind: "deposit", amountMinor: options.depositMinor, reference: `test:${id}`, now: Date.now() });
  return { id, cookie: await signedInCookie(db, account, "fresh1234") };
}

const loadRaw = (cookie: string, path = PATH) => callRoute(db, loader, appRequest(path, { cookie }));
const load = async (cookie: string, path = PATH) => (await (await loadRaw(cookie, path)).json()) as Page;
const send = (cookie: string, fields: Record<string, string>, path = PATH) => postForm(db, action, path, fields, { cookie });
const balanceMinor = async (id: number) => (await db.prepare("SELECT balance_minor AS b FROM wallets WHERE member_id = ?1").bind(id).first<{ b: number }>())!.b;

describe("/m/upLine/transfer: who may open it (U-01)", () => {
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

  it("type 2 (agent2), a member without toUpline and a member with FUNDTRANS3 off go to /m/mine", async () => {
    const cookies = [await signedInCookie(db, "agent2", "agent1234"), (await member({ toUpline: 0 })).cookie];
    for (const cookie of cookies) {
      const response = await loadRaw(cookie);
      expect([response.status, response.headers.get("Location")]).toEqual([302, "/m/mine"]);
    }
    const allowed = await member();
    await db.prepare("UPDATE feature_switches SET enabled = 0 WHERE code = 'FUNDTRANS3'").run();
    try {
      expect((await loadRaw(allowed.cookie)).headers.get("Location")).toBe("/m/mine");
      // The action too: the gateway refuses, the page sends the member back to the centre with a toast.
      const refused = await send(allowed.cookie, { amount: "10", paymentPassword: "135790", idempotencyKey: crypto.randomUUID() });
      expect([refused.status, refused.headers.get("Location")]).toEqual([302, "/m/mine"]);
    } finally {
      await db.prepare("UPDATE feature_switches SET enabled = 1 WHERE code = 'FUNDTRANS3'").run();
    }
  });
});

describe("/m/upLine/transfer loader", () => {
  it("demo: the upline read-only, the balance, a fresh key on every render and ?amount=all", async () => {
    const cookie = await signedInCookie(db);
    const page = await load(cookie);
    expect(page.terms.upline).toEqual({ account: "agent", nickname: "Agent Ramos" });
    expect([page.terms.balance, page.terms.min, page.terms.max, page.terms.paymentPassword]).toEqual([12_580.5, 1, 50_000, true]);
    expect(page.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect((await load(cookie)).idempotencyKey).not.toBe(page.idempotencyKey);
    expect([page.prefill, page.review, page.done]).toEqual([null, null, null]);
    expect((await load(cookie, `${PATH}?amount=all`)).prefill).toBe("12580.50");
  });

  it("the review step (U-03): a good amount opens the confirm step, a bad one names its error and opens nothing", async () => {
    const cookie = await signedInCookie(db);
    expect((await load(cookie, `${PATH}?review=1&amount=1,000.5`)).review).toEqual({ amount: 1000.5 });
    const cases: Array<[string, string]> = [
      ["0", "transfer.upline.amountFormat"],
      ["1.234", "transfer.upline.amountFormat"],
      ["abc", "transfer.upline.amountFormat"],
      ["0.5", "transfer.upline.amountMin"],
      ["50000.01", "transfer.upline.amountMax"],
      ["20000", "transfer.upline.amountOverBalance"],
    ];
    for (const [amount, key] of cases) {
      const page = await load(cookie, `${PATH}?review=1&amount=${encodeURIComponent(amount)}`);
      expect([amount, page.review, page.reviewResult?.error?.amount]).toEqual([amount, null, [key]]);
    }
  });
});

describe("/m/upLine/transfer action", () => {
  it("moves the amount once per key, redirects to ?done=<id> with a toast; the page shows the new balance", async () => {
    const m = await member({ paymentPassword: "135790", depositMinor: 50_000 });
    const agentBefore = await balanceMinor(2);
    const { idempotencyKey } = await load(m.cookie);
    const fields = { amount: "120.50", paymentPassword: "135790", idempotencyKey };
    const first = await send(m.cookie, fields, `${PATH}?review=1&amount=120.50`);
    expect(first.status).toBe(302);
    const location = first.headers.get("Location")!;
    expect(location).toMatch(/^\/m\/upLine\/transfer\?done=\d+$/);
    expect(first.headers.getSetCookie().some((c) => c.startsWith("el_toast="))).toBe(true);
    const again = await send(m.cookie, fields);
    expect(again.headers.get("Location")).toBe(location);
    expect([await balanceMinor(m.id), (await balanceMinor(2)) - agentBefore]).toEqual([50_000 - 12_050, 12_050]);

    const page = await load(m.cookie, location);
    expect(page.terms.balance).toBe(379.5);
    expect(page.done).toEqual({ amount: 120.5, balance: 379.5 });
    expect(page.review).toBeNull();
  });

  it("refusals land on their field, translated, move nothing, and never echo the payment password", async () => {
    const m = await member({ paymentPassword: "135790", depositMinor: 50_000 });
    const base = { paymentPassword: "135790" };
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ amount: "0" }, "amount", "transfer.upline.amountFormat"],
      [{ amount: "1.234" }, "amount", "transfer.upline.amountFormat"],
      [{ amount: "0.5" }, "amount", "transfer.upline.amountMin"],
      [{ amount: "600" }, "amount", "transfer.upline.insufficient"],
      [{ amount: "10", paymentPassword: "12ab" }, "paymentPassword", "security.paymentPassword.format"],
      [{ amount: "10", paymentPassword: "000000" }, "paymentPassword", "security.paymentPassword.wrong"],
      [{ amount: "10", idempotencyKey: "x'; --" }, "idempotencyKey", "transfer.upline.expired"],
    ];
    for (const [over, field, key] of cases) {
      const response = await send(m.cookie, { ...base, idempotencyKey: crypto.randomUUID(), ...over });
      expect(response.status, key).toBe(400);
      const reply = (await response.json()) as Reply;
      expect(reply.result.error?.[field], key).toEqual([key]);
      expect(JSON.stringify(reply)).not.toContain("135790");
      expect(JSON.stringify(reply)).not.toContain("000000");
    }
    expect(await balanceMinor(m.id)).toBe(50_000);
  });

  it("a member without a payment password is told to set one (the page shows the call to action instead of the form)", async () => {
    const m = await member({ depositMinor: 10_000 });
    expect((await load(m.cookie)).terms.paymentPassword).toBe(false);
    const reply = (await (await send(m.cookie, { amount: "10", paymentPassword: "135790", idempotencyKey: crypto.randomUUID() })).json()) as Reply;
    expect(reply.result.error?.[""]).toEqual(["security.paymentPassword.missing"]);
    expect(await balanceMinor(m.id)).toBe(10_000);
  });
});
