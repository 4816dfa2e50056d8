import { Link } from "react-router";
import { LaunchForm } from "~/features/games";
import { useTranslation } from "~/i18n/react";
import { PlayIcon } from "~/ui/icons";
import type { HotMatchView } from "./hot-match-view";
import { MatchTeams } from "./MatchTeams";

/** One match of the hot-match strip (a plain list item, or a Swiper slide): a tap opens the modal, the button launches its game. */
export function HotMatchSlide({ match, onOpen, page }: { match: HotMatchView; onOpen: () => void; page: string }) {
  const { t } = useTranslation();
  return (
    <div className="hot-match">
      <Link
        to={`${page}?sheet=matches`}
        preventScrollReset
        className="hot-match__open"
        aria-label={`${t("lobby.hot.open")}: ${match.homeTeam} ${t("lobby.hot.vs")} ${match.awayTeam}, ${match.time}`}
        onClick={(event) => {
          event.preventDefault();
          onOpen();
        }}
      >
        <span className="hot-match__meta">
          <span className="hot-match__league">{match.league}</span>
          <span className="hot-match__time">{match.time}</span>
        </span>
        <MatchTeams match={match} block="hot-match" crestSize={26} framed />
      </Link>
      <LaunchForm target={{ vendor: match.vendor, gameId: match.roomId, nodeId: match.nodeId }} pageBack={page} className="hot-match__play">
        <button type="submit" className="hot-match__play-button" aria-label={t("lobby.hot.playMatch", { home: match.homeTeam, away: match.awayTeam })}>
          <PlayIcon size={16} />
        </button>
      </LaunchForm>
    </div>
  );
}
