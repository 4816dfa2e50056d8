import type { GameType } from "@contract/games";
import { type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, useLoaderData, useLocation } from "react-router";
import { BET_STATUSES, betRecordUrl } from "~/features/records/bet-filters";
import { BetEntry } from "~/features/records/BetEntry";
import { loadBetRecord, type BetRecordData } from "~/features/records/bets.server";
import { BetTypeTabs } from "~/features/records/BetTypeTabs";
import { recordSearch } from "~/features/records/query";
import { RecordScreen, recordPageLinks } from "~/features/records/RecordPage";
import { useTranslation } from "~/i18n/react";
import { DiceIcon } from "~/ui/icons";

export const links: LinksFunction = () => recordPageLinks;

/** §2 /m/gameRecord: the member's bet orders, by game type and status, with totals (research R-05). */
export function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  return loadBetRecord(args);
}

export default function BetRecord() {
  const data = useLoaderData<typeof loader>() as BetRecordData;
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // A tab keeps the period and the status and starts again from page 1.
  const tabHref = (gameType: GameType | null) => pathname + recordSearch({ ...data.query, page: 1 }, betRecordUrl(gameType));

  return (
    <RecordScreen
      data={data}
      intro={<BetTypeTabs current={data.gameType} href={tabHref} />}
      select={{
        label: t("records.bets.statusLabel"),
        groups: [{ options: BET_STATUSES.map((s) => ({ value: s, label: t(`records.bets.status.${s}`) })) }],
      }}
      empty={{
        icon: <DiceIcon size={32} />,
        title: t("records.bets.empty"),
        body: t("records.bets.emptyBody"),
        action: { to: "/m/home", label: t("records.bets.playNow") },
      }}
      listLabel={t("records.bets.listLabel")}
      renderItem={(order) => <BetEntry order={order} href={`${pathname}/${order.id}`} />}
      totals={(totals) => [
        { label: t("records.bets.totalCount"), value: totals.count },
        { label: t("records.bets.totalStake"), value: totals.stake, money: 0 },
        { label: t("records.bets.totalWin"), value: totals.win, money: 0 },
        { label: t("records.bets.totalValid"), value: totals.validTurnover, money: 0 },
      ]}
    />
  );
}
