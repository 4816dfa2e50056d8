import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import { MegaphoneIcon } from "~/ui/icons";

/**
 * §2 notice ticker: it scrolls the notice titles and leads to /m/notice; with no items it says
 * 'no announcement'. Home loads it as an island (decision 049); the message icon beside it is
 * InboxButton.tsx.
 */
export function NoticeTicker({ titles }: { titles: string[] }) {
  const { t } = useTranslation();
  if (titles.length === 0) {
    return (
      <Link to="/m/notice" className="ticker__link" aria-label={`${t("lobby.ticker.label")}: ${t("lobby.ticker.empty")}`}>
        <MegaphoneIcon size={18} className="ticker__icon" />
        <span className="ticker__empty">{t("lobby.ticker.empty")}</span>
      </Link>
    );
  }
  const text = titles.join("   •   ");
  // Roughly 70 px per second, whatever the length.
  const seconds = Math.max(12, Math.round(text.length / 5));
  return (
    <Link to="/m/notice" className="ticker__link" aria-label={`${t("lobby.ticker.label")}: ${titles.join("; ")}`}>
      <MegaphoneIcon size={18} className="ticker__icon" />
      <span className="ticker__viewport" aria-hidden="true">
        <span className="ticker__track" style={{ "--ticker-s": `${seconds}s` } as React.CSSProperties}>
          <span className="ticker__text">{text}</span>
          <span className="ticker__text">{text}</span>
        </span>
      </span>
    </Link>
  );
}
