import { NavLink, useRouteLoaderData } from "react-router";
import { REAL_ACCOUNT_PATH } from "~/features/wallet/PlayMoney";
import { useTranslation } from "~/i18n/react";
import { GiftIcon, HomeIcon, TrophyIcon, UserIcon, WalletIcon } from "~/ui/icons";
import type { ChromeLayoutData } from "./layout-data";
import { useUnofferedModules } from "./use-module-on";

/** §2 Bottom menu: Home, Invite friends, Deposit (centre), Events, Members. */
const ITEMS = [
  { to: "/m/home", key: "nav.home", Icon: HomeIcon },
  // Only where the gateway offers referrals (contract/capabilities.ts).
  { to: "/m/inviteFriends", key: "nav.inviteFriends", Icon: GiftIcon, module: "referrals" },
  { to: "/m/voucherCenter", key: "nav.deposit", Icon: WalletIcon, centre: true },
  { to: "/m/activity", key: "nav.events", Icon: TrophyIcon },
  { to: "/m/mine", key: "nav.members", Icon: UserIcon },
] as const;

/**
 * A trial account (§6 type 4) cannot deposit: its centre button leads to a real account instead.
 * The /m layout's loader says which (in its error state too, when it has answered).
 */
export function BottomMenu() {
  const { t } = useTranslation();
  const playMoney = useRouteLoaderData<ChromeLayoutData>("routes/m")?.playMoney === true;
  const unoffered = useUnofferedModules();
  const offered = ITEMS.filter((item) => !("module" in item) || !unoffered.includes(item.module));
  const items = playMoney
    ? offered.map((item) => (item.to === "/m/voucherCenter" ? { ...item, to: REAL_ACCOUNT_PATH, key: "wallet.playMoney.short", Icon: UserIcon } : item))
    : offered;
  return (
    <nav className="bottom-menu" aria-label={t("nav.label")}>
      <ul>
        {items.map(({ to, key, Icon, ...rest }) => (
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
