import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action, loader } from "~/routes/m.withdraw";
import { callRoute, postForm, signedInCookie } from "~/testing/forms";
import { appRequest } from "~/testing/load-context";
import { hashPassword } from "../../../gateway/core/crypto";
import { freshDatabase } from "../../../gateway/testing";
import { post as postLedger } from "../../../gateway/wallet/ledger";

/**
 * /m/withdraw's loader and action over the embedded gateway, posted the way a page without
 * JavaScript posts: a refused form answers 400 with a translated key on its field and never the
 * payment password; a placed one redirects to ?placed=<id> with a toast, and the same key twice
 * places one order.
 */
let db: D1Database;
let dispose: () => Promise<void>;
beforeAll(async () => ({ db, dispose } = await freshDatabase()));
afterAll(() => dispose());

type Terms = {
  balance: number;
  withdrawable: number;
  cards: Array<{ id: number; bankName: string; last4: string }>;
  paymentPassword: boolean;
  min: number;
  max: number;
};
type Page = { terms: Terms; idempotencyKey: string; prefill: string | null; placed: { id: number; amount: number; status: string } | null };
type Reply = { result: { status?: string; initialValue?: Record<string, unknown>; error?: Record<string, string[] | null> }; params?: Record<string, unknown> };

let serial = 0;
/** A member of the test's own with a wallet (and, when asked, a card, a payment password and a deposit on the ledger). */
async function member(
  options: { card?: boolean; paymentPassword?: string; depositMinor?: number } = {},
): Promise<{ id: number; cookie: string; cardId?: number }> {
  const account = `wdr${++serial}x${Date.now() % 100_000}`;
  const row = await db
    .prepare("INSERT INTO members (account, password_hash, type, reg_date) VALUES (?1, ?2, 0, ?3) RETURNING id")
    .bind(account, await hashPassword("fresh1234"), Date.now())
    .first<{ id: number }>();
  const id = row!.id;
  await db.prepare("INSERT INTO wallets (member_id, currency, currency_symbol, balance_minor) VALUES (?1, 'PHP', '₱', 0)").bind(id).run();
  await db
    .prepare("INSERT INTO member_profiles (member_id, payee_name, payment_password_hash) VALUES (?1, 'Ana Reyes', ?2)")
    .bind(id, options.paymentPassword ? await hashPassword(options.paymentPassword) : null)
    .run();
  let cardId: number | undefined;
  if (options.card) {
    const card = await db
      .prepare(
        "INSERT INTO bank_cards (member_id, bank_code, account_number, holder_name, created_at) VALUES (?1, 'BPI', '5000000001234', 'Ana Reyes', ?2) RETURNING id",
      )
      .bind(id, Date.now())
      .first<{ id: number }>();
    cardId = card!.id;
  }
  if (options.depositMinor)
    await postLedger(db, { memberId: id, kind: "deposit", amountMinor: options.depositMinor, reference: `test:${id}`, now: Date.now() });
  return { id, cookie: await signedInCookie(db, account, "fresh1234"), cardId };
}

const load = async (cookie: string, path = "/m/withdraw") => (await (await callRoute(db, loader, appRequest(path, { cookie }))).json()) as Page;
const send = (cookie: string, fields: Record<string, string>) => postForm(db, action, "/m/withdraw", fields, { cookie });
const balanceMinor = async (id: number) => (await db.prepare("SELECT balance_minor AS b FROM wallets WHERE member_id = ?1").bind(id).first<{ b: number }>())!.b;
const orders = async (id: number) => (await db.prepare("SELECT COUNT(*) AS n FROM withdrawals WHERE member_id = ?1").bind(id).first<{ n: number }>())!.n;

describe("/m/withdraw needs a member", () => {
  it("a visitor is sent to sign in, from the page and the action", async () => {
    for (const fn of [loader, action]) {
      const response = await callRoute(
        db,
        fn,
        appRequest("/m/withdraw", { method: "POST", body: new URLSearchParams(), headers: { "Content-Type": "application/x-www-form-urlencoded" } }),
      );
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toMatch(/^\/m\/login/);
    }
  });
});

