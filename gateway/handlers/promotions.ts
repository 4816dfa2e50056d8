import { entryStatusOnApply, entryCycle, PROMO_IMAGES_MAX, PROMO_REMARK_MAX } from "../../contract/promotion-rules";
import { ContentIdQuery, PromotionApplyJsonRequest, PromotionCancelRequest } from "../../contract/schemas/content-requests";
import { parseRules } from "../../contract/schemas/promotions";
import type { Member } from "../accounts/auth";
import type { Handler } from "../core/handler";
import { fail, ok, readJson } from "../core/http";
import { checkImages, dropImages, filesOf, putImages, type StoredImage } from "../core/images";
import { languageOf } from "../core/language";
import { memberContext, memberView, promotionRows, running, type MemberView, type Progress, type PromotionRow } from "../promotions/promotions";

/**
 * Promotion calls of the embedded gateway (§2 /m/activity, /m/activityInfo, decision
 * 036): the list and one promotion with the member's derived §4 status, eligibility and progress;
 * applying (eligibility enforced, evidence checked and stored in R2), withdrawing an entry, and the
 * §3 promo lookup (REFERRAL, MISSION by running category).
 *
 * Refusals: promotion.not.found, promotion.not.open (not running, or already entered this cycle),
 * promotion.ineligible { reasons }, promotion.remark.length { max }, promotion.evidence.required |
 * count | size | type { index }, promotion.evidence.unavailable (no image store),
 * promotion.not.cancellable.
 */

const invalid = () => fail("request.invalid", "The requested url is empty", 400);
const major = (minor: number) => minor / 100;

function progressValue(p: Progress) {
  switch (p.kind) {
    case "depositToReceive":
      return { kind: p.kind, minDeposit: major(p.minDepositMinor), percent: p.percentBp / 100, cap: major(p.capMinor) };
    case "claimable":
      return { kind: p.kind, key: p.key, amount: major(p.amountMinor), required: major(p.requiredMinor) };
    case "wagering":
      return { kind: p.kind, amount: major(p.amountMinor), done: major(p.doneMinor), required: major(p.requiredMinor) };
    case "cashback":
      return { kind: p.kind, soFar: major(p.soFarMinor), period: p.period };
    case "streak":
      return { kind: p.kind, done: p.done, target: p.target };
    case "rejected":
      return { kind: p.kind, reason: p.reason };
    default:
      return { kind: p.kind };
  }
}

function reasonsValue(v: MemberView["eligibility"]) {
  if (v.ok) return [];
  return v.reasons.map((r) =>
    "needMinor" in r ? { code: r.code, need: major(r.needMinor) } : "days" in r ? { code: r.code, days: r.days } : { code: r.code },
  );
}

function promotionValue(p: PromotionRow, v: MemberView, withContent: boolean) {
  return {
    id: p.id,
    title: p.title,
    summary: p.summary,
    imageUrl: p.image_url,
    category: p.category,
    startsAt: p.starts_at,
    endsAt: p.ends_at,
    status: v.status,
    kind: p.kind,
    evidence: p.evidence,
    eligible: v.eligibility.ok,
    reasons: reasonsValue(v.eligibility),
    progress: v.progress.map(progressValue),
    cancellable: v.cancellable,
    ...(withContent ? { content: p.content } : {}),
  };
}

async function viewsOf(db: D1Database, rows: PromotionRow[], member: Member | null, now: number) {
  const ctx = member ? await memberContext(db, member, now) : null;
  // One after the other: the views share the member's context and each reads little.
  const out: { p: PromotionRow; v: MemberView }[] = [];
  for (const p of rows) out.push({ p, v: await memberView(db, p, ctx, now) });
  return out;
}

/** Promotions with the member's §4 status, eligibility and progress (dates only for visitors). */
const promotions: Handler = {
  auth: "optional",
  async run({ url, request, ctx, member }) {
    const now = ctx.now();
    const rows = await promotionRows(ctx.env.DB, languageOf(url, request));
    return ok((await viewsOf(ctx.env.DB, rows, member, now)).map(({ p, v }) => promotionValue(p, v, false)));
  },
};

