import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { Form, Link, useFetcher, useLocation } from "react-router";
import { SessionClock } from "~/features/rg/play/components";
import { PlayMoneyBadge, REAL_ACCOUNT_PATH } from "~/features/wallet/PlayMoney";
import { useTranslation } from "~/i18n/react";
import { headerBalanceText } from "~/rules/money";
import { DepositIcon, EyeIcon, EyeOffIcon, HelpIcon, LogoutIcon, MenuIcon, RefreshIcon, UserIcon, WithdrawIcon } from "~/ui/icons";
import { useEnhanced } from "~/ui/use-enhanced";
import { useLocalOverride } from "~/ui/use-local-override";
import type { BalanceResult } from "./fetcher-results";

/** The sign-out confirmation opens on a tap only (never in server HTML): its code, with the dialog's, loads then (decision 056). */
const SignOutDialog = /* @__PURE__ */ lazy(() => import("./SignOutDialog"));

/** `playMoney`: a trial account's balance (§6 type 4), which is tagged and offers registration instead of deposits. */
export type HeaderMember = { userName: string; amount: number; symbol: string; balanceHidden: boolean; playMoney: boolean };

/**
 * The balance the header shows: the refreshed one while the loader answer it was asked from (the
 * `member` object) is still the page's; a newer loader answer is newer than the refresh, and
 * wins. A failed refresh shows the loader's balance again.
 */
export function shownBalance(
  member: HeaderMember,
  refreshed: BalanceResult | undefined,
  refreshedFrom: HeaderMember | null,
): { amount: number; symbol: string } {
  if (refreshed?.ok && refreshedFrom === member) return { amount: refreshed.amount, symbol: refreshed.symbol };
  return { amount: member.amount, symbol: member.symbol };
}

/**
 * §2 Header on home. A guest sees Login and, with DIRECTREG3, Register; a member sees name,
 * balance (0 decimals, or *** when hidden or refreshing) and Deposit. The pop-over menu offers
 * Deposit, Withdraw, Refresh balance, Hide/Show balance, Help centre and Sign out (refresh, hide
 * and sign out only for members). A trial account's balance is play money: it says so, and the
 * deposit and withdraw entries (which the server refuses it) give way to creating a real account.
 */
export function HomeHeader({ member, directRegistration }: { member: HeaderMember | null; directRegistration: boolean }) {
  const { t } = useTranslation();
  // The cookie's value as the loader rendered it; a toggle shows at once (home does not revalidate
  // after /m/preferences) and holds until the loader answers again.
  const [hidden, setHidden] = useLocalOverride(member?.balanceHidden ?? false);
  const balance = useFetcher<BalanceResult>({ key: "header-balance" });
  const refreshing = balance.state !== "idle";
  // A refreshed balance holds only while the loader's answer it refreshed is current: a newer
  // loader answer (a category link on home reloads it) is newer than the refresh, and wins.
  const [refreshedFrom, setRefreshedFrom] = useState<HeaderMember | null>(null);
  const shown = member ? shownBalance(member, balance.data, refreshedFrom) : null;
  const text = shown ? headerBalanceText(shown.amount, shown.symbol, { hidden, refreshing }) : "";

  return (
    <header className="home-header">
      <Link to="/m/home" className="brand" aria-label={t("header.home")}>
        <img src="/logo.svg" alt="" width={32} height={32} className="brand__mark" />
        {!member && <span className="brand__name">{t("app.name")}</span>}
      </Link>
      {/* The session clock: time since sign-in, beside the brand. */}
      {member && <SessionClock />}
      {member ? (
        <div className="home-header__member">
          <div className="home-header__who">
            <span className="home-header__name">{member.userName}</span>
            <span
              className={`home-header__balance${hidden || refreshing ? " home-header__balance--masked" : ""}${member.playMoney ? " home-header__balance--play" : ""}`}
              aria-label={`${t(member.playMoney ? "wallet.playMoney.balance" : "header.balance")}: ${hidden ? t("lobby.header.balanceHidden") : refreshing ? t("lobby.header.refreshing") : text}`}
              aria-live="polite"
            >
              {text}
              {member.playMoney && <PlayMoneyBadge />}
            </span>
          </div>
          {member.playMoney ? (
            <Link to={REAL_ACCOUNT_PATH} className="button button--primary button--small home-header__signup">
              {t("wallet.playMoney.short")}
            </Link>
          ) : (
            <Link to="/m/voucherCenter" className="button button--primary button--small">
              {t("header.deposit")}
            </Link>
          )}
        </div>
      ) : (
        <div className="home-header__guest">
          <Link to="/m/login" className="button button--ghost button--small">
            {t("header.login")}
          </Link>
          {directRegistration && (
            <Link to="/m/register" className="button button--primary button--small">
              {t("header.register")}
            </Link>
          )}
        </div>
      )}
      <AccountMenu
        signedIn={member !== null}
        playMoney={member?.playMoney ?? false}
        hidden={hidden}
        onHiddenChange={setHidden}
        onRefresh={() => {
          if (balance.state !== "idle") return;
          setRefreshedFrom(member);
          balance.load("/m/balance");
        }}
      />
    </header>
  );
}

