import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import { HeadsetIcon, TelegramIcon } from "~/ui/icons";

export type SideBarView = { service: boolean; telegram: string | null };

/**
 * §2 side bar: a customer-service icon when any entries exist, a Telegram icon when a Telegram
 * link is configured. It sits at the end of the notice ticker's row, beside the inbox, rather than
 * floating at the screen's edge, where it covered the lottery countdowns and the footer.
 */
export function SideBar({ view }: { view: SideBarView }) {
  const { t } = useTranslation();
  if (!view.service && !view.telegram) return null;
  return (
    <nav className="side-bar" aria-label={t("lobby.side.label")}>
      {view.service && (
        <Link to="/m/service" className="side-bar__button" aria-label={t("lobby.side.service")}>
          <HeadsetIcon size={22} />
        </Link>
      )}
      {view.telegram && (
        <a
          href={view.telegram}
          className="side-bar__button side-bar__button--telegram"
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t("lobby.side.telegram")}
        >
          <TelegramIcon size={22} />
        </a>
      )}
    </nav>
  );
}
