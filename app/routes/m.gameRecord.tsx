import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import type { GameType } from "@shared/games";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import contentStylesheet from "~/features/content/content.css?url";
import { EmptyState } from "~/features/content/ui";
import { BET_GAME_TYPES, BET_STATUSES, betRecordUrl } from "~/features/records/bet-filters";
import { BetEntry } from "~/features/records/BetEntry";
import { loadBetRecord, type BetRecordData, type BetRow } from "~/features/records/bets.server";
import { FilterBar } from "~/features/records/FilterBar";
import { MorePages, useMorePages } from "~/features/records/MorePages";
import { recordSearch } from "~/features/records/query";
import { RecordList } from "~/features/records/RecordList";
import recordsStylesheet from "~/features/records/records.css?url";
import { RecordTotals } from "~/features/records/RecordTotals";
import { DiceIcon } from "~/ui/icons";

// content.css brings the empty state's look (EmptyState is shared with the content pages).
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contentStylesheet },
  { rel: "stylesheet", href: recordsStylesheet },
];

/** §2 /m/gameRecord: the member's bet orders, by game type and status, with totals (issue 13 §5, research R-05). */
export function loader(args: LoaderFunctionArgs) {
  return loadBetRecord(args);
}

export default function BetRecord() {
  const data = useLoaderData<typeof loader>() as BetRecordData;
  const { search } = useLocation();
  // A new URL (tab, status, period, page) starts from the loader's page; `more` fetches never change it.
  return <BetRecordBody key={search} data={data} />;
}

function BetRecordBody({ data }: { data: BetRecordData }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { query, url } = data;
  const pageHref = useCallback((page: number) => pathname + recordSearch({ ...query, page }, url), [pathname, query, url]);
  const moreHref = useCallback((page: number) => pathname + recordSearch({ ...query, page }, url, { more: true }), [pathname, query, url]);
  const pages = useMorePages<BetRow>(data, moreHref);
  // A tab keeps the period and the status and starts again from page 1.
  const tabHref = (gameType: GameType | null) => pathname + recordSearch({ ...query, page: 1 }, betRecordUrl(gameType));

  return (
    <div className="records-page">
      <nav aria-label={t("records.bets.typeLabel")}>
        <ul className="records-chips records-tabs">
          {[null, ...BET_GAME_TYPES].map((type) => (
            <li key={type ?? "all"}>
              <Link to={tabHref(type)} className="records-chip" aria-current={data.gameType === type ? "page" : undefined} preventScrollReset>
                {type ? t(`games.category.${type}`) : t("records.filter.all")}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <FilterBar
        path={pathname}
        query={query}
        url={url}
        bounds={data.bounds}
        adjusted={data.adjusted}
        select={{
          label: t("records.bets.statusLabel"),
          groups: [{ options: BET_STATUSES.map((s) => ({ value: s, label: t(`records.bets.status.${s}`) })) }],
        }}
      />

      {pages.items.length === 0 ? (
        query.page > 1 ? (
          <EmptyState icon={<DiceIcon size={32} />} title={t("records.list.emptyPage")}>
            <Link to={pageHref(1)} className="button button--ghost button--small">
              {t("records.list.firstPage")}
            </Link>
          </EmptyState>
        ) : (
          <EmptyState icon={<DiceIcon size={32} />} title={t("records.bets.empty")} body={t("records.bets.emptyBody")}>
            <Link to="/m/home" className="button button--primary button--small">
              {t("records.bets.playNow")}
            </Link>
          </EmptyState>
        )
      ) : (
        <>
          <RecordList
            items={pages.items}
            label={t("records.bets.listLabel")}
            today={data.today}
            yesterday={data.yesterday}
            renderItem={(order) => <BetEntry order={order} href={`${pathname}/${order.id}`} />}
          />
          <MorePages state={pages} firstPage={data.page} pageHref={pageHref} />
        </>
      )}

      {data.totals && data.totals.count > 0 && (
        <RecordTotals
          figures={[
            { label: t("records.bets.totalCount"), value: data.totals.count },
            { label: t("records.bets.totalStake"), value: data.totals.stake, money: 0 },
            { label: t("records.bets.totalWin"), value: data.totals.win, money: 0 },
            { label: t("records.bets.totalValid"), value: data.totals.validTurnover, money: 0 },
          ]}
        />
      )}
    </div>
  );
}
