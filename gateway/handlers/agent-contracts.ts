import { agentModuleOn } from "../../contract/agent-modules";
import {
  REQUEST_STATUSES,
  contractInfoSkipped,
  dividendPeriod,
  dividendPay,
  dividendTierFor,
  isContractKind,
  mayHoldContract,
  parseTerms,
  salaryPay,
  salaryTierFor,
  termsOut,
  type ContractKind,
  type StoredTerms,
} from "../../contract/contract-rules";
import { AnswerContractRequest, OfferContractRequest, TerminateContractRequest } from "../../contract/schemas/agent-contracts-requests";
import { IDEMPOTENCY_KEY } from "../../contract/wallet-rules";
import type { Member } from "../accounts/auth";
import {
  CONTRACT_MODULE,
  answer,
  contractById,
  contractDownline,
  contractDownlines,
  eventByKey,
  eventsOf,
  higherRateOf,
  latestContract,
  liveContract,
  offer,
  teamFigures,
  terminate,
  termsOf,
  type Changed,
  type ContractRow,
} from "../agent/contracts";
import { agentModuleRefusal } from "../agent/team";
import { fieldByField } from "../core/field-by-field";
import type { Handler } from "../core/handler";
import { fail, ok, readJson } from "../core/http";
import { operatorDate, operatorDateStart, operatorDayStart, DAY_MS } from "../core/operator-time";

/**
 * The contract calls (research A-CON-01…05, A-DIV-01, decision 031): the §3
 * contract-request answer for the §4 prompt, one kind's contracts (mine from my upline, my direct
 * downlines' for the upline side), the downline's answer, and the upline's offer and termination
 * request. Every call checks the agent gate and the kind's module itself. Money goes out in major
 * units, rates in percent.
 */

const major = (minor: number) => minor / 100;

async function switchesOf(db: D1Database): Promise<Record<string, boolean>> {
  const { results } = await db.prepare("SELECT code, enabled FROM feature_switches").all<{ code: string; enabled: number }>();
  return Object.fromEntries(results.map((r) => [r.code, r.enabled === 1]));
}

const STALE = () => fail("contract.status", "This contract has changed. Refresh the page and try again", 409);
const MISSING = () => fail("contract.missing", "This contract does not exist", 404);
const KEY = () => fail("idempotency.key.format", "Request key format is incorrect", 400);

/* ---------------- §3 contract requests ---------------- */

/** The §3 field of each kind. */
const REQUEST_FIELD: Record<ContractKind, "dailysalreqtype" | "divtypecompperiodreq" | "contracthoursalreq"> = {
  salary: "dailysalreqtype",
  dividend: "divtypecompperiodreq",
  hourly: "contracthoursalreq",
};

/**
 * §3 contract request response for the signed-in member: per kind the contract waiting for their
 * answer (P, E or V), or null. All null for the types §4/§5 skip (4, 40, 41, 42), for members who
 * cannot hold a contract, and for a kind whose module is off.
 */
const contractRequests: Handler = {
  auth: "member",
  async run({ ctx, member }) {
    const db = ctx.env.DB;
    const answer = { dailysalreqtype: null, divtypecompperiodreq: null, contracthoursalreq: null } as Record<string, unknown>;
    if (contractInfoSkipped(member.type) || !mayHoldContract(member.type)) return ok(answer);
    const switches = await switchesOf(db);
    const { results } = await db
      .prepare(
        `SELECT c.id, c.kind, c.status, c.created_at, u.account AS upline FROM contracts c LEFT JOIN members u ON u.id = c.upline_id
         WHERE c.member_id = ?1 AND c.status IN (${REQUEST_STATUSES.map((s) => `'${s}'`).join(", ")}) ORDER BY c.id`,
      )
      .bind(member.id)
      .all<{ id: number; kind: ContractKind; status: string; created_at: number; upline: string | null }>();
    for (const r of results) {
      if (!agentModuleOn(CONTRACT_MODULE[r.kind], switches)) continue;
      answer[REQUEST_FIELD[r.kind]] = { contractId: r.id, status: r.status, upline: r.upline, requestedAt: r.created_at };
    }
    return ok(answer);
  },
};

