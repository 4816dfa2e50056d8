import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerFeedback, feedbackById, feedbackForOperator } from "./feedback";
import { FEEDBACK_CONTENT_MAX, FEEDBACK_IMAGE_MAX_BYTES } from "../../contract/feedback-rules";
import { ROUTES } from "../../contract/routes";
import { openSession, type Member } from "../accounts/auth";
import { handleGatewayRequest } from "../core/router";
import { LIMITS } from "../core/throttle";
import { freshDatabase } from "../testing";

/**
 * The embedded gateway's feedback (§7 "feedback | PUT", §5 images png/jpg ≤ 5 MB, at most 3;
 * migration 0023): stored with its images in R2, refused by content (a .png that is a GIF or HTML),
 * count, size and the text's bounds, refused beyond the per-member limit — and a refusal stores
 * nothing, neither a row nor an object. The operator's answer reaches the member's list and inbox.
 */
let db: D1Database;
let receipts: R2Bucket;
let dispose: () => Promise<void>;
let clock = Date.UTC(2026, 10, 24, 4);

beforeAll(async () => {
  ({ db, receipts, dispose } = await freshDatabase());
});
afterAll(async () => {
  await dispose();
});

const env = (withBucket = true) => ({
  DB: db,
  RECEIPTS: withBucket ? receipts : undefined,
  MERCHANT_CODE: "edgelobby",
  GATEWAY_SECRET: "feedback-test-secret-0123456789",
});
let serial = 0;
async function member(type = 0): Promise<{ id: number; token: string }> {
  const m = (await db
    .prepare(
      "INSERT INTO members (account, password_hash, type, reg_date) VALUES (?1, 'x', ?2, ?3) RETURNING id, account, type, nickname, to_upline, status, reg_date, last_login_at",
    )
    .bind(`fb${++serial}`, type, clock)
    .first<Member>())!;
  return { id: m.id, token: (await openSession(db, m, clock)).token };
}

type Envelope = { success: boolean; code?: string; value?: Record<string, unknown> };
async function send(token: string, form: FormData | null, options: { withBucket?: boolean; language?: string } = {}) {
  const headers: Record<string, string> = { "X-Merchant-Code": "edgelobby", Authorization: `Bearer ${token}`, "Accept-Language": options.language ?? "EN" };
  const route = ROUTES.feedback;
  const res = await handleGatewayRequest(
    new Request(`http://gw${route.path}`, { method: route.method, headers, body: form ?? undefined }),
    env(options.withBucket ?? true),
    () => clock,
  );
  return { status: res.status, json: (await res.json()) as Envelope };
}
async function list(token: string) {
  const res = await handleGatewayRequest(
    new Request(`http://gw${ROUTES.feedbackList.path}`, { headers: { "X-Merchant-Code": "edgelobby", Authorization: `Bearer ${token}` } }),
    env(),
    () => clock,
  );
  return ((await res.json()) as { value: { items: Array<Record<string, unknown>> } }).value.items;
}

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const png = (salt: number, size = 32) => new Uint8Array([...PNG_HEAD, ...Array.from({ length: size }, (_, i) => (i + salt) % 256)]);
const jpg = () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
const GIF = new TextEncoder().encode("GIF89a\x01\x00\x01\x00\x00\x00\x00;");
const HTML = new TextEncoder().encode("<html><script>alert(1)</script></html>");

function feedbackForm(fields: { category?: string; content?: string }, files: Uint8Array[] = [], type = "image/png"): FormData {
  const form = new FormData();
  form.set("category", fields.category ?? "deposit");
  form.set("content", fields.content ?? "My deposit of 500 has not arrived yet.");
  files.forEach((bytes, i) => form.append("images", new File([bytes as Uint8Array<ArrayBuffer>], `shot-${i + 1}.png`, { type })));
  return form;
}

const rows = async (memberId: number) => (await db.prepare("SELECT COUNT(*) AS n FROM feedback WHERE member_id = ?1").bind(memberId).first<{ n: number }>())!.n;
const objects = async (memberId: number) => (await receipts.list({ prefix: `feedback/${memberId}/` })).objects.length;

