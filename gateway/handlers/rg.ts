import {
  changeSetting,
  EXCLUSION_MONTHS,
  exclusionEnd,
  limitWindow,
  lowerIsTighter,
  MAX_LIMIT_MINOR,
  MONEY_PERIODS,
  realityChoices,
  realityDueAt,
  SESSION_MINUTES,
  settingAt,
  shorterIsTighter,
  timeoutChoices,
  timeoutEnd,
  type LimitKind,
  type LimitPeriod,
  type Setting,
} from "../../contract/rg-rules";
import {
  RG_CONTROL,
  RgCancelPendingRequest,
  RgExcludeRequest,
  RgSetLimitRequest,
  RgSetRealityCheckRequest,
  RgTimeoutRequest,
} from "../../contract/schemas/rg-requests";
import { guardedCheck } from "../accounts/secret-guard";
import { sha256Hex, verifyPassword } from "../core/crypto";
import type { Handler, MemberArgs } from "../core/handler";
import { fail, ok, readJson } from "../core/http";
import { DEFAULT_LANG, languageOf, textLang } from "../core/language";
import { activeBlock, auditStatement, marketRules, rgRefusal, sessionFacts, settingOf, usedIn, DEFAULT_REALITY_MINUTES } from "../rg/rg";
import { CONFIRMATION_LANGS, exclusionConfirmation } from "../rg/rg-mail";
import { limitMessageStatements, recipientOf } from "../wallet/money-messages";

/**
 * The responsible-gaming endpoints (decision 040; contract/routes.ts rg*): the member's
 * controls as the RG page shows them, and the changes it makes. Answers are exactly the app's
 * schemas (contract/schemas/rg.ts): money in major units, session limits in minutes, instants in
 * epoch ms. Every change is written with its audit row (RG-15) in one batch. The router's gate
 * classifies all these calls as free, so the page works in every state (a block, a due check).
 */

const major = (minor: number) => minor / 100;

/** The ten rows of the overview, in the page's order. */
const LIMIT_ROWS: ReadonlyArray<{ kind: LimitKind; period: LimitPeriod }> = [
  ...(["deposit", "loss", "stake"] as const).flatMap((kind) => MONEY_PERIODS.map((period) => ({ kind, period }))),
  { kind: "session", period: "session" },
];

type LimitRow = { kind: LimitKind; period: LimitPeriod; amount: number | null; pending: number; pending_amount: number | null; pending_at: number | null };

const NO_SETTING: Setting = { value: null, pending: null };

async function storedLimits(db: D1Database, memberId: number): Promise<Map<string, Setting>> {
  const { results } = await db
    .prepare("SELECT kind, period, amount, pending, pending_amount, pending_at FROM rg_limits WHERE member_id = ?1")
    .bind(memberId)
    .all<LimitRow>();
  return new Map(results.map((r) => [`${r.kind}.${r.period}`, settingOf(r)]));
}

type SettingsRow = { amount: number | null; pending: number; pending_amount: number | null; pending_at: number | null };

async function storedReality(db: D1Database, memberId: number): Promise<Setting> {
  const row = await db
    .prepare("SELECT reality_minutes AS amount, pending, pending_reality_minutes AS pending_amount, pending_at FROM rg_settings WHERE member_id = ?1")
    .bind(memberId)
    .first<SettingsRow>();
  return row ? settingOf(row) : NO_SETTING;
}

/** A limit's stored value as the app sees it: major units for money, minutes for the session limit. */
const shown = (kind: LimitKind, v: number | null) => (v === null ? null : kind === "session" ? v : major(v));
/** An audit value (RG-15): money as major "100.00", minutes as "60", no limit as null. */
export const auditValue = (kind: LimitKind | "reality", v: number | null) =>
  v === null ? null : kind === "session" || kind === "reality" ? String(v) : (v / 100).toFixed(2);

type AuditRow = { control: string; old_value: string | null; new_value: string | null; actor: string; requested_at: number; effective_at: number };

/* ---------------- market ---------------- */

/** The market in force and its rules (public: registration reads the minimum age). */
const rgMarket: Handler = {
  auth: "none",
  async run({ ctx }) {
    return ok(await marketRules(ctx.env.DB));
  },
};

/* ---------------- overview ---------------- */

/**
 * The RG page: every limit with its value in force (a due pending change folded in), the pending
 * change and the current window's usage (even when no limit is set, so the page can show what a
 * limit would count), the reality check, a block in force, the choices and the newest 50 audit rows.
 */
