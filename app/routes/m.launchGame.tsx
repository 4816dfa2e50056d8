/**
 * /m/launchGame — the launch contract (§7 Games; home's hot matches and every game tile use it).
 *
 * POST (a plain HTML form, works without JavaScript): fields `vendor`, `gameId` (the room id when
 * the game has one), `nodeId`, optional `pageBack` (a same-site path or a page name; default home).
 *   - guests → 302 /m/login?redirectTo=<pageBack>
 *   - LOTT / ELOTT → 302 to the in-app lottery launcher below (prize mode Lott / Elott, code = gameId)
 *   - TCG_LOTTO_VN / TCG_SEA → the vendor's lobby; anything else → that game
 *   - success → a document redirect to the gateway's game URL (the demo game page on the embedded
 *     gateway), whose back link returns to pageBack; the play is recorded in Recent
 *   - failure → with `respond=data` (the tiles' fetcher) { ok: false } so the page stays and hides its
 *     loading toast (§8); without JavaScript a redirect back to pageBack with a short error toast
 *   - bad input → 400 with a translated message, nothing launched
 *   - a responsible-gaming refusal (decision 042): a due reality check → /m/realityCheck
 *     and back to pageBack after Continue; a block or a limit → 403 with its translated message
 *     (the page's state without JavaScript, a toast with it)
 *
 * GET ?playType=trad|ent&prize_mode=Lott|ZY|Elott&code=<game code>|lobby&pageBack=home|<path>:
 * the in-app lottery launcher (§2). Needs a session (guests → /m/login and back here), asks the
 * gateway for the game URL (lottoArea VN, launchMode LOTT, lottoView betting with a code, else
 * lobby; device MOBILE; backUrl; language) and navigates to it; a failure shows a retry.
 * This GET has a side effect, so a navigation another site started (Sec-Fetch-Site cross-site or
 * same-site) is refused first: 403 with an "open the game" link, which, clicked here, is
 * same-origin (docs/decisions/020, an exception to 003).
 */
import { PLAY_TYPES, PRIZE_MODES } from "@contract/games";
import {
  data,
  redirect,
  redirectDocument,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type AppLoadContext,
  Link,
  useActionData,
  useLoaderData,
  useLocation,
} from "react-router";
import { z } from "zod";
import type { RouteHandle } from "~/chrome/DocumentTitle";
import { useModuleOn } from "~/chrome/use-module-on";
import { answeredByAction, markAnsweredByAction } from "~/features/games/answered.server";
import { IN_APP_LOTTERY_VENDORS, LOBBY_VENDORS } from "~/features/games/constants";
import { RESPOND_DATA, RESPOND_FIELD, type LaunchFailure } from "~/features/games/contract";
import gamesStylesheet from "~/features/games/games.css?url";
import { LOTTERY_CODE, NODE_ID, VENDOR_CODE, launchRefusal, resolvePageBack } from "~/features/games/launch.server";
import { lotteryLaunchHref } from "~/features/games/vendor-cards";
import { RESPONSIBLE_GAMING_PATH, WITHDRAW_PATH, realityCheckHref } from "~/features/rg/play/paths";
import { REALITY_DUE, isRgBlock, rgRefusalText, rgRefusalWire, type RgRefusalWire } from "~/features/rg/play/refusal-wire";
import { currencySymbol } from "~/features/rg/play/session.server";
import { endsSession, isGatewayError } from "~/gateway-client/errors";
import { addRecentGame, launchLotteryGame, launchVendorGame } from "~/gateway-client/games.server";
import { useTranslation } from "~/i18n/react";
import { loginHref, loginHrefFor } from "~/rules/redirect-target";
import { empty } from "~/rules/validation";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { isCrossSiteNavigation } from "~/server/origin";
import { redirectWithToast } from "~/session/auth.server";
import { AlertIcon } from "~/ui/icons";

export const handle: RouteHandle = { titleKey: "games.title.launch" };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: gamesStylesheet }];

type LaunchView = { state: "invalid" | "notFound" | "failed" | "crossSite"; pageBack: string } | { state: "rg"; pageBack: string; refusal: RgRefusalWire };

