import { now as clockNow } from "@contract/clock";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type AppLoadContext, Link, useActionData, useLoaderData } from "react-router";
import { z } from "zod";
import type { RouteHandle } from "~/chrome/DocumentTitle";
import { msToNextMinute, realityDue } from "~/features/rg/play/clock";
import { useServerClock, type RealityCheckData } from "~/features/rg/play/components";
import { RESPONSIBLE_GAMING_PATH } from "~/features/rg/play/paths";
import { RealityCheckAnswers, RealityCheckHead, RealityFiguresList } from "~/features/rg/play/reality-dialog";
import { returnTarget } from "~/features/rg/play/return-target.server";
import { currencySymbol, figuresOf } from "~/features/rg/play/session.server";
import { acknowledgeRealityCheck, fetchRgSession } from "~/gateway-client/rg.server";
import { useTranslation } from "~/i18n/react";
import { formatDateTime } from "~/rules/match-time";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { requireModule } from "~/server/modules.server";
import { requireMember } from "~/session/auth.server";

export const handle: RouteHandle = { titleKey: "rg.play.title" };

/**
 * /m/realityCheck (RG-09, decision 042): the reality check as a page — the
 * no-JavaScript target, the figures the overlay loads, and where a launch refused with
 * rg.reality_check.due lands (`?redirectTo=` the page to return to). Time played, bet, won and net
 * since sign-in from the gateway's session; Continue (POST intent=continue) restarts the check's
 * clock at the gateway and goes back; Sign out posts to /m/logout.
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  await requireModule(context, "responsibleGaming");
  const member = await requireMember(request, context, { allowTrial: true });
  const url = new URL(request.url);
  const redirectTo = returnTarget(url.searchParams.get("redirectTo"), url);
  const [session, symbol] = await Promise.all([
    fetchRgSession(context.gateway, member.token).catch((e: unknown) => gatewayFailure(e, request, context)),
    currencySymbol(context, member.token),
  ]);
  const now = clockNow();
  return {
    figures: figuresOf(session, symbol),
    due: !session.block && realityDue(session.realityDueAt, now),
    dueAt: session.realityDueAt,
    now,
    redirectTo,
  } satisfies RealityCheckData;
}

const Answer = z.object({ intent: z.literal("continue"), redirectTo: z.string().max(500).optional() });

export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  await requireModule(context, "responsibleGaming");
  const member = await requireMember(request, context, { allowTrial: true });
  const form = await readFormData(request);
  const parsed = Answer.safeParse({ intent: form.get("intent"), redirectTo: form.get("redirectTo") ?? undefined });
  if (!parsed.success) return data({ error: "rg.play.reality.invalid" }, { status: 400 });
  await acknowledgeRealityCheck(context.gateway, member.token).catch((e: unknown) => gatewayFailure(e, request, context));
  throw redirect(returnTarget(parsed.data.redirectTo, request));
}

export default function RealityCheckPage() {
  const { t } = useTranslation();
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const figures = page.figures;
  const now = useServerClock(page.now, (n) => msToNextMinute(figures.startedAt, n));
  return (
    <div className="page-body reality-page">
      <section className="card reality-check reality-check--page" aria-labelledby="reality-page-title" aria-describedby="reality-page-body">
        <RealityCheckHead idPrefix="reality-page" />
        {answer && "error" in answer && (
          <p className="rg-error" role="alert">
            {t(answer.error)}
          </p>
        )}
        <RealityFiguresList figures={figures} now={now} />
        {page.due ? (
          <RealityCheckAnswers redirectTo={page.redirectTo} />
        ) : (
          <>
            <p className="modal__body" data-testid="reality-next">
              {page.dueAt === null ? t("rg.play.reality.off") : t("rg.play.reality.nextAt", { time: formatDateTime(page.dueAt) })}
            </p>
            <div className="reality-check__actions">
              <Link to={page.redirectTo} className="button button--primary button--block">
                {t("rg.play.reality.back")}
              </Link>
              <Link to={RESPONSIBLE_GAMING_PATH} className="button button--ghost button--block">
                {t("rg.play.reality.settings")}
              </Link>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
