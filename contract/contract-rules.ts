import { GAME_TYPES, type GameType } from "./games";

/**
 * Agent contracts (decision 031): the terms an upline offers a direct downline agent —
 * daily salary, dividend and hourly salary — as tiers, and the pure rules over them: validation,
 * which tier a team's figures reach, what it pays, the status transitions and whether an offer
 * pays the downline more than the upline earns itself. One module for the gateway that stores and
 * settles and the app that shows and edits.
 *
 * Stored terms are integer minor units (money) and basis points (rates, 100 bp = 1 %); the API
 * speaks major units and percentages with at most two decimals.
 */

export const CONTRACT_KINDS = ["salary", "dividend", "hourly"] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
export const isContractKind = (v: unknown): v is ContractKind => typeof v === "string" && (CONTRACT_KINDS as readonly string[]).includes(v);

/**
 * The platform family's status letters: P pending, E edited (new terms proposed on an active
 * contract), A active, V termination requested, C cancelled/terminated, R rejected.
 */
export const CONTRACT_STATUSES = ["P", "E", "A", "V", "C", "R"] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
/** A live contract: at most one per kind and member (the migration's partial unique index). */
export const LIVE_STATUSES: readonly ContractStatus[] = ["P", "E", "A", "V"];
/** Statuses whose terms are in force (an edit waiting for an answer keeps the old terms paying). */
export const PAYING_STATUSES: readonly ContractStatus[] = ["A", "E", "V"];
/** What the downline is asked to answer (the §4 prompt lists these). */
export const REQUEST_STATUSES: readonly ContractStatus[] = ["P", "E", "V"];

export const ANSWERS = ["agree", "reject", "confirmTermination", "keep"] as const;
export type ContractAnswer = (typeof ANSWERS)[number];

/**
 * The downline's answers (research A-CON-02): P/E → agree (A) or reject; V → confirmTermination (C)
 * or keep (A). Rejecting an *edit* keeps the contract active on its old terms (R would end a
 * contract the downline never asked to end); rejecting a first offer closes it (R).
 * null: the answer does not fit the status.
 */
export function answerTransition(status: ContractStatus, answer: ContractAnswer): ContractStatus | null {
  switch (status) {
    case "P":
      return answer === "agree" ? "A" : answer === "reject" ? "R" : null;
    case "E":
      return answer === "agree" || answer === "reject" ? "A" : null;
    case "V":
      return answer === "confirmTermination" ? "C" : answer === "keep" ? "A" : null;
    default:
      return null;
  }
}

/** The upline's offer: none (or closed) → P; P stays P with new terms; A or E → E. V is refused (null). */
export function offerTransition(status: ContractStatus | null): ContractStatus | null {
  if (status === null || status === "C" || status === "R") return "P";
  if (status === "P") return "P";
  if (status === "A" || status === "E") return "E";
  return null;
}

/** The upline's termination request: only a contract in force (A, E) → V. */
export const terminateTransition = (status: ContractStatus | null): ContractStatus | null => (status === "A" || status === "E" ? "V" : null);

/* ---------------- tiers ---------------- */

/** P: a percentage of the team's valid turnover; F: a fixed amount. */
export type RateType = "P" | "F";
export const MAX_TIERS = 10;
/** Ceilings: salary and hourly rates up to 3 % of turnover, dividend up to 60 % of the net loss. */
export const MAX_SALARY_RATE_BP = 300;
export const MAX_DIVIDEND_RATE_BP = 6000;
/** Fixed amounts: up to ₱100,000 a day, ₱10,000 an hour. */
export const MAX_SALARY_FIXED_MINOR = 10_000_000;
export const MAX_HOURLY_FIXED_MINOR = 1_000_000;
export const MAX_THRESHOLD_MINOR = 100_000_000_000;
export const MAX_ACTIVE_MEMBERS = 100_000;

/** The dividend's products (research: LIVE, RNG, SPORTS, LOTT, FISH, PVP…): this site's game categories. */
export const DIVIDEND_PRODUCTS: readonly GameType[] = GAME_TYPES;

/** Stored tiers (minor units, basis points). */
export type SalaryTier = { betVolumeMinor: number; activeMember: number; rateType: RateType; rate: number };
export type HourlyTier = { minimumBetMinor: number; activeMember: number; rateType: RateType; rate: number };
export type DividendTier = { minimumBetMinor: number; netLossMinor: number; activeMember: number; rateBp: number };
export type DividendTerms = Partial<Record<GameType, DividendTier[]>>;
export type StoredTerms = { kind: "salary"; tiers: SalaryTier[] } | { kind: "hourly"; tiers: HourlyTier[] } | { kind: "dividend"; products: DividendTerms };

