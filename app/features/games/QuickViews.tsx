import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import { QUICK_VIEWS, viewHref, type QuickView } from "~/rules/game-list-views";
import { applyListChange, type ListQuery } from "~/rules/paging";
import { ClockIcon, FireIcon, HeartIcon } from "~/ui/icons";
import type { ListUrlState } from "./list-url";

const ICONS: Record<QuickView, (p: { size?: number }) => React.ReactElement> = { FAV: HeartIcon, HOT: FireIcon, RECENT: ClockIcon };

/**
 * §2 Game lists, the base template's row of three buttons (favourites, hot, recent; decision 080).
 * Plain links to the list's own URL states, so they work without JavaScript; a visitor's
 * favourites and recent lead to /m/login and back (§5). The list's other tabs stay in the strip.
 */
export function QuickViews({ query, href, signedIn }: { query: ListQuery; href: (state: ListUrlState) => string; signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <nav className="quick-views" aria-label={t("games.quick.label")}>
      <ul className="quick-views__list">
        {QUICK_VIEWS.map((view) => {
          const Icon = ICONS[view];
          return (
            <li key={view}>
              <Link
                to={viewHref(href(applyListChange(query, { kind: "classify", classify: view })), view, signedIn)}
                preventScrollReset
                className="quick-view"
                aria-current={query.classify === view ? "page" : undefined}
              >
                <Icon size={20} />
                <span>{t(`games.quick.${view}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
