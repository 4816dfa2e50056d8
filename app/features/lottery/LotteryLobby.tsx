import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useFetcher, useLocation, useRouteLoaderData, useSearchParams } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { RESPOND_DATA, RESPOND_FIELD } from "~/features/games/contract";
import { lotteryLaunchHref } from "~/features/games/vendor-cards";
import { useTranslation } from "~/i18n/react";
import type { loader as rootLoader } from "~/root";
import { COUNTDOWN_TICK_MS, lotteryCountdown } from "~/rules/lottery-countdown";
import { POLL_FALLBACK_MS, nextPollDelay } from "~/rules/lottery-poll";
import { winningDigits } from "~/rules/winning-number";
import { HeartIcon } from "~/ui/icons";
import { useToast } from "~/ui/Toast";
import { useElapsedSince } from "~/ui/use-elapsed-since";
import { useFetcherAnswer } from "~/ui/use-fetcher-answer";
import { useImageUrl } from "~/ui/use-image-url";
import { useLoadingToast } from "~/ui/use-loading-toast";
import { useLocalOverride } from "~/ui/use-local-override";
import { favouritesFirst } from "./favourites";
import type { LobbyData, LotteryFavouriteResult, LotteryRowData } from "./lobby.server";

/**
 * The lottery lobby (§2 Lottery lobby, §4): tabs Hot, Favourites, then one per group; rows with
 * icon, name, sale state and countdown, draw number, previous result as single digits, heart; a row
 * launches the game. Tabs are links (?tab=…), so it all works without JavaScript; with it the
 * countdowns tick every 500 ms and the menu is polled (smallest remaining time, ≤ 30 s, else 7 s).
 */
