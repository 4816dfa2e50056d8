import { now as clockNow } from "@contract/clock";
import { isTrial } from "@contract/member-types";
import { redirect, type AppLoadContext } from "react-router";
import { currencySymbol, requestRgSession, requestWallet } from "~/features/rg/play/session.server";
import { fetchMemberInfo } from "~/gateway-client/account.server";
import { fetchUnreadCount } from "~/gateway-client/content.server";
import { fetchHeadIcon, fetchPromotionKeys } from "~/gateway-client/member.server";
import { fetchRewardCount } from "~/gateway-client/rewards.server";
import { formatMoney } from "~/rules/money";
import { templateVariant } from "~/rules/template";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { redirectWithToast } from "~/session/auth.server";
import { REFUSE_PARAM, ROWS, TILES, daysSinceJoining, showsShare, showsVipTile, visibleEntries, type Viewer } from "./rows";

/** Whether the reward centre's row can show (its switch): only then is its count asked for. */
const rewardCenterOn = (features: Record<string, boolean>) => features.REWARDCEN3 === true;

export type CentreEntry = { id: string; path: string };

/** The counts on the rows that have one: unread messages, rewards claimable now. */
export type CentreBadges = Partial<Record<"mailCenter" | "rewardCenter", number>>;

/**
 * Everything /m/mine shows (§2 Member centre): who the viewer is, the entries the row table allows
 * them, and for a member their profile read fresh from the gateway (never cached: §2 "member info
 * is renewed when the centre opens").
 *
 * One gateway round trip: the switches come from the isolate's last site status when it is recent
 * (context.siteSwitches, which never decides the gate), and every call starts together. Each call is
 * made once per request: the session clock and the wallet are shared with the /m layout
 * (requestRgSession, requestWallet). The counts on the rows (unread messages, claimable rewards:
 * the slowest of the page's reads) are below the first screen and stream in (decision 001).
 */
export async function loadCentre(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const session = context.member;
  // §6: a trial member's tap on a guarded entry, without JavaScript: the message, and stay.
  if (session && isTrial(session.type) && url.searchParams.has(REFUSE_PARAM)) {
    throw await redirectWithToast(url.pathname, { key: "toast.free_reject", kind: "message", tone: "error" }, context);
  }
  if (!session && url.searchParams.has(REFUSE_PARAM)) throw redirect(url.pathname);

  const status = await context.siteSwitches();
  // The optional modules the gateway does not offer (contract/capabilities.ts): their entries and calls stay away.
  const unoffered = status.unofferedModules;
  const promotionKeys = context.deferred(fetchPromotionKeys(context.gateway), "promotionKeys");
  const directRegistration = status.whiteLabel.DIRECTREG3 === true;
  // §2/§3 mem_cen: which layout renders this data (decision 080); the entries are the same in both.
  const template = templateVariant(status.mobileTemplate.mem_cen);

  if (!session) {
    const viewer: Viewer = { signedIn: false };
    const facts = { viewer, switches: status.features, promotions: (await promotionKeys) ?? {}, unoffered };
    return {
      profile: null,
      tiles: visibleEntries(TILES, facts).map(({ id, path }) => ({ id, path })),
      rows: visibleEntries(ROWS, facts).map(({ id, path }): CentreEntry => ({ id, path })),
      badges: null as Promise<CentreBadges> | null,
      showsVip: showsVipTile(viewer, null, unoffered),
      showsShare: showsShare(viewer),
      directRegistration,
      template,
      todayNet: null,
      playMoney: null,
      balance: null,
    };
  }

  const rgOn = !unoffered.includes("responsibleGaming");
  // A trial's play money is shown here with what it is; a failure leaves the figure out, never the
  // explanation and the way to a real account. The base layout's balance line (decision 080) reads
  // the same wallet; a failure there leaves the line out. Today's net position takes its currency
  // symbol from it too (no other answer carries one): one wallet read for all three.
  const showsBalance = isTrial(session.type) || template === "base";
  const wallet = showsBalance || rgOn ? requestWallet(context, session.token) : null;
  // Streamed: never awaited here. A failure shows no count.
  const unread = unoffered.includes("inbox") ? null : context.deferred(fetchUnreadCount(context.gateway, session.token), "unreadCount");
  // The reward centre's badge (research 2.4.3): rewards claimable now.
  const rewards = rewardCenterOn(status.features) ? context.deferred(fetchRewardCount(context.gateway, session.token), "rewardCount") : null;
  const badges: Promise<CentreBadges> = Promise.all([unread, rewards]).then(([mailCenter, rewardCenter]) => ({
    ...(mailCenter ? { mailCenter } : {}),
    ...(rewardCenter ? { rewardCenter } : {}),
  }));

  const [info, headIcon, rg, symbol, shownWallet, promotions] = await Promise.all([
    fetchMemberInfo(context.gateway, session.token).catch((e: unknown) => gatewayFailure(e, request, context)),
    context.deferred(fetchHeadIcon(context.gateway, session.token), "headIcon"),
    // Today's net: wins − bets from the ledger; a failure shows none.
    rgOn ? requestRgSession(context, session.token) : null,
    rgOn ? currencySymbol(context, session.token) : null,
    showsBalance && wallet ? context.deferred(wallet, "centreWallet") : null,
    promotionKeys,
  ]);
  const viewer: Viewer = { signedIn: true, type: info.type, toUpline: info.toUpline };
  const facts = { viewer, switches: status.features, promotions: promotions ?? {}, unoffered };
  const vipLabel = info.clubLabel?.labelName ?? null;
  return {
    profile: {
      account: info.account,
      nickname: info.nickname,
      vipLabel,
      trial: isTrial(info.type),
      days: daysSinceJoining(info.regDate, clockNow()),
      headIconUrl: headIcon?.url ?? null,
    },
    tiles: visibleEntries(TILES, facts).map(({ id, path }) => ({ id, path })),
    rows: visibleEntries(ROWS, facts).map(({ id, path }): CentreEntry => ({ id, path })),
    badges: badges as Promise<CentreBadges> | null,
    showsVip: showsVipTile(viewer, vipLabel, unoffered),
    showsShare: showsShare(viewer),
    directRegistration,
    template,
    todayNet: rg && symbol ? { amount: rg.todayNet, symbol } : null,
    playMoney: isTrial(info.type) ? { balance: shownWallet ? formatMoney(shownWallet.sumBalance, shownWallet.currencySymbol) : null } : null,
    /** The real-money balance, shown by the base layout only (a trial's play money is `playMoney`). */
    balance: template === "base" && !isTrial(info.type) && shownWallet ? formatMoney(shownWallet.sumBalance, shownWallet.currencySymbol) : null,
  };
}

export type Centre = Awaited<ReturnType<typeof loadCentre>>;