/* ---------------- one kind's contracts ---------------- */

async function contractView(db: D1Database, c: ContractRow) {
  const tiers = termsOf(c.tiers);
  const proposed = termsOf(c.proposed_tiers);
  return {
    contractId: c.id,
    status: c.status,
    terms: tiers ? termsOut(tiers) : null,
    proposed: proposed ? termsOut(proposed) : null,
    downlineHigherRate: await higherRateOf(db, c),
    createdAt: c.created_at,
    processedAt: c.processed_at,
    activatedAt: c.activated_at,
    events: await eventsOf(db, c.id),
  };
}

/** The current period of a kind at `now`: today, this hour, or this half month (operator time). */
function currentPeriod(kind: ContractKind, now: number): { key: string; start: number; end: number } {
  if (kind === "salary") {
    const start = operatorDayStart(now);
    return { key: operatorDate(now), start, end: start + DAY_MS };
  }
  if (kind === "hourly") {
    const start = Math.floor(now / 3_600_000) * 3_600_000;
    return { key: new Date(start + 8 * 3_600_000).toISOString().slice(0, 13), start, end: start + 3_600_000 };
  }
  const p = dividendPeriod(operatorDate(now));
  return { key: p.key, start: operatorDateStart(p.from)!, end: operatorDateStart(p.to)! + DAY_MS };
}

/** The live figures of the current period against the terms in force: the "next tier" coach (research 3.5). */
async function progress(db: D1Database, memberId: number, kind: ContractKind, terms: StoredTerms | null, now: number) {
  const period = currentPeriod(kind, now);
  const f = await teamFigures(db, memberId, period.start, Math.min(period.end, now + 1));
  let estimate = 0;
  if (terms?.kind === "salary" || terms?.kind === "hourly") {
    const figures = { turnoverMinor: f.turnoverMinor, activeMembers: f.activeMembers };
    estimate = salaryPay(salaryTierFor<(typeof terms.tiers)[number]>(terms.tiers, figures), figures);
  } else if (terms?.kind === "dividend") {
    for (const [product, tiers] of Object.entries(terms.products)) {
      const p = f.byProduct[product as keyof typeof f.byProduct];
      const figures = { turnoverMinor: p?.turnoverMinor ?? 0, netLossMinor: p?.netLossMinor ?? 0, activeMembers: f.activeMembers };
      estimate += dividendPay(dividendTierFor(tiers, figures), figures);
    }
  }
  return {
    period: period.key,
    turnover: major(f.turnoverMinor),
    netLoss: major(f.netLossMinor),
    activeMembers: f.activeMembers,
    byProduct: Object.entries(f.byProduct).map(([product, p]) => ({ product, turnover: major(p.turnoverMinor), netLoss: major(p.netLossMinor) })),
    estimate: major(estimate),
  };
}

/**
 * One kind's contracts for the signed-in agent: `mine` (my live contract of that kind from my
 * upline — or the operator's terms for a top agent — with its signing history), `payouts` (what
 * my contracts of that kind paid me, newest first, 60 at most), `progress` (this period's team
 * figures against my terms), and `downlines` (each direct downline agent with their latest
 * contract of that kind, for the upline side). Types 41 and 42 get none of it (§6).
 */