describe("§7 feedback PUT: stored with its images", () => {
  it("stores the feedback, its images in R2 by their bytes' type, and lists it for the member", async () => {
    const m = await member();
    const { status, json } = await send(
      m.token,
      feedbackForm({ category: "games", content: "  The slot froze after a win.\r\nPlease check.  " }, [png(1), jpg()]),
    );
    expect(status).toBe(200);
    expect(json).toMatchObject({ success: true, value: { status: "received" } });
    const id = json.value!.id as number;
    const full = await feedbackById(db, id);
    expect(full).toMatchObject({
      member_id: m.id,
      category: "games",
      content: "The slot froze after a win.\nPlease check.",
      status: "received",
      language: "en",
      images: 2,
    });
    expect(full!.imageList.map((i) => [i.idx, i.content_type])).toEqual([
      [1, "image/png"],
      [2, "image/jpeg"],
    ]);
    for (const img of full!.imageList) expect((await receipts.head(img.object_key))?.httpMetadata?.contentType).toBe(img.content_type);
    expect(await list(m.token)).toEqual([expect.objectContaining({ id, category: "games", status: "received", images: 2, answer: null })]);
  });

  it("images are optional", async () => {
    const m = await member();
    expect((await send(m.token, feedbackForm({ category: "suggestion", content: "Add more fishing games please" }))).status).toBe(200);
    expect(await rows(m.id)).toBe(1);
  });
});

