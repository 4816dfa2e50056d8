import { badRange, range, symbolOf } from "./orders";
import { GAME_TYPES } from "../../contract/games";
import { MIN_REBATE_CLAIM_MINOR, rebateClaimable } from "../../contract/rebate-rules";
import { operatorDay } from "../../contract/record-range";
import { RebateClaimRequest, RebateHistoryQuery, RebateReportQuery } from "../../contract/schemas/rebates-requests";
import { IDEMPOTENCY_KEY } from "../../contract/wallet-rules";
import { fieldByField } from "../core/field-by-field";
import type { Handler } from "../core/handler";
import { fail, ok, readJson } from "../core/http";
import { settleDue } from "../games/bets";
import {
  MANUAL_REBATE_SWITCH,
  REBATE_REPORT_SWITCH,
  claimOfReference,
  claimRebate,
  claimableRebate,
  historyDays,
  ownRebateRates,
  rebateClaimBlocked,
  rebateCells,
  rebatePayments,
  switchOn,
  type RebateClaimOutcome,
} from "../promotions/rebates";

/**
 * The manual rebate and the rebate report (decision 037; research P-REB-01,
 * P-REB-02; contract/schemas/rebates.ts is the contract). Amounts go out in major units, rates
 * in basis points. MANREBATE3 gates the claim (the page still shows what accrued, with the switch's
 * state), PLAYREBATE3 the report.
 */

const major = (minor: number) => minor / 100;
const REBATE_OFF = () => fail("rebate.off", "The rebate is not available now", 403);
const REPORT_OFF = () => fail("rebate.report.off", "The rebate report is not available now", 403);

/**
 * What accrued and may be claimed: today's rows, one per game category in GAME_TYPES order (valid
 * turnover, rate, accrued, paid, claimable), the earlier days of the claim window with something
 * still owed folded in one line, the total and the minimum.
 */
const rebateAccrued: Handler = {
  auth: "member",
  async run({ ctx, member }) {
    const db = ctx.env.DB;
    const now = ctx.now();
    await settleDue(db, member.id, now);
    const [enabled, { cells, totalMinor }, currencySymbol] = await Promise.all([
      switchOn(db, MANUAL_REBATE_SWITCH),
      claimableRebate(db, member, now),
      symbolOf(db, member.id),
    ]);
    const today = operatorDay(now);
    const todays = cells.filter((c) => c.day === today);
    const earlier = cells.filter((c) => c.day !== today && c.restMinor > 0);
    const rates = await ownRebateRates(db, member);
    const sum = (list: typeof cells, pick: (c: (typeof cells)[number]) => number) => major(list.reduce((s, c) => s + pick(c), 0));
    return ok({
      enabled,
      currencySymbol,
      today,
      rows: GAME_TYPES.map((category) => {
        const c = todays.find((x) => x.category === category);
        return {
          category,
          validTurnover: major(c?.validMinor ?? 0),
          rateBp: c?.rateBp ?? rates[category],
          accrued: major(c?.accruedMinor ?? 0),
          paid: major(c?.paidMinor ?? 0),
          claimable: major(c?.restMinor ?? 0),
        };
      }),
      earlier: {
        days: new Set(earlier.map((c) => c.day)).size,
        from: earlier.at(-1)?.day ?? null,
        to: earlier[0]?.day ?? null,
        validTurnover: sum(earlier, (c) => c.validMinor),
        accrued: sum(earlier, (c) => c.accruedMinor),
        paid: sum(earlier, (c) => c.paidMinor),
        claimable: sum(earlier, (c) => c.restMinor),
      },
      total: major(totalMinor),
      min: major(MIN_REBATE_CLAIM_MINOR),
      canClaim: enabled && rebateClaimable(totalMinor),
    });
  },
};

const readClaim = fieldByField(RebateClaimRequest, { idempotencyKey: "" });

const claimAnswer = (o: Extract<RebateClaimOutcome, { ok: true }>) => ({
  amount: major(o.amountMinor),
  balance: major(o.balanceAfterMinor),
  createdAt: o.createdAt,
  payouts: o.payouts.map((p) => ({ id: String(p.id), day: p.day, category: p.category, amount: major(p.amountMinor) })),
});

/**
 * Claims everything owed now. Refusals: the switch off (rebate.off), a malformed key, then — after
 * a key seen before answers its first claim — a total below the minimum (rebate.claim.min, with
 * the minimum and the total), a twin claim that paid first (rebate.claim.already).
 */