const contracts: Handler = {
  auth: "member",
  async run({ url, ctx, member }) {
    const db = ctx.env.DB;
    const kind = url.searchParams.get("kind");
    if (!isContractKind(kind)) return fail("contract.kind", "Unknown contract kind", 400);
    const refused = await agentModuleRefusal(db, member, CONTRACT_MODULE[kind]);
    if (refused) return refused;
    const symbol =
      (await db.prepare("SELECT currency_symbol FROM wallets WHERE member_id = ?1").bind(member.id).first<{ currency_symbol: string }>())?.currency_symbol ??
      "₱";
    if (contractInfoSkipped(member.type))
      return ok({ kind, currencySymbol: symbol, eligible: false, mine: null, upline: null, payouts: [], progress: null, downlines: [] });

    const mine = await liveContract(db, kind, member.id);
    const upline = mine
      ? mine.upline_id === null
        ? null
        : ((await db.prepare("SELECT account FROM members WHERE id = ?1").bind(mine.upline_id).first<{ account: string }>())?.account ?? null)
      : null;
    const { results: paid } = await db
      .prepare(
        `SELECT p.period, p.category, p.base_minor, p.rate_bp, p.amount_minor, p.created_at, p.kind FROM payouts p
         JOIN contracts c ON c.id = p.source_id AND c.member_id = p.member_id AND c.kind = ?2
         WHERE p.member_id = ?1 AND p.kind IN ('salary', 'hourly', 'dividend') ORDER BY p.period DESC, p.category LIMIT 60`,
      )
      .bind(member.id, kind)
      .all<{ period: string; category: string; base_minor: number; rate_bp: number; amount_minor: number; created_at: number }>();

    const downlines = [];
    for (const d of await contractDownlines(db, member.id)) {
      const c = await latestContract(db, kind, d.id);
      downlines.push({ account: d.account, type: d.type, contract: c ? await contractView(db, c) : null });
    }
    return ok({
      kind,
      currencySymbol: symbol,
      eligible: mayHoldContract(member.type),
      mine: mine ? await contractView(db, mine) : null,
      upline,
      payouts: paid.map((p) => ({
        period: p.period,
        product: p.category || null,
        base: major(p.base_minor),
        rate: p.rate_bp / 100,
        amount: major(p.amount_minor),
        paidAt: p.created_at,
      })),
      progress: mine ? await progress(db, member.id, kind, termsOf(mine.tiers), ctx.now()) : null,
      downlines,
    });
  },
};

/* ---------------- the downline's answer ---------------- */

/** Each field read on its own, so the refusal names what is wrong in the contract's order. */
const readAnswer = fieldByField(AnswerContractRequest, { contractId: 0, answer: null, acceptHigherRate: false, idempotencyKey: "" });

async function changedAnswer(db: D1Database, member: Member, result: Changed): Promise<Response> {
  if (!result.ok && result.reason === "stale") return STALE();
  const c = await contractById(db, result.contractId!);
  const headers = result.ok ? undefined : { "Idempotent-Replayed": "true" };
  return ok({ contractId: c!.id, kind: c!.kind, status: c!.status }, { headers });
}

/**
 * The downline answers a request (A-CON-02…04): agree / reject a P or E contract, confirm
 * termination / keep a V one. Refusals, in order: unknown or not mine (contract.missing), module off,
 * key format, then — after a key seen before answers its first result — an answer that does not fit
 * the status (contract.status), and agreeing to terms above the upline's own without
 * acceptHigherRate (contract.higherRate, 409, value { downlineHigherRate: true }).
 */
const answerContract: Handler = {
  auth: "member",
  async run({ request, ctx, member }) {
    const db = ctx.env.DB;
    const body = readAnswer(await readJson(request));
    const c = body.contractId ? await contractById(db, body.contractId) : null;
    if (!c || c.member_id !== member.id) return MISSING();
    const refused = await agentModuleRefusal(db, member, CONTRACT_MODULE[c.kind]);
    if (refused) return refused;
    if (contractInfoSkipped(member.type)) return MISSING();
    if (!body.answer) return fail("contract.answer", "Unknown answer", 400);
    if (!IDEMPOTENCY_KEY.test(body.idempotencyKey)) return KEY();
    const seen = await eventByKey(db, member.id, body.idempotencyKey);
    if (seen) {
      if (seen.contract_id !== c.id || seen.action !== body.answer) return fail("idempotency.mismatch", "This request key was used for another request", 409);
      return changedAnswer(db, member, { ok: false, reason: "duplicate", contractId: c.id });
    }
    if (body.answer === "agree" && body.acceptHigherRate !== true && body.acceptHigherRate !== "true" && (await higherRateOf(db, c))) {
      return fail("contract.higherRate", "These terms pay more than your upline earns. Confirm to accept them", 409, { downlineHigherRate: true });
    }
    return changedAnswer(db, member, await answer(db, c, body.answer, member.id, body.idempotencyKey, ctx.now()));
  },
};