describe("§5 feedback refusals store nothing (no row, no R2 object)", () => {
  const cases: Array<[string, () => FormData, string]> = [
    ["a .png that is really a GIF", () => feedbackForm({}, [GIF]), "feedback.image.type"],
    ["a .png that is really HTML", () => feedbackForm({}, [png(2), HTML]), "feedback.image.type"],
    ["a 4th image", () => feedbackForm({}, [png(1), png(2), png(3), png(4)]), "feedback.image.count"],
    ["an image of 5 MB + 1 byte", () => feedbackForm({}, [png(5, FEEDBACK_IMAGE_MAX_BYTES + 1 - PNG_HEAD.length)]), "feedback.image.size"],
    ["content under 10 characters", () => feedbackForm({ content: " too short " }), "feedback.content.short"],
    ["content over 500 characters", () => feedbackForm({ content: "x".repeat(FEEDBACK_CONTENT_MAX + 1) }), "feedback.content.long"],
    ["an unknown category", () => feedbackForm({ category: "bribe" }), "feedback.category.invalid"],
  ];
  it.each(cases)("refuses %s", async (_, form, code) => {
    const m = await member();
    const { status, json } = await send(m.token, form());
    expect(status).toBe(400);
    expect(json).toMatchObject({ success: false, code });
    expect(await rows(m.id)).toBe(0);
    expect(await objects(m.id)).toBe(0);
  });

  it("names which image broke the rule", async () => {
    const m = await member();
    expect((await send(m.token, feedbackForm({}, [png(1), png(2), GIF]))).json).toMatchObject({ code: "feedback.image.type", value: { index: 3 } });
  });

  it("accepts exactly 500 characters and exactly 5 MB, counted as characters (emoji are one each)", async () => {
    const m = await member();
    expect((await send(m.token, feedbackForm({ content: "🎰".repeat(FEEDBACK_CONTENT_MAX) }))).status).toBe(200);
    expect((await send(m.token, feedbackForm({}, [png(7, FEEDBACK_IMAGE_MAX_BYTES - PNG_HEAD.length)]))).status).toBe(200);
    expect(await rows(m.id)).toBe(2);
  });

  it("refuses a body that is not multipart, and a trial account (§6 type 4)", async () => {
    const m = await member();
    const res = await handleGatewayRequest(
      new Request(`http://gw${ROUTES.feedback.path}`, {
        method: "PUT",
        headers: { "X-Merchant-Code": "edgelobby", Authorization: `Bearer ${m.token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ category: "other", content: "a json body here" }),
      }),
      env(),
      () => clock,
    );
    expect(res.status).toBe(400);
    const trial = await member(4);
    expect((await send(trial.token, feedbackForm({}, [png(1)]))).json).toMatchObject({ code: "feedback.trial" });
    expect(await rows(trial.id)).toBe(0);
    expect(await objects(trial.id)).toBe(0);
  });

  it("without an image store, feedback with images is refused and stores nothing; without images it is stored", async () => {
    const m = await member();
    expect((await send(m.token, feedbackForm({}, [png(1)]), { withBucket: false })).json).toMatchObject({ code: "feedback.unavailable" });
    expect(await rows(m.id)).toBe(0);
    expect((await send(m.token, feedbackForm({}), { withBucket: false })).status).toBe(200);
  });
});

describe("feedback rate limit per member (LIMITS.feedbackPerMember)", () => {
  it(`refuses the ${LIMITS.feedbackPerMember.max + 1}th in a day with 429 and the wait, storing nothing; a day later it is accepted`, async () => {
    const m = await member();
    const other = await member();
    const start = clock;
    for (let i = 0; i < LIMITS.feedbackPerMember.max; i++) {
      clock = start + i * 60_000;
      expect((await send(m.token, feedbackForm({}, [png(i)]))).status).toBe(200);
    }
    clock = start + LIMITS.feedbackPerMember.max * 60_000;
    const refused = await send(m.token, feedbackForm({}, [png(99)]));
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ code: "feedback.too.frequent" });
    // The first one leaves the window a day after it was sent.
    expect(refused.json.value!.retryAfterSeconds).toBe((LIMITS.feedbackPerMember.windowMs - LIMITS.feedbackPerMember.max * 60_000) / 1000);
    expect(await rows(m.id)).toBe(LIMITS.feedbackPerMember.max);
    expect(await objects(m.id)).toBe(LIMITS.feedbackPerMember.max);
    // Another member is not affected.
    expect((await send(other.token, feedbackForm({}))).status).toBe(200);
    // A day later (the rows aged instead of the clock moved: the session would have ended) it is accepted.
    await db.prepare("UPDATE feedback SET created_at = created_at - ?2 WHERE member_id = ?1").bind(m.id, LIMITS.feedbackPerMember.windowMs).run();
    expect((await send(m.token, feedbackForm({}))).status).toBe(200);
    clock = start;
  });
});

describe("the operator's side (npm run site -- feedback)", () => {
  it("lists newest first, answers once, and the member reads the answer on the list and in the inbox", async () => {
    const m = await member();
    clock += 1000;
    const first = (await send(m.token, feedbackForm({ category: "withdrawal", content: "Withdrawal pending for two days" }), { language: "PT" })).json.value!
      .id as number;
    clock += 1000;
    const second = (await send(m.token, feedbackForm({ category: "other", content: "Second feedback message" }))).json.value!.id as number;
    const listed = (await feedbackForOperator(db, null)).map((r) => r.id);
    expect(listed.indexOf(second)).toBeLessThan(listed.indexOf(first));
    expect((await feedbackForOperator(db, "received")).map((r) => r.id)).toContain(first);

    clock += 1000;
    expect(await answerFeedback(db, first, "  It was paid this morning.  ", clock)).toMatchObject({
      ok: true,
      row: { status: "answered", answer: "It was paid this morning." },
    });
    expect(await answerFeedback(db, first, "again", clock)).toEqual({ ok: false, reason: "already_answered" });
    expect(await answerFeedback(db, 9_999_999, "who", clock)).toEqual({ ok: false, reason: "not_found" });
    expect(await answerFeedback(db, second, "   ", clock)).toEqual({ ok: false, reason: "invalid" });
    expect((await list(m.token)).find((r) => r.id === first)).toMatchObject({ status: "answered", answer: "It was paid this morning.", answeredAt: clock });
    const { results } = await db.prepare("SELECT title, content FROM messages WHERE member_id = ?1").bind(m.id).all<{ title: string; content: string }>();
    // Written in the language the member wrote in (PT).
    expect(results).toEqual([{ title: `Resposta ao seu feedback #${first}`, content: expect.stringContaining("It was paid this morning.") }]);
  });
});