const promotionDetail: Handler = {
  auth: "optional",
  async run({ url, request, ctx, member }) {
    const q = ContentIdQuery.safeParse(Object.fromEntries(url.searchParams));
    if (!q.success) return invalid();
    const rows = await promotionRows(ctx.env.DB, languageOf(url, request), q.data.id);
    if (!rows.length) return fail("promotion.not.found", "The requested url is empty", 404);
    const [one] = await viewsOf(ctx.env.DB, rows, member, ctx.now());
    if (!one) return fail("promotion.not.found", "The requested url is empty", 404);
    return ok(promotionValue(one.p, one.v, true));
  },
};

type ApplyInput = { id: number; remark: string; files: File[] };

/** JSON `{ id }` or multipart (id, remark, images): the same application. */
async function applyInput(request: Request): Promise<ApplyInput | null> {
  const type = (request.headers.get("Content-Type") ?? "").toLowerCase();
  if (type.startsWith("multipart/form-data")) {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return null;
    }
    const id = ContentIdQuery.safeParse({ id: form.get("id") });
    const remark = form.get("remark");
    if (!id.success) return null;
    return { id: id.data.id, remark: typeof remark === "string" ? remark.trim() : "", files: filesOf(form, "images") };
  }
  const body = PromotionApplyJsonRequest.safeParse(await readJson(request));
  return body.success ? { id: body.data.id, remark: (body.data.remark ?? "").trim(), files: [] } : null;
}

const EVIDENCE_MESSAGES: Record<string, string | undefined> = {
  "promotion.evidence.required": "Upload at least one image",
  "promotion.evidence.count": "Upload at most 3 images",
  "promotion.evidence.size": "Each image may be at most 5 MB",
  "promotion.evidence.type": "Images must be PNG or JPG",
};

/**
 * Applies for a running promotion: eligibility on the server, the remark and images checked, the
 * images stored in R2 before the batch that records the entry and names them. One entry per cycle:
 * a second application in the same cycle is refused (not open).
 */
const promotionApply: Handler = {
  auth: "member",
  async run({ url, request, ctx, member }) {
    const input = await applyInput(request);
    if (!input) return invalid();
    const db = ctx.env.DB;
    const now = ctx.now();
    const [p] = await promotionRows(db, languageOf(url, request), input.id);
    if (!p) return fail("promotion.not.found", "The requested url is empty", 404);
    const rules = parseRules(p.kind, p.rules);
    if (!rules || !running(p, now)) return fail("promotion.not.open", "This promotion is not open", 409);
    // Invite friends and the mission board are open to every member without joining: their own
    // pages (/m/inviteFriends, /m/leaderBoard) are where they are taken part in.
    if (rules.kind === "referral" || rules.kind === "mission") return fail("promotion.not.applicable", "This promotion needs no application", 409);
    const cycle = entryCycle(rules, now);
    const existing = await db
      .prepare("SELECT 1 FROM promotion_entries WHERE member_id = ?1 AND promotion_id = ?2 AND cycle = ?3")
      .bind(member.id, p.id, cycle)
      .first();
    if (existing) return fail("promotion.not.open", "This promotion is not open", 409);
    const v = await memberView(db, p, await memberContext(db, member, now), now);
    if (!v.eligibility.ok) return fail("promotion.ineligible", "You do not qualify for this promotion yet", 409, { reasons: reasonsValue(v.eligibility) });

    if ([...input.remark].length > PROMO_REMARK_MAX) return fail("promotion.remark.length", "The remark is too long", 400, { max: PROMO_REMARK_MAX });
    const wantsEvidence = p.evidence !== "none";
    const files = wantsEvidence ? input.files : [];
    if (files.length > PROMO_IMAGES_MAX) return fail("promotion.evidence.count", "Upload at most 3 images", 400);
    if (p.evidence === "required" && files.length === 0) return fail("promotion.evidence.required", "Upload at least one image", 400);
    let stored: StoredImage[] = [];
    const bucket = ctx.env.RECEIPTS;
    if (files.length) {
      const checked = await checkImages(files);
      if (!checked.ok) {
        const code = checked.code.replace("deposit.receipt.", "promotion.evidence.");
        return fail(code, EVIDENCE_MESSAGES[code] ?? "Invalid image", 400, checked.index ? { index: checked.index } : undefined);
      }
      if (!bucket) return fail("promotion.evidence.unavailable", "Images cannot be received right now", 503);
      stored = await putImages(bucket, `promotions/${member.id}/${crypto.randomUUID()}`, checked.images);
    }

    const status = entryStatusOnApply(rules.kind);
    const entryId = `(SELECT id FROM promotion_entries WHERE member_id = ?1 AND promotion_id = ?2 AND cycle = ?3)`;
    try {
      const results = await db.batch([
        db
          .prepare(
            `INSERT OR IGNORE INTO promotion_entries (member_id, promotion_id, cycle, status, remark, created_at, updated_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6)`,
          )
          .bind(member.id, p.id, cycle, status, wantsEvidence && input.remark ? input.remark : null, now),
        ...stored.map((img, i) =>
          db
            .prepare(
              `INSERT INTO promotion_evidence (entry_id, idx, object_key, content_type, bytes, sha256)
               SELECT ${entryId}, ?4, ?5, ?6, ?7, ?8 WHERE changes() = 1`,
            )
            .bind(member.id, p.id, cycle, i + 1, img.key, img.type, img.bytes.byteLength, img.sha256),
        ),
      ]);
      // A twin application landed first: this one recorded nothing, its images go.
      if (!results[0]?.meta.changes) {
        if (bucket && stored.length) await dropImages(bucket, stored);
        return fail("promotion.not.open", "This promotion is not open", 409);
      }
    } catch (e) {
      if (bucket && stored.length) await dropImages(bucket, stored);
      throw e;
    }
    return ok({ id: p.id, status });
  },
};

