import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { RouteHandle } from "~/chrome/DocumentTitle";
import { ACCOUNT_PARAM, TEAM_BETTING_PATH } from "~/features/agent/reports/query";
import reportsStylesheet from "~/features/agent/reports/reports.css?url";
import { loadTeamBetDetail, type TeamBetDetailData } from "~/features/agent/reports/reports.server";
import { BetStatusChip } from "~/features/records/BetEntry";
import recordsStylesheet from "~/features/records/records.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: recordsStylesheet },
  { rel: "stylesheet", href: reportsStylesheet },
];
export const handle: RouteHandle = { titleKey: "agentReports.title.betDetail" };

/**
 * /m/teamBetting/<orderId> (research A-BET-01 "detail opens order detail"): one order of a team
 * member and its sub-orders, read-only (an agent never cancels a downline's bet). Another agent's
 * member's order, the agent's own or an unknown number is a 404, as the gateway answers.
 */
export function loader(args: LoaderFunctionArgs) {
  return loadTeamBetDetail(args);
}

export default function TeamBetDetail() {
  const { t } = useTranslation();
  const { account, order, suborders } = useLoaderData<typeof loader>() as TeamBetDetailData;
  const time = (day: string, clock: string) => <time dateTime={`${day}T${clock}+08:00`}>{`${day} ${clock}`}</time>;
  return (
    <div className="records-page bet-detail">
      <section className="records-totals bet-summary" aria-labelledby="bet-summary-title">
        <h2 id="bet-summary-title" className="records-totals__title">
          {order.gameName}
        </h2>
        <dl className="records-totals__grid">
          <div>
            <dt>{t("agentReports.betting.account")}</dt>
            <dd data-testid="bet-account">{account}</dd>
          </div>
          <div>
            <dt>{t("records.bets.detail.orderNo")}</dt>
            <dd data-testid="bet-order-id">{order.id}</dd>
          </div>
          <div>
            <dt>{t("records.bets.detail.game")}</dt>
            <dd>{t(`games.category.${order.gameType}`, { defaultValue: order.gameType })}</dd>
          </div>
          {order.drawNumber && (
            <div>
              <dt>{t("records.bets.detail.draw")}</dt>
              <dd>{order.drawNumber}</dd>
            </div>
          )}
          <div>
            <dt>{t("records.bets.detail.status")}</dt>
            <dd>
              <BetStatusChip status={order.status} />
            </dd>
          </div>
          <div>
            <dt>{t("records.bets.detail.placed")}</dt>
            <dd>{time(order.day, order.time)}</dd>
          </div>
          <div>
            <dt>{t("records.bets.detail.settled")}</dt>
            <dd>{order.settledDay && order.settledTime ? time(order.settledDay, order.settledTime) : t("records.bets.detail.notSettled")}</dd>
          </div>
          <div>
            <dt>{t("records.bets.detail.stake")}</dt>
            <dd className="records-amount">{order.stake}</dd>
          </div>
          <div>
            <dt>{t("records.bets.detail.win")}</dt>
            <dd className={`records-amount${order.winSign > 0 ? " records-amount--credit" : ""}`}>{order.win}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="bet-suborders-title" className="bet-suborders">
        <h2 id="bet-suborders-title" className="records-day__title">
          {t("records.bets.detail.suborders")}
        </h2>
        <ul className="records-day__items">
          {suborders.map((s) => (
            <li key={s.id} className="records-item bet-suborder" data-testid="bet-suborder">
              <div className="records-item__main">
                <span className="records-item__title">{s.play === "SPIN" || s.selection === "" ? t("records.bets.detail.spin") : s.selection}</span>
                <span className="records-item__meta">
                  <span>{t(`records.bets.detail.play.${s.play}`)}</span>
                  <span>{`${t("records.bets.detail.odds")} ${s.odds}`}</span>
                </span>
                <span className="records-item__meta">
                  {t("records.bets.detail.result")}: {s.result ?? t("records.bets.detail.awaiting")}
                </span>
              </div>
              <div className="records-item__figures">
                <span className="records-amount">{s.stake}</span>
                <span className={`records-item__meta${s.winSign > 0 ? " records-amount--credit" : ""}`}>{t("records.bets.win", { amount: s.win })}</span>
                <BetStatusChip status={s.status} />
              </div>
            </li>
          ))}
        </ul>
      </section>

      <Link to={`${TEAM_BETTING_PATH}?${ACCOUNT_PARAM}=${encodeURIComponent(account)}`} className="records-intro__link bet-detail__back">
        {t("agentReports.betting.back")}
      </Link>
    </div>
  );
}