function AccountMenu({
  signedIn,
  playMoney,
  hidden,
  onHiddenChange,
  onRefresh,
}: {
  signedIn: boolean;
  playMoney: boolean;
  hidden: boolean;
  onHiddenChange: (v: boolean) => void;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const hydrated = useEnhanced();
  const location = useLocation();
  const here = location.pathname + location.search;
  const details = useRef<HTMLDetailsElement>(null);
  const prefs = useFetcher({ key: "header-balance-visibility" });
  const [confirming, setConfirming] = useState(false);

  const close = () => {
    if (details.current) details.current.open = false;
  };

  // A pop-over closes on a tap outside it and on Escape (a <details> alone would stay open).
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (details.current?.open && !details.current.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && details.current?.open) {
        close();
        details.current.querySelector("summary")?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, []);

  return (
    <>
      <details className="account-menu" ref={details}>
        <summary className="icon-button account-menu__toggle" aria-label={t("lobby.header.menu")}>
          <MenuIcon />
        </summary>
        <nav className="account-menu__panel" aria-label={t("lobby.header.menuLabel")}>
          <ul>
            {playMoney ? (
              <li>
                <Link to={REAL_ACCOUNT_PATH} className="account-menu__item" onClick={close}>
                  <UserIcon size={20} />
                  {t("wallet.playMoney.cta")}
                </Link>
              </li>
            ) : (
              <>
                <li>
                  <Link to="/m/voucherCenter" className="account-menu__item" onClick={close}>
                    <DepositIcon size={20} />
                    {t("lobby.header.deposit")}
                  </Link>
                </li>
                <li>
                  <Link to="/m/withdraw" className="account-menu__item" onClick={close}>
                    <WithdrawIcon size={20} />
                    {t("lobby.header.withdraw")}
                  </Link>
                </li>
              </>
            )}
            {signedIn && (
              <li>
                {hydrated ? (
                  <button
                    type="button"
                    className="account-menu__item"
                    onClick={() => {
                      onRefresh();
                      close();
                    }}
                  >
                    <RefreshIcon size={20} />
                    {t("lobby.header.refreshBalance")}
                  </button>
                ) : (
                  // Without JavaScript a reload is the refresh.
                  <a href={here} className="account-menu__item">
                    <RefreshIcon size={20} />
                    {t("lobby.header.refreshBalance")}
                  </a>
                )}
              </li>
            )}
            {signedIn && (
              <li>
                <prefs.Form
                  method="post"
                  action="/m/preferences"
                  onSubmit={() => {
                    onHiddenChange(!hidden);
                    close();
                  }}
                >
                  <input type="hidden" name="intent" value="balance" />
                  <input type="hidden" name="hidden" value={hidden ? "0" : "1"} />
                  <input type="hidden" name="redirectTo" value={here} />
                  {hydrated && <input type="hidden" name="respond" value="data" />}
                  <button type="submit" className="account-menu__item">
                    {hidden ? <EyeIcon size={20} /> : <EyeOffIcon size={20} />}
                    {hidden ? t("lobby.header.showBalance") : t("lobby.header.hideBalance")}
                  </button>
                </prefs.Form>
              </li>
            )}
            <li>
              <Link to="/m/help" className="account-menu__item" onClick={close}>
                <HelpIcon size={20} />
                {t("lobby.header.help")}
              </Link>
            </li>
            {signedIn && (
              <li className="account-menu__danger">
                {hydrated ? (
                  <button
                    type="button"
                    className="account-menu__item"
                    onClick={() => {
                      close();
                      setConfirming(true);
                    }}
                  >
                    <LogoutIcon size={20} />
                    {t("lobby.header.signOut")}
                  </button>
                ) : (
                  // Without JavaScript the confirmation (in_sure_logout) is a disclosure.
                  <details className="confirm-signout">
                    <summary className="account-menu__item">
                      <LogoutIcon size={20} />
                      {t("lobby.header.signOut")}
                    </summary>
                    <div className="confirm-signout__body">
                      <p>{t("lobby.header.in_sure_logout")}</p>
                      <Form method="post" action="/m/logout">
                        <input type="hidden" name="to" value="login" />
                        <button type="submit" className="button button--danger button--small button--block">
                          {t("lobby.header.confirm")}
                        </button>
                      </Form>
                    </div>
                  </details>
                )}
              </li>
            )}
          </ul>
        </nav>
      </details>
      {/* Portalled to <body>: the sticky, blurred header would otherwise be the fixed overlay's box. */}
      {confirming &&
        createPortal(
          <Suspense fallback={null}>
            <SignOutDialog onClose={() => setConfirming(false)} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
