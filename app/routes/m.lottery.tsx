import { type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, isRouteErrorResponse, Link, useLoaderData, useRouteError, type ShouldRevalidateFunction } from "react-router";
import type { RouteHandle } from "~/chrome/DocumentTitle";
import gamesStylesheet from "~/features/games/games.css?url";
import { loadLotteryLobby, lotteryFavouriteAction } from "~/features/lottery/lobby.server";
import lotteryStylesheet from "~/features/lottery/lottery.css?url";
import { LotteryLobby } from "~/features/lottery/LotteryLobby";
import { useTranslation } from "~/i18n/react";
import { ErrorState } from "~/ui/ErrorState";

export const handle: RouteHandle = { titleKey: "lottery.title.lobby" };
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: gamesStylesheet },
  { rel: "stylesheet", href: lotteryStylesheet },
];

/** /m/lottery (§2 Lottery lobby): ?tab=HOT|FAV|<group>. POST toggles a lottery favourite (cookie). */
export function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  return loadLotteryLobby(args);
}

export function action(args: ActionFunctionArgs<AppLoadContext>) {
  return lotteryFavouriteAction(args);
}

/** A tab switch is client-side (the menu is already here); a heart keeps the page as the action answered it. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formAction, defaultShouldRevalidate }) => {
  if (formAction === currentUrl.pathname) return false;
  // Same URL and no form is an explicit revalidation (a retry): that one reloads.
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) {
    const strip = (u: URL) => {
      const p = new URLSearchParams(u.search);
      p.delete("tab");
      p.sort();
      return p.toString();
    };
    if (strip(currentUrl) === strip(nextUrl)) return false;
  }
  return defaultShouldRevalidate;
};

export default function Lottery() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <LotteryLobby data={data} />
      <p className="lott-links">
        <Link to="/m/moreLottery">{t("lottery.title.more")}</Link>
        <Link to="/m/startLottery">{t("lottery.title.start")}</Link>
      </p>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 400) {
    return (
      <section className="state" role="alert">
        <p className="state__body">{t("lottery.invalidTab")}</p>
        <Link className="button button--primary" to="/m/lottery">
          {t("lottery.tabs.HOT")}
        </Link>
      </section>
    );
  }
  return <ErrorState error={error} />;
}
