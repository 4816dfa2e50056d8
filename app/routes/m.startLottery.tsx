import { PLAY_TYPES } from "@contract/games";
import { type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, Form, useLoaderData } from "react-router";
import type { RouteHandle } from "~/chrome/DocumentTitle";
import { GameListError } from "~/features/games/GameListPage";
import gamesStylesheet from "~/features/games/games.css?url";
import { loadLotteryCatalogue } from "~/features/lottery/catalogue.server";
import lotteryStylesheet from "~/features/lottery/lottery.css?url";
import { PrizeModeTabs } from "~/features/lottery/PrizeModeTabs";
import { useTranslation } from "~/i18n/react";

export const handle: RouteHandle = { titleKey: "lottery.title.start" };
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: gamesStylesheet },
  { rel: "stylesheet", href: lotteryStylesheet },
];

/**
 * /m/startLottery: pick a prize mode, a play type (Tradition / Entertainment) and a lottery (or the
 * lobby), then start: a GET form to the in-app launcher /m/launchGame, so it works without JavaScript.
 */
export function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  return loadLotteryCatalogue(args);
}

export default function StartLottery() {
  const { prizeMode, lotteries } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="games-page">
      <p className="lott-intro">{t("lottery.start.intro")}</p>
      <PrizeModeTabs active={prizeMode} path="/m/startLottery" />
      <Form method="get" action="/m/launchGame" className="card start-form">
        <input type="hidden" name="prize_mode" value={prizeMode} />
        <input type="hidden" name="pageBack" value={`/m/startLottery?prizeMode=${prizeMode}`} />
        <fieldset className="filter-group">
          <legend>{t("lottery.playType.label")}</legend>
          <div className="chip-options">
            {PLAY_TYPES.map((type, i) => (
              <label key={type} className="chip-option">
                <input type="radio" name="playType" value={type} defaultChecked={i === 0} />
                <span>{t(`lottery.playType.${type}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor="start-code" className="field__label">
            {t("lottery.start.game")}
          </label>
          <select id="start-code" name="code" defaultValue="lobby" key={prizeMode}>
            <option value="lobby">{t("lottery.start.lobbyOption")}</option>
            {lotteries.map((l) => (
              <option key={l.code} value={l.code}>
                {l.group ? `${l.name} · ${l.group}` : l.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary button--block">
          {t("lottery.start.submit")}
        </button>
      </Form>
    </div>
  );
}

export const ErrorBoundary = GameListError;