/** API tiers (major units, percentages). */
export type SalaryTierIn = { betVolume: number; activeMember: number; rateType: RateType; rate: number };
export type HourlyTierIn = { minimumBet: number; activeMember: number; rateType: RateType; rate: number };
export type DividendTierIn = { minimumBet: number; netLoss: number; activeMember: number; contractRate: number };
export type TermsIn =
  | { kind: "salary"; tiers: SalaryTierIn[] }
  | { kind: "hourly"; tiers: HourlyTierIn[] }
  | { kind: "dividend"; products: Partial<Record<GameType, DividendTierIn[]>> };

/** A major amount or percentage with at most two decimals, as integer hundredths; null otherwise. */
export function hundredths(value: unknown): number | null {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof n !== "number" || !Number.isFinite(n) || n < 0) return null;
  const h = Math.round(n * 100);
  return Math.abs(h - n * 100) < 1e-6 && Number.isSafeInteger(h) ? h : null;
}

/** A refusal of terms: the message key (tier.order, tier.rate…) and where (row index, field; product first for the dividend). */
export type TermsRefusal = { ok: false; message: string; path: (string | number)[] };
type Checked<T> = { ok: true; value: T } | TermsRefusal;
const refused = (message: string, path: (string | number)[]): TermsRefusal => ({ ok: false, message, path });

/** A threshold in major units → minor units. */
function money(v: unknown): number | null {
  const h = hundredths(v);
  return h === null || h > MAX_THRESHOLD_MINOR ? null : h;
}
/** A count of active members, 0 to the ceiling ("" reads as 0, as a form's empty field). */
function count(v: unknown): number | null {
  const n = typeof v === "string" ? Number(v.trim() || 0) : v;
  return typeof n === "number" && Number.isInteger(n) && n >= 0 && n <= MAX_ACTIVE_MEMBERS ? n : null;
}
/** A rate or amount above zero and at most `max` (basis points, or minor units). */
function positive(v: unknown, max: number): number | null {
  const h = hundredths(v);
  return h === null || h <= 0 || h > max ? null : h;
}

/** Thresholds must rise from tier to tier: the first key strictly, the active members never fall. */
function ascending<T>(list: readonly T[], key: (t: T) => number, members: (t: T) => number): boolean {
  return list.every((r, i) => i === 0 || (key(r) > key(list[i - 1]!) && members(r) >= members(list[i - 1]!)));
}

/** Each row checked field by field in the order the page shows them; the first problem is the answer. */
function rows<T>(input: unknown, row: (r: Record<string, unknown>, i: number) => Checked<T>, prefix: (string | number)[] = []): Checked<T[]> {
  if (!Array.isArray(input) || input.length === 0) return refused("tier.none", prefix);
  if (input.length > MAX_TIERS) return refused("tier.tooMany", prefix);
  const out: T[] = [];
  for (const [i, r] of input.entries()) {
    if (!r || typeof r !== "object" || Array.isArray(r)) return refused("tier.format", [...prefix, i]);
    const checked = row(r as Record<string, unknown>, i);
    if (!checked.ok) return { ...checked, path: [...prefix, ...checked.path] };
    out.push(checked.value);
  }
  return { ok: true, value: out };
}

/** Daily salary or hourly rows: threshold (betVolume / minimumBet ≥), activeMember (≥), rateType, rate (% when P, an amount when F). */
function salaryRows<K extends "betVolume" | "minimumBet">(input: unknown, field: K, fixedMax: number) {
  return rows(input, (r, i) => {
    const threshold = money(r[field]);
    if (threshold === null) return refused("tier.amount", [i, field]);
    const activeMember = count(r.activeMember);
    if (activeMember === null) return refused("tier.activeMember", [i, "activeMember"]);
    const rateType = r.rateType;
    if (rateType !== "P" && rateType !== "F") return refused("tier.rateType", [i, "rateType"]);
    const rate = positive(r.rate, rateType === "P" ? MAX_SALARY_RATE_BP : fixedMax);
    if (rate === null) return refused("tier.rate", [i, "rate"]);
    return { ok: true, value: { threshold, activeMember, rateType: rateType as RateType, rate } };
  });
}

