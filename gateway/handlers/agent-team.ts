import {
  DOWNLINE_TYPE_CODE,
  RATE_REFUSAL_CODE,
  TEAM_SEARCH,
  byAccountName,
  kindOfType,
  passwordIsUsername,
  rateSetRefusal,
  type RateSetRefusal,
} from "../../contract/downline-rules";
import { FIELD_RULES, checkField, confirmMatches } from "../../contract/field-rules";
import type { GameType } from "../../contract/games";
import { REBATE_CATEGORIES, bpToPercent, effectiveRate, type RebateRates } from "../../contract/rebate-rules";
import { birthDateProblem } from "../../contract/registration";
import { ageOn } from "../../contract/rg-rules";
import {
  DownlineRates,
  RegisterDownlineRequest,
  SetDownlineRebatesRequest,
  TeamMembersQuery,
  TeamRebatesQuery,
} from "../../contract/schemas/agent-team-requests";
import { IDEMPOTENCY_KEY } from "../../contract/wallet-rules";
import { findMemberByAccount } from "../accounts/auth";
import {
  directDownlines,
  downlineFingerprint,
  downlineIdOf,
  inviteCodeOf,
  listTeam,
  newInviteCode,
  openDownline,
  signUpsOf,
  teamMemberByAccount,
  teamRows,
} from "../agent/downlines";
import { agentModuleRefusal } from "../agent/team";
import { hashPassword } from "../core/crypto";
import { offersModule } from "../core/env";
import { fieldByField } from "../core/field-by-field";
import type { Handler } from "../core/handler";
import { fail, ok, readJson } from "../core/http";
import { readSealedJson } from "../core/sealed";
import { ratesOf, setRatesStatements } from "../promotions/rebate-rates";
import { lifetimeTotalsOf, standing, vipLevels } from "../promotions/vip";
import { marketRules } from "../rg/rg";
import { replayOf } from "../wallet/ledger";

/**
 * Team management (research A-TM-01/02, A-REG-01, A-REB-01; decision 033): the
 * team list, opening a downline account, the invitation code and the downlines' rebate rates.
 * Every call checks the agent gate and its module itself. Money is in major units.
 */

const major = (minor: number) => minor / 100;

const NOT_IN_TEAM = () => fail("team.member.notFound", "Sorry, the user does not exist or is disabled.", 404);
const NOT_DIRECT = () => fail("rebate.not.direct", "Only your direct downlines' rates can be set", 403);

/* ---------------- team list ---------------- */

/**
 * GET ?account=&level=&type=&parent=&page=&pageSize= — the agent's downlines of every level
 * (A-TM-01): search by account (contains, without case), level, type; `parent` drills into one
 * team member's direct downlines and answers the trail back up. Totals cover every page.
 */
const teamMembers: Handler = {
  auth: "member",
  async run({ url, ctx, member }) {
    const db = ctx.env.DB;
    const refused = await agentModuleRefusal(db, member, "team");
    if (refused) return refused;
    const q = TeamMembersQuery.safeParse(Object.fromEntries(url.searchParams));
    if (!q.success) return fail("team.query.invalid", "Account format is incorrect", 400, { field: q.error.issues[0]?.path[0] ?? null });
    const { account, level, type, parent, page, pageSize } = q.data;
    const now = ctx.now();
    const listing = listTeam(await teamRows(db, member, now), {
      account: account ?? null,
      level: level ?? null,
      kind: type ?? null,
      parent: parent ?? null,
      page,
      pageSize,
    });
    if (!listing) return NOT_IN_TEAM();
    const symbol = await db.prepare("SELECT currency_symbol FROM wallets WHERE member_id = ?1").bind(member.id).first<{ currency_symbol: string }>();
    return ok({
      items: listing.rows.map((r) => ({
        account: r.account,
        nickname: r.nickname,
        type: r.kind,
        level: r.depth,
        direct: r.depth === 1,
        parent: r.parentAccount,
        teamSize: r.teamSize,
        directCount: r.directCount,
        balance: major(r.balanceMinor),
        lastLoginAt: r.lastLoginAt,
        regDate: r.regDate,
        online: r.online,
      })),
      page,
      pageSize,
      totalPages: Math.max(1, Math.ceil(listing.count / pageSize)),
      totals: { count: listing.count, balance: major(listing.balanceMinor) },
      team: { size: listing.teamSize, balance: major(listing.teamBalanceMinor), levels: listing.deepest },
      trail: listing.trail,
      currencySymbol: symbol?.currency_symbol ?? "₱",
    });
  },
};

