import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useFetcher, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import type { RouteHandle } from "~/chrome/DocumentTitle";
import { fetchAnnouncements, markAgentAnnouncements } from "~/gateway/content.server";
import { idOf } from "~/features/content/query";
import { htmlToText, sanitizeHtml } from "~/features/content/sanitize-html";
import { BackToList, EmptyState, HtmlContent } from "~/features/content/ui";
import contentStylesheet from "~/features/content/content.css?url";
import { CheckIcon, ChevronRightIcon, MegaphoneIcon } from "~/features/home/icons";
import { i18nServer } from "~/i18n/i18n.server";
import { formatDate } from "~/rules/match-time";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { redirectWithToast, requireAgent, safeRedirectTarget } from "~/session/auth.server";

export const handle: RouteHandle = { titleKey: "content.title.agentNotice" };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStylesheet }];

const LIST = "/m/member/notice?types=A";

/**
 * §2 /m/member/notice?types=A: agent announcements (content type A), for agents only — members
 * are refused (requireAgent: home with the permission message). List with unread badge, one
 * announcement (?id=N), mark read / unread / all read (POST; automatic on opening with JavaScript).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const agent = await requireAgent(request, context);
  const url = new URL(request.url);
  const language = await i18nServer.getLocale(request);
  const answer = await fetchAnnouncements(context.gateway, { types: ["A"], merchantCode: context.settings.MERCHANT_CODE, token: agent.token, language }).catch((e: unknown) =>
    gatewayFailure(e, request, context),
  );
  const items = answer.agent.map((a) => ({ id: a.id, title: htmlToText(a.title), date: formatDate(a.createdAt), read: a.read, excerpt: htmlToText(a.content).slice(0, 90) }));
  const id = idOf(url);
  if (id !== null) {
    const found = answer.agent.find((a) => a.id === id);
    if (!found) throw new Response(null, { status: 404 });
    return { unreadCount: answer.footer.agentUnreadCount, items: null, detail: { id: found.id, title: htmlToText(found.title), date: formatDate(found.createdAt), read: found.read, html: sanitizeHtml(found.content) } };
  }
  return { unreadCount: answer.footer.agentUnreadCount, items, detail: null };
}

const Intent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("read"), id: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal("unread"), id: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal("allRead") }),
]);

export async function action({ request, context }: ActionFunctionArgs) {
  const agent = await requireAgent(request, context);
  const form = Object.fromEntries(await request.formData());
  const back = safeRedirectTarget(typeof form.redirectTo === "string" ? form.redirectTo : null, LIST);
  const parsed = Intent.safeParse(form);
  if (!parsed.success) return data({ ok: false }, { status: 400 });
  const input = parsed.data;
  const result = await markAgentAnnouncements(
    context.gateway,
    agent.token,
    input.intent === "allRead" ? { all: true, read: true } : { ids: [input.id], read: input.intent === "read" },
  ).catch((e: unknown) => gatewayFailure(e, request, context));
  if (form.respond === "data") return { ok: true, unreadCount: result.unreadCount };
  const key = input.intent === "allRead" ? "content.inbox.toastAllRead" : input.intent === "read" ? "content.inbox.toastRead" : "content.inbox.toastUnread";
  return redirectWithToast(back, { key, kind: "success", tone: "success" }, context);
}

export default function AgentNotices() {
  const { unreadCount, items, detail } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const location = useLocation();
  const here = location.pathname + location.search;
  if (detail) return <AgentNoticeDetail detail={detail} here={here} />;
  return (
    <div className="content-page">
      <div className="content-toolbar">
        <p className="content-toolbar__status" aria-live="polite">
          {unreadCount > 0 ? (
            <span className="content-chip content-chip--danger" data-testid="agent-unread">
              {t("content.inbox.unread", { count: unreadCount })}
            </span>
          ) : (
            <span className="content-chip">
              <CheckIcon size={14} />
              {t("content.inbox.allRead")}
            </span>
          )}
        </p>
        {unreadCount > 0 && (
          <Form method="post" replace preventScrollReset>
            <input type="hidden" name="intent" value="allRead" />
            <input type="hidden" name="redirectTo" value={here} />
            <button type="submit" className="button button--ghost button--small">
              {t("content.inbox.markAllRead")}
            </button>
          </Form>
        )}
      </div>
      {!items || items.length === 0 ? (
        <EmptyState icon={<MegaphoneIcon size={32} />} title={t("content.agentNotice.empty")} body={t("content.agentNotice.emptyBody")} />
      ) : (
        <ul className="content-list" aria-label={t("content.agentNotice.heading")}>
          {items.map((a) => (
            <li key={a.id}>
              <Link to={`${LIST}&id=${a.id}`} className={`content-card${a.read ? " content-card--read" : ""}`} data-read={a.read ? "true" : "false"}>
                <span className="content-card__icon" aria-hidden="true">
                  <MegaphoneIcon size={20} />
                  {!a.read && <span className="content-card__dot" />}
                </span>
                <span className="content-card__text">
                  <span className="content-card__title">
                    {!a.read && <span className="sr-only">{t("content.inbox.new")}: </span>}
                    {a.title}
                  </span>
                  <span className="content-card__excerpt">{a.excerpt}</span>
                  <span className="content-card__meta">
                    {!a.read && (
                      <span className="content-chip content-chip--danger" aria-hidden="true">
                        {t("content.inbox.new")}
                      </span>
                    )}
                    <time>{a.date}</time>
                  </span>
                </span>
                <ChevronRightIcon size={18} className="content-card__chevron" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function AgentNoticeDetail({ detail, here }: { detail: { id: number; title: string; date: string; read: boolean; html: string }; here: string }) {
  const { t } = useTranslation();
  const auto = useFetcher({ key: `agent-read-${detail.id}` });
  const sent = useRef(false);
  useEffect(() => {
    if (detail.read || sent.current) return;
    sent.current = true;
    auto.submit({ intent: "read", id: String(detail.id), respond: "data" }, { method: "post", action: LIST });
  }, [auto, detail.id, detail.read]);
  const read = detail.read || auto.state !== "idle";
  return (
    <article className="content-page content-article" aria-labelledby="agent-notice-title">
      <header className="content-article__head">
        <span className={`content-chip${read ? "" : " content-chip--danger"}`} data-testid="read-state">
          {read ? t("content.inbox.read") : t("content.inbox.new")}
        </span>
        <h2 id="agent-notice-title" className="content-article__title">
          {detail.title}
        </h2>
        <time className="content-article__date">{detail.date}</time>
      </header>
      <HtmlContent html={detail.html} className="content-article__body" />
      <div className="content-actions">
        <Form method="post" action={LIST} replace preventScrollReset>
          <input type="hidden" name="intent" value={read ? "unread" : "read"} />
          <input type="hidden" name="id" value={detail.id} />
          <input type="hidden" name="redirectTo" value={here} />
          <button type="submit" className="button button--ghost button--small">
            {read ? t("content.inbox.markUnread") : t("content.inbox.markRead")}
          </button>
        </Form>
      </div>
      <BackToList to={LIST} label={t("content.notice.all")} />
    </article>
  );
}