const rgOverview: Handler = {
  auth: "member",
  async run({ ctx, member }) {
    const db = ctx.env.DB;
    const now = ctx.now();
    const market = await marketRules(db);
    const [wallet, stored, reality, block, history] = await Promise.all([
      db.prepare("SELECT currency_symbol FROM wallets WHERE member_id = ?1").bind(member.id).first<{ currency_symbol: string }>(),
      storedLimits(db, member.id),
      storedReality(db, member.id),
      activeBlock(db, member.id, now),
      db
        .prepare(
          "SELECT control, old_value, new_value, actor, requested_at, effective_at FROM rg_audit WHERE member_id = ?1 ORDER BY requested_at DESC, id DESC LIMIT 50",
        )
        .bind(member.id)
        .all<AuditRow>(),
    ]);
    const limits = [];
    for (const { kind, period } of LIMIT_ROWS) {
      const s = settingAt(stored.get(`${kind}.${period}`) ?? NO_SETTING, now);
      let used: number | null = null;
      let resetAt: number | null = null;
      if (kind !== "session" && period !== "session") {
        const window = limitWindow(period, now);
        used = major(Math.max(0, await usedIn(db, member.id, kind, window.start, now)));
        resetAt = window.resetAt;
      }
      limits.push({
        kind,
        period,
        value: shown(kind, s.value),
        pending: s.pending ? { value: shown(kind, s.pending.value), at: s.pending.at } : null,
        used,
        resetAt,
      });
    }
    const r = settingAt(reality, now);
    return ok({
      market,
      currencySymbol: wallet?.currency_symbol ?? "₱",
      limits,
      realityCheck: {
        // Where the market makes the check mandatory (MT) and the member chose none, its default runs.
        minutes: r.value ?? (market.realityCheckRequired ? DEFAULT_REALITY_MINUTES : null),
        pending: r.pending,
        choices: realityChoices(market),
      },
      block,
      timeoutChoices: timeoutChoices(market),
      exclusionChoices: [...EXCLUSION_MONTHS],
      history: history.results.map((h) => ({
        control: h.control,
        oldValue: h.old_value,
        newValue: h.new_value,
        actor: h.actor,
        requestedAt: h.requested_at,
        effectiveAt: h.effective_at,
      })),
    });
  },
};

/* ---------------- limits ---------------- */

const LIMIT_FORMAT = () => fail("rg.limit.format", "The limit is not valid", 400);

/** A money limit in minor units (> 0, at most two decimals, at most MAX_LIMIT_MINOR), or undefined when malformed. */
function limitMinor(v: number): number | undefined {
  const minor = Math.round(v * 100);
  return Number.isFinite(v) && minor / 100 === v && minor >= 1 && minor <= MAX_LIMIT_MINOR ? minor : undefined;
}

/** The stored value a request asks for (minor units or minutes; null removes), or undefined when malformed. */
function requestedLimit(kind: LimitKind, period: LimitPeriod, value: number | null): number | null | undefined {
  if ((kind === "session") !== (period === "session")) return undefined;
  if (value === null) return null;
  if (kind === "session") return Number.isInteger(value) && value >= SESSION_MINUTES.min && value <= SESSION_MINUTES.max ? value : undefined;
  return limitMinor(value);
}

/**
 * RG-01…RG-06: a lower limit applies now (and drops a pending raise); a raise or a removal waits
 * 24 h; the value in force again cancels a pending change. A limit the market requires (BR: loss,
 * session) cannot be removed when it is the member's last period of that kind.
 */
