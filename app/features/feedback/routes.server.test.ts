import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resources } from "~/i18n/resources";
import { action, loader } from "~/routes/m.feedback";
import { takeToast } from "~/session/toast.server";
import { toResponse, signedInCookie, routeArgs } from "~/testing/forms";
import { appContext, appRequest, cookiesFrom } from "~/testing/load-context";
import { hashPassword } from "../../../gateway/core/crypto";
import { freshDatabase } from "../../../gateway/testing";

/**
 * /m/feedback's loader and action over the embedded gateway and a real R2 (§7 "feedback | PUT",
 * §5), posted as a page without JavaScript posts (multipart): a refusal answers 400 with a
 * translated key on its field and stores nothing; a good one goes back to the page with a toast and
 * the page lists it.
 */
let db: D1Database;
let receipts: R2Bucket;
let dispose: () => Promise<void>;
beforeAll(async () => ({ db, receipts, dispose } = await freshDatabase()));
afterAll(() => dispose());

let serial = 0;
async function member(): Promise<{ id: number; cookie: string }> {
  const account = `fbr${++serial}x${Date.now() % 100_000}`;
  const row = await db
    .prepare("INSERT INTO members (account, password_hash, type, reg_date) VALUES (?1, ?2, 0, ?3) RETURNING id")
    .bind(account, await hashPassword("fresh1234"), Date.now())
    .first<{ id: number }>();
  await db.prepare("INSERT INTO wallets (member_id, currency, currency_symbol, balance_minor) VALUES (?1, 'PHP', '₱', 0)").bind(row!.id).run();
  return { id: row!.id, cookie: await signedInCookie(db, account, "fresh1234") };
}

/** A route call whose gateway has the R2 bucket (the deployed app's RECEIPTS binding). */
async function call(fn: typeof action | typeof loader, request: Request): Promise<Response> {
  const context = await appContext(db, request, { env: { RECEIPTS: receipts } });
  try {
    return toResponse(await fn(routeArgs(request, context)));
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    return toResponse(thrown);
  }
}

function post(cookie: string, fields: Record<string, string>, files: File[] = []): Promise<Response> {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  for (const f of files) body.append("images", f);
  return call(action, appRequest("/m/feedback", { method: "POST", body, cookie }));
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const png = (n: number, size = 64) =>
  new File([new Uint8Array([...PNG, ...Array.from({ length: size }, (_, i) => (i * n) % 256)])], `shot-${n}.png`, { type: "image/png" });
const gifNamedPng = () => new File([new TextEncoder().encode("GIF89a\x01\x00\x01\x00\x00\x00\x00;")], "shot.png", { type: "image/png" });
const good = { category: "deposit", content: "My deposit of 500 has not arrived." };

type Reply = { result: { status?: string; error?: Record<string, string[] | null> } };
const stored = async (id: number) => (await db.prepare("SELECT COUNT(*) AS n FROM feedback WHERE member_id = ?1").bind(id).first<{ n: number }>())!.n;
const objects = async (id: number) => (await receipts.list({ prefix: `feedback/${id}/` })).objects.length;

function translated(key: string): boolean {
  const lookup = (lang: "ty" | "en" | "pt") =>
    key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources[lang].translation);
  return (["ty", "en", "pt"] as const).every((lang) => typeof lookup(lang) === "string" && (lookup(lang) as string).length > 0);
}

describe("/m/feedback is for members (§6)", () => {
  it("a visitor is sent to sign in, from the page and the action", async () => {
    for (const response of [await call(loader, appRequest("/m/feedback")), await post("", good)]) {
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toMatch(/^\/m\/login/);
    }
  });
});

describe("/m/feedback action (§7 feedback PUT, §5 limits), without JavaScript", () => {
  it("stores the feedback with its image, returns to the page with a toast, and the page lists it", async () => {
    const m = await member();
    const response = await post(m.cookie, good, [png(1)]);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/m/feedback");
    const next = appRequest("/m/feedback", { cookie: cookiesFrom(response, m.cookie) });
    expect((await takeToast(next, (await appContext(db, next)).cookieOptions)).toast?.key).toBe("feedback.sent");
    expect(await stored(m.id)).toBe(1);
    expect(await objects(m.id)).toBe(1);
    const page = (await (await call(loader, appRequest("/m/feedback", { cookie: m.cookie }))).json()) as {
      items: Array<Record<string, unknown>>;
      constraint: Record<string, unknown>;
    };
    expect(page.items).toEqual([expect.objectContaining({ category: "deposit", content: good.content, status: "received", images: 1 })]);
    expect(page.constraint.content).toMatchObject({ required: true, minLength: 10, maxLength: 500 });
  });

  const refusals: Array<[string, () => [Record<string, string>, File[]], string, string]> = [
    ["a .png that is really a GIF (checked by its bytes)", () => [good, [gifNamedPng()]], "images", "feedback.error.imageType"],
    ["a 4th image", () => [good, [png(1), png(2), png(3), png(4)]], "images", "feedback.error.imageCount"],
    ["an image over 5 MB", () => [good, [png(5, 5 * 1024 * 1024)]], "images", "feedback.error.imageSize"],
    ["content under 10 characters", () => [{ ...good, content: "help" }, []], "content", "feedback.error.contentShort"],
    ["content over 500 characters", () => [{ ...good, content: "x".repeat(501) }, []], "content", "feedback.error.contentLong"],
    ["no category", () => [{ content: good.content }, []], "category", "feedback.error.categoryRequired"],
  ];
  it.each(refusals)("refuses %s with a translated message on its field and stores nothing", async (_, input, field, key) => {
    const m = await member();
    const response = await post(m.cookie, ...input());
    expect(response.status).toBe(400);
    const reply = (await response.json()) as Reply;
    expect(reply.result.error?.[field]).toEqual([key]);
    expect(translated(key)).toBe(true);
    expect(await stored(m.id)).toBe(0);
    expect(await objects(m.id)).toBe(0);
  });

  it("the gateway's limit arrives as a translated form message with the hours to wait", async () => {
    const m = await member();
    for (let i = 0; i < 5; i++) expect((await post(m.cookie, good)).status).toBe(302);
    const response = await post(m.cookie, good, [png(9)]);
    expect(response.status).toBe(400);
    const reply = (await response.json()) as Reply & { params?: Record<string, Record<string, number>> };
    expect(reply.result.error?.[""]).toEqual(["feedback.error.tooFrequent"]);
    expect(reply.params?.["feedback.error.tooFrequent"]).toEqual({ count: 24 });
    expect(await stored(m.id)).toBe(5);
    expect(await objects(m.id)).toBe(0);
  });
});