/** Dividend rows of one product: minimumBet, netLoss (rising), activeMember, contractRate % of the net loss. */
function dividendRows(input: unknown, product: string): Checked<DividendTier[]> {
  const checked = rows(
    input,
    (r, i): Checked<DividendTier> => {
      const minimumBetMinor = money(r.minimumBet);
      if (minimumBetMinor === null) return refused("tier.amount", [i, "minimumBet"]);
      const netLossMinor = money(r.netLoss);
      if (netLossMinor === null) return refused("tier.amount", [i, "netLoss"]);
      const activeMember = count(r.activeMember);
      if (activeMember === null) return refused("tier.activeMember", [i, "activeMember"]);
      const rateBp = positive(r.contractRate, MAX_DIVIDEND_RATE_BP);
      if (rateBp === null) return refused("tier.rate", [i, "contractRate"]);
      return { ok: true, value: { minimumBetMinor, netLossMinor, activeMember, rateBp } };
    },
    [product],
  );
  if (!checked.ok) return checked;
  const list = checked.value;
  const rising =
    ascending(
      list,
      (t) => t.netLossMinor,
      (t) => t.activeMember,
    ) && list.every((t, i) => i === 0 || t.minimumBetMinor >= list[i - 1]!.minimumBetMinor);
  return rising ? checked : refused("tier.order", [product]);
}

/**
 * The API's terms of one kind, validated and converted to stored units (the gateway's offer call
 * and the page's action run the same check); or the first problem's message key and path.
 */
export function parseTerms(kind: ContractKind, input: unknown): { ok: true; terms: StoredTerms } | TermsRefusal {
  if (kind === "salary" || kind === "hourly") {
    const field = kind === "salary" ? "betVolume" : "minimumBet";
    const checked = salaryRows(input, field, kind === "salary" ? MAX_SALARY_FIXED_MINOR : MAX_HOURLY_FIXED_MINOR);
    if (!checked.ok) return checked;
    if (
      !ascending(
        checked.value,
        (t) => t.threshold,
        (t) => t.activeMember,
      )
    )
      return refused("tier.order", []);
    return kind === "salary"
      ? {
          ok: true,
          terms: { kind, tiers: checked.value.map((t) => ({ betVolumeMinor: t.threshold, activeMember: t.activeMember, rateType: t.rateType, rate: t.rate })) },
        }
      : {
          ok: true,
          terms: {
            kind,
            tiers: checked.value.map((t) => ({ minimumBetMinor: t.threshold, activeMember: t.activeMember, rateType: t.rateType, rate: t.rate })),
          },
        };
  }
  if (!input || typeof input !== "object" || Array.isArray(input)) return refused("tier.format", []);
  const products: DividendTerms = {};
  for (const [product, list] of Object.entries(input)) {
    if (!(DIVIDEND_PRODUCTS as readonly string[]).includes(product)) return refused("tier.product", [product]);
    const checked = dividendRows(list, product);
    if (!checked.ok) return checked;
    products[product as GameType] = checked.value;
  }
  return Object.keys(products).length ? { ok: true, terms: { kind, products } } : refused("tier.none", []);
}

/** Stored terms → API terms (major units, percentages). */
export function termsOut(terms: StoredTerms): TermsIn {
  const major = (minor: number) => minor / 100;
  // P: basis points → percent; F: minor → major. Both are hundredths.
  const rateOut = (_type: RateType, rate: number) => rate / 100;
  if (terms.kind === "salary")
    return {
      kind: "salary",
      tiers: terms.tiers.map((t) => ({
        betVolume: major(t.betVolumeMinor),
        activeMember: t.activeMember,
        rateType: t.rateType,
        rate: rateOut(t.rateType, t.rate),
      })),
    };
  if (terms.kind === "hourly")
    return {
      kind: "hourly",
      tiers: terms.tiers.map((t) => ({
        minimumBet: major(t.minimumBetMinor),
        activeMember: t.activeMember,
        rateType: t.rateType,
        rate: rateOut(t.rateType, t.rate),
      })),
    };
  const products: Partial<Record<GameType, DividendTierIn[]>> = {};
  for (const p of DIVIDEND_PRODUCTS) {
    const list = terms.products[p];
    if (list)
      products[p] = list.map((t) => ({
        minimumBet: major(t.minimumBetMinor),
        netLoss: major(t.netLossMinor),
        activeMember: t.activeMember,
        contractRate: t.rateBp / 100,
      }));
  }
  return { kind: "dividend", products };
}

/* ---------------- which tier, what it pays ---------------- */

/** The team's figures for a period: valid turnover, net loss (valid turnover − wins) and active members. */
export type TeamFigures = { turnoverMinor: number; activeMembers: number; netLossMinor?: number };

/**
 * The highest tier the figures reach: every threshold of the tier met (≥). Tiers rise, so the
 * last one met is the best; a figure just below a threshold stays on the tier below. null: none.
 */
