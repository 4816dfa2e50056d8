import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";

/**
 * The home page's red-envelope rain banner: a link to /m/redRain when the
 * signed-in member has a rain to grab. Deliberately tiny (home's JS budget): no state, no effects.
 */
export function RainBanner() {
  const { t } = useTranslation();
  return (
    <Link to="/m/redRain" className="rain-banner" data-testid="rain-banner">
      <span className="rain-banner__icon" aria-hidden="true" />
      <span>{t("redRain.banner")}</span>
    </Link>
  );
}
