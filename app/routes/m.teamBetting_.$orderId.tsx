import { type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, Link, useLoaderData } from "react-router";
import type { RouteHandle } from "~/chrome/DocumentTitle";
import { ACCOUNT_PARAM, TEAM_BETTING_PATH } from "~/features/agent/reports/query";
import reportsStylesheet from "~/features/agent/reports/reports.css?url";
import { loadTeamBetDetail, type TeamBetDetailData } from "~/features/agent/reports/reports.server";
import { BetOrderSummary, BetSuborderList } from "~/features/records/BetOrderDetail";
import recordsStylesheet from "~/features/records/records.css?url";
import { useTranslation } from "~/i18n/react";

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
export function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  return loadTeamBetDetail(args);
}

export default function TeamBetDetail() {
  const { t } = useTranslation();
  const { account, order, suborders } = useLoaderData<typeof loader>() as TeamBetDetailData;
  return (
    <div className="records-page bet-detail">
      <BetOrderSummary
        order={order}
        before={
          <div>
            <dt>{t("agentReports.betting.account")}</dt>
            <dd data-testid="bet-account">{account}</dd>
          </div>
        }
      />
      <BetSuborderList suborders={suborders} />

      <Link to={`${TEAM_BETTING_PATH}?${ACCOUNT_PARAM}=${encodeURIComponent(account)}`} className="records-intro__link bet-detail__back">
        {t("agentReports.betting.back")}
      </Link>
    </div>
  );
}
