import { Outlet, isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BottomMenu } from "~/chrome/BottomMenu";
import { PageHeader } from "~/chrome/PageHeader";
import { PageTransition } from "~/chrome/PageTransition";
import { routeMeta } from "~/chrome/route-meta";
import { ErrorState } from "~/ui/ErrorState";
import { NotFound } from "~/ui/NotFound";

/** The /m/* frame: header and bottom menu as the route-meta table says (§2 Page chrome). */
function Chrome({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const meta = routeMeta(pathname);
  return (
    <div className={`app-shell${meta.bottomMenu ? " app-shell--with-menu" : ""}`}>
      <a href="#main" className="skip-link">
        {t("nav.skipToContent")}
      </a>
      {meta.header === "page" && <PageHeader />}
      <main id="main" className="app-main">
        <PageTransition>{children}</PageTransition>
      </main>
      {meta.bottomMenu && <BottomMenu />}
    </div>
  );
}

export default function MobileLayout() {
  return (
    <Chrome>
      <Outlet />
    </Chrome>
  );
}

/** Errors inside /m keep the chrome, so the player can still navigate away. */
export function ErrorBoundary() {
  const error = useRouteError();
  return <Chrome>{isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <ErrorState error={error} />}</Chrome>;
}
