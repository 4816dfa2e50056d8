import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resources } from "~/i18n/resources";
import { action, loader } from "~/routes/m.voucherCenter";
import { action as recordAction } from "~/routes/m.vouReport";
import { isForeignMutation } from "~/server/origin";
import { callRoute, postForm, signedInCookie } from "~/testing/forms";
import { appRequest } from "~/testing/load-context";
import { hashPassword } from "../../../gateway/core/crypto";
import { freshDatabase } from "../../../gateway/testing";
import { creditDeposit } from "../../../gateway/wallet/deposits";

/**
 * Cancelling an unpaid order, through the actions, posted as a page without JavaScript posts: an unpaid e-wallet
 * order held the daily deposit limit (RG-01) with no way to release it. The deposit page's order
 * card and the deposit record now post intent=cancelDeposit; the order reads cancelled, the limit
 * is free again, and a toast says so in the player's language.
 */
let db: D1Database;
let dispose: () => Promise<void>;
beforeAll(async () => ({ db, dispose } = await freshDatabase()));
afterAll(() => dispose());

let serial = 0;
/** A member of the test's own with a ₱1,000 daily deposit limit. */
async function member(): Promise<{ id: number; cookie: string }> {
  const account = `depc${++serial}x${Date.now() % 100_000}`;
  const row = await db
    .prepare("INSERT INTO members (account, password_hash, type, reg_date) VALUES (?1, ?2, 0, ?3) RETURNING id")
    .bind(account, await hashPassword("fresh1234"), Date.now())
    .first<{ id: number }>();
  const id = row!.id;
  await db.prepare("INSERT INTO wallets (member_id, currency, currency_symbol, balance_minor) VALUES (?1, 'PHP', '₱', 0)").bind(id).run();
  await db.prepare("INSERT INTO rg_limits (member_id, kind, period, amount, updated_at) VALUES (?1, 'deposit', 'day', 100000, ?2)").bind(id, Date.now()).run();
  return { id, cookie: await signedInCookie(db, account, "fresh1234") };
}

type Page = { terms: { refusal: { code: string } | null }; order: { id: number; status: string; unpaid: boolean } | null };
const load = async (cookie: string, path = "/m/voucherCenter") => (await (await callRoute(db, loader, appRequest(path, { cookie }))).json()) as Page;
const send = (cookie: string, fields: Record<string, string>) => postForm(db, action, "/m/voucherCenter", fields, { cookie });
async function placeOrder(cookie: string, amount = "1000"): Promise<number> {
  const placed = await send(cookie, { channelCode: "GCASH", amount, bonusCode: "", idempotencyKey: crypto.randomUUID() });
  expect(placed.status).toBe(302);
  return Number(/(\d{10})-/.exec(placed.headers.get("Location")!)![1]);
}
const status = async (id: number) => (await db.prepare("SELECT status FROM deposits WHERE id = ?1").bind(id).first<{ status: string }>())!.status;

/** The flash toast a response sets: its key and params, decoded from the signed cookie. */
function toastOf(response: Response): { key?: string; params?: Record<string, unknown> } {
  const line = (response.headers.get("Set-Cookie") ?? "").split(/,(?=\s*el_)/).find((c) => c.trim().startsWith("el_toast="));
  if (!line) return {};
  const value = decodeURIComponent(line.trim().slice("el_toast=".length).split(";")[0] ?? "").replace(/\.[^.]*$/, "");
  return JSON.parse(decodeURIComponent(escape(Buffer.from(value, "base64").toString("latin1")))) as { key?: string };
}
const translated = (key: string) =>
  (["ty", "en", "pt"] as const).every((lang) => {
    const text = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources[lang].translation);
    return typeof text === "string" && text.length > 0;
  });

