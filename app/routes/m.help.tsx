import { Suspense, lazy, useCallback, useState } from "react";
import { type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, useLoaderData, useLocation, useNavigate } from "react-router";
import { HotMatchStrip } from "island-when-shown:~/features/home/HotMatches";
import type { RouteHandle } from "~/chrome/DocumentTitle";
import contentStylesheet from "~/features/content/content.css?url";
import { loadHelp } from "~/features/content/help.server";
import { HelpAccordion, StillNeedHelp } from "~/features/content/HelpAccordion";
import { BannerCarousel } from "~/features/home/BannerCarousel";
import homeStylesheet from "~/features/home/home.css?url";
import { bannerSlides, helpChrome, hotMatchViews } from "~/features/home/home.server";
import { useTranslation } from "~/i18n/react";

export const handle: RouteHandle = { titleKey: "content.title.help" };
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contentStylesheet },
  { rel: "stylesheet", href: homeStylesheet },
];

const HotMatchModal = lazy(() => import("~/features/home/HotMatchModal"));
const PAGE = "/m/help";

/** §2 /m/help: the help centre; a banner and the hot-match pop-up show on help pages too (§2 Page chrome). */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const ctx = { gateway: context.gateway, language: context.language, merchantCode: context.settings.MERCHANT_CODE };
  const [help, chrome] = await Promise.all([
    loadHelp(request, context),
    // Banner and matches are decoration here: a failure leaves them out rather than failing the page.
    context.deferred(helpChrome(ctx), "help.chrome"),
  ]);
  return {
    items: help.items,
    open: help.open,
    banners: chrome ? bannerSlides(chrome) : [],
    matches: chrome ? hotMatchViews(chrome) : [],
    matchesOpen: new URL(request.url).searchParams.get("sheet") === "matches",
  };
}

export default function Help() {
  const { items, open, banners, matches, matchesOpen } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [sheet, setSheet] = useState(matchesOpen);
  const openMatches = useCallback(() => setSheet(true), []);
  const closeHref = (() => {
    const params = new URLSearchParams(location.search);
    params.delete("sheet");
    const qs = params.toString();
    return `${PAGE}${qs ? `?${qs}` : ""}`;
  })();
  const closeMatches = useCallback(() => {
    setSheet(false);
    if (new URLSearchParams(location.search).has("sheet")) navigate(closeHref, { replace: true, preventScrollReset: true });
  }, [closeHref, location.search, navigate]);

  return (
    <div className="content-page">
      {banners.length > 0 && <BannerCarousel banners={banners} />}
      {matches.length > 0 && (
        <Suspense fallback={null}>
          <HotMatchStrip matches={matches} onOpen={openMatches} page={PAGE} />
        </Suspense>
      )}
      <header className="content-intro">
        <h2 className="content-intro__title">{t("content.help.heading")}</h2>
        <p className="content-intro__body">{t("content.help.intro")}</p>
      </header>
      <HelpAccordion key={open} items={items} initial={open} />
      <StillNeedHelp />
      {sheet && matches.length > 0 && (
        <Suspense fallback={null}>
          <HotMatchModal matches={matches} onClose={closeMatches} closeHref={closeHref} page={PAGE} />
        </Suspense>
      )}
    </div>
  );
}
