import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resources } from "~/i18n/resources";
import { action, loader } from "~/routes/m.voucherCenter";
import { callRoute, honeypotFields, postForm, signedInCookie } from "~/testing/forms";
import { TEST_ENV, appRequest } from "~/testing/load-context";
import { msToOperatorLocal } from "./schemas";
import { hashPassword } from "../../../gateway/core/crypto";
import { handleGatewayPublicRequest } from "../../../gateway/handlers/games-public";
import { freshDatabase } from "../../../gateway/testing";

/**
 * /m/voucherCenter's loader and action over the embedded gateway (decision 027),
 * posted the way a page without JavaScript posts: a refused form answers 400 with a translated key
 * on its field and creates no order; an e-wallet order redirects (as a document) to the gateway's
 * pay page, and the same key twice places one order (W-DEP-11).
 */
let db: D1Database;
let dispose: () => Promise<void>;
beforeAll(async () => ({ db, dispose } = await freshDatabase()));
afterAll(() => dispose());

type Channel = {
  code: string;
  kind: "EWALLET" | "MANUAL";
  min: number;
  max: number;
  presets: number[];
  account: { bankName: string; accountNumber: string; holder: string } | null;
  bonuses: Array<{ code: string }>;
};
type Page = {
  terms: { currencySymbol: string; channels: Channel[]; refusal: { code: string } | null };
  channelCode: string | null;
  idempotencyKey: string;
  prefill: string | null;
  order: { id: number; status: string; amount: number; bonus: number | null } | null;
};
type Reply = { result: { status?: string; error?: Record<string, string[] | null> }; params?: Record<string, Record<string, unknown>> };

let serial = 0;
/** A member of the test's own with an empty wallet (never deposited: the first-deposit bonus is theirs); `trial` makes it type 4. */
async function member(options: { trial?: boolean } = {}): Promise<{ id: number; cookie: string }> {
  const account = `dep${++serial}x${Date.now() % 100_000}`;
  const row = await db
    .prepare("INSERT INTO members (account, password_hash, type, reg_date) VALUES (?1, ?2, 0, ?3) RETURNING id")
    .bind(account, await hashPassword("fresh1234"), Date.now())
    .first<{ id: number }>();
  const id = row!.id;
  await db.prepare("INSERT INTO wallets (member_id, currency, currency_symbol, balance_minor) VALUES (?1, 'PHP', '₱', 0)").bind(id).run();
  await db.prepare("INSERT INTO member_profiles (member_id, payee_name) VALUES (?1, 'Ana Reyes')").bind(id).run();
  const cookie = await signedInCookie(db, account, "fresh1234");
  // The gateway reads the type on every call: a trial account from here on.
  if (options.trial) await db.prepare("UPDATE members SET type = 4 WHERE id = ?1").bind(id).run();
  return { id, cookie };
}

const load = async (cookie: string, path = "/m/voucherCenter") => (await (await callRoute(db, loader, appRequest(path, { cookie }))).json()) as Page;
const send = (cookie: string, fields: Record<string, string>) => postForm(db, action, "/m/voucherCenter", fields, { cookie });
const orders = async (id: number) => (await db.prepare("SELECT COUNT(*) AS n FROM deposits WHERE member_id = ?1").bind(id).first<{ n: number }>())!.n;
const balanceMinor = async (id: number) => (await db.prepare("SELECT balance_minor AS b FROM wallets WHERE member_id = ?1").bind(id).first<{ b: number }>())!.b;

/** A translation key of the deposit texts, in TY, EN and PT. */
function translated(key: string): boolean {
  const lookup = (lang: "ty" | "en" | "pt") =>
    key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources[lang].translation);
  return (["ty", "en", "pt"] as const).every((lang) => typeof lookup(lang) === "string" && (lookup(lang) as string).length > 0);
}

