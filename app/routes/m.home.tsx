import { isTrial } from "@contract/member-types";
import { Suspense, lazy, memo, startTransition, useCallback, useState } from "react";
import {
  type LinksFunction,
  type LoaderFunctionArgs,
  type AppLoadContext,
  useLoaderData,
  useLocation,
  useNavigate,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "react-router";
import { AnnouncementPopup } from "island-when-shown:~/features/home/AnnouncementPopup";
import { HotMatchStrip } from "island-when-shown:~/features/home/HotMatches";
import { LoginPrompt } from "island-when-shown:~/features/home/LoginPrompt";
import { LotteryWidget } from "island-when-shown:~/features/home/LotteryWidget";
import { NoticeTicker } from "island-when-shown:~/features/home/NoticeTicker";
import { PopularGames } from "island-when-shown:~/features/home/PopularGames";
import { RainBanner } from "~/features/agent/rain/RainBanner";
import contentStylesheet from "~/features/content/content.css?url";
import { gamesStylesheet } from "~/features/games";
import { BannerCarousel } from "~/features/home/BannerCarousel";
import { Deferred } from "~/features/home/Deferred";
import { DownloadBar } from "~/features/home/DownloadBar";
import { PopupPage, QueryCode } from "~/features/home/home-query.server";
import homeStylesheet from "~/features/home/home.css?url";
import {
  downloadLinks,
  downloadView,
  homeBanners,
  homeContent,
  hotMatchViews,
  popupView,
  serviceLinks,
  sideBarView,
  tickerTitles,
} from "~/features/home/home.server";
import { HomeFooter } from "~/features/home/HomeFooter";
import { HomeHeader } from "~/features/home/HomeHeader";
import { InboxButton } from "~/features/home/InboxButton";
import { homeLotteries } from "~/features/home/lottery.server";
import { popularGames } from "~/features/home/popular-games.server";
import { readHomePreferences } from "~/features/home/preferences.server";
import { SideBar } from "~/features/home/SideBar";
import { HotStripSkeleton, LotterySkeleton, PopularGamesSkeleton, TickerSkeleton } from "~/features/home/Skeletons";
import playMoneyStylesheet from "~/features/wallet/play-money.css?url";
import { fetchMemberInfo, fetchWallet } from "~/gateway-client/account.server";
import { fetchUnreadCount } from "~/gateway-client/content.server";
import { fetchLiveRains } from "~/gateway-client/red-rain.server";
import { fetchMarket } from "~/gateway-client/rg.server";
import type { loader as rootLoader } from "~/root";
import type { PopupViewer } from "~/rules/popup-audience";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { modulesOff } from "~/server/modules.server";
import { NoJsStreamStyle } from "~/ui/NoJsStreamStyle";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contentStylesheet },
  { rel: "stylesheet", href: gamesStylesheet },
  { rel: "stylesheet", href: homeStylesheet },
  { rel: "stylesheet", href: playMoneyStylesheet },
];

/** Overlays that open from a link without JavaScript (?sheet=…); with it they open in place. */
const SHEETS = ["matches", "download", "login"] as const;
type Sheet = (typeof SHEETS)[number];
/** Query parameters that only steer overlays: changing them never reloads the page's data. */
const UI_PARAMS = new Set(["sheet", "popup"]);

const HotMatchModal = lazy(() => import("~/features/home/HotMatchModal"));
const DownloadPopup = lazy(() => import("~/features/home/DownloadPopup"));

