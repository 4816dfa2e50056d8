import type { RgOverview } from "@contract/schemas/rg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action, loader } from "~/routes/m.responsibleGaming";
import { callRoute, postForm, signedInCookie } from "~/testing/forms";
import { appRequest } from "~/testing/load-context";
import type { RgActionData } from "./action.server";
import { hashPassword } from "../../../../gateway/core/crypto";
import { freshDatabase } from "../../../../gateway/testing";

/**
 * /m/responsibleGaming's loader and action over the embedded gateway, posted the
 * way a page without JavaScript posts: each control's change and its toast, the 24-hour wait the
 * gateway decides, refusals next to their field, and a time-out or self-exclusion ending the edge
 * session. Needs the gateway's RG handlers (gateway/handlers/rg.ts, task "api").
 */
let db: D1Database;
let dispose: () => Promise<void>;
beforeAll(async () => ({ db, dispose } = await freshDatabase()));
afterAll(() => dispose());

const PATH = "/m/responsibleGaming";
let serial = 0;

async function member() {
  const account = `rgp${++serial}x${Date.now() % 100_000}`;
  const row = await db
    .prepare("INSERT INTO members (account, password_hash, type, reg_date) VALUES (?1, ?2, 0, ?3) RETURNING id")
    .bind(account, await hashPassword("fresh1234"), Date.now())
    .first<{ id: number }>();
  const id = row?.id ?? 0;
  await db.prepare("INSERT INTO wallets (member_id, currency, currency_symbol, balance_minor) VALUES (?1, 'PHP', '₱', 0)").bind(id).run();
  return { id, cookie: await signedInCookie(db, account, "fresh1234") };
}

const load = async (cookie: string) => ((await (await callRoute(db, loader, appRequest(PATH, { cookie }))).json()) as { overview: RgOverview }).overview;
const send = (cookie: string, fields: Record<string, string>) => postForm(db, action, PATH, fields, { cookie });
const reply = async (response: Response) => (await response.json()) as RgActionData;

/** The flash toast a response sets: its JSON (key, params), decoded from the signed cookie. */
function toastOf(response: Response): { key?: string; params?: Record<string, string> } {
  const line = (response.headers.get("Set-Cookie") ?? "").split(/,(?=\s*el_)/).find((c) => c.trim().startsWith("el_toast="));
  if (!line) return {};
  const value = decodeURIComponent(line.trim().slice("el_toast=".length).split(";")[0] ?? "").replace(/\.[^.]*$/, "");
  return JSON.parse(decodeURIComponent(escape(Buffer.from(value, "base64").toString("latin1")))) as { key?: string };
}
const limitRow = (id: number, kind: string, period: string) =>
  db
    .prepare("SELECT amount, pending, pending_amount FROM rg_limits WHERE member_id = ?1 AND kind = ?2 AND period = ?3")
    .bind(id, kind, period)
    .first<{ amount: number | null; pending: number; pending_amount: number | null }>();