const rgSetLimit: Handler = {
  auth: "member",
  async run({ url, request, ctx, member }) {
    const db = ctx.env.DB;
    const now = ctx.now();
    const body = RgSetLimitRequest.safeParse(await readJson(request));
    if (!body.success) return LIMIT_FORMAT();
    const { kind, period } = body.data;
    const next = requestedLimit(kind, period, body.data.value);
    if (next === undefined) return LIMIT_FORMAT();

    const stored = await storedLimits(db, member.id);
    const current = stored.get(`${kind}.${period}`) ?? NO_SETTING;
    const inForce = settingAt(current, now);
    if (next === null && inForce.value !== null) {
      const market = await marketRules(db);
      if (market.requiredLimits.includes(kind)) {
        // Another period of the kind that stays (set, and not waiting to be removed) keeps the requirement met.
        const others = [...stored.entries()].filter(([key, s]) => {
          const at = settingAt(s, now);
          return key.startsWith(`${kind}.`) && key !== `${kind}.${period}` && at.value !== null && !(at.pending && at.pending.value === null);
        });
        if (others.length === 0) return fail("rg.limit.required", "This limit is required in your market", 400, { kinds: market.requiredLimits });
      }
    }

    // Asking again for the change already waiting keeps its time (the cooling-off does not restart).
    if (inForce.pending && inForce.pending.value === next) return ok({ effect: "pending", effectiveAt: inForce.pending.at });
    const change = changeSetting(current, next, now, lowerIsTighter);
    if (change.effect === "unchanged") return ok({ effect: change.effect, effectiveAt: change.effectiveAt });
    const s = change.setting;
    const cancelled = next === inForce.value;
    const { symbol } = await recipientOf(db, member.id);
    await db.batch([
      db
        .prepare(
          `INSERT INTO rg_limits (member_id, kind, period, amount, pending, pending_amount, pending_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
           ON CONFLICT (member_id, kind, period) DO UPDATE SET amount = excluded.amount, pending = excluded.pending,
             pending_amount = excluded.pending_amount, pending_at = excluded.pending_at, updated_at = excluded.updated_at`,
        )
        .bind(member.id, kind, period, s.value, s.pending ? 1 : 0, s.pending?.value ?? null, s.pending?.at ?? null, now),
      auditStatement(db, {
        memberId: member.id,
        // Asking for the value in force again is the cancellation of the pending change.
        control: cancelled ? `pending.cancel.${kind}.${period}` : `limit.${kind}.${period}`,
        oldValue: auditValue(kind, cancelled ? (inForce.pending?.value ?? null) : inForce.value),
        newValue: auditValue(kind, next),
        actor: "member",
        requestedAt: now,
        effectiveAt: change.effectiveAt,
      }),
      // The member's message, dated when the change comes in force (now, or after the cooling-off).
      ...limitMessageStatements(db, {
        memberId: member.id,
        kind,
        period,
        value: cancelled ? undefined : next,
        symbol,
        lang: languageOf(url, request),
        effectiveAt: change.effectiveAt,
        now,
      }),
    ]);
    return ok({ effect: change.effect, effectiveAt: change.effectiveAt });
  },
};

/* ---------------- reality check ---------------- */

const REALITY_FORMAT = () => fail("rg.reality.format", "The reality check interval is not valid", 400);

/** RG-08: 15, 30 or 60 minutes, or off where the market allows it; a longer interval (or off) waits 24 h. */
const rgSetRealityCheck: Handler = {
  auth: "member",
  async run({ request, ctx, member }) {
    const db = ctx.env.DB;
    const now = ctx.now();
    const body = RgSetRealityCheckRequest.safeParse(await readJson(request));
    if (!body.success) return REALITY_FORMAT();
    const market = await marketRules(db);
    const minutes = body.data.minutes;
    if (!realityChoices(market).some((c) => c === minutes)) return REALITY_FORMAT();

    const current = await storedReality(db, member.id);
    const inForce = settingAt(current, now);
    if (inForce.pending && inForce.pending.value === minutes) return ok({ effect: "pending", effectiveAt: inForce.pending.at });
    const change = changeSetting(current, minutes, now, shorterIsTighter);
    if (change.effect === "unchanged") return ok({ effect: change.effect, effectiveAt: change.effectiveAt });
    const s = change.setting;
    const cancelled = minutes === inForce.value;
    await db.batch([
      db
        .prepare(
          `INSERT INTO rg_settings (member_id, reality_minutes, pending, pending_reality_minutes, pending_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
           ON CONFLICT (member_id) DO UPDATE SET reality_minutes = excluded.reality_minutes, pending = excluded.pending,
             pending_reality_minutes = excluded.pending_reality_minutes, pending_at = excluded.pending_at, updated_at = excluded.updated_at`,
        )
        .bind(member.id, s.value, s.pending ? 1 : 0, s.pending?.value ?? null, s.pending?.at ?? null, now),
      auditStatement(db, {
        memberId: member.id,
        control: cancelled ? "pending.cancel.reality" : "reality",
        oldValue: auditValue("reality", cancelled ? (inForce.pending?.value ?? null) : inForce.value),
        newValue: auditValue("reality", minutes),
        actor: "member",
        requestedAt: now,
        effectiveAt: change.effectiveAt,
      }),
    ]);
    return ok({ effect: change.effect, effectiveAt: change.effectiveAt });
  },
};

/* ---------------- cancel a pending change ---------------- */