export function LotteryLobby({ data }: { data: LobbyData }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const signedIn = Boolean(root?.member) || data.signedIn;

  // The newest menu: a poll's answer, until the loader answers again.
  const [polled, setPolled] = useState<{ basis: LobbyData; menu: LobbyData } | null>(null);
  const menu = polled?.basis === data ? polled.menu : data;
  // The countdowns run from the moment the menu shown arrived, ticking every 500 ms.
  const elapsed = useElapsedSince(menu, COUNTDOWN_TICK_MS);

  const poll = useFetcher<LobbyData>();
  const [retryAt, setRetryAt] = useState(0);
  useFetcherAnswer(poll, (answer) => {
    if (answer.failed) {
      setRetryAt(Date.now());
      return;
    }
    setRetryAt(0);
    setPolled({ basis: data, menu: answer });
  });

  const allGames = useMemo(() => [...menu.hot, ...menu.groups.flatMap((g) => g.games)], [menu]);
  const pollUrl = `${pathname}?poll=1${data.prizeMode ? `&prizeMode=${data.prizeMode}` : ""}`;
  const { load } = poll;
  // Re-armed when a new menu (or a failed poll) arrives; a hidden page waits until it is shown.
  useEffect(() => {
    const delay = retryAt ? POLL_FALLBACK_MS : nextPollDelay(allGames);
    const timer = setTimeout(() => {
      const go = () => load(pollUrl);
      if (document.hidden) document.addEventListener("visibilitychange", go, { once: true });
      else go();
    }, delay);
    return () => clearTimeout(timer);
  }, [allGames, retryAt, pollUrl, load]);

  // Favourites (§4): per user, sorted first, from the cookie the server renders; a heart's answer
  // changes them in place (the page does not revalidate after it).
  const [favourites, setFavourites] = useLocalOverride(data.favourites);

  // Launch (§7): with JavaScript the row loads the launcher behind a loading toast; a failure stays.
  const launcher = useFetcher<{ state: string }>();
  const startLoading = useLoadingToast(launcher.state, "games.toast.in_please_wait");
  const { load: loadLauncher } = launcher;
  const launch = useCallback(
    (href: string) => {
      startLoading();
      loadLauncher(href);
    },
    [startLoading, loadLauncher],
  );

  const groupKeys = menu.groups.map((g) => g.key);
  const requested = params.get("tab") ?? "HOT";
  const tab = requested === "FAV" || requested === "HOT" || groupKeys.includes(requested) ? requested : "HOT";
  const tabHref = (key: string) => {
    const p = new URLSearchParams(params);
    p.delete("poll");
    p.set("tab", key);
    return `?${p}`;
  };
  const rows = useMemo(() => {
    if (tab === "HOT") return favouritesFirst(menu.hot, favourites);
    if (tab === "FAV") {
      const byId = new Map(allGames.map((g) => [g.gameId, g]));
      return favourites.map((id) => byId.get(id)).filter((g): g is LotteryRowData => g !== undefined);
    }
    return favouritesFirst(menu.groups.find((g) => g.key === tab)?.games ?? [], favourites);
  }, [tab, menu, favourites, allGames]);

  const tabs = [
    { key: "HOT", label: t("lottery.tabs.HOT") },
    { key: "FAV", label: t("lottery.tabs.FAV") },
    ...menu.groups.map((g) => ({ key: g.key, label: g.label })),
  ];
  const tabList = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const strip = tabList.current;
    const el = strip?.querySelector('[aria-current="page"]');
    if (!strip || !el) return;
    const box = el.getBoundingClientRect();
    strip.scrollLeft += box.left - strip.getBoundingClientRect().left - (strip.clientWidth - box.width) / 2;
  }, [tab]);
  const pageBack = `${pathname}?tab=${tab}`;

  return (
    <div className="lottery-page">
      <nav className="lott-tabs" aria-label={t("lottery.tabs.label")}>
        <ul className="lott-tabs__list" ref={tabList}>
          {tabs.map((x) => (
            <li key={x.key}>
              <Link to={tabHref(x.key)} replace preventScrollReset className="lott-tab" aria-current={x.key === tab ? "page" : undefined}>
                {x.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {rows.length === 0 ? (
        <div className="games-empty" role="status">
          <p className="games-empty__body">{tab === "FAV" ? t("lottery.empty.favourites") : t("lottery.empty.group")}</p>
          {tab === "FAV" && !signedIn && (
            <Link to={`/m/login?redirectTo=${encodeURIComponent(pageBack)}`} className="button button--primary button--small">
              {t("header.login")}
            </Link>
          )}
        </div>
      ) : (
        <ul className="lott-list" aria-label={tabs.find((x) => x.key === tab)?.label}>
          {rows.map((game, i) => (
            <LotteryRow
              key={game.gameId}
              game={game}
              elapsed={elapsed}
              favourite={favourites.includes(game.gameId)}
              href={lotteryLaunchHref({ prizeMode: game.prizeMode, code: game.gameCode, playType: game.playType, pageBack })}
              tab={tab}
              eager={i < 6}
              onLaunch={hydrated && signedIn ? launch : undefined}
              onFavourites={setFavourites}
              signedIn={signedIn}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

type RowProps = {
  game: LotteryRowData;
  elapsed: number;
  favourite: boolean;
  href: string;
  tab: string;
  eager: boolean;
  onLaunch?: (href: string) => void;
  onFavourites: (ids: string[]) => void;
  signedIn: boolean;
};

function LotteryRow({ game, elapsed, favourite, href, tab, eager, onLaunch, onFavourites, signedIn }: RowProps) {
  const imageUrl = useImageUrl();
  const { t } = useTranslation();
  const countdown = lotteryCountdown({ isSale: game.isSale, remainTimeMs: game.remainTime, elapsedMs: elapsed });
  const digits = winningDigits(game.previousWinningNumber);
  const onSale = countdown.running;
  return (
    <li className="lott-row">
      <a
        href={href}
        className="lott-row__main"
        aria-label={t("lottery.row.play", { name: game.name })}
        onClick={
          onLaunch
            ? (e) => {
                e.preventDefault();
                onLaunch(href);
              }
            : undefined
        }
      >
        {game.iconUrl ? (
          <img className="lott-row__icon" src={imageUrl(game.iconUrl)} alt="" width={44} height={44} loading={eager ? "eager" : "lazy"} decoding="async" />
        ) : (
          <span className="lott-row__icon" />
        )}
        <span className="lott-row__info">
          <span className="lott-row__name">{game.name}</span>
          <span className="lott-row__draw">{game.numero ? t("lottery.row.draw", { numero: game.numero }) : t("lottery.row.noDraw")}</span>
          <span className="lott-row__balls" aria-label={`${t("lottery.row.previous")}: ${digits.join(" ") || t("lottery.row.noPrevious")}`}>
            {digits.map((d, i) => (
              <span key={i} className="lott-ball" aria-hidden="true">
                {d}
              </span>
            ))}
          </span>
        </span>
        <span className="lott-row__status">
          <span className={`lott-badge${onSale ? " lott-badge--sale" : ""}`}>{onSale ? t("lottery.row.onSale") : t("lottery.row.closed")}</span>
          <span
            role="timer"
            className={`lott-countdown${countdown.nearEnd ? " lott-countdown--near" : ""}`}
            aria-label={`${t("lottery.row.countdown")} ${countdown.text}${countdown.nearEnd ? ` (${t("lottery.row.near")})` : ""}`}
          >
            {countdown.text}
          </span>
        </span>
      </a>
      <LotteryHeart gameId={game.gameId} name={game.name} favourite={favourite} tab={tab} onFavourites={onFavourites} signedIn={signedIn} />
    </li>
  );
}

function LotteryHeart({
  gameId,
  name,
  favourite,
  tab,
  onFavourites,
  signedIn,
}: {
  gameId: string;
  name: string;
  favourite: boolean;
  tab: string;
  onFavourites: (ids: string[]) => void;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<LotteryFavouriteResult>();
  const hydrated = useHydrated();
  const toast = useToast();
  const { pathname } = useLocation();
  useFetcherAnswer(fetcher, (answer) => {
    if (answer.ok) {
      onFavourites(answer.favourites);
      toast.show({ key: answer.favourite ? "games.toast.in_collection" : "games.toast.in_cancel_collection", kind: "success", tone: "success" });
    } else if (answer.reason === "login") {
      toast.show({ key: "toast.in_logged_login", kind: "message", tone: "error" });
    }
  });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      action={pathname}
      className="fav-form lott-row__fav"
      onSubmit={(e) => {
        if (!signedIn) {
          e.preventDefault();
          toast.show({ key: "toast.in_logged_login", kind: "message", tone: "error" });
        }
      }}
    >
      <input type="hidden" name="gameId" value={gameId} />
      <input type="hidden" name="favourite" value={favourite ? "0" : "1"} />
      <input type="hidden" name="tab" value={tab} />
      {hydrated && <input type="hidden" name={RESPOND_FIELD} value={RESPOND_DATA} />}
      <button
        type="submit"
        className={`fav-button fav-button--flat${favourite ? " fav-button--on" : ""}`}
        aria-pressed={favourite}
        aria-label={t(favourite ? "lottery.row.removeFavourite" : "lottery.row.addFavourite", { name })}
        disabled={busy}
      >
        <HeartIcon size={20} filled={favourite} />
      </button>
    </fetcher.Form>
  );
}