/** The rg.* refusal of a launch with its currency symbol (asked only for a limit, whose amounts it names). */
async function launchRgRefusal(e: unknown, context: LoaderFunctionArgs<AppLoadContext>["context"], token: string): Promise<RgRefusalWire | null> {
  const wire = rgRefusalWire(e);
  if (!wire || !wire.code.startsWith("rg.limit.")) return wire;
  return { ...wire, symbol: await currencySymbol(context, token) };
}

const LauncherQuery = z.object({
  playType: z.preprocess(empty, z.enum(PLAY_TYPES).default("trad")),
  prize_mode: z.preprocess(empty, z.enum(PRIZE_MODES).default("Lott")),
  code: z.preprocess(empty, z.union([z.literal("lobby"), z.string().regex(LOTTERY_CODE)]).default("lobby")),
  pageBack: z.preprocess(empty, z.string().max(500).optional()),
});

export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  if (answeredByAction(context)) return null;
  const url = new URL(request.url);
  const pageBack = resolvePageBack(url.searchParams.get("pageBack"), url);
  // Before the session is read: another site cannot start a game session for a signed-in player.
  if (isCrossSiteNavigation(request)) return data<LaunchView>({ state: "crossSite", pageBack }, { status: 403 });
  const parsed = LauncherQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) return data<LaunchView>({ state: "invalid", pageBack }, { status: 400 });
  const member = context.member;
  if (!member) throw redirect(loginHrefFor(url));
  const q = parsed.data;
  try {
    const { gameUrl } = await launchLotteryGame(context.gateway, member.token, {
      prizeMode: q.prize_mode,
      playType: q.playType,
      code: q.code === "lobby" ? null : q.code,
      backUrl: new URL(pageBack, url).href,
      language: context.language,
    });
    // The game URL is not a page of this app: leave it with a full document navigation.
    return redirectDocument(gameUrl);
  } catch (e) {
    if (endsSession(e) || !isGatewayError(e)) return gatewayFailure(e, request, context);
    // Responsible gaming: a due reality check is answered first, then this launch is tried again.
    const rg = await launchRgRefusal(e, context, member.token);
    if (rg?.code === REALITY_DUE) throw redirect(realityCheckHref(url.pathname + url.search));
    if (rg) return data<LaunchView>({ state: "rg", pageBack, refusal: rg }, { status: 403 });
    // An unknown code (?code=XXXX) is the request's fault: 404/400 with its message, no retry.
    const refusal = launchRefusal(e);
    if (refusal) return data<LaunchView>({ state: refusal, pageBack }, { status: refusal === "notFound" ? 404 : 400 });
    return data<LaunchView>({ state: "failed", pageBack }, { status: 502 });
  }
}

const LaunchFields = z.object({
  vendor: z.string().regex(VENDOR_CODE),
  gameId: z.string().trim().min(1).max(64),
  nodeId: z.preprocess(empty, z.string().regex(NODE_ID).optional()),
});

export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const form = await readFormData(request);
  const wantsData = form.get(RESPOND_FIELD) === RESPOND_DATA;
  const pageBack = resolvePageBack(form.get("pageBack"), request);
  const parsed = LaunchFields.safeParse({ vendor: form.get("vendor"), gameId: form.get("gameId"), nodeId: form.get("nodeId") ?? undefined });
  if (!parsed.success) {
    markAnsweredByAction(context);
    return wantsData
      ? data<LaunchFailure>({ ok: false, reason: "invalid" }, { status: 400 })
      : data<LaunchView>({ state: "invalid", pageBack }, { status: 400 });
  }
  const member = context.member;
  if (!member) throw redirect(loginHref(pageBack));
  const { vendor, gameId, nodeId } = parsed.data;

  const prizeMode = IN_APP_LOTTERY_VENDORS[vendor as keyof typeof IN_APP_LOTTERY_VENDORS];
  if (prizeMode) {
    const code = gameId !== "lobby" && LOTTERY_CODE.test(gameId) ? gameId : null;
    throw redirect(lotteryLaunchHref({ prizeMode, code, pageBack }));
  }

  const lobby = (LOBBY_VENDORS as readonly string[]).includes(vendor);
  try {
    const { gameUrl } = await launchVendorGame(context.gateway, member.token, {
      vendor,
      gameId,
      nodeId: nodeId ?? null,
      lobby,
      backUrl: new URL(pageBack, request.url).href,
      language: context.language,
    });
    if (nodeId && !lobby) await addRecentGame(context.gateway, member.token, nodeId).catch(() => null);
    return redirectDocument(gameUrl);
  } catch (e) {
    if (endsSession(e) || !isGatewayError(e)) return gatewayFailure(e, request, context);
    // Responsible gaming: a due reality check is answered first, then back to the page the game was
    // launched from (a POST cannot be repeated by a redirect); a block or a limit says why.
    const rg = await launchRgRefusal(e, context, member.token);
    if (rg?.code === REALITY_DUE) throw redirect(realityCheckHref(pageBack));
    if (rg) {
      markAnsweredByAction(context);
      return wantsData
        ? data<LaunchFailure>({ ok: false, reason: "rg", refusal: rg }, { status: 403 })
        : data<LaunchView>({ state: "rg", pageBack, refusal: rg }, { status: 403 });
    }
    const refusal = launchRefusal(e);
    if (refusal) {
      const status = refusal === "notFound" ? 404 : 400;
      markAnsweredByAction(context);
      return wantsData ? data<LaunchFailure>({ ok: false, reason: refusal }, { status }) : data<LaunchView>({ state: refusal, pageBack }, { status });
    }
    if (wantsData) return data<LaunchFailure>({ ok: false, reason: "failed" }, { status: 502 });
    return redirectWithToast(pageBack, { key: "games.toast.launch_failed", kind: "message", tone: "error" }, context);
  }
}