/* ---------------- rate refusals ---------------- */

/** A refused rate, named: the category, the rate asked and the agent's own (bp and as "1.50"). */
function rateRefusal(r: RateSetRefusal): Response {
  const message = r.reason === "above_own" ? `Cannot be higher than your own rate of ${bpToPercent(r.ownBp)} %` : "Rebate rate is not allowed";
  return fail(RATE_REFUSAL_CODE[r.reason], message, 400, { category: r.category, rate: r.rateBp, own: r.ownBp, ownPercent: bpToPercent(r.ownBp) });
}

/* ---------------- open a downline ---------------- */

/** Each field read on its own, so the refusal names what is wrong in the contract's order. */
const readDownline = fieldByField(RegisterDownlineRequest, { idempotencyKey: "" });

const invalid = (field: string, message: string) => fail("downline.invalid", "Account format is incorrect", 400, { field, message });

/** The answer for an opened account: who, what kind, a new agent's code and their effective rates. */
async function openedAnswer(db: D1Database, id: number, init?: ResponseInit): Promise<Response> {
  const row = await db.prepare("SELECT account, type FROM members WHERE id = ?1").bind(id).first<{ account: string; type: number }>();
  if (!row) return fail("system.error", "Unknown error", 500);
  const code = await db.prepare("SELECT code FROM affiliate_codes WHERE member_id = ?1 ORDER BY rowid LIMIT 1").bind(id).first<{ code: string }>();
  return ok({ account: row.account, type: kindOfType(row.type), inviteCode: code?.code ?? null, rates: await ratesOf(db, id) }, init);
}

/**
 * PUT, sealed, {username, password, confirmPassword, type: member|agent, rates: {CATEGORY: bp}, idempotencyKey}
 * (A-REG-01). Refusals in this order: the gate and module `register`; the username, password and
 * confirmation by the registration rules (downline.invalid {field, message}); the password equal
 * to the username; the type; the key's format; a key seen before answers its first account; a
 * rate above the agent's own, off the step or of an unknown category (rebate.*, nothing opened);
 * a taken username (member.exists, 409).
 */
