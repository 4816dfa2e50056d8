import { PRIZE_MODES, type PrizeMode } from "@contract/games";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";

/** Prize-mode switch (§3 prize modes Lott, ZY, Elott) as links: each mode is a URL. */
export function PrizeModeTabs({ active, path }: { active: PrizeMode; path: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("lottery.prizeMode.label")}>
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops the list role from a list styled list-style: none; saying it again keeps it */}
      <ul className="lott-modes" role="list" style={{ listStyle: "none", margin: 0, padding: 0 }}>
        {PRIZE_MODES.map((mode) => (
          <li key={mode}>
            <Link to={`${path}?prizeMode=${mode}`} replace preventScrollReset aria-current={mode === active ? "page" : undefined}>
              {t(`lottery.prizeMode.${mode}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
