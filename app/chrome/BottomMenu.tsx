import { NavLink } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { GiftIcon, HomeIcon, TrophyIcon, UserIcon, WalletIcon } from "~/ui/icons";

/** §2 Bottom menu: Home, Invite friends, Deposit (centre), Events, Members. */
const ITEMS = [
  { to: "/m/home", key: "nav.home", Icon: HomeIcon },
  { to: "/m/inviteFriends", key: "nav.inviteFriends", Icon: GiftIcon },
  { to: "/m/voucherCenter", key: "nav.deposit", Icon: WalletIcon, centre: true },
  { to: "/m/activity", key: "nav.events", Icon: TrophyIcon },
  { to: "/m/mine", key: "nav.members", Icon: UserIcon },
] as const;

export function BottomMenu() {
  const { t } = useTranslation();
  return (
    <nav className="bottom-menu" aria-label={t("nav.label")}>
      <ul>
        {ITEMS.map(({ to, key, Icon, ...rest }) => (
          <li key={to}>
            <NavLink to={to} prefetch="intent" className={`bottom-menu__item${"centre" in rest ? " bottom-menu__item--centre" : ""}`}>
              <span className="bottom-menu__icon">
                <Icon size={"centre" in rest ? 26 : 22} />
              </span>
              <span className="bottom-menu__label">{t(key)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
