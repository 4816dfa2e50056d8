import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type AppLoadContext,
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import type { RouteHandle } from "~/chrome/DocumentTitle";
import { Period, StatusChip } from "~/features/content/activity";
import contentStylesheet from "~/features/content/content.css?url";
import { idOf } from "~/features/content/query";
import { htmlToText, sanitizeHtml } from "~/features/content/sanitize-html";
import { BackToList, HtmlContent } from "~/features/content/ui";
import activityStylesheet from "~/features/promotions/activity/activity.css?url";
import { applyRefusalKey, evidenceError, IntentForm, readEvidence } from "~/features/promotions/activity/apply-form";
import { EligibilityPreview, EvidenceFields, ProgressList } from "~/features/promotions/activity/parts";
import { rgRefusalMessage } from "~/features/rg/play/refusal-message";
import { applyPromotion, applyPromotionWithEvidence, cancelPromotion, fetchPromotion } from "~/gateway-client/content.server";
import { isGatewayError } from "~/gateway-client/errors";
import { useTranslation } from "~/i18n/react";
import { canApply } from "~/rules/activity-status";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { redirectWithToast, requireMember } from "~/session/auth.server";
import { CalendarIcon } from "~/ui/icons";
import { useImageUrl } from "~/ui/use-image-url";

export const handle: RouteHandle = { titleKey: "content.title.activityInfo" };
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contentStylesheet },
  { rel: "stylesheet", href: activityStylesheet },
];

/** Three images of 5 MB and the fields, with room for the multipart framing. */
const BODY_LIMIT = 16 * 1024 * 1024;

/**
 * §2 /m/activityInfo?id=N: one promotion, its rules (sanitised), the member's §4 status (derived
 * by the gateway's engine, decision 036), whether they qualify, their progress and, when a reward
 * is claimable, a claim button posting to the reward centre that comes back here.
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
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
    claimKey: crypto.randomUUID(),
    promotion: {
      id: p.id,
      title: htmlToText(p.title),
      summary: htmlToText(p.summary),
      imageUrl: p.imageUrl,
      status: p.status,
      startsAt: p.startsAt,
      endsAt: p.endsAt,
      kind: p.kind,
      evidence: p.evidence,
      eligible: p.eligible,
      reasons: p.reasons,
      progress: p.progress,
      cancellable: p.cancellable,
      html: sanitizeHtml(p.content),
    },
  };
}

type ActionData = { error: string; params?: Record<string, string> };

/**
 * Apply (a multipart form with the remark and images when the promotion asks for evidence) or
 * withdraw. zod and the evidence rules first, then the gateway, which checks everything again;
 * a refusal re-renders the page with its translated message and nothing is stored. A double
 * submit is harmless: the gateway keeps one entry per member, promotion and cycle.
 */
export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const member = await requireMember(request, context);
  const form = await readFormData(request, { limit: BODY_LIMIT });
  const parsed = IntentForm.safeParse({ intent: form.get("intent"), id: form.get("id") });
  if (!parsed.success) return data<ActionData>({ error: "promotions.activity.error.invalid" }, { status: 400 });
  const { intent, id } = parsed.data;
  const back = `/m/activityInfo?id=${id}`;
  const { language } = context;
  try {
    if (intent === "cancel") {
      await cancelPromotion(context.gateway, member.token, id);
      return redirectWithToast(back, { key: "content.activity.toastCancelled", kind: "success", tone: "success" }, context);
    }
    const p = await fetchPromotion(context.gateway, { id, language, token: member.token });
    let status: string;
    if (p.evidence === "none") {
      status = (await applyPromotion(context.gateway, member.token, id)).status;
    } else {
      const evidence = readEvidence(form);
      const refused = await evidenceError(p.evidence, evidence);
      if (refused) return data<ActionData>({ error: refused }, { status: 400 });
      status = (await applyPromotionWithEvidence(context.gateway, member.token, { id, ...evidence })).status;
    }
    const key =
      status === "Joined" ? "promotions.activity.toastJoined" : status === "signed" ? "promotions.activity.toastSigned" : "content.activity.toastApplied";
    return redirectWithToast(back, { key, kind: "success", tone: "success" }, context);
  } catch (e) {
    // A responsible-gaming block: promotions stop while it lasts; the message says until when.
    const rg = rgRefusalMessage(e);
    if (rg && intent !== "cancel") return data<ActionData>({ error: rg.key, params: rg.params }, { status: 403 });
    const key = isGatewayError(e) && e.kind === "business" ? applyRefusalKey(e.code) : null;
    if (!key) return gatewayFailure(e, request, context);
    if (intent === "cancel" || key === "content.activity.toastFailed") {
      return redirectWithToast(back, { key: "content.activity.toastFailed", kind: "message", tone: "error" }, context);
    }
    return data<ActionData>({ error: key }, { status: 409 });
  }
}

/** Promotions taken part in on their own page rather than applied for (the gateway refuses an application). */
const TAKEN_PART_IN: Partial<Record<string, { to: string; label: string }>> = {
  referral: { to: "/m/inviteFriends", label: "promotions.activity.goInvite" },
  mission: { to: "/m/leaderBoard", label: "promotions.activity.goMissions" },
};

export default function ActivityInfo() {
  const imageUrl = useImageUrl();
  const { signedIn, claimKey, promotion: p } = useLoaderData<typeof loader>();
  const actionData = useActionData<ActionData>();
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const here = `/m/activityInfo?id=${p.id}`;
  const error = actionData?.error ?? null;
  const fieldError = error && (error.endsWith("remarkLength") || error.includes(".images")) ? error : null;
  const formError = error && !fieldError ? error : null;
  return (
    <article className="content-page promo-detail" aria-labelledby="promo-title">
      <img src={imageUrl(p.imageUrl)} alt="" width={600} height={300} className="promo-detail__image" />
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
      {signedIn && <ProgressList progress={p.progress} here={here} idempotencyKey={claimKey} />}
      {p.status === "Process" && TAKEN_PART_IN[p.kind] ? (
        // Nothing to apply for: every member takes part on the promotion's own page.
        <Link to={TAKEN_PART_IN[p.kind]!.to} className="button button--primary button--block promo-detail__action">
          {t(TAKEN_PART_IN[p.kind]!.label)}
        </Link>
      ) : (
        canApply(p.status) &&
        (signedIn ? (
          p.eligible ? (
            <Form method="post" className="promo-detail__action" encType={p.evidence === "none" ? undefined : "multipart/form-data"}>
              <input type="hidden" name="id" value={p.id} />
              {formError && (
                <p className="form-error" role="alert">
                  {t(formError, actionData?.params ?? {})}
                </p>
              )}
              {p.evidence !== "none" && <EvidenceFields required={p.evidence === "required"} error={fieldError} />}
              <button type="submit" name="intent" value="apply" className="button button--primary button--block" disabled={busy}>
                {t("content.activity.apply")}
              </button>
            </Form>
          ) : (
            <div className="promo-detail__action">
              <EligibilityPreview eligible={false} reasons={p.reasons} />
            </div>
          )
        ) : (
          <Link to={`/m/login?redirectTo=${encodeURIComponent(here)}`} className="button button--primary button--block promo-detail__action">
            {t("content.activity.loginToJoin")}
          </Link>
        ))
      )}
      {signedIn && p.cancellable && (
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
