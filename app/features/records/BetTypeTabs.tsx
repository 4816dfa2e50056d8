import type { GameType } from "@contract/games";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import { BET_GAME_TYPES } from "./bet-filters";

/** The bet records' game-type tabs (the member's /m/gameRecord and the agent's /m/teamBetting): links, so they work without JavaScript. */
export function BetTypeTabs({ current, href }: { current: GameType | null; href: (gameType: GameType | null) => string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("records.bets.typeLabel")}>
      <ul className="records-chips records-tabs">
        {[null, ...BET_GAME_TYPES].map((type) => (
          <li key={type ?? "all"}>
            <Link to={href(type)} className="records-chip" aria-current={current === type ? "page" : undefined} preventScrollReset>
              {type ? t(`games.category.${type}`) : t("records.filter.all")}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
