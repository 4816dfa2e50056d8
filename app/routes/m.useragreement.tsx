import { type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, useLoaderData } from "react-router";
import type { RouteHandle } from "~/chrome/DocumentTitle";
import contentStylesheet from "~/features/content/content.css?url";
import { htmlToText, sanitizeHtml } from "~/features/content/sanitize-html";
import { HtmlContent } from "~/features/content/ui";
import { fetchUserAgreement } from "~/gateway-client/content.server";
import { useTranslation } from "~/i18n/react";
import { formatDate } from "~/rules/match-time";
import { gatewayFailure } from "~/server/gateway-failure.server";

export const handle: RouteHandle = { titleKey: "content.title.agreement" };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStylesheet }];

/** §2 /m/useragreement: the operator's user agreement (sanitised HTML) and its date. */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const { language } = context;
  const doc = await fetchUserAgreement(context.gateway, { language }).catch((e: unknown) => gatewayFailure(e, request, context));
  return { title: htmlToText(doc.title), updated: formatDate(doc.updatedAt), html: sanitizeHtml(doc.content) };
}

export default function UserAgreement() {
  const { title, updated, html } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <article className="content-page content-article" aria-labelledby="agreement-title">
      <header className="content-article__head">
        <h2 id="agreement-title" className="content-article__title">
          {title}
        </h2>
        <p className="content-article__date">{t("content.agreement.updated", { date: updated })}</p>
      </header>
      <HtmlContent html={html} className="content-article__body" />
    </article>
  );
}
