import { getZodConstraint } from "@conform-to/zod";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loader as centreLoader } from "~/routes/m.securityCenter";
import { action as cardsAction, loader as cardsLoader } from "~/routes/m.securityCenter_.bankCards";
import { action as payeeAction, loader as payeeLoader } from "~/routes/m.securityCenter_.payeeName";
import { action as paymentAction, loader as paymentLoader } from "~/routes/m.securityCenter_.paymentPassword";
import { callRoute, postForm, signedInCookie, type RouteFunction, routeArgs } from "~/testing/forms";
import { appContext, appRequest } from "~/testing/load-context";
import { PayeeNameSchema, paymentPasswordSchema } from "./schemas";
import { hashPassword } from "../../../gateway/core/crypto";
import { freshDatabase } from "../../../gateway/testing";

/**
 * The security pages' loaders and actions (route modules cannot hold tests) over the embedded
 * gateway, posted the way a page without JavaScript posts: a refused form answers 400 with its
 * errors and never the passwords; a saved one redirects with a toast.
 */
let db: D1Database;
let dispose: () => Promise<void>;
beforeAll(async () => ({ db, dispose } = await freshDatabase()));
afterAll(() => dispose());

type Reply = { result: { status?: string; initialValue?: Record<string, unknown>; error?: Record<string, string[] | null> }; params?: Record<string, unknown> };

let serial = 0;
/** A member of the test's own, signed in; returns the id and the cookie jar. */
async function member(options: { payeeName?: string } = {}): Promise<{ id: number; cookie: string }> {
  const account = `secr${++serial}x${Date.now() % 100_000}`;
  const row = await db
    .prepare("INSERT INTO members (account, password_hash, type, reg_date) VALUES (?1, ?2, 0, ?3) RETURNING id")
    .bind(account, await hashPassword("fresh1234"), Date.now())
    .first<{ id: number }>();
  if (options.payeeName) await db.prepare("INSERT INTO member_profiles (member_id, payee_name) VALUES (?1, ?2)").bind(row!.id, options.payeeName).run();
  return { id: row!.id, cookie: await signedInCookie(db, account, "fresh1234") };
}

const post = (action: RouteFunction, path: string, fields: Record<string, string>, cookie: string) => postForm(db, action, path, fields, { cookie });
const load = async <T>(loader: RouteFunction, path: string, cookie: string) => (await (await callRoute(db, loader, appRequest(path, { cookie }))).json()) as T;
const toastOf = (response: Response) => response.headers.getSetCookie().some((c) => c.startsWith("el_toast="));
const profile = (id: number) =>
  db
    .prepare("SELECT payee_name, payment_password_hash FROM member_profiles WHERE member_id = ?1")
    .bind(id)
    .first<{ payee_name: string | null; payment_password_hash: string | null }>();

describe("pages need a member", () => {
  it("a visitor is sent to sign in, from every page and action", async () => {
    for (const [fn, path] of [
      [centreLoader, "/m/securityCenter"],
      [paymentLoader, "/m/securityCenter/paymentPassword"],
      [payeeAction, "/m/securityCenter/payeeName"],
      [cardsAction, "/m/securityCenter/bankCards"],
    ] as const) {
      const response = await callRoute(
        db,
        fn,
        appRequest(path, { method: "POST", body: new URLSearchParams(), headers: { "Content-Type": "application/x-www-form-urlencoded" } }),
      );
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location"), path).toMatch(/^\/m\/login/);
    }
  });
});