describe("/m/withdraw loader", () => {
  it("demo: balance, withdrawable, two cards, a payment password and a fresh key on every render", async () => {
    const cookie = await signedInCookie(db);
    const page = await load(cookie);
    expect(page.terms.balance).toBe(12_580.5);
    expect(page.terms.withdrawable).toBe(12_580.5);
    expect(page.terms.cards).toHaveLength(2);
    expect(page.terms.paymentPassword).toBe(true);
    expect(page.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect((await load(cookie)).idempotencyKey).not.toBe(page.idempotencyKey);
    expect(page.prefill).toBeNull();
    // ?amount=all: the withdrawable amount, capped at the maximum.
    expect((await load(cookie, "/m/withdraw?amount=all")).prefill).toBe(Math.min(12_580.5, page.terms.max).toFixed(2));
  });
  it("a member without a card or a payment password: the page says so (the form is replaced)", async () => {
    const m = await member();
    const page = await load(m.cookie);
    expect([page.terms.cards.length, page.terms.paymentPassword, page.terms.balance]).toEqual([0, false, 0]);
  });
});

describe("/m/withdraw action", () => {
  it("bad amounts get a key on the amount field and move no money; the payment password never comes back", async () => {
    const m = await member({ card: true, paymentPassword: "135790", depositMinor: 50_000 });
    const base = { cardId: String(m.cardId), paymentPassword: "135790", idempotencyKey: crypto.randomUUID() };
    const cases: Array<[string, string, Record<string, unknown> | undefined]> = [
      ["0", "wallet.withdraw.amountFormat", undefined],
      ["-5", "wallet.withdraw.amountFormat", undefined],
      ["100.123", "wallet.withdraw.amountFormat", undefined],
      ["50", "wallet.withdraw.amountMin", { min: "₱100.00" }],
      ["99999999", "wallet.withdraw.amountMax", { max: expect.stringMatching(/^₱[\d,]+\.\d\d$/) }],
      ["600", "wallet.withdraw.insufficient", { balance: "₱500.00" }],
    ];
    for (const [amount, key, params] of cases) {
      const response = await send(m.cookie, { ...base, amount });
      expect(response.status, amount).toBe(400);
      const reply = (await response.json()) as Reply;
      expect(reply.result.error?.amount, amount).toEqual([key]);
      if (params) expect(reply.params?.[key], amount).toEqual(params);
      expect(JSON.stringify(reply)).not.toContain("135790");
    }
    expect([await balanceMinor(m.id), await orders(m.id)]).toEqual([50_000, 0]);
  });

  it("a wrong payment password names the tries left, on the password field", async () => {
    const m = await member({ card: true, paymentPassword: "135790", depositMinor: 50_000 });
    const response = await send(m.cookie, { cardId: String(m.cardId), amount: "100", paymentPassword: "000000", idempotencyKey: crypto.randomUUID() });
    const reply = (await response.json()) as Reply;
    expect(reply.result.error?.paymentPassword).toEqual(["security.paymentPassword.wrong"]);
    expect(reply.params).toEqual({ "security.paymentPassword.wrong": { attempts: 4 } });
    expect(JSON.stringify(reply)).not.toContain("000000");
    expect(await balanceMinor(m.id)).toBe(50_000);
  });

  it("another member's card is refused on the card field", async () => {
    const m = await member({ card: true, paymentPassword: "135790", depositMinor: 50_000 });
    const other = await member({ card: true });
    const reply = (await (
      await send(m.cookie, { cardId: String(other.cardId), amount: "100", paymentPassword: "135790", idempotencyKey: crypto.randomUUID() })
    ).json()) as Reply;
    expect(reply.result.error?.cardId).toEqual(["wallet.withdraw.cardNotFound"]);
  });

  it("places the order: the amount is held, the page shows it pending; the same key again places no second order", async () => {
    const m = await member({ card: true, paymentPassword: "135790", depositMinor: 50_000 });
    const { idempotencyKey } = await load(m.cookie);
    const fields = { cardId: String(m.cardId), amount: "100", paymentPassword: "135790", idempotencyKey };
    const first = await send(m.cookie, fields);
    expect(first.status).toBe(302);
    const location = first.headers.get("Location")!;
    expect(location).toMatch(/^\/m\/withdraw\?placed=\d+$/);
    expect(first.headers.getSetCookie().some((c) => c.startsWith("el_toast="))).toBe(true);
    const again = await send(m.cookie, fields);
    expect(again.headers.get("Location")).toBe(location);
    expect([await balanceMinor(m.id), await orders(m.id)]).toEqual([40_000, 1]);

    const page = await load(m.cookie, location);
    expect(page.terms.balance).toBe(400);
    expect(page.placed).toEqual({ id: Number(location.split("=")[1]), amount: 100, status: "pending" });

    // The same key with another amount is not a retry: refused, nothing moves.
    const mismatch = (await (await send(m.cookie, { ...fields, amount: "200" })).json()) as Reply;
    expect(mismatch.result.error?.[""]).toEqual(["wallet.withdraw.mismatch"]);
    expect([await balanceMinor(m.id), await orders(m.id)]).toEqual([40_000, 1]);
  });

  it("a member without a payment password is told to set one; a forged key is refused", async () => {
    const m = await member({ card: true, depositMinor: 50_000 });
    const missing = (await (
      await send(m.cookie, { cardId: String(m.cardId), amount: "100", paymentPassword: "135790", idempotencyKey: crypto.randomUUID() })
    ).json()) as Reply;
    expect(missing.result.error?.[""]).toEqual(["security.paymentPassword.missing"]);
    const forged = (await (
      await send(m.cookie, { cardId: String(m.cardId), amount: "100", paymentPassword: "135790", idempotencyKey: "x'; --" })
    ).json()) as Reply;
    expect(forged.result.error?.idempotencyKey).toEqual(["wallet.withdraw.expired"]);
    expect(await balanceMinor(m.id)).toBe(50_000);
  });
});
