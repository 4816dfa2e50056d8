import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import type { RouteHandle } from "~/chrome/DocumentTitle";
import { Period, StatusChip } from "~/features/content/activity";
import contentStylesheet from "~/features/content/content.css?url";
import { idOf } from "~/features/content/query";
import { htmlToText, sanitizeHtml } from "~/features/content/sanitize-html";
import { BackToList, HtmlContent } from "~/features/content/ui";
import { applyPromotion, cancelPromotion, fetchPromotion } from "~/gateway/content.server";
import { isGatewayError } from "~/gateway/errors";
import type { FetcherResult } from "~/routing/fetcher-result";
import { canApply, canCancel } from "~/rules/activity-status";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { redirectWithToast, requireMember } from "~/session/auth.server";
import { CalendarIcon } from "~/ui/icons";

export const handle: RouteHandle = { titleKey: "content.title.activityInfo" };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStylesheet }];

/** §2 /m/activityInfo?id=N: one promotion, its rules (sanitised) and the member's §4 status. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const id = idOf(url);
  // Without a (valid) id there is no promotion to show: the list of them is the page meant.
  if (id === null) throw redirect("/m/activity");
  const { member, language } = context;
  const p = await fetchPromotion(context.gateway, { id, language, token: member?.token }).catch((e: unknown) => {
    if (isGatewayError(e) && e.kind === "business" && e.code === "promotion.not.found") throw new Response(null, { status: 404 });
    return gatewayFailure(e, request, context);
  });
  return {
    signedIn: member !== null,
    promotion: {
      id: p.id,
      title: htmlToText(p.title),
      summary: htmlToText(p.summary),
      imageUrl: p.imageUrl,
      status: p.status,
      startsAt: p.startsAt,
      endsAt: p.endsAt,
      html: sanitizeHtml(p.content),
    },
  };
}

// Same bounds as the ?id query (IdParam): an absurd id is the client's mistake, a 400 here.
const Intent = z.object({
  intent: z.enum(["apply", "cancel"]),
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31),
});

/** Join a running promotion, or withdraw an application under review (members only). */
export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context);
  const parsed = Intent.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) return data<FetcherResult>({ ok: false, reason: "invalid" }, { status: 400 });
  const { intent, id } = parsed.data;
  const back = `/m/activityInfo?id=${id}`;
  try {
    await (intent === "apply" ? applyPromotion(context.gateway, member.token, id) : cancelPromotion(context.gateway, member.token, id));
  } catch (e) {
    // Not open any more (or already joined): say so and show the current state.
    if (isGatewayError(e) && e.kind === "business" && e.code?.startsWith("promotion.")) {
      return redirectWithToast(back, { key: "content.activity.toastFailed", kind: "message", tone: "error" }, context);
    }
    return gatewayFailure(e, request, context);
  }
  const key = intent === "apply" ? "content.activity.toastApplied" : "content.activity.toastCancelled";
  return redirectWithToast(back, { key, kind: "success", tone: "success" }, context);
}

export default function ActivityInfo() {
  const { signedIn, promotion: p } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const here = `/m/activityInfo?id=${p.id}`;
  return (
    <article className="content-page promo-detail" aria-labelledby="promo-title">
      <img src={p.imageUrl} alt="" width={600} height={300} className="promo-detail__image" />
      <header className="promo-detail__head">
        <h2 id="promo-title" className="promo-detail__title">
          {p.title}
        </h2>
        <p className="promo-detail__summary">{p.summary}</p>
        <dl className="promo-detail__facts">
          <div>
            <dt>{t("content.activity.statusLabel")}</dt>
            <dd>
              <StatusChip status={p.status} />
            </dd>
          </div>
          <div>
            <dt>{t("content.activity.period")}</dt>
            <dd>
              <CalendarIcon size={14} />
              <Period startsAt={p.startsAt} endsAt={p.endsAt} />
            </dd>
          </div>
        </dl>
      </header>
      {canApply(p.status) &&
        (signedIn ? (
          <Form method="post" className="promo-detail__action">
            <input type="hidden" name="id" value={p.id} />
            <button type="submit" name="intent" value="apply" className="button button--primary button--block" disabled={busy}>
              {t("content.activity.apply")}
            </button>
          </Form>
        ) : (
          <Link to={`/m/login?redirectTo=${encodeURIComponent(here)}`} className="button button--primary button--block promo-detail__action">
            {t("content.activity.loginToJoin")}
          </Link>
        ))}
      {signedIn && canCancel(p.status) && (
        <Form method="post" className="promo-detail__action">
          <input type="hidden" name="id" value={p.id} />
          <button type="submit" name="intent" value="cancel" className="button button--ghost button--block" disabled={busy}>
            {t("content.activity.cancel")}
          </button>
        </Form>
      )}
      <section aria-labelledby="promo-rules" className="promo-detail__rules">
        <h2 id="promo-rules" className="content-section-title">
          {t("content.activity.rules")}
        </h2>
        <HtmlContent html={p.html} />
      </section>
      <BackToList to="/m/activity" label={t("content.activity.all")} />
    </article>
  );
}