/** A manual transfer posted as the page posts it (multipart), with `files` as its receipts. */
async function sendManual(cookie: string, fields: Record<string, string>, files: File[]): Promise<Response> {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...fields, ...(await honeypotFields(db)) })) body.set(name, value);
  for (const file of files) body.append("receipts", file);
  return callRoute(db, action, appRequest("/m/voucherCenter", { method: "POST", body, cookie }));
}
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const png = (n: number, size = 64) =>
  new File([new Uint8Array([...PNG, ...Array.from({ length: size }, (_, i) => (i * n) % 256)])], `receipt-${n}.png`, { type: "image/png" });
const gif = (type = "image/gif") => new File([new TextEncoder().encode("GIF89a\x01\x00\x01\x00\x00\x00\x00;")], "receipt.gif", { type });

describe("/m/voucherCenter needs a member (W-DEP-01)", () => {
  it("a visitor is sent to sign in, from the page and the action", async () => {
    for (const fn of [loader, action]) {
      const response = await callRoute(
        db,
        fn,
        appRequest("/m/voucherCenter", { method: "POST", body: new URLSearchParams(), headers: { "Content-Type": "application/x-www-form-urlencoded" } }),
      );
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toMatch(/^\/m\/login/);
    }
  });

  it("a trial account is refused: the page says so (no form), and a post creates no order", async () => {
    const m = await member({ trial: true });
    const page = await load(m.cookie);
    expect(page.terms.refusal?.code).toBe("deposit.trial");
    const response = await send(m.cookie, { channelCode: "GCASH", amount: "500", bonusCode: "", idempotencyKey: crypto.randomUUID() });
    expect(response.status).toBe(400);
    const reply = (await response.json()) as Reply;
    expect(reply.result.error?.[""]).toEqual(["deposit.error.trial"]);
    expect(translated("deposit.error.trial")).toBe(true);
    expect(await orders(m.id)).toBe(0);
  });
});

