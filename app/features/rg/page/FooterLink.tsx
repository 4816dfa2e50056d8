import { Link } from "react-router";
import { useModuleOn } from "~/chrome/use-module-on";
import { useTranslation } from "~/i18n/react";

export const RG_PATH = "/m/responsibleGaming";

/**
 * The line at the foot of every /m page: "Play responsibly" and the link to
 * /m/responsibleGaming. Small and in the page's flow, above the bottom menu's padding
 * (.app-shell--with-menu), so it never sits under the menu. The home page has its own footer.
 */
export function RgFooterLink() {
  const { t } = useTranslation();
  // A gateway without responsible gaming (contract/capabilities.ts) has no page to lead to.
  if (!useModuleOn("responsibleGaming")) return null;
  return (
    <footer className="rg-footer">
      <span>{t("rg.page.footer.text")}</span>{" "}
      <Link to={RG_PATH} className="rg-footer__link">
        {t("rg.page.footer.link")}
      </Link>
    </footer>
  );
}
