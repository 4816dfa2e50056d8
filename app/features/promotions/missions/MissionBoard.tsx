import type { LeaderRow, MissionBoard, MissionCard, MissionLeaderboard } from "@contract/schemas/missions";
import { useEffect, useState } from "react";
import { Form, Link } from "react-router";
import { useModuleOn } from "~/chrome/use-module-on";
import { useTranslation } from "~/i18n/react";
import { TableScroll } from "~/ui/TableScroll";
import { M, countdownParts, missionMoney, missionTitle, percentDone, progressSides } from "./mission-view";

export const LEADERBOARD_PATH = "/m/leaderBoard";
export const REWARD_CENTRE_PATH = "/m/rewardCenter";

const STATE_TONE = { in_progress: "pending", done: "success", claimed: "muted" } as const;

/** Today / This week: links, so they work without JavaScript. */
export function PeriodTabs({ current }: { current: "day" | "week" }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t(`${M}.tabs.label`)}>
      <ul className="records-chips records-tabs">
        {(["day", "week"] as const).map((p) => (
          <li key={p}>
            <Link to={`${LEADERBOARD_PATH}?period=${p}`} className="records-chip" aria-current={current === p ? "page" : undefined} preventScrollReset>
              {t(`${M}.tabs.${p}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * "Ends in 5 h 12 min": rendered on the server from the gateway's clock, then ticking each 15 s in
 * the browser from the same starting point (the width is reserved, so nothing moves).
 */
export function Countdown({ endsAt, now }: { endsAt: number; now: number }) {
  const { t } = useTranslation();
  const [remaining, setRemaining] = useState(endsAt - now);
  useEffect(() => {
    const started = Date.now();
    const tick = () => setRemaining(endsAt - now - (Date.now() - started));
    const id = window.setInterval(tick, 15_000);
    return () => window.clearInterval(id);
  }, [endsAt, now]);
  const parts = countdownParts(remaining);
  return (
    <p className="mission-countdown" role="timer" aria-live="off">
      {parts ? t(`${M}.endsIn`, { time: t(parts.key, parts.values) }) : t(`${M}.ended`)}
    </p>
  );
}

function useMissionTitle() {
  const { t } = useTranslation();
  return (card: MissionCard, period: "day" | "week", symbol: string) => {
    const title = missionTitle(card, period, symbol);
    const { categoryKey, ...values } = title.values;
    return t(title.key, categoryKey ? { ...values, category: t(String(categoryKey)) } : values);
  };
}

function ProgressText({ card, symbol }: { card: MissionCard; symbol: string }) {
  const { t } = useTranslation();
  const sides = progressSides(card, symbol);
  if ("key" in sides) {
    return <>{t(`${M}.progress`, { done: t(sides.key, { count: sides.done }), target: t(sides.key, { count: sides.target }) })}</>;
  }
  return <>{t(`${M}.progress`, sides)}</>;
}

export function MissionCardView({
  card,
  board,
  idempotencyKey,
}: {
  card: MissionCard;
  board: Pick<MissionBoard, "period" | "currencySymbol" | "prizeEligible">;
  idempotencyKey: string;
}) {
  const { t } = useTranslation();
  const titleOf = useMissionTitle();
  // A prize is claimed in the reward centre: no claim where the gateway does not offer it (contract/capabilities.ts).
  const claims = useModuleOn("rewards");
  const title = titleOf(card, board.period, board.currencySymbol);
  const prize = missionMoney(card.prize, board.currencySymbol);
  const titleId = `mission-${card.id}-title`;
  return (
    <li className="card mission-card" data-mission={card.id} data-state={card.state} aria-labelledby={titleId}>
      <div className="mission-card__head">
        <h3 id={titleId} className="mission-card__title">
          {title}
        </h3>
        <span className={`status-chip status-chip--${STATE_TONE[card.state]}`}>{t(`${M}.state.${card.state}`)}</span>
      </div>
      <div
        className="mission-progress"
        role="progressbar"
        aria-label={t(`${M}.progressLabel`, { mission: title })}
        aria-valuemin={0}
        aria-valuemax={card.target}
        aria-valuenow={card.progress}
      >
        <span className="mission-progress__bar" style={{ width: `${percentDone(card)}%` }} />
      </div>
      <p className="mission-card__progress">
        <ProgressText card={card} symbol={board.currencySymbol} />
      </p>
      <div className="mission-card__foot">
        <p className="mission-card__prize">
          <strong>{t(`${M}.prize`, { amount: prize })}</strong>
          <span>{card.turnoverMultiple > 0 ? t(`${M}.wagering`, { multiple: card.turnoverMultiple }) : t(`${M}.noWagering`)}</span>
        </p>
        {card.state === "done" && board.prizeEligible && claims && (
          <Form method="post" action={REWARD_CENTRE_PATH} className="mission-card__claim">
            <input type="hidden" name="intent" value="claim" />
            <input type="hidden" name="key" value={card.rewardKey} />
            <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
            <input type="hidden" name="redirectTo" value={`${LEADERBOARD_PATH}?period=${board.period}`} />
            <button type="submit" className="button button--primary button--small" aria-label={t(`${M}.claimLabel`, { amount: prize, mission: title })}>
              {t(`${M}.claim`)}
            </button>
          </Form>
        )}
      </div>
    </li>
  );
}

function LeaderRowView({ row, symbol, pinned = false }: { row: LeaderRow; symbol: string; pinned?: boolean }) {
  const { t } = useTranslation();
  return (
    <tr className={row.me ? "mission-board__me" : undefined} data-pinned={pinned || undefined}>
      <td>{row.rank}</td>
      <td>
        {row.name}
        {row.me && <span className="mission-board__you"> ({t(`${M}.board.you`)})</span>}
      </td>
      <td>{missionMoney(row.score, symbol)}</td>
    </tr>
  );
}

/** The period's top players by stakes, masked, with my row pinned under them when I am further down. */
export function Leaderboard({ board, symbol }: { board: MissionLeaderboard; symbol: string }) {
  const { t } = useTranslation();
  return (
    <section className="card mission-board" aria-labelledby="mission-board-title">
      <h2 id="mission-board-title" className="mission-section__title">
        {t(`${M}.board.title`)}
      </h2>
      {board.top.length === 0 ? (
        <p className="mission-empty">{t(`${M}.board.empty`)}</p>
      ) : (
        <TableScroll label={t(`${M}.board.caption`)}>
          <table className="report-table mission-board__table">
            <caption className="sr-only">{t(`${M}.board.caption`)}</caption>
            <thead>
              <tr>
                <th scope="col">{t(`${M}.board.rank`)}</th>
                <th scope="col">{t(`${M}.board.player`)}</th>
                <th scope="col">{t(`${M}.board.score`)}</th>
              </tr>
            </thead>
            <tbody>
              {board.top.map((row) => (
                <LeaderRowView key={`${row.rank}-${row.name}-${row.score}-${row.me}`} row={row} symbol={symbol} />
              ))}
            </tbody>
            {board.pinned && (
              <tfoot>
                <LeaderRowView row={board.pinned} symbol={symbol} pinned />
              </tfoot>
            )}
          </table>
        </TableScroll>
      )}
      <p className="mission-board__mine">{board.myRank !== null ? t(`${M}.board.mine`, { rank: board.myRank }) : t(`${M}.board.unranked`)}</p>
    </section>
  );
}
