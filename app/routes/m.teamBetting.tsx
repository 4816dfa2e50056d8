import type { GameType } from "@contract/games";
import { type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, useLoaderData, useLocation } from "react-router";
import type { RouteHandle } from "~/chrome/DocumentTitle";
import { ACCOUNT_PARAM, ORDER_NO_PARAM, keepParams, teamBettingUrl, teamPnlHref } from "~/features/agent/reports/query";
import reportsStylesheet from "~/features/agent/reports/reports.css?url";
import { loadTeamBetting, type TeamBettingData } from "~/features/agent/reports/reports.server";
import { SearchForm } from "~/features/agent/reports/SearchForm";
import { BET_STATUSES, GAME_TYPE_PARAM } from "~/features/records/bet-filters";
import { BetEntry } from "~/features/records/BetEntry";
import { BetTypeTabs } from "~/features/records/BetTypeTabs";
import { recordParams, recordSearch } from "~/features/records/query";
import { RecordScreen, recordPageLinks } from "~/features/records/RecordPage";
import { useTranslation } from "~/i18n/react";
import { DiceIcon } from "~/ui/icons";

export const links: LinksFunction = () => [...recordPageLinks, { rel: "stylesheet", href: reportsStylesheet }];
export const handle: RouteHandle = { titleKey: "agentReports.title.betting" };

/**
 * §2 /m/teamBetting (research A-BET-01): the bet orders of the agent's team —
 * each the member's own bet record row, with their account — by period, game type, status, account
 * and order number, with totals over the filter; a row opens the order (/m/teamBetting/<id>).
 * The team PnL's rows drill here with ?account=.
 */
export function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  return loadTeamBetting(args);
}

export default function TeamBetting() {
  const data = useLoaderData<typeof loader>() as TeamBettingData;
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const account = data.account.message ? null : data.account.raw.toLowerCase() || null;
  const orderNo = data.orderNo.message ? null : data.orderNo.raw || null;
  // A tab keeps the period, the status and the search, and starts again from page 1.
  const tabHref = (gameType: GameType | null) => pathname + recordSearch({ ...data.query, page: 1 }, teamBettingUrl(gameType, account, orderNo));
  // The search form carries the period, tab and status; the search fields are its own inputs.
  const searchKeep = recordParams({ ...data.query, page: 1 }, { filterParam: "status", keep: keepParams({ [GAME_TYPE_PARAM]: data.gameType }) });
  const searching = Boolean(data.account.raw || data.orderNo.raw);

  return (
    <RecordScreen
      data={data}
      intro={
        <>
          <SearchForm
            path={pathname}
            keep={searchKeep}
            clearHref={searching ? pathname + recordSearch({ ...data.query, page: 1 }, teamBettingUrl(data.gameType, null, null)) : null}
            fields={[
              {
                name: ACCOUNT_PARAM,
                label: t("agentReports.search.account"),
                placeholder: t("agentReports.search.accountPlaceholder"),
                raw: data.account.raw,
                message: data.account.message,
              },
              {
                name: ORDER_NO_PARAM,
                label: t("agentReports.search.orderNo"),
                placeholder: t("agentReports.search.orderNoPlaceholder"),
                raw: data.orderNo.raw,
                message: data.orderNo.message,
                inputMode: "numeric",
              },
            ]}
          />
          <BetTypeTabs current={data.gameType} href={tabHref} />
        </>
      }
      select={{
        label: t("records.bets.statusLabel"),
        groups: [{ options: BET_STATUSES.map((s) => ({ value: s, label: t(`records.bets.status.${s}`) })) }],
      }}
      empty={{
        icon: <DiceIcon size={32} />,
        title: t("agentReports.betting.empty"),
        body: t("agentReports.betting.emptyBody"),
        action: { to: teamPnlHref(data.query.period, account), label: t("agentReports.betting.pnl") },
      }}
      listLabel={t("agentReports.betting.listLabel")}
      renderItem={(order) => (
        <div className="agent-bet" data-testid="team-bet">
          <span className="agent-bet__account">
            <span className="sr-only">{t("agentReports.betting.account")} </span>
            {order.account}
          </span>
          <BetEntry order={order} href={`${pathname}/${order.id}`} />
        </div>
      )}
      totals={(totals) => [
        { label: t("records.bets.totalCount"), value: totals.count },
        { label: t("records.bets.totalStake"), value: totals.stake, money: 0 },
        { label: t("records.bets.totalWin"), value: totals.win, money: 0 },
        { label: t("records.bets.totalValid"), value: totals.validTurnover, money: 0 },
      ]}
    />
  );
}
