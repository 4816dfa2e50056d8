import { useEffect, useMemo } from "react";
import { Link, useFetcher } from "react-router";
import { useTranslation } from "~/i18n/react";
import { COUNTDOWN_TICK_MS, lotteryCountdown } from "~/rules/lottery-countdown";
import { POLL_FALLBACK_MS } from "~/rules/lottery-poll";
import { TicketIcon } from "~/ui/icons";
import { useElapsedSince } from "~/ui/use-elapsed-since";
import { useImageUrl } from "~/ui/use-image-url";
import type { CountdownResult } from "./fetcher-results";
import type { LotteryRow } from "./lottery.server";
import { SectionHead } from "./SectionHead";

/**
 * §4 lottery countdown widget: each game shows `--:--:--` when not on sale or run out, else
 * hh:mm:ss, flagged near at 5 s or fewer, ticking every 500 ms. The server renders the first
 * value; the browser ticks from there and, once a draw closes, reloads the draw state.
 */
export function LotteryWidget({ rows: initial }: { rows: LotteryRow[] }) {
  const imageUrl = useImageUrl();
  const { t } = useTranslation();
  const fetcher = useFetcher<CountdownResult>({ key: "home-lottery" });
  const rows = useMemo(() => (fetcher.data?.ok ? fetcher.data.rows : initial), [fetcher.data, initial]);
  // Elapsed time restarts whenever fresh rows arrive.
  const elapsed = useElapsedSince(rows, COUNTDOWN_TICK_MS);

  const counted = rows.map((row) => ({ row, state: lotteryCountdown({ isSale: row.isSale, remainTimeMs: row.remainTimeMs, elapsedMs: elapsed }) }));
  const anyClosedSinceLoad = counted.some(({ row, state }) => row.isSale && row.remainTimeMs > 0 && !state.running);
  // §9 lottery poll fallback: once a draw closes, fresh draw state is asked for this much later.
  useEffect(() => {
    if (!anyClosedSinceLoad) return;
    const timer = setTimeout(() => {
      if (fetcher.state === "idle") fetcher.load("/m/lotteryCountdown");
    }, POLL_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [anyClosedSinceLoad, fetcher]);

  return (
    <section className="home-lottery" aria-labelledby="lottery-title">
      <SectionHead
        id="lottery-title"
        icon={<TicketIcon size={18} />}
        title={t("lobby.lottery.title")}
        more={{ to: "/m/lottery", label: t("lobby.lottery.more") }}
      />
      {rows.length === 0 ? (
        <p className="home-lottery__empty">{t("lobby.lottery.empty")}</p>
      ) : (
        <ul className="home-lottery__list">
          {counted.map(({ row, state }) => {
            return (
              <li key={row.gameId}>
                <Link to={row.href} className="home-lottery-row">
                  <span className="home-lottery-row__icon" aria-hidden="true">
                    {row.iconUrl ? <img src={imageUrl(row.iconUrl)} alt="" width={40} height={40} loading="lazy" /> : <TicketIcon size={22} />}
                  </span>
                  <span className="home-lottery-row__text">
                    <span className="home-lottery-row__name">{row.name}</span>
                    <span className="home-lottery-row__draw">{row.numero ? t("lobby.lottery.draw", { numero: row.numero }) : t("lobby.lottery.closed")}</span>
                  </span>
                  <span
                    className={`home-countdown${state.nearEnd ? " home-countdown--near" : ""}${state.running ? "" : " home-countdown--off"}`}
                    data-near={state.nearEnd || undefined}
                  >
                    <span className="sr-only">
                      {state.running ? (state.nearEnd ? t("lobby.lottery.nearEnd") : t("lobby.lottery.closesIn")) : t("lobby.lottery.closed")}{" "}
                    </span>
                    <time className="home-countdown__value">{state.text}</time>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