describe("cancelling an unpaid e-wallet order from /m/voucherCenter?deposit=<id>", () => {
  it("the pending order holds the limit; Cancel sets it cancelled, releases the limit, toasts, and a second Cancel changes nothing", async () => {
    const m = await member();
    const id = await placeOrder(m.cookie);
    expect((await load(m.cookie, `/m/voucherCenter?deposit=${id}`)).order).toMatchObject({ id, status: "pending", unpaid: true });
    expect((await load(m.cookie)).terms.refusal?.code).toBe("rg.limit.deposit");

    const cancelled = await send(m.cookie, { intent: "cancelDeposit", id: String(id) });
    expect(cancelled.status).toBe(302);
    expect(cancelled.headers.get("Location")).toBe(`/m/voucherCenter?deposit=${id}`);
    expect(toastOf(cancelled)).toMatchObject({ key: "deposit.result.cancelDone", params: { id } });
    expect(translated("deposit.result.cancelDone")).toBe(true);
    expect(await status(id)).toBe("cancelled");
    expect((await load(m.cookie, `/m/voucherCenter?deposit=${id}`)).order).toMatchObject({ status: "cancelled", unpaid: false });
    expect((await load(m.cookie)).terms.refusal).toBeNull();

    const again = await send(m.cookie, { intent: "cancelDeposit", id: String(id) });
    expect(toastOf(again).key).toBe("deposit.result.cancelDone");
    expect(await status(id)).toBe("cancelled");
    // The limit is free: the same amount again is accepted.
    await placeOrder(m.cookie);
  });

  it("a cross-site post of the cancel is refused before the app (the Origin check every mutation gets)", () => {
    const forged = appRequest("/m/voucherCenter", {
      method: "POST",
      body: new URLSearchParams({ intent: "cancelDeposit", id: "1000000001" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
    });
    expect(isForeignMutation(forged)).toBe(true);
  });
});

describe("cancelling from the deposit record (/m/vouReport)", () => {
  const cancel = (cookie: string, id: string, path = "/m/vouReport?status=pending") =>
    postForm(db, recordAction, path, { intent: "cancelDeposit", id }, { cookie });

  it("back to the same filtered list with a toast; the order is cancelled", async () => {
    const m = await member();
    const id = await placeOrder(m.cookie);
    const response = await cancel(m.cookie, String(id));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/m/vouReport?status=pending");
    expect(toastOf(response).key).toBe("deposit.result.cancelDone");
    expect(await status(id)).toBe("cancelled");
  });

  it("another member's order: not found, and it stays pending", async () => {
    const owner = await member();
    const other = await member();
    const id = await placeOrder(owner.cookie);
    const response = await cancel(other.cookie, String(id));
    expect(toastOf(response).key).toBe("deposit.result.cancelNotFound");
    expect(translated("deposit.result.cancelNotFound")).toBe(true);
    expect(await status(id)).toBe("pending");
  });

  it("a paid order cannot be cancelled: the toast says so and it stays paid", async () => {
    const m = await member();
    const id = await placeOrder(m.cookie, "500");
    expect((await creditDeposit(db, id, Date.now())).ok).toBe(true);
    const response = await cancel(m.cookie, String(id));
    expect(toastOf(response).key).toBe("deposit.result.cancelState");
    expect(translated("deposit.result.cancelState")).toBe(true);
    expect(await status(id)).toBe("success");
  });

  it("a forged form (no id, a word, a wrong intent) changes nothing and says not found", async () => {
    const m = await member();
    const id = await placeOrder(m.cookie, "200");
    const forged: Record<string, string>[] = [{ intent: "cancelDeposit" }, { intent: "cancelDeposit", id: "abc" }, { intent: "other", id: String(id) }];
    for (const fields of forged) {
      const response = await postForm(db, recordAction, "/m/vouReport", fields, { cookie: m.cookie });
      expect(toastOf(response).key, JSON.stringify(fields)).toBe("deposit.result.cancelNotFound");
    }
    expect(await status(id)).toBe("pending");
  });
});
