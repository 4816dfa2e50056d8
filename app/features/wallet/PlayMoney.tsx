import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";

/** Where a trial player goes to play for real: registration (§2 route list). */
export const REAL_ACCOUNT_PATH = "/m/register";

/**
 * The tag beside a trial account's balance (§6 type 4). Play money is formatted like pesos, so the
 * words sit next to the figure wherever it shows: a player must never read it as real money.
 */
export function PlayMoneyBadge() {
  const { t } = useTranslation();
  return <span className="play-money-badge">{t("wallet.playMoney.label")}</span>;
}

/**
 * A trial account's play-money balance and the way out of it: what the money is (and is not), and
 * one link to a real account, in place of the deposit, withdraw and record entries a trial cannot use.
 */
export function RealAccountCard({ balance }: { balance: string | null }) {
  const { t } = useTranslation();
  return (
    <section className="card play-money-card" aria-labelledby="play-money-heading" data-testid="play-money-card">
      {balance !== null && (
        <dl className="play-money-card__balance">
          <dt>{t("wallet.playMoney.balance")}</dt>
          <dd>
            <span className="play-money-card__amount">{balance}</span> <PlayMoneyBadge />
          </dd>
        </dl>
      )}
      <p className="play-money-card__note">{t("wallet.playMoney.note")}</p>
      <h2 id="play-money-heading" className="play-money-card__heading">
        {t("wallet.playMoney.heading")}
      </h2>
      <p className="play-money-card__body">{t("wallet.playMoney.body")}</p>
      <Link to={REAL_ACCOUNT_PATH} className="button button--primary button--block">
        {t("wallet.playMoney.cta")}
      </Link>
    </section>
  );
}
