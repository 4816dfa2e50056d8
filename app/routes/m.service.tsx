import { type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, useLoaderData } from "react-router";
import type { RouteHandle } from "~/chrome/DocumentTitle";
import contentStylesheet from "~/features/content/content.css?url";
import { ContentCard } from "~/features/content/ContentCard";
import { EmptyState } from "~/features/content/ui";
import { fetchServiceLinks } from "~/gateway-client/content.server";
import { useTranslation } from "~/i18n/react";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { ChatIcon, ExternalIcon, FacebookIcon, HeadsetIcon, TelegramIcon } from "~/ui/icons";

export const handle: RouteHandle = { titleKey: "content.title.service" };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStylesheet }];

/** Only web links leave the app; anything else the gateway sends is not shown. */
const web = (url: string | undefined | null) => (url && /^https?:\/\//i.test(url) ? url : null);

/** §2 /m/service: customer-service links (a list of two) and the community links (§3 service links). */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const { language } = context;
  const links = await fetchServiceLinks(context.gateway, { language }).catch((e: unknown) => gatewayFailure(e, request, context));
  return {
    service: links.customerService.flatMap((s) => (web(s.url) ? [{ name: s.name, url: web(s.url)! }] : [])),
    community: [
      { key: "telegram", url: web(links.TELEGRAM?.url) },
      { key: "telegram2", url: web(links.TELEGRAM2?.url) },
      { key: "facebook", url: web(links.FACEBOOK?.url) },
    ].filter((c): c is { key: string; url: string } => c.url !== null),
  };
}

export default function Service() {
  const { service, community } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="content-page">
      <header className="content-intro content-intro--hero">
        <span className="content-intro__badge" aria-hidden="true">
          <HeadsetIcon size={30} />
        </span>
        <h2 className="content-intro__title">{t("content.service.heading")}</h2>
        <p className="content-intro__body">{t("content.service.intro")}</p>
      </header>
      {service.length === 0 && community.length === 0 ? (
        <EmptyState icon={<HeadsetIcon size={32} />} title={t("content.service.empty")} />
      ) : (
        <>
          {service.length > 0 && (
            <section aria-labelledby="service-channels">
              <h2 id="service-channels" className="content-section-title">
                {t("content.service.channels")}
              </h2>
              <ul className="content-list">
                {service.map((s) => (
                  <li key={s.url}>
                    <ContentCard
                      href={s.url}
                      icon={/t\.me\//i.test(s.url) ? <TelegramIcon size={20} /> : <ChatIcon size={20} />}
                      title={s.name}
                      trailing={<ExternalIcon size={18} className="content-card__chevron" />}
                    >
                      <span className="sr-only">{t("content.common.opensOutside")}</span>
                    </ContentCard>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {community.length > 0 && (
            <section aria-labelledby="service-community">
              <h2 id="service-community" className="content-section-title">
                {t("content.service.community")}
              </h2>
              <ul className="content-list content-list--row">
                {community.map((c) => (
                  <li key={c.key}>
                    <a href={c.url} className={`community-link community-link--${c.key}`} target="_blank" rel="noopener noreferrer">
                      {c.key === "facebook" ? <FacebookIcon size={22} /> : <TelegramIcon size={22} />}
                      <span>{t(`content.service.${c.key}`)}</span>
                      <span className="sr-only">{t("content.common.opensOutside")}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