describe("/m/responsibleGaming", () => {
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

  it("RG-05/06: a first limit applies now; a raise waits 24 h (toast with its date); Cancel drops it; history has all three", async () => {
    const m = await member();
    expect((await load(m.cookie)).limits).toHaveLength(10);
    const first = await send(m.cookie, { intent: "limit", kind: "deposit", period: "day", op: "save", amount: "100" });
    expect([first.status, first.headers.get("Location"), toastOf(first).key]).toEqual([302, PATH, "rg.page.toast.now"]);
    expect(await limitRow(m.id, "deposit", "day")).toEqual({ amount: 10_000, pending: 0, pending_amount: null });

    const raise = await send(m.cookie, { intent: "limit", kind: "deposit", period: "day", op: "save", amount: "1,000" });
    expect(toastOf(raise)).toMatchObject({ key: "rg.page.toast.pending", params: { date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/) } });
    expect(await limitRow(m.id, "deposit", "day")).toEqual({ amount: 10_000, pending: 1, pending_amount: 100_000 });
    const page = await load(m.cookie);
    expect(page.limits.find((l) => l.kind === "deposit" && l.period === "day")).toMatchObject({ value: 100, pending: { value: 1000 } });

    const cancel = await send(m.cookie, { intent: "cancel", control: "deposit.day" });
    expect(toastOf(cancel).key).toBe("rg.page.toast.cancelled");
    expect(await limitRow(m.id, "deposit", "day")).toEqual({ amount: 10_000, pending: 0, pending_amount: null });
    const again = await send(m.cookie, { intent: "cancel", control: "deposit.day" });
    expect(again.status).toBe(400);
    expect((await reply(again)).errors).toEqual({ "": "rg.page.refusal.pendingNone" });
    expect((await load(m.cookie)).history.map((h) => h.control)).toEqual(["pending.cancel.deposit.day", "limit.deposit.day", "limit.deposit.day"]);
  });

  it("a removal waits 24 h whatever the form says; the session limit and reality check", async () => {
    const m = await member();
    await send(m.cookie, { intent: "limit", kind: "stake", period: "week", op: "save", amount: "50" });
    const removed = await send(m.cookie, { intent: "limit", kind: "stake", period: "week", op: "remove", amount: "1", effect: "now" });
    expect(toastOf(removed).key).toBe("rg.page.toast.pending");
    expect(await limitRow(m.id, "stake", "week")).toEqual({ amount: 5_000, pending: 1, pending_amount: null });
    const session = await send(m.cookie, { intent: "session", op: "save", minutes: "90" });
    expect(toastOf(session).key).toBe("rg.page.toast.now");
    expect(await limitRow(m.id, "session", "session")).toMatchObject({ amount: 90 });
    const reality = await send(m.cookie, { intent: "reality", minutes: "30" });
    expect(toastOf(reality).key).toBe("rg.page.toast.now");
    expect((await load(m.cookie)).realityCheck.minutes).toBe(30);
  });

  it("bad input is refused by the page with its field's message and changes nothing; an unknown intent is a 400", async () => {
    const m = await member();
    const letters = await send(m.cookie, { intent: "limit", kind: "loss", period: "day", op: "save", amount: "12abc" });
    expect(letters.status).toBe(400);
    expect(await reply(letters)).toMatchObject({ form: "limit-loss-day", errors: { amount: "rg.page.error.amountFormat" }, values: { amount: "12abc" } });
    const short = await send(m.cookie, { intent: "session", op: "save", minutes: "2" });
    expect(await reply(short)).toMatchObject({
      form: "session",
      errors: { minutes: "rg.page.error.minutesFormat" },
      params: { "rg.page.error.minutesFormat": { min: 5, max: 1440 } },
    });
    expect((await send(m.cookie, { intent: "drop" })).status).toBe(400);
    expect((await load(m.cookie)).history).toEqual([]);
  });

  it("RG-11: a wrong password is the password's message (never echoed); the right one excludes, ends the edge session, lands on /m/login", async () => {
    const m = await member();
    const wrong = await send(m.cookie, { intent: "exclusion", months: "6", password: "nope12345", reason: "r", confirm: "on" });
    expect(wrong.status).toBe(400);
    const refused = await reply(wrong);
    expect(refused.errors).toEqual({ password: "rg.page.refusal.exclusionPasswordLeft" });
    expect(refused.params?.["rg.page.refusal.exclusionPasswordLeft"]).toEqual({ attempts: 4 });
    expect(JSON.stringify(refused)).not.toContain("nope12345");
    const right = await send(m.cookie, { intent: "exclusion", months: "6", password: "fresh1234", confirm: "on" });
    expect([right.status, right.headers.get("Location")]).toEqual([302, "/m/login"]);
    expect(toastOf(right)).toMatchObject({ key: "rg.page.toast.exclusion", params: { until: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/) } });
    expect(right.headers.get("Set-Cookie")).toMatch(/el_session=;[^,]*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i);
    expect(await db.prepare("SELECT kind FROM rg_blocks WHERE member_id = ?1").bind(m.id).all()).toMatchObject({ results: [{ kind: "exclusion" }] });
  });

  it("five wrong self-exclusion passwords lock the check; then the right one is refused next to the field with when it unlocks, and nothing changes", async () => {
    const m = await member();
    for (let i = 0; i < 4; i++) {
      const wrong = await reply(await send(m.cookie, { intent: "exclusion", months: "6", password: `nope${i}2345`, confirm: "on" }));
      expect(wrong.errors).toEqual({ password: "rg.page.refusal.exclusionPasswordLeft" });
      expect(wrong.params?.["rg.page.refusal.exclusionPasswordLeft"]).toEqual({ attempts: 4 - i });
    }
    const fifth = await reply(await send(m.cookie, { intent: "exclusion", months: "6", password: "nope42345", confirm: "on" }));
    const right = await send(m.cookie, { intent: "exclusion", months: "6", password: "fresh1234", confirm: "on" });
    expect(right.status).toBe(400);
    for (const refused of [fifth, await reply(right)]) {
      expect(refused.errors).toEqual({ password: "rg.page.refusal.exclusionLocked" });
      expect(refused.params?.["rg.page.refusal.exclusionLocked"]).toEqual({ until: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/) });
    }
    expect((await db.prepare("SELECT COUNT(*) AS n FROM rg_blocks WHERE member_id = ?1").bind(m.id).first<{ n: number }>())?.n).toBe(0);
    expect((await load(m.cookie)).block).toBeNull();
  });

  it("RG-10: a time-out without the confirmation is refused; with it, the member is signed out to /m/login", async () => {
    const m = await member();
    const unconfirmed = await send(m.cookie, { intent: "timeout", days: "7" });
    expect((await reply(unconfirmed)).errors).toEqual({ confirm: "rg.page.error.confirmRequired" });
    const taken = await send(m.cookie, { intent: "timeout", days: "7", confirm: "on" });
    expect([taken.status, taken.headers.get("Location"), toastOf(taken).key]).toEqual([302, "/m/login", "rg.page.toast.timeout"]);
  });
});
