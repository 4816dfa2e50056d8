import { getFormProps, useForm } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import { HoneypotInputs } from "remix-utils/honeypot/react";
import { FillTimeField, FormError } from "~/features/account/components";
import { TRIAL_LANDING } from "~/features/account/trial";
import { useTranslation } from "~/i18n/react";
import { formatMoney } from "~/rules/money";
import { AlertIcon, CheckIcon, CloseIcon } from "~/ui/icons";
import type { TrailActionData, Money, trailAction, trailLoader } from "./trail.server";
/**
 * /m/trail — the free trial (§2 route list; §6 free-trial member, type 4; §7 create trial account
 * and testPlay). Works without JavaScript: the start is a plain form post.
 *
 * - A visitor sees what a trial account can and cannot do, the opening balance as the gateway
 *   states it (trialTerms), and one button that creates a trial account, signs it in and lands
 *   on /m/home (startTrial, the same path as the login page's "Try it free").
 * - A signed-in trial member sees that they are on a trial, their current balance and a link home.
 * - A signed-in real member sees that trials are for visitors; the action refuses them too.
 *
 * A failed terms or wallet call shows the page with an error state and a retry link, not a 5xx;
 * a failed start re-renders the page with a translated form error.
 */

export function TrailForm() {
  const { t } = useTranslation();
  const page = useLoaderData<typeof trailLoader>();
  const actionData = useActionData<typeof trailAction>() as TrailActionData | undefined;
  const busy = useNavigation().state !== "idle";
  const [form] = useForm({ id: "trail-start", lastResult: actionData?.result });

  if (page.view === "member") {
    return (
      <div className="page-body">
        <section className="card hero" aria-labelledby="trail-member-title">
          <h2 id="trail-member-title" className="hero__title">
            {t("account.trail.memberHeading")}
          </h2>
          <p className="hero__body">{t("account.trail.memberBody")}</p>
          <FormError errors={form.errors} id={form.errorId} />
          <div className="hero__actions">
            <Link to={TRIAL_LANDING} className="button button--primary button--block">
              {t("account.trail.home")}
            </Link>
          </div>
        </section>
      </div>
    );
  }

  if (page.view === "trial") {
    return (
      <div className="page-body">
        <section className="card hero trail-card" aria-labelledby="trail-active-title">
          <h2 id="trail-active-title" className="hero__title">
            {t("account.trail.activeHeading")}
          </h2>
          <p className="hero__body">{t("account.trail.activeBody", { name: page.userName })}</p>
          {page.balance ? <Balance label={t("account.trail.currentBalanceLabel")} money={page.balance} /> : <Failed failure={page.failure} />}
          <Link to={TRIAL_LANDING} className="button button--primary button--block">
            {t("account.trail.continue")}
          </Link>
        </section>
        <WhatTrialsDo />
      </div>
    );
  }

  return (
    <div className="page-body">
      <section className="card hero trail-card" aria-labelledby="trail-title">
        <h2 id="trail-title" className="hero__title">
          {t("account.trail.heading")}
        </h2>
        <p className="hero__body">{t("account.trail.intro")}</p>
        {page.terms ? <Balance label={t("account.trail.balanceLabel")} money={page.terms} /> : <Failed failure={page.failure} />}
        <Form method="post" className="trail-start" {...getFormProps(form)}>
          <HoneypotInputs label={t("form.honeypot")} />
          <FillTimeField fillTime={page.fillTime} />
          <FormError errors={form.errors} id={form.errorId} />
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {busy ? t("account.trail.starting") : t("account.trail.start")}
          </button>
        </Form>
      </section>
      <WhatTrialsDo />
      <section className="card trail-card" aria-labelledby="trail-real-title">
        <h2 id="trail-real-title" className="trail-card__title">
          {t("account.trail.realHeading")}
        </h2>
        <Link to="/m/register" className="button button--ghost button--block">
          {t("account.trail.register")}
        </Link>
        <p className="auth__links">
          <span>{t("account.trail.haveAccount")}</span> <Link to="/m/login">{t("account.trail.login")}</Link>
        </p>
      </section>
    </div>
  );
}

/** A balance with its label (a one-term description list). */
function Balance({ label, money }: { label: string; money: Money }) {
  return (
    <dl className="member-card__wallet trail-balance">
      <dt className="member-card__label">{label}</dt>
      <dd className="member-card__balance">{formatMoney(money.amount, money.symbol)}</dd>
    </dl>
  );
}

/** The balance could not be read: what went wrong and a retry that reloads the page (works without JavaScript). */
function Failed({ failure }: { failure: string | null }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className="state trail-failed" role="alert" aria-labelledby="trail-failed-title">
      <div className="state__icon state__icon--error">
        <AlertIcon size={28} />
      </div>
      <h3 id="trail-failed-title" className="state__title">
        {t("account.trail.balanceFailed")}
      </h3>
      <p className="state__body">{t(failure ?? "error.generic.body")}</p>
      <a className="button button--ghost button--small" href={location.pathname + location.search}>
        {t("error.generic.retry")}
      </a>
    </div>
  );
}

/**
 * What a trial account can do (only what the gateway lets a type-4 account do: launch games, bet
 * its play-money wallet; testPlay signs it in once) and cannot (§6: the pages the app refuses a
 * trial account with free_reject, requireMember).
 */
function WhatTrialsDo() {
  const { t } = useTranslation();
  return (
    <>
      <TrialList kind="can" keys={["games", "balance"]} note={t("account.trail.endsNote")} />
      <TrialList kind="cannot" keys={["deposit", "withdraw", "promotions", "invite", "memberCentre"]} note={t("toast.free_reject")} />
    </>
  );
}

/** One card of WhatTrialsDo: a heading, the ticked (can) or crossed (cannot) items, a note. */
function TrialList({ kind, keys, note }: { kind: "can" | "cannot"; keys: readonly string[]; note: string }) {
  const { t } = useTranslation();
  const Icon = kind === "can" ? CheckIcon : CloseIcon;
  return (
    <section className="card trail-card" aria-labelledby={`trail-${kind}-title`}>
      <h2 id={`trail-${kind}-title`} className="trail-card__title">
        {t(`account.trail.${kind}Heading`)}
      </h2>
      <ul className="trail-list">
        {keys.map((key) => (
          <li key={key} className={`trail-list__item trail-list__item--${kind}`}>
            <Icon size={18} />
            <span>{t(`account.trail.${kind}.${key}`)}</span>
          </li>
        ))}
      </ul>
      <p className="trail-card__note">{note}</p>
    </section>
  );
}
