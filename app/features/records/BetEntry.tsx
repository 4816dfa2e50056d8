import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import { ChevronRightIcon } from "~/ui/icons";
import type { BetRow } from "./bets.server";

/** A sub-order's or order's status chip (open amber, won green, lost plain, cancelled grey). */
export function BetStatusChip({ status }: { status: BetRow["status"] }) {
  const { t } = useTranslation();
  return <span className={`records-badge records-badge--${status}`}>{t(`records.bets.status.${status}`)}</span>;
}

/**
 * One bet order in the record (research R-05): game and draw, time and order number; stake, win
 * and status. The whole row is a link to the order's detail (its sub-orders, and Cancel when it can).
 */
export function BetEntry({ order, href }: { order: BetRow; href: string }) {
  const { t } = useTranslation();
  return (
    <Link to={href} className="records-item__link" aria-label={t("records.bets.open", { id: order.id })}>
      <div className="records-item__main">
        <span className="records-item__title">{order.gameName}</span>
        <span className="records-item__meta">
          <span>{t(`games.category.${order.gameType}`, { defaultValue: order.gameType })}</span>
          {order.drawNumber && <span>{t("records.bets.draw", { draw: order.drawNumber })}</span>}
        </span>
        <span className="records-item__meta">
          <time dateTime={`${order.day}T${order.time}+08:00`}>{order.time}</time>
          <span className="records-item__ref">{t("records.bets.order", { id: order.id })}</span>
        </span>
      </div>
      <div className="records-item__figures">
        <span className="records-amount" data-testid="bet-stake">
          {order.stake}
        </span>
        <span className={`records-item__meta${order.winSign > 0 ? " records-amount--credit" : ""}`} data-testid="bet-win">
          {t("records.bets.win", { amount: order.win })}
        </span>
        <BetStatusChip status={order.status} />
      </div>
      <ChevronRightIcon size={16} className="records-item__chevron" />
    </Link>
  );
}
