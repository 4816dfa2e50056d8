import { now as clockNow } from "@contract/clock";
import type { Wallet } from "@contract/schemas/envelope";
import type { RgBlockView, RgSession } from "@contract/schemas/rg";
import type { AppLoadContext } from "react-router";
import { fetchWallet } from "~/gateway-client/account.server";
import { fetchRgSession } from "~/gateway-client/rg.server";
import { oncePerRequest } from "~/server/per-request.server";
import { realityDue } from "./clock";

/**
 * What the /m layout needs of the gateway's session clock (decision 042): when the sign-in began,
 * when the reality check falls due, a block in force (withdraw-only mode) and, when the check is
 * due as the page renders, its figures (so it renders open without JavaScript). The token stays
 * on the server; the figures carry the currency symbol the session answer does not have.
 */
export type RealityFigures = { startedAt: number; bet: number; won: number; net: number; symbol: string };

export type RgLayout = {
  startedAt: number;
  /** The server's clock when this was read: the client measures its own offset from it. */
  now: number;
  realityDueAt: number | null;
  block: RgBlockView | null;
  /** Present when the check is due now. */
  figures: RealityFigures | null;
};

export function figuresOf(session: RgSession, symbol: string): RealityFigures {
  return { startedAt: session.startedAt, bet: session.bet, won: session.won, net: session.net, symbol };
}

/** The member's wallet, read once per request however many loaders want it (app/server/per-request.server.ts). */
export function requestWallet(context: AppLoadContext, token: string): Promise<Wallet> {
  return oncePerRequest(context, `wallet ${token}`, () => fetchWallet(context.gateway, token));
}

/**
 * The wallet's currency symbol: no other answer a page has carries it (the session clock's, the
 * member info, the site status), so it is the wallet's, read once per request. A failure falls back
 * to the peso's.
 */
export async function currencySymbol(context: AppLoadContext, token: string): Promise<string> {
  return (await requestWallet(context, token).catch(() => null))?.currencySymbol ?? "₱";
}

/**
 * The gateway's session clock for the signed-in member, read once per request: the /m layout (the
 * clock, the reality check) and the member centre (today's net position) both show it. Null when
 * the gateway does not answer (the failure logged once, under "rgSession").
 */
export function requestRgSession(context: AppLoadContext, token: string): Promise<RgSession | null> {
  return oncePerRequest(context, `rgSession ${token}`, () => context.deferred(fetchRgSession(context.gateway, token), "rgSession"));
}

/** null for visitors and when the gateway does not answer: the page never breaks over the clock. */
export async function loadRgLayout(context: AppLoadContext): Promise<RgLayout | null> {
  const member = context.member;
  if (!member) return null;
  const session = await requestRgSession(context, member.token);
  if (!session) return null;
  const now = clockNow();
  const due = !session.block && realityDue(session.realityDueAt, now);
  return {
    startedAt: session.startedAt,
    now,
    realityDueAt: session.realityDueAt,
    block: session.block,
    figures: due ? figuresOf(session, await currencySymbol(context, member.token)) : null,
  };
}
