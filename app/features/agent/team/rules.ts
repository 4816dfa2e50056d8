import { type DOWNLINE_KINDS, TEAM_SEARCH, bpToInput } from "@contract/downline-rules";
import type { GameType } from "@contract/games";

/**
 * Team management's pure rules: the translation-key prefix, the rate message values and the team
 * list's query. No zod here: pages import these in their first load, while the schemas
 * (./schemas.ts) load with the forms' validation after hydration (decision 055).
 */
export const T = "agentTeam";

export const TEAM_REBATE_PATH = "/m/member/teamRebate";
export const AGENT_REGISTER_PATH = "/m/agentRegister";

/** Fields a refused downline account never sends back (hideFields) and the browser empties too. */
export const DOWNLINE_SECRET_FIELDS = ["password", "confirmPassword"];

/** Rates in basis points as the rate inputs show them ("1.50"). */
export const inputRates = (rates: Record<string, number>) => Object.fromEntries(Object.entries(rates).map(([c, bp]) => [c, bpToInput(bp)]));

export type OwnRates = Record<GameType, number>;

/** The values a rate message names for one category: the agent's own rate as "1.50". */
export function rateParams(ownBp: number): { own: string; max: string } {
  const percent = (ownBp / 100).toFixed(2);
  return { own: percent, max: percent };
}

/** The team list's query (GET): bad values are dropped, and a bad search is said so. */
export type TeamListQuery = { account: string | null; level: number | null; type: (typeof DOWNLINE_KINDS)[number] | null; parent: string | null; page: number };

export function readTeamQuery(params: URLSearchParams): { query: TeamListQuery; invalid: boolean } {
  const text = (name: string) => {
    const v = (params.get(name) ?? "").trim();
    return v === "" ? null : v;
  };
  const account = text("account");
  const parent = text("parent");
  const level = Number(params.get("level"));
  const page = Number(params.get("page"));
  const type = params.get("type");
  return {
    query: {
      account: account && TEAM_SEARCH.test(account) ? account : null,
      level: Number.isInteger(level) && level >= 1 && level <= 20 ? level : null,
      type: type === "agent" || type === "member" ? type : null,
      parent: parent && TEAM_SEARCH.test(parent) ? parent : null,
      page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    },
    invalid: account !== null && !TEAM_SEARCH.test(account),
  };
}

/** The team list's URL for a query (empty values left out). */
export function teamHref(path: string, q: Partial<TeamListQuery>): string {
  const p = new URLSearchParams();
  if (q.parent) p.set("parent", q.parent);
  if (q.account) p.set("account", q.account);
  if (q.level) p.set("level", String(q.level));
  if (q.type) p.set("type", q.type);
  if (q.page && q.page > 1) p.set("page", String(q.page));
  const s = p.toString();
  return s ? `${path}?${s}` : path;
}
