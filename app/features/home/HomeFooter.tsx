import { Link } from "react-router";
import { LanguagePicker } from "~/chrome/LanguagePicker";
import { useModuleOn } from "~/chrome/use-module-on";
import { useTranslation } from "~/i18n/react";
import { Deferred } from "./Deferred";

/** Home's footer (§2): help links, the language picker, the responsible-gaming line and the copyright. */
export function HomeFooter({ minAge }: { minAge: Promise<number | null> | number | null }) {
  const { t } = useTranslation();
  const responsibleGaming = useModuleOn("responsibleGaming");
  return (
    <footer className="home-footer">
      <nav className="home-footer__links" aria-label={t("lobby.footer.help")}>
        <Link to="/m/help">{t("lobby.footer.help")}</Link>
        <Link to="/m/service">{t("lobby.footer.service")}</Link>
        <Link to="/m/useragreement">{t("lobby.footer.agreement")}</Link>
        <Link to="/m/download">{t("lobby.footer.download")}</Link>
      </nav>
      <LanguagePicker />
      {/* The responsible-gaming line leads to the player's controls, where the gateway offers them. */}
      {responsibleGaming && (
        <p className="home-footer__responsible">
          <Link to="/m/responsibleGaming">{t("lobby.footer.responsible")}</Link>{" "}
          {/* The minimum age is the market's (21 under PAGCOR, 18 elsewhere), never a constant. */}
          <Deferred resolve={minAge} fallback={null}>
            {(age) => <span>{t("lobby.footer.age", { age })}</span>}
          </Deferred>
        </p>
      )}
      <p>{t("app.copyright")}</p>
    </footer>
  );
}
