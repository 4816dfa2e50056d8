import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/chrome/DocumentTitle";
import contentStylesheet from "~/features/content/content.css?url";
import { htmlToText } from "~/features/content/sanitize-html";
import { fetchDownloadLinks, fetchMobileTemplate } from "~/gateway/content.server";
import { useTranslation } from "~/i18n/react";
import { appLinks, deviceOf, type AppResourceType } from "~/rules/download-bar";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { AndroidIcon, AppleIcon, ChevronLeftIcon, DownloadIcon, ShieldIcon, StarIcon } from "~/ui/icons";

export const handle: RouteHandle = { titleKey: "content.title.download" };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStylesheet }];

/** §2 /m/download: per-platform links (Android, iOS profile, iOS App Store) and install guides. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { language } = context;
  const [links, template] = await Promise.all([fetchDownloadLinks(context.gateway, { language }), fetchMobileTemplate(context.gateway, { language })]).catch(
    (e: unknown) => gatewayFailure(e, request, context),
  );
  const apps = appLinks(links);
  const url = (type: AppResourceType) => apps.find((a) => a.resourceType === type)?.url ?? null;
  const rating = Number.parseFloat(template.app_rating ?? "");
  return {
    device: deviceOf(request.headers.get("User-Agent")),
    android: url("Android"),
    iosProfile: url("MOBILECONFIG"),
    iosApp: url("IOS"),
    description: template.app_desc?.trim() ? htmlToText(template.app_desc) : null,
    rating: Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : null,
  };
}

export default function Download() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const none = !data.android && !data.iosProfile && !data.iosApp;
  const platforms = [
    {
      key: "android",
      device: "android",
      title: t("content.download.android"),
      button: t("content.download.androidButton"),
      url: data.android,
      Icon: AndroidIcon,
    },
    {
      key: "iosProfile",
      device: "ios",
      title: t("content.download.iosProfile"),
      button: t("content.download.iosProfileButton"),
      url: data.iosProfile,
      Icon: AppleIcon,
    },
    { key: "iosApp", device: "ios", title: t("content.download.iosApp"), button: t("content.download.iosAppButton"), url: data.iosApp, Icon: AppleIcon },
  ] as const;
  // The player's own platform first.
  const ordered = [...platforms].sort((a, b) => Number(b.device === data.device) - Number(a.device === data.device));
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
          {t("content.download.heading")}
        </h2>
        <p className="download-hero__body">{data.description ?? t("content.download.intro")}</p>
        {data.rating !== null && (
          <p className="download-hero__rating" role="img" aria-label={t("lobby.download.rating", { rating: data.rating })}>
            {[0, 1, 2, 3, 4].map((i) => (
              <StarIcon key={i} size={16} className={i < Math.round(data.rating ?? 0) ? "dl-star dl-star--on" : "dl-star"} />
            ))}
            <span aria-hidden="true">{data.rating.toFixed(1)}</span>
          </p>
        )}
      </section>
      {none ? (
        <p className="content-note">{t("content.download.none")}</p>
      ) : (
        <ul className="download-platforms">
          {ordered.map(({ key, device, title, button, url, Icon }) => (
            <li key={key} className={`download-platform${device === data.device ? " download-platform--mine" : ""}`}>
              <span className="download-platform__icon" aria-hidden="true">
                <Icon size={26} />
              </span>
              <span className="download-platform__text">
                <span className="download-platform__title">{title}</span>
                {device === data.device && <span className="content-chip content-chip--accent">{t("content.download.recommended")}</span>}
              </span>
              {url ? (
                <a href={url} className="button button--primary button--small" rel="noopener noreferrer">
                  <DownloadIcon size={16} />
                  {button}
                </a>
              ) : (
                <span className="download-platform__na">{t("content.download.unavailable")}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <section className="download-guides" aria-labelledby="guides-title">
        <h2 id="guides-title" className="content-section-title">
          {t("content.download.guides")}
        </h2>
        <div className="download-guide">
          <h3 className="download-guide__title">
            <AndroidIcon size={20} />
            {t("content.download.androidGuide")}
          </h3>
          <ol className="download-guide__steps">
            <li>{t("content.download.androidSteps.one")}</li>
            <li>{t("content.download.androidSteps.two")}</li>
            <li>{t("content.download.androidSteps.three")}</li>
          </ol>
        </div>
        <div className="download-guide">
          <h3 className="download-guide__title">
            <AppleIcon size={20} />
            {t("content.download.iosGuide")}
          </h3>
          <ol className="download-guide__steps">
            <li>{t("content.download.iosSteps.one")}</li>
            <li>{t("content.download.iosSteps.two")}</li>
            <li>{t("content.download.iosSteps.three")}</li>
          </ol>
          <p className="content-note">
            <ShieldIcon size={16} />
            {t("content.download.iosNote")}
          </p>
        </div>
      </section>
    </div>
  );
}
