import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { RouteHandle } from "~/chrome/DocumentTitle";
import contentStylesheet from "~/features/content/content.css?url";
import { loadHelp } from "~/features/content/help.server";
import { HelpAccordion, StillNeedHelp } from "~/features/content/HelpAccordion";
import { BannerCarousel } from "~/features/home/BannerCarousel";
import homeStylesheet from "~/features/home/home.css?url";
import { homeBanners } from "~/features/home/home.server";

export const handle: RouteHandle = { titleKey: "content.title.help" };
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contentStylesheet },
  { rel: "stylesheet", href: homeStylesheet },
];

/** §2 /m/help: the help centre (a banner shows on help pages too, §2 Page chrome). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const help = await loadHelp(request, context);
  // The banner is decoration here: a failure leaves it out rather than failing the page.
  const banners = await homeBanners({ gateway: context.gateway, language: help.language, merchantCode: context.settings.MERCHANT_CODE }, "m_help").catch(
    () => [],
  );
  return { items: help.items, open: help.open, banners };
}

export default function Help() {
  const { items, open, banners } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="content-page">
      {banners.length > 0 && <BannerCarousel banners={banners} />}
      <header className="content-intro">
        <h2 className="content-intro__title">{t("content.help.heading")}</h2>
        <p className="content-intro__body">{t("content.help.intro")}</p>
      </header>
      <HelpAccordion key={open} items={items} initial={open} />
      <StillNeedHelp />
    </div>
  );
}
