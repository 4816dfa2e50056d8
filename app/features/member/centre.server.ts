import { now as clockNow } from "@contract/clock";
import { isTrial } from "@contract/member-types";
import { redirect, type AppLoadContext } from "react-router";
import { currencySymbol } from "~/features/rg/play/session.server";
import { fetchMemberInfo, fetchWallet } from "~/gateway-client/account.server";
import { fetchUnreadCount } from "~/gateway-client/content.server";
import { fetchHeadIcon, fetchPromotionKeys } from "~/gateway-client/member.server";
import { fetchRewardCount } from "~/gateway-client/rewards.server";
import { fetchRgSession } from "~/gateway-client/rg.server";
import { formatMoney } from "~/rules/money";
import { templateVariant } from "~/rules/template";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { redirectWithToast } from "~/session/auth.server";
import { REFUSE_PARAM, ROWS, TILES, daysSinceJoining, showsShare, showsVipTile, visibleEntries, type Viewer } from "./rows";

/** Whether the reward centre's row can show (its switch): only then is its count asked for. */
const rewardCenterOn = (features: Record<string, boolean>) => features.REWARDCEN3 === true;

export type CentreEntry = { id: string; path: string; badge?: number };

/**
 * Everything /m/mine shows (§2 Member centre): who the viewer is, the entries the row table allows
 * them, and for a member their profile read fresh from the gateway (never cached: §2 "member info
 * is renewed when the centre opens").
 */
export async function loadCentre(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const session = context.member;
  // §6: a trial member's tap on a guarded entry, without JavaScript: the message, and stay.
  if (session && isTrial(session.type) && url.searchParams.has(REFUSE_PARAM)) {
    throw await redirectWithToast(url.pathname, { key: "toast.free_reject", kind: "message", tone: "error" }, context);
  }
  if (!session && url.searchParams.has(REFUSE_PARAM)) throw redirect(url.pathname);

  const [status, promotions] = await Promise.all([context.siteStatus(), context.deferred(fetchPromotionKeys(context.gateway), "promotionKeys")]);
  // The optional modules the gateway does not offer (contract/capabilities.ts): their entries and calls stay away.
  const unoffered = status.unofferedModules;
  const facts = (viewer: Viewer) => ({ viewer, switches: status.features, promotions: promotions ?? {}, unoffered });
  const directRegistration = status.whiteLabel.DIRECTREG3 === true;
  // §2/§3 mem_cen: which layout renders this data (decision 080); the entries are the same in both.
  const template = templateVariant(status.mobileTemplate.mem_cen);

  if (!session) {
    const viewer: Viewer = { signedIn: false };
    return {
      profile: null,
      tiles: visibleEntries(TILES, facts(viewer)).map(({ id, path }) => ({ id, path })),
      rows: visibleEntries(ROWS, facts(viewer)).map(({ id, path }): CentreEntry => ({ id, path })),
      showsVip: showsVipTile(viewer, null, unoffered),
      showsShare: showsShare(viewer),
      directRegistration,
      template,
      todayNet: null,
      playMoney: null,
      balance: null,
    };
  }

  const [info, headIcon, unread, rewards, rg, symbol, wallet] = await Promise.all([
    fetchMemberInfo(context.gateway, session.token).catch((e: unknown) => gatewayFailure(e, request, context)),
    context.deferred(fetchHeadIcon(context.gateway, session.token), "headIcon"),
    unoffered.includes("inbox") ? null : context.deferred(fetchUnreadCount(context.gateway, session.token), "unreadCount"),
    // The reward centre's badge (research 2.4.3): rewards claimable now; a failure shows no badge.
    rewardCenterOn(status.features) ? context.deferred(fetchRewardCount(context.gateway, session.token), "rewardCount") : null,
    // Today's net position: wins − bets from the ledger; a failure shows none.
    unoffered.includes("responsibleGaming") ? null : context.deferred(fetchRgSession(context.gateway, session.token), "rgSession"),
    currencySymbol(context, session.token),
    // A trial's play money is shown here with what it is; a failure leaves the figure out, never the
    // explanation and the way to a real account. The base layout's balance line (decision 080) reads
    // the same wallet; a failure there leaves the line out.
    isTrial(session.type) || template === "base" ? context.deferred(fetchWallet(context.gateway, session.token), "centreWallet") : null,
  ]);
  const viewer: Viewer = { signedIn: true, type: info.type, toUpline: info.toUpline };
  const vipLabel = info.clubLabel?.labelName ?? null;
  const badge = (id: string) => (id === "mailCenter" && unread ? unread : id === "rewardCenter" && rewards ? rewards : undefined);
  return {
    profile: {
      account: info.account,
      nickname: info.nickname,
      vipLabel,
      trial: isTrial(info.type),
      days: daysSinceJoining(info.regDate, clockNow()),
      headIconUrl: headIcon?.url ?? null,
    },
    tiles: visibleEntries(TILES, facts(viewer)).map(({ id, path }) => ({ id, path })),
    rows: visibleEntries(ROWS, facts(viewer)).map(({ id, path }): CentreEntry => ({ id, path, badge: badge(id) })),
    showsVip: showsVipTile(viewer, vipLabel, unoffered),
    showsShare: showsShare(viewer),
    directRegistration,
    template,
    todayNet: rg ? { amount: rg.todayNet, symbol } : null,
    playMoney: isTrial(info.type) ? { balance: wallet ? formatMoney(wallet.sumBalance, wallet.currencySymbol) : null } : null,
    /** The real-money balance, shown by the base layout only (a trial's play money is `playMoney`). */
    balance: template === "base" && !isTrial(info.type) && wallet ? formatMoney(wallet.sumBalance, wallet.currencySymbol) : null,
  };
}

export type Centre = Awaited<ReturnType<typeof loadCentre>>;