describe("/m/securityCenter/paymentPassword", () => {
  it("sets, then changes with the current one; refusals name the field and never echo a password", async () => {
    const m = await member();
    expect(await load(paymentLoader, "/m/securityCenter/paymentPassword", m.cookie)).toEqual({
      hasCurrent: false,
      lockedUntil: null,
      constraint: getZodConstraint(paymentPasswordSchema(false)),
    });
    const letters = await post(paymentAction, "/m/securityCenter/paymentPassword", { newPassword: "12ab56", confirmPassword: "12ab56" }, m.cookie);
    expect(letters.status).toBe(400);
    const reply = (await letters.json()) as Reply;
    expect(reply.result.error?.newPassword).toEqual(["security.paymentPassword.format"]);
    expect(JSON.stringify(reply)).not.toContain("12ab56");
    expect((await profile(m.id))?.payment_password_hash ?? null).toBeNull();

    const set = await post(paymentAction, "/m/securityCenter/paymentPassword", { newPassword: "135790", confirmPassword: "135790" }, m.cookie);
    expect([set.status, set.headers.get("Location"), toastOf(set)]).toEqual([302, "/m/securityCenter", true]);
    expect(await load(paymentLoader, "/m/securityCenter/paymentPassword", m.cookie)).toEqual({
      hasCurrent: true,
      lockedUntil: null,
      constraint: getZodConstraint(paymentPasswordSchema(true)),
    });

    // A form loaded before the password was set (no current field) is now a change: the current one is asked for.
    const stale = (await (
      await post(paymentAction, "/m/securityCenter/paymentPassword", { newPassword: "246801", confirmPassword: "246801" }, m.cookie)
    ).json()) as Reply;
    expect(stale.result.error?.oldPassword).toEqual(["security.paymentPassword.oldRequired"]);

    const wrong = await post(
      paymentAction,
      "/m/securityCenter/paymentPassword",
      { oldPassword: "000000", newPassword: "246801", confirmPassword: "246801" },
      m.cookie,
    );
    const wrongReply = (await wrong.json()) as Reply;
    expect(wrongReply.result.error?.oldPassword).toEqual(["security.paymentPassword.wrong"]);
    expect(wrongReply.params).toEqual({ "security.paymentPassword.wrong": { attempts: 4 } });
    expect(JSON.stringify(wrongReply)).not.toMatch(/000000|246801/);

    const changed = await post(
      paymentAction,
      "/m/securityCenter/paymentPassword",
      { oldPassword: "135790", newPassword: "246801", confirmPassword: "246801" },
      m.cookie,
    );
    expect([changed.status, changed.headers.get("Location")]).toEqual([302, "/m/securityCenter"]);
  });

  it("five wrong current passwords lock it: the form's message and the page name the time it lifts", async () => {
    const m = await member();
    await post(paymentAction, "/m/securityCenter/paymentPassword", { newPassword: "135790", confirmPassword: "135790" }, m.cookie);
    let last: Reply | undefined;
    for (let i = 0; i < 5; i++) {
      last = (await (
        await post(paymentAction, "/m/securityCenter/paymentPassword", { oldPassword: "111111", newPassword: "222222", confirmPassword: "222222" }, m.cookie)
      ).json()) as Reply;
    }
    expect(last!.result.error?.[""]).toEqual(["security.paymentPassword.locked"]);
    const until = (last!.params?.["security.paymentPassword.locked"] as { until: string }).until;
    expect(until).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(await load(paymentLoader, "/m/securityCenter/paymentPassword", m.cookie)).toEqual({
      hasCurrent: true,
      lockedUntil: until,
      constraint: getZodConstraint(paymentPasswordSchema(true)),
    });
  });
});

describe("/m/securityCenter/payeeName", () => {
  it("sets the real name once; a second POST (a form loaded before) is refused and changes nothing", async () => {
    const m = await member();
    expect(await load(payeeLoader, "/m/securityCenter/payeeName", m.cookie)).toEqual({ payeeName: null, constraint: getZodConstraint(PayeeNameSchema) });
    const bad = (await (await post(payeeAction, "/m/securityCenter/payeeName", { payeeName: "Juan 2" }, m.cookie)).json()) as Reply;
    expect(bad.result.error?.payeeName).toEqual(["security.payeeName.format"]);
    const saved = await post(payeeAction, "/m/securityCenter/payeeName", { payeeName: "Juan  Dela Cruz" }, m.cookie);
    expect([saved.status, saved.headers.get("Location"), toastOf(saved)]).toEqual([302, "/m/securityCenter", true]);
    expect(await load(payeeLoader, "/m/securityCenter/payeeName", m.cookie)).toEqual({
      payeeName: "J*** D*** C***",
      constraint: getZodConstraint(PayeeNameSchema),
    });

    const again = await post(payeeAction, "/m/securityCenter/payeeName", { payeeName: "Pedro Penduko" }, m.cookie);
    expect(again.status).toBe(400);
    expect(((await again.json()) as Reply).result.error?.[""]).toEqual(["security.payeeName.exists"]);
    expect((await profile(m.id))?.payee_name).toBe("Juan Dela Cruz");
  });
});

