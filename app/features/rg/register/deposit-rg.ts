import type { LimitKind, MoneyPeriod } from "@contract/rg-rules";
import type { RgBlockView, RgOverview } from "@contract/schemas/rg";

/**
 * What the deposit page shows of responsible gaming (research 4.4.1,
 * RG-01, RG-08; decision 043), from the member's RG overview: the paused state when a time-out,
 * self-exclusion or spent session is in force; the limit prompt before the first deposit (or the
 * market's required limits still unset); and a meter of the strictest deposit limit. Pure.
 */
export type DepositMeter = { period: MoneyPeriod; limit: number; used: number; resetAt: number };
export type LimitPrompt = { mode: "first" | "required"; kinds: LimitKind[] };
export type DepositRg = { block: RgBlockView | null; meter: DepositMeter | null; prompt: LimitPrompt | null };

/**
 * `hasDeposits`: any order in the records' window; `skipped`: "Not now" was chosen for this visit
 * (?limits=skip). Required limits cannot be skipped.
 */
export function depositRgView(overview: Pick<RgOverview, "market" | "limits" | "block">, hasDeposits: boolean, skipped: boolean): DepositRg {
  const set = overview.limits.filter((l) => l.value !== null);
  const missing = overview.market.requiredLimits.filter((kind) => !set.some((l) => l.kind === kind));
  const hasDepositLimit = set.some((l) => l.kind === "deposit");
  const prompt: LimitPrompt | null = overview.block
    ? null
    : missing.length
      ? { mode: "required", kinds: missing }
      : !hasDepositLimit && !hasDeposits && !skipped
        ? { mode: "first", kinds: ["deposit"] }
        : null;
  return { block: overview.block, meter: strictestDeposit(overview.limits), prompt };
}

/** RG-07: the deposit limit with the least left (then the earliest reset) is the one that binds. */
export function strictestDeposit(limits: RgOverview["limits"]): DepositMeter | null {
  const meters: DepositMeter[] = [];
  for (const l of limits) {
    if (l.kind !== "deposit" || l.period === "session" || l.value === null || l.used === null || l.resetAt === null) continue;
    meters.push({ period: l.period, limit: l.value, used: l.used, resetAt: l.resetAt });
  }
  meters.sort((a, b) => Math.max(0, a.limit - a.used) - Math.max(0, b.limit - b.used) || a.resetAt - b.resetAt);
  return meters[0] ?? null;
}
