import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useFetcher, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { fetchMessage, fetchMessages, markMessages } from "~/gateway/content.server";
import { isGatewayError } from "~/gateway/errors";
import { idOf, pageOf } from "~/features/content/query";
import { htmlToText, sanitizeHtml } from "~/features/content/sanitize-html";
import { BackToList, EmptyState, HtmlContent, Pager } from "~/features/content/ui";
import contentStylesheet from "~/features/content/content.css?url";
import { CheckIcon, ChevronRightIcon, MailIcon } from "~/features/home/icons";
import { formatDateTime } from "~/rules/match-time";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { redirectWithToast, requireMember, safeRedirectTarget } from "~/session/auth.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStylesheet }];

const PAGE_SIZE = 20;

/**
 * §2 /m/webEmail (also /m/message): the message centre, members only. A list with unread state
 * (?page=N), one message (?id=N), mark read / unread / all read. Reading never changes state by
 * GET: opening an unread message marks it read through a POST (automatic with JavaScript, a
 * button without).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  const url = new URL(request.url);
  const id = idOf(url);
  if (id !== null) {
    const message = await fetchMessage(context.gateway, member.token, id).catch((e: unknown) => {
      if (isGatewayError(e) && e.kind === "business" && e.code === "message.not.found") throw new Response(null, { status: 404 });
      return gatewayFailure(e, request, context);
    });
    return {
      detail: { id: message.id, title: htmlToText(message.title), date: formatDateTime(message.createdAt), read: message.read, html: sanitizeHtml(message.content) },
      list: null,
    };
  }
  const page = await fetchMessages(context.gateway, member.token, { pageNo: pageOf(url), pageSize: PAGE_SIZE }).catch((e: unknown) => gatewayFailure(e, request, context));
  return {
    detail: null,
    list: {
      page: page.pageNum,
      totalPages: page.totalPages,
      unreadCount: page.unreadCount,
      items: page.list.map((m) => ({ id: m.id, title: htmlToText(m.title), date: formatDateTime(m.createdAt), read: m.read, excerpt: htmlToText(m.content).slice(0, 90) })),
    },
  };
}

const Intent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("read"), id: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal("unread"), id: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal("allRead") }),
]);

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context);
  const form = Object.fromEntries(await request.formData());
  const back = safeRedirectTarget(typeof form.redirectTo === "string" ? form.redirectTo : null, "/m/webEmail");
  const parsed = Intent.safeParse(form);
  if (!parsed.success) return data({ ok: false }, { status: 400 });
  const input = parsed.data;
  const result = await markMessages(
    context.gateway,
    member.token,
    input.intent === "allRead" ? { all: true, read: true } : { ids: [input.id], read: input.intent === "read" },
  ).catch((e: unknown) => gatewayFailure(e, request, context));
  // With JavaScript the automatic mark-read stays quiet; the buttons say what they did.
  if (form.respond === "data") return { ok: true, unreadCount: result.unreadCount };
  const key = input.intent === "allRead" ? "content.inbox.toastAllRead" : input.intent === "read" ? "content.inbox.toastRead" : "content.inbox.toastUnread";
  return redirectWithToast(back, { key, kind: "success", tone: "success" }, context);
}

export default function MessageCentre() {
  const { detail, list } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const location = useLocation();
  const here = location.pathname + location.search;
  if (detail) return <MessageDetail detail={detail} here={here} />;
  if (!list) return null;
  return (
    <div className="content-page">
      <div className="content-toolbar">
        <p className="content-toolbar__status" aria-live="polite">
          {list.unreadCount > 0 ? (
            <span className="content-chip content-chip--danger">{t("content.inbox.unread", { count: list.unreadCount })}</span>
          ) : (
            <span className="content-chip">
              <CheckIcon size={14} />
              {t("content.inbox.allRead")}
            </span>
          )}
        </p>
        {list.unreadCount > 0 && (
          <Form method="post" replace preventScrollReset>
            <input type="hidden" name="intent" value="allRead" />
            <input type="hidden" name="redirectTo" value={here} />
            <button type="submit" className="button button--ghost button--small">
              {t("content.inbox.markAllRead")}
            </button>
          </Form>
        )}
      </div>
      {list.items.length === 0 ? (
        <EmptyState icon={<MailIcon size={32} />} title={t("content.inbox.empty")} body={t("content.inbox.emptyBody")} />
      ) : (
        <ul className="content-list" aria-label={t("content.inbox.heading")}>
          {list.items.map((m) => (
            <li key={m.id}>
              <Link to={`/m/webEmail?id=${m.id}`} className={`content-card${m.read ? " content-card--read" : ""}`} data-read={m.read ? "true" : "false"}>
                <span className="content-card__icon" aria-hidden="true">
                  <MailIcon size={20} />
                  {!m.read && <span className="content-card__dot" />}
                </span>
                <span className="content-card__text">
                  <span className="content-card__title">
                    {!m.read && <span className="sr-only">{t("content.inbox.new")}: </span>}
                    {m.title}
                  </span>
                  <span className="content-card__excerpt">{m.excerpt}</span>
                  <span className="content-card__meta">
                    {!m.read && (
                      <span className="content-chip content-chip--danger" aria-hidden="true">
                        {t("content.inbox.new")}
                      </span>
                    )}
                    <time>{m.date}</time>
                  </span>
                </span>
                <ChevronRightIcon size={18} className="content-card__chevron" />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pager page={list.page} totalPages={list.totalPages} hrefFor={(p) => `/m/webEmail?page=${p}`} />
    </div>
  );
}

function MessageDetail({ detail, here }: { detail: { id: number; title: string; date: string; read: boolean; html: string }; here: string }) {
  const { t } = useTranslation();
  const auto = useFetcher({ key: `read-${detail.id}` });
  const sent = useRef(false);

  // Opening an unread message reads it: with JavaScript the POST goes out by itself.
  useEffect(() => {
    if (detail.read || sent.current) return;
    sent.current = true;
    auto.submit({ intent: "read", id: String(detail.id), respond: "data" }, { method: "post", action: "/m/webEmail" });
  }, [auto, detail.id, detail.read]);

  // Optimistic while the automatic POST and its revalidation run; then the loader says.
  const read = detail.read || auto.state !== "idle";
  return (
    <article className="content-page content-article" aria-labelledby="message-title">
      <header className="content-article__head">
        <span className={`content-chip${read ? "" : " content-chip--danger"}`} data-testid="read-state">
          {read ? t("content.inbox.read") : t("content.inbox.new")}
        </span>
        <h2 id="message-title" className="content-article__title">
          {detail.title}
        </h2>
        <time className="content-article__date">{detail.date}</time>
      </header>
      <HtmlContent html={detail.html} className="content-article__body" />
      <div className="content-actions">
        <Form method="post" action="/m/webEmail" replace preventScrollReset>
          <input type="hidden" name="intent" value={read ? "unread" : "read"} />
          <input type="hidden" name="id" value={detail.id} />
          <input type="hidden" name="redirectTo" value={here} />
          <button type="submit" className="button button--ghost button--small">
            {read ? t("content.inbox.markUnread") : t("content.inbox.markRead")}
          </button>
        </Form>
      </div>
      <BackToList to="/m/webEmail" label={t("content.inbox.all")} />
    </article>
  );
}
