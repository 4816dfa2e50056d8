import { Link, useLocation, useNavigate } from "react-router";
import { SessionClock, useRgLayout } from "~/features/rg/play/components";
import { useTranslation } from "~/i18n/react";
import { BackIcon } from "~/ui/icons";
import { useTitleKey } from "./DocumentTitle";
import { routeMeta } from "./route-meta";

/**
 * The header of inner pages (§2): back arrow, title and, signed in, the session clock. The arrow is a real link home, so it
 * works without JavaScript; with it, "one step back" pages go back in history when there is
 * in-app history to go back to.
 */
export function PageHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const meta = routeMeta(pathname);
  const titleKey = useTitleKey();
  const signedIn = useRgLayout() !== null;

  return (
    <header className="page-header">
      {meta.back !== "none" && (
        <Link
          to="/m/home"
          className="page-header__back"
          aria-label={t("header.back")}
          onClick={(event) => {
            const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
            if (meta.back === "history" && idx > 0) {
              event.preventDefault();
              navigate(-1);
            }
          }}
        >
          <BackIcon />
        </Link>
      )}
      <h1 className="page-header__title">{titleKey ? t(titleKey) : t("app.name")}</h1>
      {/* Signed in: the session clock where the spacer balances the back arrow. */}
      {signedIn ? <SessionClock /> : <span className="page-header__spacer" aria-hidden="true" />}
    </header>
  );
}