export default function LaunchGame() {
  const { t } = useTranslation();
  const location = useLocation();
  const fromAction = useActionData<typeof action>() as LaunchView | undefined;
  const fromLoader = useLoaderData<typeof loader>() as LaunchView | null;
  const view = fromAction ?? fromLoader;
  if (!view) return null;
  if (view.state === "rg") return <LaunchPaused pageBack={view.pageBack} refusal={view.refusal} />;
  // The request's own mistakes (invalid, notFound) offer no retry: the same request fails again.
  // A refused cross-site launch offers the same URL: followed from this page it is same-origin.
  const again = view.state === "failed" ? "games.launch.retry" : view.state === "crossSite" ? "error.crossSiteLaunch.open" : null;
  const title = {
    invalid: "games.launch.invalidTitle",
    notFound: "games.launch.notFoundTitle",
    failed: "games.launch.failedTitle",
    crossSite: "error.crossSiteLaunch.title",
  }[view.state];
  const body = {
    invalid: "games.launch.invalidBody",
    notFound: "games.launch.notFoundBody",
    failed: "games.launch.failedBody",
    crossSite: "error.crossSiteLaunch.body",
  }[view.state];
  return (
    <section className="launch-state" role="alert" aria-labelledby="launch-title">
      <div className="state__icon state__icon--error">
        <AlertIcon size={36} />
      </div>
      <h1 id="launch-title" className="state__title">
        {t(title)}
      </h1>
      <p className="state__body">{t(body)}</p>
      <div className="launch-state__actions">
        <Link to={view.pageBack} className="button button--ghost">
          {t("games.launch.back")}
        </Link>
        {again && !fromAction && (
          <a href={location.pathname + location.search} className="button button--primary">
            {t(again)}
          </a>
        )}
      </div>
    </section>
  );
}

/** A launch the responsible-gaming controls stopped: why, until when, and what still works. */
function LaunchPaused({ pageBack, refusal }: { pageBack: string; refusal: RgRefusalWire }) {
  const { t } = useTranslation();
  const responsibleGaming = useModuleOn("responsibleGaming");
  const text = rgRefusalText(refusal, t);
  return (
    <section className="launch-state" role="alert" aria-labelledby="launch-title" data-testid="launch-paused">
      <div className="state__icon state__icon--error">
        <AlertIcon size={36} />
      </div>
      <h1 id="launch-title" className="state__title">
        {t("rg.play.launch.pausedTitle")}
      </h1>
      <p className="state__body">{t(text.key, text.params)}</p>
      <div className="launch-state__actions">
        <Link to={pageBack} className="button button--ghost">
          {t("games.launch.back")}
        </Link>
        {isRgBlock(refusal) ? (
          <Link to={WITHDRAW_PATH} className="button button--primary">
            {t("rg.play.block.withdraw")}
          </Link>
        ) : null}
        {responsibleGaming && (
          <Link to={RESPONSIBLE_GAMING_PATH} className="button button--ghost">
            {t("rg.play.block.more")}
          </Link>
        )}
      </div>
    </section>
  );
}
