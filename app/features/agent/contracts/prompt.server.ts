import { contractInfoSkipped, mayHoldContract, type ContractKind } from "@contract/contract-rules";
import type { ContractRequests } from "@contract/schemas/agent-contracts";
import type { AppLoadContext } from "react-router";
import { fetchContractRequests } from "~/gateway-client/agent-contracts.server";
import type { MemberSession } from "~/session/session.server";
import { REQUEST_FIELDS } from "./paths";

/**
 * The §4 contract prompt (A-CON-01): after sign-in, an eligible agent with a waiting daily-salary,
 * dividend or hourly request sees one dialog listing them, at most once per session unless a new
 * request arrives. A request is named by its contract and status ("12:P"), so a re-proposal or a
 * termination request counts as new; the names the member has dismissed (Cancel) or followed (Go)
 * are kept in the session cookie together with the token they belong to, so a new sign-in shows
 * the prompt again. Declining changes nothing at the gateway: the request stays pending.
 */
export type PromptItem = { kind: ContractKind; key: string; status: "P" | "E" | "V"; upline: string | null };

export const PROMPT_KEY = /^\d{1,12}:[PEV]$/;
const MAX_SEEN = 30;

/** Who is asked at all: a member who can hold a contract (types 1, 2) and whom §4 does not skip. No call for anyone else. */
export const asksForContractRequests = (member: MemberSession | null | undefined): member is MemberSession =>
  !!member && mayHoldContract(member.type) && !contractInfoSkipped(member.type);

/** The token a seen-list belongs to: its tail, enough to tell two sign-ins apart. */
const sessionTag = (token: string) => token.slice(-16);

export function seenRequests(context: AppLoadContext, member: MemberSession): string[] {
  const stored = context.session.get("contractPrompt") ?? null;
  return stored && stored.tag === sessionTag(member.token) && Array.isArray(stored.keys) ? stored.keys : [];
}

/** Remembers requests as seen for this sign-in; returns the Set-Cookie. */
export async function rememberSeen(context: AppLoadContext, member: MemberSession, keys: string[]): Promise<string> {
  const merged = [...new Set([...seenRequests(context, member), ...keys.filter((k) => PROMPT_KEY.test(k))])].slice(-MAX_SEEN);
  context.session.set("contractPrompt", { tag: sessionTag(member.token), keys: merged });
  return context.sessions.commitSession(context.session);
}

export function promptItems(requests: ContractRequests): PromptItem[] {
  return REQUEST_FIELDS.flatMap(([kind, field]) => {
    const r = requests[field];
    return r ? [{ kind, key: `${r.contractId}:${r.status}`, status: r.status, upline: r.upline }] : [];
  });
}

/** The requests to show now (not yet seen this sign-in), or null when there is nothing to ask; deferred, never blocking the page. */
export function contractPrompt(context: AppLoadContext): Promise<PromptItem[] | null> | null {
  const member = context.member;
  if (!asksForContractRequests(member)) return null;
  const seen = new Set(seenRequests(context, member));
  return context.deferred(
    fetchContractRequests(context.gateway, member.token).then((r) => {
      const items = promptItems(r).filter((i) => !seen.has(i.key));
      return items.length ? items : null;
    }),
    "contractPrompt",
  );
}
