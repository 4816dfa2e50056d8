import { type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, Link, useLoaderData } from "react-router";
import { Period, StatusChip } from "~/features/content/activity";
import contentStylesheet from "~/features/content/content.css?url";
import { htmlToText } from "~/features/content/sanitize-html";
import { EmptyState } from "~/features/content/ui";
import activityStylesheet from "~/features/promotions/activity/activity.css?url";
import { CategoryTabs, EligibilityPreview } from "~/features/promotions/activity/parts";
import recordsStylesheet from "~/features/records/records.css?url";
import { fetchPromotions } from "~/gateway-client/content.server";
import { useTranslation } from "~/i18n/react";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { CalendarIcon, TrophyIcon } from "~/ui/icons";
import { useImageUrl } from "~/ui/use-image-url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contentStylesheet },
  { rel: "stylesheet", href: recordsStylesheet },
  { rel: "stylesheet", href: activityStylesheet },
];

/**
 * §2 /m/activity: promotions by category (tabs, `?category=`) with their §4 activity status.
 * Visitors see the date statuses (coming, in progress, closed; a shared cached read), members
 * their own (token, not cached) and, on a running promotion they have not entered, whether they
 * qualify (P-ACT-03). An unknown category shows them all.
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const { member, language } = context;
  const list = await fetchPromotions(context.gateway, { language, token: member?.token }).catch((e: unknown) => gatewayFailure(e, request, context));
  const categories = [...new Set(list.map((p) => p.category))];
  const asked = new URL(request.url).searchParams.get("category");
  const category = asked && categories.includes(asked) ? asked : null;
  return {
    signedIn: member !== null,
    categories,
    category,
    promotions: list
      .filter((p) => category === null || p.category === category)
      .map((p) => ({
        id: p.id,
        title: htmlToText(p.title),
        summary: htmlToText(p.summary),
        imageUrl: p.imageUrl,
        status: p.status,
        startsAt: p.startsAt,
        endsAt: p.endsAt,
        eligible: p.eligible,
        reasons: p.reasons,
      })),
  };
}

export default function Activity() {
  const imageUrl = useImageUrl();
  const { promotions, categories, category, signedIn } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const tabs = categories.length > 1 ? <CategoryTabs categories={categories} current={category} /> : null;
  if (promotions.length === 0) {
    return (
      <div className="content-page">
        {tabs}
        <EmptyState icon={<TrophyIcon size={32} />} title={t("content.activity.empty")} body={t("content.activity.emptyBody")} />
      </div>
    );
  }
  return (
    <div className="content-page">
      {tabs}
      <ul className="promo-list" aria-label={t("content.activity.heading")}>
        {promotions.map((p, i) => (
          <li key={p.id}>
            <Link to={`/m/activityInfo?id=${p.id}`} className={`promo-card${p.status === "Closed" ? " promo-card--closed" : ""}`}>
              <img src={imageUrl(p.imageUrl)} alt="" width={600} height={300} className="promo-card__image" loading={i < 2 ? "eager" : "lazy"} />
              <span className="promo-card__body">
                <span className="promo-card__top">
                  <span className="promo-card__title">{p.title}</span>
                  <StatusChip status={p.status} />
                </span>
                <span className="promo-card__summary">{p.summary}</span>
                {signedIn && p.status === "Process" && <EligibilityPreview eligible={p.eligible} reasons={p.reasons} compact />}
                <span className="promo-card__period">
                  <CalendarIcon size={14} />
                  <Period startsAt={p.startsAt} endsAt={p.endsAt} />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
