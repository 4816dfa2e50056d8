import { useLocation } from "react-router";
import { RgFooterLink } from "~/features/rg/page/FooterLink";
import { WithdrawOnlyBanner } from "~/features/rg/play/components";
import { useTranslation } from "~/i18n/react";
import { BottomMenu } from "./BottomMenu";
import { PageHeader } from "./PageHeader";
import { PageTransition } from "./PageTransition";
import { routeMeta } from "./route-meta";

/**
 * The /m/* frame: header and bottom menu as the route-meta table says (§2 Page chrome). The /m
 * layout renders it around every page and its errors; the root's error boundary renders it too,
 * for an /m page whose navigation failed there, so the player can always move on.
 */
export function MobileChrome({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const meta = routeMeta(pathname);
  return (
    <div className={`app-shell${meta.bottomMenu ? " app-shell--with-menu" : ""}`}>
      <a href="#main" className="skip-link">
        {t("nav.skipToContent")}
      </a>
      {meta.header === "page" && <PageHeader />}
      <WithdrawOnlyBanner />
      <main id="main" className="app-main">
        <PageTransition>{children}</PageTransition>
      </main>
      {/* The responsible-gaming link on every page; home's own footer has it. */}
      {meta.header !== "home" && <RgFooterLink />}
      {meta.bottomMenu && <BottomMenu />}
    </div>
  );
}

/** True for the paths the /m layout frames. */
export const isMobilePath = (pathname: string) => pathname === "/m" || pathname.startsWith("/m/");
