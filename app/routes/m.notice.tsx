import { type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, useLoaderData } from "react-router";
import type { RouteHandle } from "~/chrome/DocumentTitle";
import contentStylesheet from "~/features/content/content.css?url";
import { ContentCard } from "~/features/content/ContentCard";
import { idOf, pageOf } from "~/features/content/query";
import { htmlToText, sanitizeHtml } from "~/features/content/sanitize-html";
import { BackToList, EmptyState, HtmlContent, Pager } from "~/features/content/ui";
import { fetchNotice, fetchNotices } from "~/gateway-client/content.server";
import { isGatewayError } from "~/gateway-client/errors";
import { useTranslation } from "~/i18n/react";
import { formatDate } from "~/rules/match-time";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { MegaphoneIcon, PinIcon } from "~/ui/icons";

export const handle: RouteHandle = { titleKey: "title.notice" };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStylesheet }];

const PAGE_SIZE = 10;

/** §2 /m/notice: the player announcements, a list (?page=N) and one announcement (?id=N). */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const url = new URL(request.url);
  const { language } = context;
  const id = idOf(url);
  if (id !== null) {
    const notice = await fetchNotice(context.gateway, { language, id }).catch((e: unknown) => {
      if (isGatewayError(e) && e.kind === "business" && e.code === "notice.not.found") throw new Response(null, { status: 404 });
      return gatewayFailure(e, request, context);
    });
    return {
      detail: { id: notice.id, title: htmlToText(notice.title), date: formatDate(notice.createdAt), pinned: notice.pinned, html: sanitizeHtml(notice.content) },
      list: null,
    };
  }
  const page = await fetchNotices(context.gateway, { language, pageNo: pageOf(url), pageSize: PAGE_SIZE }).catch((e: unknown) =>
    gatewayFailure(e, request, context),
  );
  return {
    detail: null,
    list: {
      page: page.pageNum,
      totalPages: page.totalPages,
      items: page.list.map((n) => ({
        id: n.id,
        title: htmlToText(n.title),
        date: formatDate(n.createdAt),
        pinned: n.pinned,
        excerpt: htmlToText(n.content).slice(0, 110),
      })),
    },
  };
}

export default function Notices() {
  const { detail, list } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  if (detail) {
    return (
      <article className="content-page content-article" aria-labelledby="notice-title">
        <header className="content-article__head">
          {detail.pinned && (
            <span className="content-chip content-chip--accent">
              <PinIcon size={14} />
              {t("content.notice.pinned")}
            </span>
          )}
          <h2 id="notice-title" className="content-article__title">
            {detail.title}
          </h2>
          <time className="content-article__date">{detail.date}</time>
        </header>
        <HtmlContent html={detail.html} className="content-article__body" />
        <BackToList to="/m/notice" label={t("content.notice.all")} />
      </article>
    );
  }
  if (!list || list.items.length === 0) {
    return (
      <div className="content-page">
        <EmptyState icon={<MegaphoneIcon size={32} />} title={t("content.notice.empty")} body={t("content.notice.emptyBody")} />
      </div>
    );
  }
  return (
    <div className="content-page">
      <ul className="content-list" aria-label={t("title.notice")}>
        {list.items.map((n) => (
          <li key={n.id}>
            <ContentCard
              to={`/m/notice?id=${n.id}`}
              icon={n.pinned ? <PinIcon size={20} /> : <MegaphoneIcon size={20} />}
              title={n.title}
              excerpt={n.excerpt}
              meta={
                <>
                  {n.pinned && <span className="content-chip content-chip--accent">{t("content.notice.pinned")}</span>}
                  <time>{n.date}</time>
                </>
              }
            />
          </li>
        ))}
      </ul>
      <Pager page={list.page} totalPages={list.totalPages} hrefFor={(p) => `/m/notice?page=${p}`} />
    </div>
  );
}
