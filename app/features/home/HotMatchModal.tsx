import { LaunchForm } from "~/features/games";
import { useTranslation } from "~/i18n/react";
import { FireIcon, PlayIcon } from "~/ui/icons";
import { Dialog, DialogCloseLink } from "./Dialog";
import type { HotMatchView } from "./hot-match-view";
import { MatchTeams } from "./MatchTeams";

/**
 * §2 hot-match modal (lazy chunk): league, home and away teams with crests, match time
 * (MM/DD HH:mm) and vendor. Tapping a match or its play button launches that game.
 * `closeHref` is where closing leads without JavaScript; `page` is where a launched game returns.
 */
export default function HotMatchModal({
  matches,
  onClose,
  closeHref,
  page,
}: {
  matches: HotMatchView[];
  onClose: () => void;
  closeHref: string;
  page: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog labelledBy="hot-modal-title" onClose={onClose} className="modal--sheet">
      <div className="modal__head">
        <h2 id="hot-modal-title" className="modal__title">
          <FireIcon size={20} />
          {t("lobby.hot.title")}
        </h2>
        <DialogCloseLink href={closeHref} label={t("lobby.hot.close")} onClose={onClose} />
      </div>
      <ul className="match-list">
        {matches.map((m) => (
          <li key={m.id}>
            <LaunchForm target={{ vendor: m.vendor, gameId: m.roomId, nodeId: m.nodeId }} pageBack={page}>
              <button
                type="submit"
                className="match-row"
                aria-label={`${t("lobby.hot.playMatch", { home: m.homeTeam, away: m.awayTeam })}, ${m.league}, ${m.time}, ${m.vendor}`}
              >
                <span className="match-row__meta">
                  <span className="match-row__league">{m.league}</span>
                  <span className="match-row__time">{m.time}</span>
                </span>
                <MatchTeams match={m} block="match-row" crestSize={36} />
                <span className="match-row__foot">
                  <span className="match-row__vendor">
                    {t("lobby.hot.vendor")}: {m.vendor}
                  </span>
                  <span className="match-row__play">
                    <PlayIcon size={14} />
                    {t("lobby.hot.play")}
                  </span>
                </span>
              </button>
            </LaunchForm>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
