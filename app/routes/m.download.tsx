import { type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, Link, useLoaderData } from "react-router";
import type { RouteHandle } from "~/chrome/DocumentTitle";
import contentStylesheet from "~/features/content/content.css?url";
import { htmlToText } from "~/features/content/sanitize-html";
import downloadStylesheet from "~/features/download/download.css?url";
import { GuideTabs, InstallGuide } from "~/features/download/InstallGuide";
import { fetchDownloadLinks, fetchMobileTemplate } from "~/gateway-client/content.server";
import { useTranslation } from "~/i18n/react";
import { appLinks, type AppResourceType } from "~/rules/download-bar";
import { chooseGuides } from "~/rules/install-guide";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { ChevronLeftIcon, StarIcon } from "~/ui/icons";

export const handle: RouteHandle = { titleKey: "content.title.download" };
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contentStylesheet },
  { rel: "stylesheet", href: downloadStylesheet },
];

/**
 * §2 /m/download: the app's install guides for Android and iOS. The server picks the
 * guide from the User-Agent, or from the `?device=` tab the player chose (decision 054), so the
 * right guide is in the HTML before any script runs.
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const { language } = context;
  const [links, template] = await Promise.all([fetchDownloadLinks(context.gateway, { language }), fetchMobileTemplate(context.gateway, { language })]).catch(
    (e: unknown) => gatewayFailure(e, request, context),
  );
  const apps = appLinks(links);
  const url = (type: AppResourceType) => apps.find((a) => a.resourceType === type)?.url ?? null;
  const rating = Number.parseFloat(template.app_rating ?? "");
  return {
    guides: chooseGuides({ userAgent: request.headers.get("User-Agent"), requested: new URL(request.url).searchParams.get("device") }),
    links: { android: url("Android"), iosProfile: url("MOBILECONFIG"), iosApp: url("IOS") },
    description: template.app_desc?.trim() ? htmlToText(template.app_desc) : null,
    rating: Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : null,
  };
}

export type DownloadView = Awaited<ReturnType<typeof loader>>;

export default function Download() {
  const { guides, links, description, rating } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="content-page download-page">
      <div className="download-page__top">
        <Link to="/m/home" className="icon-button" aria-label={t("header.back")}>
          <ChevronLeftIcon />
        </Link>
        <h1 className="download-page__heading">{t("content.title.download")}</h1>
        <span className="download-page__spacer" />
      </div>
      <section className="download-hero" aria-labelledby="download-app-name">
        <img src="/logo.svg" alt="" width={72} height={72} className="download-hero__icon" />
        <h2 id="download-app-name" className="download-hero__title">
          {t("download.heading")}
        </h2>
        <p className="download-hero__body">{description ?? t("download.intro")}</p>
        {rating !== null && (
          <p className="download-hero__rating" role="img" aria-label={t("lobby.download.rating", { rating })}>
            {[0, 1, 2, 3, 4].map((i) => (
              <StarIcon key={i} size={16} className={i < Math.round(rating) ? "dl-star dl-star--on" : "dl-star"} />
            ))}
            <span aria-hidden="true">{rating.toFixed(1)}</span>
          </p>
        )}
      </section>
      <GuideTabs device={guides.device} selected={guides.selected} />
      {guides.shown.map((platform) => (
        <InstallGuide key={platform} platform={platform} device={guides.device} links={links} />
      ))}
    </div>
  );
}