/** Cancels a raise or removal still waiting out its 24 h: the value in force stays. */
const rgCancelPending: Handler = {
  auth: "member",
  async run({ request, ctx, member }) {
    const db = ctx.env.DB;
    const now = ctx.now();
    const none = () => fail("rg.pending.none", "There is no pending change to cancel", 404);
    const body = RgCancelPendingRequest.safeParse(await readJson(request));
    const match = body.success ? RG_CONTROL.exec(body.data.control) : null;
    if (!match || !body.success) return none();
    const control = body.data.control;
    const audit = (kind: LimitKind | "reality", s: Setting) =>
      auditStatement(db, {
        memberId: member.id,
        control: `pending.cancel.${control}`,
        oldValue: auditValue(kind, s.pending?.value ?? null),
        newValue: auditValue(kind, s.value),
        actor: "member",
        requestedAt: now,
        effectiveAt: now,
      });

    if (match[5]) {
      const s = settingAt(await storedReality(db, member.id), now);
      if (!s.pending) return none();
      await db.batch([
        db
          .prepare(
            "UPDATE rg_settings SET reality_minutes = ?2, pending = 0, pending_reality_minutes = NULL, pending_at = NULL, updated_at = ?3 WHERE member_id = ?1",
          )
          .bind(member.id, s.value, now),
        audit("reality", s),
      ]);
      return ok(null);
    }
    const kind = (match[1] ?? match[3]) as LimitKind;
    const period = (match[2] ?? match[4]) as LimitPeriod;
    const stored = (await storedLimits(db, member.id)).get(control);
    const s = stored ? settingAt(stored, now) : NO_SETTING;
    if (!s.pending) return none();
    await db.batch([
      db
        .prepare(
          "UPDATE rg_limits SET amount = ?4, pending = 0, pending_amount = NULL, pending_at = NULL, updated_at = ?5 WHERE member_id = ?1 AND kind = ?2 AND period = ?3",
        )
        .bind(member.id, kind, period, s.value, now),
      audit(kind, s),
      // The cancelled change never comes in force: its waiting message goes with it.
      ...limitMessageStatements(db, { memberId: member.id, kind, period, value: undefined, symbol: "", lang: DEFAULT_LANG, effectiveAt: now, now }),
    ]);
    return ok(null);
  },
};

/* ---------------- session clock ---------------- */

/** RG-09 / RTS 13: the session clock, the reality check's due time and the figures since sign-in. */
async function sessionValue({ ctx, member, token }: MemberArgs) {
  const now = ctx.now();
  const { clock, realityMinutes: minutes, since, today, block } = await sessionFacts(ctx.env.DB, member.id, await sha256Hex(token), now);
  return {
    startedAt: clock.startedAt,
    realityMinutes: minutes,
    realityDueAt: realityDueAt(minutes, clock.realitySeenAt),
    bet: major(Math.max(0, since.betMinor)),
    won: major(Math.max(0, since.wonMinor)),
    net: major(since.netMinor),
    todayNet: major(today.netMinor),
    block,
  };
}

const rgSession: Handler = {
  auth: "member",
  async run(args) {
    return ok(await sessionValue(args));
  },
};

/** "Continue" on a due reality check: the session's check clock starts again now. */
const rgRealityAck: Handler = {
  auth: "member",
  async run(args) {
    await args.ctx.env.DB.prepare("UPDATE sessions SET reality_seen_at = ?2 WHERE token_hash = ?1")
      .bind(await sha256Hex(args.token), args.ctx.now())
      .run();
    return ok(await sessionValue(args));
  },
};

/* ---------------- time-out and self-exclusion ---------------- */

type Contact = { mobile_num: string | null; email: string | null };

/** The block row (contact details copied for the registration check) and the sign-out of every session. */
function blockStatements(
  db: D1Database,
  memberId: number,
  kind: "timeout" | "exclusion",
  now: number,
  endsAt: number,
  contact: Contact,
  reason: string | null,
) {
  return [
    db
      .prepare("INSERT INTO rg_blocks (member_id, kind, starts_at, ends_at, mobile_num, email, reason) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)")
      .bind(memberId, kind, now, endsAt, contact.mobile_num, contact.email, reason),
    db.prepare("DELETE FROM sessions WHERE member_id = ?1").bind(memberId),
  ];
}

/**
 * RG-10: a time-out of one of the market's lengths, at once; every session is signed out. Refused
 * while a time-out or self-exclusion is in force (it cannot be shortened or stacked); a spent
 * session (blocked until tomorrow only) may be followed by a longer time-out.
 */
