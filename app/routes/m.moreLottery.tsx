import { type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, Link, useLoaderData } from "react-router";
import type { RouteHandle } from "~/chrome/DocumentTitle";
import { GameListError } from "~/features/games/GameListPage";
import gamesStylesheet from "~/features/games/games.css?url";
import { lotteryLaunchHref } from "~/features/games/vendor-cards";
import { loadLotteryCatalogue } from "~/features/lottery/catalogue.server";
import lotteryStylesheet from "~/features/lottery/lottery.css?url";
import { PrizeModeTabs } from "~/features/lottery/PrizeModeTabs";
import { useTranslation } from "~/i18n/react";
import { useImageUrl } from "~/ui/use-image-url";

export const handle: RouteHandle = { titleKey: "lottery.title.more" };
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: gamesStylesheet },
  { rel: "stylesheet", href: lotteryStylesheet },
];

/** /m/moreLottery: every lottery of a prize mode (?prizeMode=Lott|ZY|Elott), each opening the in-app launcher. */
export function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  return loadLotteryCatalogue(args);
}

export default function MoreLottery() {
  const imageUrl = useImageUrl();
  const { prizeMode, lotteries } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const pageBack = `/m/moreLottery?prizeMode=${prizeMode}`;
  return (
    <div className="games-page">
      <p className="lott-intro">{t("lottery.more.intro")}</p>
      <PrizeModeTabs active={prizeMode} path="/m/moreLottery" />
      {lotteries.length === 0 ? (
        <p className="games-note">{t("lottery.more.empty")}</p>
      ) : (
        <ul className="lott-grid" aria-label={t(`lottery.prizeMode.${prizeMode}`)}>
          {lotteries.map((l) => (
            <li key={l.gameId}>
              <Link
                className="lott-card"
                to={lotteryLaunchHref({ prizeMode, code: l.code, playType: l.playTypes[0] ?? "trad", pageBack })}
                aria-label={t("lottery.row.play", { name: l.name })}
              >
                {l.iconUrl && <img src={imageUrl(l.iconUrl)} alt="" width={48} height={48} loading="lazy" decoding="async" />}
                <span className="lott-card__name">{l.name}</span>
                {l.group && <span className="lott-card__group">{l.group}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to="/m/lottery" className="button button--ghost">
        {t("lottery.more.lobby")}
      </Link>
    </div>
  );
}

export const ErrorBoundary = GameListError;
