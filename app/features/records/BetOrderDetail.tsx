import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { BetStatusChip } from "./BetEntry";
import type { BetDetailData, SuborderRow } from "./bets.server";

/**
 * One bet order as its detail pages show it (/m/gameRecord/<id>, A-BET-01
 * /m/teamBetting/<id>): the summary and the sub-orders. The member's page adds its cancel links
 * per sub-order; the agent's page adds the account and cancels nothing.
 */
type T = (key: string, options?: Record<string, unknown>) => string;

/** A sub-order's pick as a player reads it: the digits, Big or Small, or the spin. */
export function selectionText(t: T, s: SuborderRow): string {
  if (s.play === "SPIN" || s.selection === "") return t("records.bets.detail.spin");
  return s.selection;
}

const At = ({ day, time }: { day: string; time: string }) => <time dateTime={`${day}T${time}+08:00`}>{`${day} ${time}`}</time>;

export function BetOrderSummary({ order, before }: { order: BetDetailData["order"]; before?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="records-totals bet-summary" aria-labelledby="bet-summary-title">
      <h2 id="bet-summary-title" className="records-totals__title">
        {order.gameName}
      </h2>
      <dl className="records-totals__grid">
        {before}
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
          <dd>
            <At day={order.day} time={order.time} />
          </dd>
        </div>
        <div>
          <dt>{t("records.bets.detail.settled")}</dt>
          <dd>{order.settledDay && order.settledTime ? <At day={order.settledDay} time={order.settledTime} /> : t("records.bets.detail.notSettled")}</dd>
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
  );
}

export function BetSuborderList({ suborders, action }: { suborders: SuborderRow[]; action?: (s: SuborderRow) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="bet-suborders-title" className="bet-suborders">
      <h2 id="bet-suborders-title" className="records-day__title">
        {t("records.bets.detail.suborders")}
      </h2>
      <ul className="records-day__items">
        {suborders.map((s) => (
          <li key={s.id} className="records-item bet-suborder" data-testid="bet-suborder">
            <div className="records-item__main">
              <span className="records-item__title">{selectionText(t, s)}</span>
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
              {action?.(s)}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