const registerDownline: Handler = {
  auth: "member",
  async run({ request, ctx, member }) {
    const db = ctx.env.DB;
    const refused = await agentModuleRefusal(db, member, "register");
    if (refused) return refused;
    // Sealed like registration (§7): the body carries the new account's password.
    const sealed = await readSealedJson(request, ctx.env.GATEWAY_SECRET);
    if (!sealed) return fail("request.not.encrypted", "Unknown error", 400);
    const body = readDownline(sealed);
    const username = checkField(FIELD_RULES.username, body.username);
    if (!username.ok) return invalid("username", username.key);
    const password = checkField(FIELD_RULES.password, body.password);
    if (!password.ok) return invalid("password", password.key);
    const confirm = confirmMatches(password.value, typeof body.confirmPassword === "string" ? body.confirmPassword : undefined);
    if (confirm) return invalid("confirmPassword", confirm);
    if (passwordIsUsername(username.value, password.value)) return invalid("password", "validation.password.username");
    const kind = RegisterDownlineRequest.shape.type.safeParse(body.type);
    if (!kind.success) return invalid("type", "validation.downline.type");
    // The age gate applies to an account an agent opens too (decision 043), where
    // the gateway offers responsible gaming (GATEWAY_MODULES_OFF): the app's form then asks for the date.
    let birthDate: string | null = null;
    if (offersModule(ctx.env, "responsibleGaming")) {
      const birthProblem = birthDateProblem(body.birthDate, ctx.now());
      if (birthProblem) return invalid("birthDate", birthProblem);
      birthDate = String(body.birthDate).trim();
      const { minAge } = await marketRules(db);
      if (ageOn(birthDate, ctx.now()) < minAge) return fail("register.underage", "You are not old enough to register", 400, { minAge, field: "birthDate" });
    }
    const key = body.idempotencyKey;
    if (!IDEMPOTENCY_KEY.test(key)) return fail("idempotency.key.format", "Request key format is incorrect", 400);
    const type = DOWNLINE_TYPE_CODE[kind.data];
    const fingerprint = downlineFingerprint(username.value, type);
    const replay = await replayOf(db, { memberId: member.id, key, fingerprint });
    if (replay) {
      const id = replay.reason === "duplicate" ? downlineIdOf(replay.reference) : null;
      return id
        ? openedAnswer(db, id, { headers: { "Idempotent-Replayed": "true" } })
        : fail("idempotency.mismatch", "This request key was used for another request", 409);
    }

    const rates = DownlineRates.safeParse(body.rates ?? {});
    if (!rates.success) return fail("rebate.range", "Rebate rate is not allowed", 400, { category: null });
    const rateRefused = rateSetRefusal(rates.data, await ratesOf(db, member.id));
    if (rateRefused) return rateRefusal(rateRefused);

    const exists = () => fail("member.exists", "Sorry, the username already exists.", 409, { field: "username" });
    if (await findMemberByAccount(db, username.value)) return exists();
    const opened = await openDownline(db, {
      agentId: member.id,
      account: username.value,
      passwordHash: await hashPassword(password.value),
      type,
      rates: rates.data as Partial<Record<GameType, number>>,
      inviteCode: kind.data === "agent" ? newInviteCode() : null,
      birthDate,
      idempotency: { key, fingerprint },
      now: ctx.now(),
    });
    if (opened.ok) return openedAnswer(db, opened.id);
    if (opened.reason === "exists") return exists();
    // A twin request with the same key opened it a moment ago: answer what it made.
    const twin = await replayOf(db, { memberId: member.id, key, fingerprint });
    const id = twin?.reason === "duplicate" ? downlineIdOf(twin.reference) : null;
    return id
      ? openedAnswer(db, id, { headers: { "Idempotent-Replayed": "true" } })
      : fail("idempotency.mismatch", "This request key was used for another request", 409);
  },
};

/* ---------------- invitation ---------------- */

/**
 * GET — what /m/agentRegister needs: the agent's invitation code (made now when they have none),
 * how many signed up with it, and the agent's own effective rates (a new downline's ceiling). The
 * app builds the link.
 */
const inviteInfo: Handler = {
  auth: "member",
  async run({ ctx, member }) {
    const db = ctx.env.DB;
    const refused = await agentModuleRefusal(db, member, "register");
    if (refused) return refused;
    return ok({ code: await inviteCodeOf(db, member.id), signUps: await signUpsOf(db, member.id), rates: await ratesOf(db, member.id) });
  },
};

/* ---------------- rebate settings ---------------- */

async function explicitRates(db: D1Database, ids: number[]): Promise<Map<number, Partial<RebateRates>>> {
  const out = new Map<number, Partial<RebateRates>>(ids.map((id) => [id, {}]));
  if (!ids.length) return out;
  const { results } = await db
    .prepare(`SELECT member_id, category, rate_bp FROM rebate_rates WHERE member_id IN (${ids.map((_, i) => `?${i + 1}`).join(", ")})`)
    .bind(...ids)
    .all<{ member_id: number; category: GameType; rate_bp: number }>();
  for (const r of results) {
    const rates = out.get(r.member_id);
    if (rates) rates[r.category] = r.rate_bp;
  }
  return out;
}

