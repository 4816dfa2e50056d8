import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { imagesRefusal } from "@contract/feedback-rules";
import { Suspense } from "react";
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, useLoaderData } from "react-router";
import { z } from "zod";
import { FeedbackForm } from "island:~/features/feedback/FeedbackForm";
import type { RouteHandle } from "~/chrome/DocumentTitle";
import feedbackStylesheet from "~/features/feedback/feedback.css?url";
import { type FeedbackActionData } from "~/features/feedback/FeedbackForm";
import { FeedbackList } from "~/features/feedback/FeedbackList";
import { E, feedbackRefusal } from "~/features/feedback/rules";
import { feedbackSchema } from "~/features/feedback/schemas";
import recordsStylesheet from "~/features/records/records.css?url";
import type { ParamsByKey } from "~/features/security/components";
import securityStylesheet from "~/features/security/security.css?url";
import { endsSession, isGatewayError } from "~/gateway-client/errors";
import { fetchFeedback, sendFeedback } from "~/gateway-client/feedback.server";
import { useTranslation } from "~/i18n/react";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { requireModule } from "~/server/modules.server";
import { redirectWithToast, requireMember } from "~/session/auth.server";

export const handle: RouteHandle = { titleKey: "feedback.title" };
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: securityStylesheet },
  { rel: "stylesheet", href: feedbackStylesheet },
  // The status badges every record list uses.
  { rel: "stylesheet", href: recordsStylesheet },
];

const PATH = "/m/feedback";
/** Three images of 5 MB and the fields, with room for the multipart framing (as the deposit receipts). */
const BODY_LIMIT = 16 * 1024 * 1024;

/**
 * /m/feedback (§7 "feedback | PUT", §5): a member writes to the operator (a category, 10–500
 * characters, up to 3 png/jpg images) and sees their own past feedback with its status and the
 * operator's answer. Members only; a trial account is refused like the other member pages.
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  await requireModule(context, "feedback");
  const member = await requireMember(request, context);
  const { items } = await fetchFeedback(context.gateway, member.token).catch((e: unknown) => gatewayFailure(e, request, context));
  return {
    items,
    // The constraint attributes, computed here so the page renders them without zod (decision 055).
    constraint: getZodConstraint(feedbackSchema),
  };
}

/**
 * The form, posted as multipart/form-data with or without JavaScript: zod first (the images'
 * bytes too, by the receipts' rule), then the gateway, which checks everything again. A refusal
 * answers 400 with its translated key on the field and stores nothing; success goes back to the
 * page (its list shows the new one) with a toast.
 */
export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  await requireModule(context, "feedback");
  const member = await requireMember(request, context);
  const formData = await readFormData(request, { limit: BODY_LIMIT });
  const params: ParamsByKey = {};
  const submission = await parseWithZod(formData, {
    async: true,
    schema: feedbackSchema.transform(async (input, ctx) => {
      // The browser checked the declared type; the bytes decide (the gateway checks them again).
      const heads = await Promise.all(input.images.map(async (file) => ({ size: file.size, head: new Uint8Array(await file.slice(0, 16).arrayBuffer()) })));
      const refusedImages = imagesRefusal(heads);
      if (refusedImages) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: feedbackRefusal(refusedImages.code)!.key, path: ["images"] });
        return z.NEVER;
      }
      try {
        await sendFeedback(context.gateway, member.token, input);
        return input;
      } catch (e) {
        if (endsSession(e) || !isGatewayError(e) || e.kind !== "business") throw e;
        const refusal = feedbackRefusal(e.code);
        if (!refusal) throw e;
        if (refusal.key === `${E}.tooFrequent`) {
          const seconds = Number((e.value as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds ?? 3600);
          params[refusal.key] = { count: Math.max(1, Math.ceil(seconds / 3600)) };
        }
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: refusal.key, path: refusal.field ? [refusal.field] : [] });
        return z.NEVER;
      }
    }),
  }).catch((e: unknown) => gatewayFailure(e, request, context));
  if (submission.status !== "success") {
    const reply: FeedbackActionData = { result: submission.reply({ hideFields: ["images"] }), ...(Object.keys(params).length ? { params } : {}) };
    return data(reply, { status: 400 });
  }
  return redirectWithToast(PATH, { key: "feedback.sent", kind: "success", tone: "success" }, context);
}

export default function FeedbackPage() {
  const { items, constraint } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="page-body feedback-page">
      <p className="security-intro">{t("feedback.intro")}</p>
      <Suspense fallback={null}>
        {/* Keyed by the newest feedback: once one is sent the form starts empty again (with JavaScript the page is not reloaded). */}
        <FeedbackForm key={items[0]?.id ?? 0} constraint={constraint} />
      </Suspense>
      <FeedbackList items={items} />
    </div>
  );
}