const rebateClaim: Handler = {
  auth: "member",
  async run({ request, ctx, member }) {
    const db = ctx.env.DB;
    const now = ctx.now();
    if (!(await switchOn(db, MANUAL_REBATE_SWITCH))) return REBATE_OFF();
    const blocked = await rebateClaimBlocked(db, member.id, now);
    if (blocked) return fail(blocked.code, "The rebate cannot be claimed for this account now", 403, blocked.value);
    const body = readClaim(await readJson(request));
    if (!IDEMPOTENCY_KEY.test(body.idempotencyKey)) return fail("idempotency.key.format", "Request key format is incorrect", 400);
    await settleDue(db, member.id, now);
    const outcome = await claimRebate(db, member, body.idempotencyKey, now);
    if (outcome.ok) return ok(claimAnswer(outcome));
    if (outcome.reason === "below_min") {
      return fail("rebate.claim.min", "The rebate to claim is below the minimum", 400, {
        min: major(MIN_REBATE_CLAIM_MINOR),
        total: major(outcome.totalMinor),
      });
    }
    if (outcome.reason === "already") return fail("rebate.claim.already", "This rebate was claimed already", 409);
    const mismatch = () => fail("idempotency.mismatch", "This request key was used for another request", 409);
    if (outcome.reason === "mismatch") return mismatch();
    const earlier = await claimOfReference(db, member.id, outcome.reference);
    if (!earlier) return mismatch();
    return ok(claimAnswer(earlier), { headers: { "Idempotent-Replayed": "true" } });
  },
};

/** A range that is not one of the three reads as today. */
const readHistoryQuery = fieldByField(RebateHistoryQuery, { range: "today" });

/** The member's rebate payments (claims and the settlement's) made in the range, newest first, with the balance each left and the total. */
const rebateHistory: Handler = {
  auth: "member",
  async run({ url, ctx, member }) {
    const db = ctx.env.DB;
    const { range: r } = readHistoryQuery(Object.fromEntries(url.searchParams.entries()));
    const { from, to } = historyDays(r, ctx.now());
    const [payments, currencySymbol] = await Promise.all([rebatePayments(db, member.id, from, to), symbolOf(db, member.id)]);
    return ok({
      currencySymbol,
      range: r,
      from,
      to,
      items: payments.map((p) => ({
        id: String(p.id),
        day: p.day,
        category: p.category,
        amount: major(p.amountMinor),
        balanceAfter: major(p.balanceAfterMinor),
        createdAt: p.createdAt,
      })),
      total: major(payments.reduce((s, p) => s + p.amountMinor, 0)),
    });
  },
};

/** The page (the days are the records' range, checked first); a malformed page or size reads as its default. */
const readPaging = fieldByField(RebateReportQuery, { page: 1, pageSize: 20 });

/**
 * The member's rebate by day and category for the days from…to (the records' range rules):
 * valid turnover, rate, rebate paid, accrued and unpaid, status; newest day first, paged; totals
 * over the whole range.
 */
const rebateReport: Handler = {
  auth: "member",
  async run({ url, ctx, member }) {
    const db = ctx.env.DB;
    const now = ctx.now();
    if (!(await switchOn(db, REBATE_REPORT_SWITCH))) return REPORT_OFF();
    const r = range({ from: url.searchParams.get("from") ?? "", to: url.searchParams.get("to") ?? "" }, now);
    if (!r) return badRange();
    const { page, pageSize } = readPaging(Object.fromEntries(url.searchParams.entries()));
    await settleDue(db, member.id, now);
    const [cells, currencySymbol] = await Promise.all([rebateCells(db, member, r.from, r.to), symbolOf(db, member.id)]);
    const totals = cells.reduce((s, c) => ({ valid: s.valid + c.validMinor, paid: s.paid + c.paidMinor, unpaid: s.unpaid + c.restMinor }), {
      valid: 0,
      paid: 0,
      unpaid: 0,
    });
    const totalPages = Math.max(1, Math.ceil(cells.length / pageSize));
    return ok({
      currencySymbol,
      from: r.from,
      to: r.to,
      items: cells.slice((page - 1) * pageSize, page * pageSize).map((c) => ({
        day: c.day,
        category: c.category,
        validTurnover: major(c.validMinor),
        rateBp: c.paidMinor > 0 && c.restMinor === 0 ? (c.paidRateBp ?? c.rateBp) : c.rateBp,
        paid: major(c.paidMinor),
        unpaid: major(c.restMinor),
        status: c.status,
      })),
      page,
      totalPages,
      totals: { validTurnover: major(totals.valid), paid: major(totals.paid), unpaid: major(totals.unpaid), count: cells.length },
    });
  },
};

export const rebateHandlers = { rebateAccrued, rebateClaim, rebateHistory, rebateReport };