/**
 * GET ?account= — the agent's own effective rate per category and each direct downline's (or the
 * one named) effective and set rates, in basis points (A-REB-01).
 */
const teamRebates: Handler = {
  auth: "member",
  async run({ url, ctx, member }) {
    const db = ctx.env.DB;
    const refused = await agentModuleRefusal(db, member, "rebateSettings");
    if (refused) return refused;
    const q = TeamRebatesQuery.safeParse(Object.fromEntries(url.searchParams));
    if (!q.success) return fail("team.query.invalid", "Account format is incorrect", 400, { field: "account" });
    // Sorted here, by the page's rule, so every client lists them in the order an agent looks them up.
    let downlines = (await directDownlines(db, member.id)).sort(byAccountName);
    if (q.data.account) {
      const one = await teamMemberByAccount(db, member.id, q.data.account);
      if (!one) return NOT_IN_TEAM();
      if (one.depth !== 1) return NOT_DIRECT();
      downlines = downlines.filter((d) => d.id === one.id);
    }
    // Each direct downline's effective rates, by the rule of rebate-rates.ts (set rate or VIP
    // rate, capped by the upline's): the upline is this agent, so one walk of the agent's chain.
    const own = await ratesOf(db, member.id);
    const set = await explicitRates(
      db,
      downlines.map((d) => d.id),
    );
    const [levels, totals] = await Promise.all([
      vipLevels(db),
      lifetimeTotalsOf(
        db,
        downlines.map((d) => d.id),
      ),
    ]);
    const items = [];
    for (const d of downlines) {
      const explicit = set.get(d.id) ?? {};
      const vipBp = standing(levels, totals.get(d.id)!).row?.rebate_rate_bp ?? 0;
      const rates = Object.fromEntries(REBATE_CATEGORIES.map((c) => [c, effectiveRate(explicit[c] ?? null, vipBp, own[c])])) as RebateRates;
      items.push({ account: d.account, nickname: d.nickname, type: kindOfType(d.type), rates, set: explicit });
    }
    return ok({ categories: REBATE_CATEGORIES, own, downlines: items });
  },
};

/** Each field read on its own: someone outside the team is told so before the rates are looked at. */
const readSetRebates = fieldByField(SetDownlineRebatesRequest, {});

/**
 * POST {account, rates: {CATEGORY: bp}} — sets a direct downline's rates (A-REB-01). Someone
 * outside the team: 404; deeper in it: 403 (their own agent sets them). Every rate is checked
 * against the agent's own first; one refusal and nothing is saved. Lowering a downline agent
 * below their own downlines' rates needs nothing more: effectiveRate caps those on every read.
 */
const setDownlineRebates: Handler = {
  auth: "member",
  async run({ request, ctx, member }) {
    const db = ctx.env.DB;
    const refused = await agentModuleRefusal(db, member, "rebateSettings");
    if (refused) return refused;
    const body = readSetRebates(await readJson(request));
    const account = typeof body.account === "string" ? body.account.trim() : "";
    if (!TEAM_SEARCH.test(account)) return NOT_IN_TEAM();
    const downline = await teamMemberByAccount(db, member.id, account);
    if (!downline) return NOT_IN_TEAM();
    if (downline.depth !== 1) return NOT_DIRECT();
    const rates = DownlineRates.safeParse(body.rates);
    if (!rates.success || Object.keys(rates.data).length === 0) return fail("rebate.range", "Rebate rate is not allowed", 400, { category: null });
    const rateRefused = rateSetRefusal(rates.data, await ratesOf(db, member.id));
    if (rateRefused) return rateRefusal(rateRefused);
    await db.batch(setRatesStatements(db, downline.id, rates.data as Partial<Record<GameType, number>>, member.id, ctx.now()));
    return ok({ account: downline.account, rates: await ratesOf(db, downline.id) });
  },
};

export const agentTeamHandlers = { teamMembers, registerDownline, inviteInfo, teamRebates, setDownlineRebates };