/** Withdraws the member's entry of the current cycle: an application under review, or a join that granted nothing yet. */
const promotionCancel: Handler = {
  auth: "member",
  async run({ url, request, ctx, member }) {
    const body = PromotionCancelRequest.safeParse(await readJson(request));
    if (!body.success) return invalid();
    const db = ctx.env.DB;
    const now = ctx.now();
    const [p] = await promotionRows(db, languageOf(url, request), body.data.id);
    const rules = p ? parseRules(p.kind, p.rules) : null;
    const refused = () => fail("promotion.not.cancellable", "This entry cannot be withdrawn", 409);
    if (!p || !rules) return refused();
    const v = await memberView(db, p, await memberContext(db, member, now), now);
    if (!v.cancellable || v.entryId === null) return refused();
    const { results: keys } = await db.prepare("SELECT object_key FROM promotion_evidence WHERE entry_id = ?1").bind(v.entryId).all<{ object_key: string }>();
    const res = await db
      .prepare("DELETE FROM promotion_entries WHERE id = ?1 AND member_id = ?2 AND status IN ('Applying', 'Joined')")
      .bind(v.entryId, member.id)
      .run();
    if (!res.meta.changes) return refused();
    if (keys.length && ctx.env.RECEIPTS) await ctx.env.RECEIPTS.delete(keys.map((k) => k.object_key)).catch(() => undefined);
    const after = await memberView(db, p, await memberContext(db, member, now), now);
    return ok({ id: p.id, status: after.status });
  },
};

/** The keyed promotions the spec looks up (§3 "REFERRAL and MISSION rows show when enabled"). */
const PROMOTION_KEYS = ["REFERRAL", "MISSION"] as const;

/** §3 promo lookup: whether an active, running promotion of each key (category) exists right now. */
const promotionKeys: Handler = {
  auth: "none",
  async run({ ctx }) {
    const now = ctx.now();
    const { results } = await ctx.env.DB.prepare(
      `SELECT DISTINCT category FROM promotions
        WHERE active = 1 AND (starts_at IS NULL OR starts_at <= ?1) AND (ends_at IS NULL OR ends_at > ?1)`,
    )
      .bind(now)
      .all<{ category: string }>();
    const runningKeys = new Set(results.map((r) => r.category));
    return ok(Object.fromEntries(PROMOTION_KEYS.map((key) => [key, runningKeys.has(key)])));
  },
};

export const promotionHandlers = { promotions, promotionDetail, promotionApply, promotionCancel, promotionKeys };