describe("/m/securityCenter/bankCards", () => {
  it("binds (the holder must be the real name), lists masked, and removes with the payment password", async () => {
    const m = await member({ payeeName: "Juan Dela Cruz" });
    const path = "/m/securityCenter/bankCards";
    const mismatch = (await (
      await post(cardsAction, path, { intent: "add", bankCode: "BDO", accountNumber: "1234 5678 1234", holderName: "Pedro Cruz" }, m.cookie)
    ).json()) as Reply & {
      intent: string;
    };
    expect([mismatch.intent, mismatch.result.error?.holderName]).toEqual(["add", ["security.bankCards.holderMismatch"]]);
    const added = await post(cardsAction, path, { intent: "add", bankCode: "BDO", accountNumber: "1234 5678 1234", holderName: "juan dela cruz" }, m.cookie);
    expect([added.status, added.headers.get("Location"), toastOf(added)]).toEqual([302, path, true]);

    type Page = {
      cards: Array<{ id: number; last4: string; holderName: string; bankName: string }>;
      limit: number;
      banks: unknown[];
      payeeName: string;
      hasPaymentPassword: boolean;
    };
    const page = await load<Page>(cardsLoader, path, m.cookie);
    expect(page.cards.map((c) => [c.bankName, c.last4, c.holderName])).toEqual([["BDO Unibank", "1234", "J*** D*** C***"]]);
    expect([page.limit, page.banks.length, page.payeeName, page.hasPaymentPassword]).toEqual([5, 11, "J*** D*** C***", false]);
    expect(JSON.stringify(page)).not.toMatch(/123456781234|Juan/);
    const cardId = String(page.cards[0]!.id);

    const noPassword = (await (await post(cardsAction, path, { intent: "delete", cardId, paymentPassword: "135790" }, m.cookie)).json()) as Reply;
    expect(noPassword.result.error?.[""]).toEqual(["security.paymentPassword.missing"]);
    await post(paymentAction, "/m/securityCenter/paymentPassword", { newPassword: "135790", confirmPassword: "135790" }, m.cookie);
    const wrong = (await (await post(cardsAction, path, { intent: "delete", cardId, paymentPassword: "000000" }, m.cookie)).json()) as Reply & {
      cardId: number;
    };
    expect([wrong.cardId, wrong.result.error?.paymentPassword, wrong.params]).toEqual([
      Number(cardId),
      ["security.paymentPassword.wrong"],
      { "security.paymentPassword.wrong": { attempts: 4 } },
    ]);
    expect(JSON.stringify(wrong)).not.toContain("000000");
    expect((await load<Page>(cardsLoader, path, m.cookie)).cards).toHaveLength(1);
    const removed = await post(cardsAction, path, { intent: "delete", cardId, paymentPassword: "135790" }, m.cookie);
    expect([removed.status, removed.headers.get("Location")]).toEqual([302, path]);
    expect((await load<Page>(cardsLoader, path, m.cookie)).cards).toHaveLength(0);
  });

  it("a sixth card is refused at the form", async () => {
    const m = await member({ payeeName: "Ana Reyes" });
    for (let i = 0; i < 5; i++) {
      await db
        .prepare("INSERT INTO bank_cards (member_id, bank_code, account_number, holder_name, created_at) VALUES (?1, 'BPI', ?2, 'Ana Reyes', 0)")
        .bind(m.id, `300000000${i}`)
        .run();
    }
    const sixth = (await (
      await post(cardsAction, "/m/securityCenter/bankCards", { intent: "add", bankCode: "BDO", accountNumber: "3000000009", holderName: "Ana Reyes" }, m.cookie)
    ).json()) as Reply;
    expect([sixth.result.error?.[""], sixth.params]).toEqual([["security.bankCards.limit"], { "security.bankCards.limit": { limit: 5 } }]);
  });

  it("an unknown intent is a bad request", async () => {
    const m = await member();
    expect((await post(cardsAction, "/m/securityCenter/bankCards", { intent: "drop" }, m.cookie)).status).toBe(400);
  });
});

describe("/m/securityCenter", () => {
  it("reads the overview fresh, the lock time formatted", async () => {
    const m = await member();
    const page = await load<{ overview: { paymentPassword: boolean; bankCards: number }; lockedUntil: string | null }>(
      centreLoader,
      "/m/securityCenter",
      m.cookie,
    );
    expect([page.overview.paymentPassword, page.overview.bankCards, page.lockedUntil]).toEqual([false, 0, null]);
  });

  it("a gateway that cannot be reached gives the error state's reason (502), not a page of empty items", async () => {
    const m = await member();
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("fetch failed")));
    try {
      const request = appRequest("/m/securityCenter", { cookie: m.cookie });
      const context = await appContext(db, request, { env: { GATEWAY_URL: "https://gateway.operator.example" } });
      const response = await centreLoader(routeArgs(request, context)).then(
        () => null,
        (thrown: unknown) => thrown as { data: unknown; init: ResponseInit | null },
      );
      expect([response?.init?.status, response?.data]).toEqual([502, { reason: "gateway.unreachable" }]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