/**
 * Home (§2 Home screen). Critical, awaited: the header (member name and wallet) and the banners.
 * Everything else streams in its own <Suspense> with a sized skeleton: notice ticker, unread dot,
 * hot matches, lottery countdowns, pop-ups, download bar and side bar. A deferred failure
 * resolves to null and shows a compact retry (overlays simply stay away).
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const url = new URL(request.url);
  const { member: session } = context;
  const prefs = await readHomePreferences(request, context.invalidCookies);
  const ctx = { gateway: context.gateway, language: context.language, merchantCode: context.settings.MERCHANT_CODE };
  const userAgent = request.headers.get("User-Agent");
  const viewer: PopupViewer = session ? { signedIn: true, firstTimeLogin: session.firstTimeLogin } : { signedIn: false };
  const sheetParam = url.searchParams.get("sheet");
  const popupStart = PopupPage.parse(url.searchParams.get("popup") ?? 0);

  // Parts of modules the gateway does not offer (contract/capabilities.ts) are neither asked for nor shown.
  const off = await modulesOff(context);
  const inbox = !off.includes("inbox");
  // Deferred: started now, never awaited here.
  const { deferred: settle } = context;
  const content = settle(homeContent(ctx), "home.content");
  const deferred = {
    // Views of the content.
    ticker: content.then((c) => (c ? tickerTitles(c) : null)),
    hot: content.then((c) => (c ? hotMatchViews(c) : null)),
    popup: content.then((c) => (c ? popupView(c, viewer, prefs.popupHidden, popupStart) : null)),
    unread: session && inbox ? settle(fetchUnreadCount(context.gateway, session.token), "home.unread") : null,
    // Red-envelope rain: how many rains the member may grab now. Only with a
    // session (a visitor makes no call), deferred so it never holds the page.
    rains:
      session && !off.includes("redEnvelopes")
        ? settle(
            fetchLiveRains(context.gateway, session.token).then((r) => r.rains.length),
            "home.rains",
          )
        : null,
    lottery: settle(homeLotteries(context.gateway, context.language), "home.lottery"),
    minAge: off.includes("responsibleGaming")
      ? null
      : settle(
          fetchMarket(context.gateway).then((m) => m.minAge),
          "home.market",
        ),
    games: settle(
      popularGames(context.gateway, {
        language: context.language,
        merchant: context.settings.MERCHANT_CODE,
        token: session?.token ?? null,
        category: QueryCode.parse(url.searchParams.get("cat")),
        vendor: QueryCode.parse(url.searchParams.get("vendor")),
      }),
      "home.games",
    ),
  };

  // Critical: the header, the banners, and the two in-flow rows whose late arrival would shift the
  // page (the download bar above the banners, the service icons in the ticker row). The last two
  // are token-less, cached reads; a failure of either leaves it out (null) rather than failing home.
  const links = downloadLinks(ctx);
  const [member, banners, download, side] = await Promise.all([
    session ? Promise.all([fetchMemberInfo(context.gateway, session.token), fetchWallet(context.gateway, session.token)]) : null,
    homeBanners(ctx),
    settle(downloadView(ctx, links, userAgent, prefs.downloadBarDismissed), "home.download"),
    settle(
      Promise.all([serviceLinks(ctx), links]).then(([service, download]) => sideBarView(service, download)),
      "home.side",
    ),
  ]).catch((e: unknown) => gatewayFailure(e, request, context));

  return {
    member: member
      ? {
          userName: member[0].userName,
          amount: member[1].sumBalance,
          symbol: member[1].currencySymbol,
          balanceHidden: prefs.balanceHidden,
          // The gateway's member type, read fresh: only a trial account (§6 type 4) holds play money.
          playMoney: isTrial(member[0].type),
        }
      : null,
    banners,
    download,
    side,
    sheet: (SHEETS as readonly string[]).includes(sheetParam ?? "") ? (sheetParam as Sheet) : null,
    inbox,
    ...deferred,
  };
}

export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, currentUrl, nextUrl, defaultShouldRevalidate }) => {
  // Preferences change what the page already shows optimistically; nothing to reload.
  if (formAction === "/m/preferences") return false;
  // Same URL and no form: an explicit revalidation (a section's retry), which must reload.
  if (!formAction && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) {
    const strip = (u: URL) =>
      [...u.searchParams]
        .filter(([k]) => !UI_PARAMS.has(k))
        .sort()
        .join("&");
    if (strip(currentUrl) === strip(nextUrl)) return false;
  }
  return defaultShouldRevalidate;
};

export default function Home() {
  const data = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const directRegistration = root?.switches.directRegistration === true;
  const location = useLocation();
  const navigate = useNavigate();
  const [sheet, setSheet] = useState<Sheet | null>(data.sheet);
  // Stable callbacks: the streamed sections below must not re-render (and so must not be forced
  // out of hydration) when an overlay opens. Opening is also a transition: a tap that lands while a
  // streamed boundary is still dehydrated (its data not arrived yet) would otherwise force that
  // boundary to client-render and React reports it as an error (CI saw it on the download popup).
  const openSheet = useCallback((next: Sheet) => startTransition(() => setSheet(next)), []);
  const openMatches = useCallback(() => openSheet("matches"), [openSheet]);
  const openDownload = useCallback(() => openSheet("download"), [openSheet]);
  const openLogin = useCallback(() => openSheet("login"), [openSheet]);

  const closeHref = (() => {
    const params = new URLSearchParams(location.search);
    params.delete("sheet");
    const qs = params.toString();
    return `/m/home${qs ? `?${qs}` : ""}`;
  })();
  const closeSheet = useCallback(() => {
    startTransition(() => setSheet(null));
    // Opened from a ?sheet= link (or shared URL): drop it from the address, without reloading data.
    if (new URLSearchParams(location.search).has("sheet")) navigate(closeHref, { replace: true, preventScrollReset: true });
  }, [closeHref, location.search, navigate]);

  return (
    <>
      <NoJsStreamStyle />
      <HomeHeader member={data.member} directRegistration={directRegistration} />
      <div className="home">
        <Sections data={data} signedIn={data.member !== null} openMatches={openMatches} openDownload={openDownload} openLogin={openLogin} />
        {sheet === "matches" && (
          <Deferred resolve={data.hot} fallback={null}>
            {(matches) =>
              matches.length > 0 ? (
                <Suspense fallback={null}>
                  <HotMatchModal matches={matches} onClose={closeSheet} closeHref={closeHref} page="/m/home" />
                </Suspense>
              ) : null
            }
          </Deferred>
        )}
        {sheet === "download" && data.download && data.download.popupLinks.length > 0 && (
          <Suspense fallback={null}>
            <DownloadPopup links={data.download.popupLinks} onClose={closeSheet} closeHref={closeHref} />
          </Suspense>
        )}
        {sheet === "login" && data.member === null && (
          <Suspense fallback={null}>
            <LoginPrompt onClose={closeSheet} closeHref={closeHref} directRegistration={directRegistration} />
          </Suspense>
        )}
      </div>
    </>
  );
}

type HomeData = ReturnType<typeof useLoaderData<typeof loader>>;

/** The lobby's sections, each streamed in its own boundary; memoised so overlays never re-render them. */
const Sections = memo(function Sections({
  data,
  signedIn,
  openMatches,
  openDownload,
  openLogin,
}: {
  data: HomeData;
  signedIn: boolean;
  openMatches: () => void;
  openDownload: () => void;
  openLogin: () => void;
}) {
  return (
    <>
      {data.download?.bar && <DownloadBar bar={data.download.bar} onOpenPopup={data.download.popupLinks.length > 0 ? openDownload : null} />}

      <BannerCarousel banners={data.banners} />

      {data.rains !== null && (
        <Deferred resolve={data.rains} fallback={null}>
          {(count) => (count > 0 ? <RainBanner /> : null)}
        </Deferred>
      )}

      <div className="ticker">
        <Deferred resolve={data.ticker} fallback={<TickerSkeleton />} retryClassName="ticker__link">
          {(titles) => <NoticeTicker titles={titles} />}
        </Deferred>
        {data.inbox && <InboxButton signedIn={signedIn} unread={data.unread} onGuest={openLogin} />}
        {data.side && <SideBar view={data.side} />}
      </div>

      <Deferred resolve={data.hot} fallback={<HotStripSkeleton />} retryClassName="hot-strip">
        {(matches) => <HotMatchStrip matches={matches} onOpen={openMatches} page="/m/home" />}
      </Deferred>

      <Deferred resolve={data.lottery} fallback={<LotterySkeleton />} retryClassName="home-lottery home-lottery--retry">
        {(rows) => <LotteryWidget rows={rows} />}
      </Deferred>

      <Deferred resolve={data.games} fallback={<PopularGamesSkeleton />} retryClassName="popular popular--retry">
        {(games) => <PopularGames initial={games} />}
      </Deferred>

      {/* Below the fold: its own boundary, so React hydrates it in a slice of its own after the
          shell (a completed boundary in server HTML is hydrated separately even when nothing in it
          suspends), never in the shell's task. */}
      <Suspense fallback={null}>
        <HomeFooter minAge={data.minAge} />
      </Suspense>

      <Deferred resolve={data.popup} fallback={null}>
        {(popup) => <AnnouncementPopup popup={popup} />}
      </Deferred>
    </>
  );
});
