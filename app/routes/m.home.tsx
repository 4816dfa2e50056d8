import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LanguagePicker } from "~/chrome/LanguagePicker";
import { fetchMemberInfo, fetchWallet } from "~/gateway/account.server";
import { daysSinceJoining, formatHeaderBalance } from "~/rules/money";
import { isTrial } from "~/rules/member-types";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { getMember } from "~/session/auth.server";
import type { loader as rootLoader } from "~/root";

/** Home (§2). The member's name and balance are critical for the header, so they are awaited. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await getMember(request, context);
  if (!session) return { member: null };
  const [info, wallet] = await Promise.all([
    fetchMemberInfo(context.gateway, session.token),
    fetchWallet(context.gateway, session.token),
  ]).catch((e: unknown) => gatewayFailure(e, request, context));
  return {
    member: {
      name: info.nickname ?? info.userName,
      userName: info.userName,
      trial: isTrial(info.type),
      clubLabel: info.clubLabel?.labelName ?? null,
      days: daysSinceJoining(info.regDate, Date.now()),
      balance: formatHeaderBalance(wallet.sumBalance, wallet.currencySymbol),
    },
  };
}

type Member = NonNullable<Awaited<ReturnType<typeof loader>>["member"]>;

function HomeHeader({ member }: { member: Member | null }) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const directRegistration = root?.whiteLabel.DIRECTREG3 === true;
  return (
    <header className="home-header">
      <Link to="/m/home" className="brand" aria-label={t("header.home")}>
        <img src="/logo.svg" alt="" width={32} height={32} className="brand__mark" />
        <span className="brand__name">{t("app.name")}</span>
      </Link>
      {member ? (
        <div className="home-header__member">
          <div className="home-header__who">
            <span className="home-header__name">{member.userName}</span>
            <span className="home-header__balance" aria-label={`${t("header.balance")}: ${member.balance}`}>
              {member.balance}
            </span>
          </div>
          <Link to="/m/voucherCenter" className="button button--primary button--small">
            {t("header.deposit")}
          </Link>
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
    </header>
  );
}

export default function Home() {
  const { member } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <HomeHeader member={member} />
      <div className="home">
        {member ? (
          <section className="card member-card" aria-labelledby="member-title">
            <div className="member-card__top">
              <div>
                <h2 id="member-title" className="member-card__title">
                  {t("home.memberTitle", { name: member.name })}
                </h2>
                <p className="member-card__meta">
                  {member.trial ? <span className="badge badge--trial">{t("home.trialBadge")}</span> : member.clubLabel && <span className="badge">{member.clubLabel}</span>}
                  <span>{t("home.memberSince", { count: member.days })}</span>
                </p>
              </div>
            </div>
            <div className="member-card__wallet">
              <span className="member-card__label">{t("home.walletLabel")}</span>
              <strong className="member-card__balance">{member.balance}</strong>
            </div>
            <Form method="post" action="/m/logout">
              <button type="submit" className="button button--ghost button--block">
                {t("home.signOut")}
              </button>
            </Form>
          </section>
        ) : (
          <section className="card hero" aria-labelledby="hero-title">
            <h2 id="hero-title" className="hero__title">
              {t("home.guestTitle")}
            </h2>
            <p className="hero__body">{t("home.guestBody")}</p>
            <div className="hero__actions">
              <Link to="/m/login" className="button button--primary">
                {t("home.loginCta")}
              </Link>
            </div>
          </section>
        )}
        <LanguagePicker />
        <footer className="home-footer">
          <p>{t("app.tagline")}</p>
          <p>{t("app.copyright")}</p>
        </footer>
      </div>
    </>
  );
}
