import { type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, Link, useLoaderData } from "react-router";
import { StateBadge } from "~/features/security/components";
import { SECURITY_PATHS, withdrawalReadiness } from "~/features/security/readiness";
import securityStylesheet from "~/features/security/security.css?url";
import { fetchSecurityOverview } from "~/gateway-client/member.server";
import { useTranslation } from "~/i18n/react";
import { formatDateTime } from "~/rules/match-time";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { moduleOn } from "~/server/modules.server";
import { requireMember } from "~/session/auth.server";
import { BackIcon, CheckIcon } from "~/ui/icons";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: securityStylesheet }];

/**
 * /m/securityCenter (decision 025): every security item with its state, read fresh
 * from the gateway (masked there), and how far the member is from being able to withdraw.
 * Members only; trial accounts are turned away (free_reject).
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const member = await requireMember(request, context);
  const [overview, responsibleGaming] = await Promise.all([
    fetchSecurityOverview(context.gateway, member.token).catch((e: unknown) => gatewayFailure(e, request, context)),
    moduleOn(context, "responsibleGaming"),
  ]);
  return {
    overview,
    /** The responsible-gaming row, where the gateway offers the module (contract/capabilities.ts). */
    responsibleGaming,
    lockedUntil: overview.paymentPasswordLockedUntil ? formatDateTime(overview.paymentPasswordLockedUntil) : null,
  };
}

const NEXT_STEP = {
  paymentPassword: "security.centre.nextPaymentPassword",
  payeeName: "security.centre.nextPayeeName",
  bankCard: "security.centre.nextBankCard",
} as const;

type Tone = "ok" | "todo" | "warn";
type Row = { id: string; label: string; value?: string; state?: { text: string; tone: Tone }; href?: string };

export default function SecurityCentre() {
  const { overview: o, lockedUntil, responsibleGaming } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const readiness = withdrawalReadiness(o);
  const set = { text: t("security.state.set"), tone: "ok" as const };
  const notSet = { text: t("security.state.notSet"), tone: "todo" as const };
  const verification = (verified: boolean) =>
    verified ? { text: t("security.state.verified"), tone: "ok" as const } : { text: t("security.state.pending"), tone: "warn" as const };

  const rows: Row[] = [
    { id: "loginPassword", label: t("security.centre.loginPassword"), state: set, href: SECURITY_PATHS.loginPassword },
    {
      id: "paymentPassword",
      label: t("title.paymentPassword"),
      state: lockedUntil ? { text: t("security.state.locked", { until: lockedUntil }), tone: "warn" } : o.paymentPassword ? set : notSet,
      href: SECURITY_PATHS.paymentPassword,
    },
    { id: "payeeName", label: t("title.payeeName"), value: o.payeeName ?? undefined, state: o.payeeName ? set : notSet, href: SECURITY_PATHS.payeeName },
    { id: "email", label: t("title.email"), value: o.email?.address, state: o.email ? verification(o.email.verified) : notSet, href: SECURITY_PATHS.email },
    // A lost or stolen number is replaced or removed on its own page (ASVS V6.5.6).
    {
      id: "mobile",
      label: t("security.centre.mobile"),
      value: o.mobile?.number,
      state: o.mobile ? verification(o.mobile.verified) : notSet,
      href: SECURITY_PATHS.mobile,
    },
    {
      id: "bankCards",
      label: t("title.bankCards"),
      state: { text: t("security.state.cards", { count: o.bankCards, limit: o.bankCardLimit }), tone: o.bankCards > 0 ? "ok" : "todo" },
      href: SECURITY_PATHS.bankCards,
    },
    { id: "question", label: t("title.securityQuestion"), state: o.securityQuestion ? set : notSet, href: SECURITY_PATHS.question },
    { id: "profile", label: t("title.profile"), value: o.nickname ?? undefined, state: o.nickname ? undefined : notSet, href: SECURITY_PATHS.profile },
    { id: "history", label: t("title.loginHistory"), href: SECURITY_PATHS.history },
    // Limits, breaks and self-exclusion are part of keeping the account safe.
    ...(responsibleGaming ? [{ id: "responsibleGaming", label: t("rg.page.title"), href: "/m/responsibleGaming" }] : []),
  ];

  return (
    <div className="page-body">
      <section className="card security-level" aria-labelledby="security-level-title">
        <div className="security-level__head">
          <h2 id="security-level-title" className="security-level__title">
            {t("security.centre.levelTitle")}
          </h2>
          <span className="security-level__count">{t("security.centre.levelSummary", { done: readiness.done, total: readiness.total })}</span>
        </div>
        <p className="security-level__intro">{readiness.next ? t("security.centre.levelIntro") : t("security.centre.levelDone")}</p>
        <ol className="security-level__steps">
          {readiness.steps.map((step) => (
            <li key={step.id} className={`security-step${step.done ? " security-step--done" : ""}`}>
              <span className="security-step__mark" aria-hidden="true">
                {step.done ? <CheckIcon size={14} /> : null}
              </span>
              <span>{t(`security.centre.step.${step.id}`)}</span>
              <span className="sr-only">({step.done ? t("security.centre.stepDone") : t("security.centre.stepTodo")})</span>
            </li>
          ))}
        </ol>
        {readiness.next && (
          <Link to={readiness.next.href} className="button button--primary button--block">
            {t(NEXT_STEP[readiness.next.id])}
          </Link>
        )}
      </section>

      <ul className="card settings-list security-list" aria-label={t("security.centre.listLabel")}>
        {rows.map((row) => {
          const content = (
            <>
              <span className="security-row__label">{row.label}</span>
              <span className="security-row__state">
                {row.value && <span className="security-row__value">{row.value}</span>}
                {row.state && <StateBadge tone={row.state.tone}>{row.state.text}</StateBadge>}
              </span>
            </>
          );
          return (
            <li key={row.id} data-item={row.id}>
              {row.href ? (
                <Link to={row.href} className="security-row">
                  {content}
                  <span className="settings-list__chevron" aria-hidden="true">
                    <BackIcon size={18} className="flip" />
                  </span>
                </Link>
              ) : (
                <div className="security-row security-row--static">{content}</div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
