import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Period, StatusChip } from "~/features/content/activity";
import contentStylesheet from "~/features/content/content.css?url";
import { htmlToText } from "~/features/content/sanitize-html";
import { EmptyState } from "~/features/content/ui";
import { fetchPromotions } from "~/gateway/content.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { CalendarIcon, TrophyIcon } from "~/ui/icons";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStylesheet }];

/**
 * §2 /m/activity: promotions with their §4 activity status. Visitors see the date statuses
 * (coming, in progress, closed; a shared cached read), members their own (token, not cached).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { member, language } = context;
  const list = await fetchPromotions(context.gateway, { language, token: member?.token }).catch((e: unknown) => gatewayFailure(e, request, context));
  return {
    promotions: list.map((p) => ({
      id: p.id,
      title: htmlToText(p.title),
      summary: htmlToText(p.summary),
      imageUrl: p.imageUrl,
      status: p.status,
      startsAt: p.startsAt,
      endsAt: p.endsAt,
    })),
  };
}

export default function Activity() {
  const { promotions } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  if (promotions.length === 0) {
    return (
      <div className="content-page">
        <EmptyState icon={<TrophyIcon size={32} />} title={t("content.activity.empty")} body={t("content.activity.emptyBody")} />
      </div>
    );
  }
  return (
    <div className="content-page">
      <ul className="promo-list" aria-label={t("content.activity.heading")}>
        {promotions.map((p, i) => (
          <li key={p.id}>
            <Link to={`/m/activityInfo?id=${p.id}`} className={`promo-card${p.status === "Closed" ? " promo-card--closed" : ""}`}>
              <img src={p.imageUrl} alt="" width={600} height={300} className="promo-card__image" loading={i < 2 ? "eager" : "lazy"} />
              <span className="promo-card__body">
                <span className="promo-card__top">
                  <span className="promo-card__title">{p.title}</span>
                  <StatusChip status={p.status} />
                </span>
                <span className="promo-card__summary">{p.summary}</span>
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