/* ---------------- the upline's side ---------------- */

/** Each field read on its own; the kind and tiers are checked by the contract's rules (isContractKind, parseTerms). */
const readOffer = fieldByField(OfferContractRequest, { account: "", idempotencyKey: "" });

/**
 * The upline offers (or edits) a direct downline agent's contract. Refusals: module off, kind,
 * account not a direct downline agent (contract.downline, 404), key format, tiers (contract.tiers
 * with value { message, path }: the rule's message key — tier.order, tier.rate…), a contract
 * waiting for its termination answer (contract.status).
 */
const offerContract: Handler = {
  auth: "member",
  async run({ request, ctx, member }) {
    const db = ctx.env.DB;
    const body = readOffer(await readJson(request));
    if (!isContractKind(body.kind)) return fail("contract.kind", "Unknown contract kind", 400);
    const kind = body.kind;
    const refused = await agentModuleRefusal(db, member, CONTRACT_MODULE[kind]);
    if (refused) return refused;
    const downline = await contractDownline(db, member.id, body.account.trim());
    if (!downline) return fail("contract.downline", "This account is not a direct downline agent", 404);
    if (!IDEMPOTENCY_KEY.test(body.idempotencyKey)) return KEY();
    const seen = await eventByKey(db, member.id, body.idempotencyKey);
    if (seen) return replayOf(db, seen.contract_id);
    const parsed = parseTerms(kind, body.tiers);
    if (!parsed.ok) return fail("contract.tiers", "The tiers are not valid", 400, { message: parsed.message, path: parsed.path });
    const result = await offer(db, { kind, uplineId: member.id, memberId: downline.id, terms: parsed.terms, key: body.idempotencyKey, now: ctx.now() });
    if (!result.ok && result.reason === "stale") return STALE();
    return result.ok ? replayOf(db, result.contractId, false) : replayOf(db, result.contractId!);
  },
};

async function replayOf(db: D1Database, contractId: number, replayed = true): Promise<Response> {
  const c = await contractById(db, contractId);
  return ok({ contractId, kind: c?.kind, status: c?.status }, replayed ? { headers: { "Idempotent-Replayed": "true" } } : undefined);
}

const readTerminate = fieldByField(TerminateContractRequest, { account: "", idempotencyKey: "" });

/** The upline asks to end a direct downline's contract in force (A or E → V, research 3.1). */
const terminateContract: Handler = {
  auth: "member",
  async run({ request, ctx, member }) {
    const db = ctx.env.DB;
    const body = readTerminate(await readJson(request));
    if (!isContractKind(body.kind)) return fail("contract.kind", "Unknown contract kind", 400);
    const refused = await agentModuleRefusal(db, member, CONTRACT_MODULE[body.kind]);
    if (refused) return refused;
    const downline = await contractDownline(db, member.id, body.account.trim());
    if (!downline) return fail("contract.downline", "This account is not a direct downline agent", 404);
    if (!IDEMPOTENCY_KEY.test(body.idempotencyKey)) return KEY();
    const seen = await eventByKey(db, member.id, body.idempotencyKey);
    if (seen) return replayOf(db, seen.contract_id);
    const c = await liveContract(db, body.kind, downline.id);
    if (!c || c.upline_id !== member.id) return MISSING();
    const result = await terminate(db, c, member.id, body.idempotencyKey, ctx.now());
    if (!result.ok && result.reason === "stale") return STALE();
    return replayOf(db, c.id, !result.ok);
  },
};

export const agentContractHandlers = { contractRequests, contracts, answerContract, offerContract, terminateContract };