describe("/m/voucherCenter loader", () => {
  it("channels in the gateway's order with min, max and presets filtered to [min, max] (W-DEP-02, W-DEP-03); a fresh key per render", async () => {
    const m = await member();
    const page = await load(m.cookie);
    expect(page.terms.currencySymbol).toBe("₱");
    expect(page.terms.channels.map((c) => [c.code, c.kind, c.min, c.max])).toEqual([
      ["GCASH", "EWALLET", 100, 50_000],
      ["MAYA", "EWALLET", 100, 50_000],
      ["BANK", "MANUAL", 500, 500_000],
    ]);
    // GCash's configured list ends with ₱100,000, above its maximum: not offered.
    expect(page.terms.channels[0]!.presets).toEqual([100, 500, 1_000, 2_000, 5_000, 10_000]);
    for (const c of page.terms.channels)
      expect(
        c.presets.every((p) => p >= c.min && p <= c.max),
        c.code,
      ).toBe(true);
    expect(page.terms.channels.find((c) => c.code === "BANK")!.account).toEqual({
      bankName: "BDO Unibank",
      accountNumber: "006810123456",
      holder: "Edge Lobby Gaming Inc.",
    });
    expect(page.terms.channels[0]!.bonuses.map((b) => b.code)).toEqual(["FIRST20"]);
    expect(page.terms.refusal).toBeNull();
    expect(page.channelCode).toBe("GCASH");
    expect(page.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect((await load(m.cookie)).idempotencyKey).not.toBe(page.idempotencyKey);
  });

  it("?channel= picks a channel, ?amount= prefills only a well-formed amount; an unknown channel falls back to the first", async () => {
    const m = await member();
    expect(await load(m.cookie, "/m/voucherCenter?channel=BANK&amount=1000")).toMatchObject({ channelCode: "BANK", prefill: "1000" });
    expect(await load(m.cookie, "/m/voucherCenter?channel=NOPE&amount=1.234")).toMatchObject({ channelCode: "GCASH", prefill: null });
  });

  it("the demo player (already deposited) is offered no first-deposit bonus (W-DEP-05)", async () => {
    const page = await load(await signedInCookie(db));
    expect(page.terms.channels.every((c) => c.bonuses.length === 0)).toBe(true);
  });
});

describe("/m/voucherCenter action, e-wallet", () => {
  it("places the order and redirects the document to the gateway's pay page (W-DEP-06); the same key again places no second order (W-DEP-11)", async () => {
    const m = await member();
    const { idempotencyKey } = await load(m.cookie);
    const fields = { channelCode: "GCASH", amount: "500", bonusCode: "FIRST20", idempotencyKey };
    const first = await send(m.cookie, fields);
    expect(first.status).toBe(302);
    const payUrl = first.headers.get("Location")!;
    expect(payUrl).toMatch(/^\/gw\/pay\/\d{10}-[0-9a-f]{32}$/);
    // A document load, not the app's data: the pay page is the gateway's.
    expect(first.headers.get("X-Remix-Reload-Document")).toBe("true");
    expect((await send(m.cookie, fields)).headers.get("Location")).toBe(payUrl);
    expect(await orders(m.id)).toBe(1);
    const id = Number(/(\d{10})-/.exec(payUrl)![1]);
    // Placing moves no money; the order is pending.
    expect(await balanceMinor(m.id)).toBe(0);
    expect((await load(m.cookie, `/m/voucherCenter?deposit=${id}`)).order).toEqual({
      id,
      status: "pending",
      amount: 500,
      bonus: null,
      reason: null,
      unpaid: true,
    });

    // Pay on the pay page as the app mounts it (/gw/*): credited once, with the bonus; the page shows it.
    const pay = () =>
      handleGatewayPublicRequest(new Request(`http://127.0.0.1:8788${payUrl}`, { method: "POST", body: new URLSearchParams({ action: "pay" }) }), {
        DB: db,
        GATEWAY_SECRET: TEST_ENV.GATEWAY_SECRET,
      });
    const paid = await pay();
    expect(paid.status).toBe(303);
    expect(paid.headers.get("Location")).toBe(`/m/voucherCenter?deposit=${id}`);
    expect((await pay()).status).toBe(303);
    expect(await balanceMinor(m.id)).toBe(60_000);
    expect((await load(m.cookie, `/m/voucherCenter?deposit=${id}`)).order).toEqual({
      id,
      status: "success",
      amount: 500,
      bonus: 100,
      reason: null,
      unpaid: false,
    });
  });

  it("bad amounts (W-DEP-04): negative, zero, 3 decimals, below min, over max → 400 with a translated key on the amount, no order", async () => {
    const m = await member();
    const cases: Array<[string, string, Record<string, unknown> | undefined]> = [
      ["-5", "deposit.error.amountFormat", undefined],
      ["0", "deposit.error.amountFormat", undefined],
      ["0.00", "deposit.error.amountFormat", undefined],
      ["100.123", "deposit.error.amountFormat", undefined],
      ["abc", "deposit.error.amountFormat", undefined],
      ["99.99", "deposit.error.amountMin", { min: "₱100.00" }],
      ["50000.01", "deposit.error.amountMax", { max: "₱50,000.00" }],
      ["99999999", "deposit.error.amountMax", { max: "₱50,000.00" }],
    ];
    for (const [amount, key, params] of cases) {
      const response = await send(m.cookie, { channelCode: "GCASH", amount, bonusCode: "", idempotencyKey: crypto.randomUUID() });
      expect(response.status, amount).toBe(400);
      const reply = (await response.json()) as Reply;
      expect(reply.result.error?.amount, amount).toEqual([key]);
      if (params) expect(reply.params?.[key], amount).toEqual(params);
      expect(translated(key), key).toBe(true);
    }
    expect(await orders(m.id)).toBe(0);
  });

  it("a forged or missing key gets the expired message; an unknown channel is refused; nothing is created", async () => {
    const m = await member();
    for (const idempotencyKey of ["x'; --", "short", ""]) {
      const reply = (await (await send(m.cookie, { channelCode: "GCASH", amount: "500", bonusCode: "", idempotencyKey })).json()) as Reply;
      expect(reply.result.error?.idempotencyKey, idempotencyKey).toEqual(["deposit.error.expired"]);
    }
    const unknown = await send(m.cookie, { channelCode: "NOPE", amount: "500", bonusCode: "", idempotencyKey: crypto.randomUUID() });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as Reply).result.error?.[""]).toEqual(["deposit.error.channelInvalid"]);
    expect([translated("deposit.error.expired"), translated("deposit.error.channelInvalid")]).toEqual([true, true]);
    expect(await orders(m.id)).toBe(0);
  });

  it("a key already used for another amount is not a retry: refused, still one order", async () => {
    const m = await member();
    const idempotencyKey = crypto.randomUUID();
    expect((await send(m.cookie, { channelCode: "GCASH", amount: "500", bonusCode: "", idempotencyKey })).status).toBe(302);
    const reply = (await (await send(m.cookie, { channelCode: "GCASH", amount: "600", bonusCode: "", idempotencyKey })).json()) as Reply;
    expect(reply.result.error?.[""]).toEqual(["deposit.error.mismatch"]);
    expect(await orders(m.id)).toBe(1);
  });
});