export function salaryTierFor<T extends SalaryTier | HourlyTier>(tiers: readonly T[], f: TeamFigures): T | null {
  let best: T | null = null;
  for (const t of tiers) {
    const threshold = "betVolumeMinor" in t ? t.betVolumeMinor : t.minimumBetMinor;
    if (f.turnoverMinor >= threshold && f.activeMembers >= t.activeMember) best = t;
  }
  return best;
}

/** What a salary tier pays on the figures: P the rate of the turnover (rounded down to the centavo), F the fixed amount. */
export function salaryPay(tier: SalaryTier | HourlyTier | null, f: TeamFigures): number {
  if (!tier || f.turnoverMinor <= 0) return 0;
  return tier.rateType === "P" ? Math.floor((f.turnoverMinor * tier.rate) / 10_000) : tier.rate;
}

/** The dividend tier one product's figures reach (minimum bet, net loss and active members all met), or null. */
export function dividendTierFor(tiers: readonly DividendTier[], f: TeamFigures): DividendTier | null {
  const loss = f.netLossMinor ?? 0;
  let best: DividendTier | null = null;
  for (const t of tiers) if (f.turnoverMinor >= t.minimumBetMinor && loss >= t.netLossMinor && f.activeMembers >= t.activeMember) best = t;
  return best;
}

/** The dividend on one product: the tier's rate of the team's net loss; nothing when the team won (no negative dividend). */
export function dividendPay(tier: DividendTier | null, f: TeamFigures): number {
  const loss = f.netLossMinor ?? 0;
  return tier && loss > 0 ? Math.floor((loss * tier.rateBp) / 10_000) : 0;
}

/* ---------------- the downline's rate above the upline's own ---------------- */

/**
 * downlineHigherRate (A-CON-03): whether the offered terms' top rate exceeds the top rate of the
 * upline's own terms of the same kind (the contract the upline holds from its own upline, or from
 * the operator for a top agent). Compared like with like: the highest percentage against the
 * highest percentage, the highest fixed amount against the highest fixed amount, per product for
 * the dividend. No own terms of that kind: anything above zero is higher.
 */
export function downlineHigherRate(offer: StoredTerms, own: StoredTerms | null): boolean {
  if (offer.kind === "dividend") {
    const mine = own?.kind === "dividend" ? own.products : {};
    return DIVIDEND_PRODUCTS.some((p) => top((offer.products[p] ?? []).map((t) => t.rateBp)) > top((mine[p] ?? []).map((t) => t.rateBp)));
  }
  const ownTiers: (SalaryTier | HourlyTier)[] = own && own.kind !== "dividend" ? own.tiers : [];
  const offerTiers: (SalaryTier | HourlyTier)[] = offer.tiers;
  return (["P", "F"] as const).some(
    (type) => top(offerTiers.filter((t) => t.rateType === type).map((t) => t.rate)) > top(ownTiers.filter((t) => t.rateType === type).map((t) => t.rate)),
  );
}
const top = (values: number[]) => values.reduce((a, b) => Math.max(a, b), 0);

/* ---------------- dividend periods ---------------- */

/**
 * The dividend's settlement period: half a month, the 1st to the 15th and the 16th to the month's
 * last day (the platform family's norm). `day` is an operator date YYYY-MM-DD.
 */
export function dividendPeriod(day: string): { from: string; to: string; key: string } {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, "0");
  const from = d <= 15 ? `${y}-${mm}-01` : `${y}-${mm}-16`;
  const to = d <= 15 ? `${y}-${mm}-15` : `${y}-${mm}-${String(last).padStart(2, "0")}`;
  return { from, to, key: `${from}..${to}` };
}

/** Whether `day` closes a dividend period (the 15th or the month's last day). */
export const closesDividendPeriod = (day: string) => dividendPeriod(day).to === day;

/* ---------------- who ---------------- */

/** §4/§5/§6: contract prompts (and dividend info) are skipped for types 4, 40, 41 and 42. */
export const CONTRACT_SKIPPED_TYPES = [4, 40, 41, 42] as const;
export const contractInfoSkipped = (type: number) => (CONTRACT_SKIPPED_TYPES as readonly number[]).includes(type);

/**
 * Who may be offered a contract: a direct downline of type 1 or 2 — an agent (a contract pays on
 * a team) that §4 does not skip. Type 0 players are not skipped by §4, but have no team to be paid
 * on, so no offer reaches them and the app asks for requests only for these types.
 */
export const mayHoldContract = (type: number) => type === 1 || type === 2;