const rgTimeout: Handler = {
  auth: "member",
  async run({ request, ctx, member }) {
    const db = ctx.env.DB;
    const now = ctx.now();
    const body = RgTimeoutRequest.safeParse(await readJson(request));
    const market = await marketRules(db);
    if (!body.success || !timeoutChoices(market).includes(body.data.days)) return fail("rg.timeout.format", "The time-out length is not valid", 400);
    const block = await activeBlock(db, member.id, now);
    if (block && block.kind !== "session") return rgRefusal({ code: `rg.blocked.${block.kind}`, until: block.endsAt });
    const contact = (await db.prepare("SELECT mobile_num, email FROM members WHERE id = ?1").bind(member.id).first<Contact>()) ?? {
      mobile_num: null,
      email: null,
    };
    const endsAt = timeoutEnd(body.data.days, now);
    await db.batch([
      ...blockStatements(db, member.id, "timeout", now, endsAt, contact, null),
      auditStatement(db, {
        memberId: member.id,
        control: "timeout",
        oldValue: null,
        newValue: new Date(endsAt).toISOString(),
        actor: "member",
        requestedAt: now,
        effectiveAt: now,
      }),
    ]);
    return ok({ endsAt });
  },
};

/**
 * RG-11: a self-exclusion of 6, 12 or 60 months, confirmed with the sign-in password (through the
 * secret guard, kind "exclusion-password": five wrong lock it for 15 minutes, doubling); at once,
 * every session signed out, confirmed by e-mail (when the member has one) and an inbox message.
 * Refused while a self-exclusion is in force; a time-out in force may be turned into one.
 */
const rgExclude: Handler = {
  auth: "member",
  async run({ request, url, ctx, member }) {
    const db = ctx.env.DB;
    const now = ctx.now();
    const body = RgExcludeRequest.safeParse(await readJson(request));
    if (!body.success || !EXCLUSION_MONTHS.some((m) => m === body.data.months)) return fail("rg.exclusion.format", "The self-exclusion is not valid", 400);
    const row = await db
      .prepare("SELECT password_hash, mobile_num, email FROM members WHERE id = ?1")
      .bind(member.id)
      .first<Contact & { password_hash: string }>();
    const password = body.data.password;
    const check = await guardedCheck(db, { kind: "exclusion-password", subject: member.id }, now, async () =>
      row ? verifyPassword(password, row.password_hash) : false,
    );
    if (check.kind === "locked") return fail("rg.exclusion.locked", "Too many wrong passwords", 423, { lockedUntil: check.until });
    if (check.kind === "wrong") return fail("rg.exclusion.password", "The password is not correct", 403, { attemptsLeft: check.attemptsLeft });
    // A right password implies the row (the verifier said no without one).
    if (!row) return fail("rg.exclusion.password", "The password is not correct", 403);
    const block = await activeBlock(db, member.id, now);
    if (block?.kind === "exclusion") return rgRefusal({ code: "rg.blocked.exclusion", until: block.endsAt });

    const endsAt = exclusionEnd(body.data.months, now);
    const reason = body.data.reason?.trim() || null;
    const lang = languageOf(url, request);
    const own = exclusionConfirmation(lang, endsAt);
    const statements = [
      ...blockStatements(db, member.id, "exclusion", now, endsAt, row, reason),
      auditStatement(db, {
        memberId: member.id,
        control: "exclusion",
        oldValue: null,
        newValue: new Date(endsAt).toISOString(),
        actor: "member",
        requestedAt: now,
        effectiveAt: now,
      }),
      // The inbox message in the member's language, with its translations (content_texts, migration 0006).
      db.prepare("INSERT INTO messages (member_id, title, content, created_at) VALUES (?1, ?2, ?3, ?4)").bind(member.id, own.title, own.body, now),
      ...CONFIRMATION_LANGS.map((l) => {
        const t = exclusionConfirmation(l, endsAt);
        return db
          .prepare(
            `INSERT INTO content_texts (kind, ref, lang, title, content)
             SELECT 'message', CAST(MAX(id) AS TEXT), ?2, ?3, ?4 FROM messages WHERE member_id = ?1`,
          )
          .bind(member.id, textLang(l), t.title, t.body);
      }),
    ];
    if (row.email) {
      statements.push(
        db
          .prepare("INSERT INTO email_outbox (member_id, email, kind, body, created_at) VALUES (?1, ?2, 'rg.exclusion', ?3, ?4)")
          .bind(member.id, row.email, `${own.title}\n\n${own.body}`, now),
      );
    }
    await db.batch(statements);
    return ok({ endsAt });
  },
};

export const rgHandlers = { rgMarket, rgOverview, rgSetLimit, rgSetRealityCheck, rgCancelPending, rgSession, rgRealityAck, rgTimeout, rgExclude };