describe("/m/voucherCenter action, manual transfer (W-DEP-07, SPEC §5)", () => {
  const manual = () => ({
    channelCode: "BANK",
    amount: "1000",
    bonusCode: "",
    payerName: "Ana Reyes",
    transferAt: msToOperatorLocal(Date.now() - 10 * 60_000),
    remark: "",
    idempotencyKey: crypto.randomUUID(),
  });
  const refusal = async (response: Response) => {
    expect(response.status).toBe(400);
    const reply = (await response.json()) as Reply;
    // Files never come back in the reply.
    expect(JSON.stringify(reply)).not.toContain("receipt-");
    return reply.result.error?.receipts;
  };

  it("a .gif (declared as such, or disguised as a png) is refused as the wrong type; nothing is created", async () => {
    const m = await member();
    expect(await refusal(await sendManual(m.cookie, manual(), [gif()]))).toEqual(["deposit.error.receiptType"]);
    expect(await refusal(await sendManual(m.cookie, manual(), [gif("image/png")]))).toEqual(["deposit.error.receiptType"]);
    expect(await refusal(await sendManual(m.cookie, manual(), [png(1), gif()]))).toEqual(["deposit.error.receiptType"]);
    expect(await orders(m.id)).toBe(0);
  });

  it("a fourth receipt, a 6 MB receipt or none at all is refused; nothing is created", async () => {
    const m = await member();
    expect(await refusal(await sendManual(m.cookie, manual(), [png(1), png(2), png(3), png(4)]))).toEqual(["deposit.error.receiptCount"]);
    expect(await refusal(await sendManual(m.cookie, manual(), [png(5, 6 * 1024 * 1024)]))).toEqual(["deposit.error.receiptSize"]);
    expect(await refusal(await sendManual(m.cookie, manual(), []))).toEqual(["deposit.error.receiptRequired"]);
    for (const key of ["receiptType", "receiptCount", "receiptSize", "receiptRequired"]) expect(translated(`deposit.error.${key}`), key).toBe(true);
    expect(await orders(m.id)).toBe(0);
  });

  it("a bad amount on the manual form is refused like the e-wallet's (below the bank's ₱500 minimum)", async () => {
    const m = await member();
    const response = await sendManual(m.cookie, { ...manual(), amount: "499" }, [png(6)]);
    expect(response.status).toBe(400);
    const reply = (await response.json()) as Reply;
    expect(reply.result.error?.amount).toEqual(["deposit.error.amountMin"]);
    expect(reply.params?.["deposit.error.amountMin"]).toEqual({ min: "₱500.00" });
    expect(await orders(m.id)).toBe(0);
  });
});
