import { type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, useLoaderData, useLocation } from "react-router";
import contentStylesheet from "~/features/content/content.css?url";
import { idOf, pageOf } from "~/features/content/query";
import { ReadStateDetail, ReadStateList, UnreadToolbar } from "~/features/content/read-state";
import { readStateAction } from "~/features/content/read-state.server";
import { htmlToText, sanitizeHtml } from "~/features/content/sanitize-html";
import { EmptyState, Pager } from "~/features/content/ui";
import { fetchMessage, fetchMessages, markMessages } from "~/gateway-client/content.server";
import { isGatewayError } from "~/gateway-client/errors";
import { useTranslation } from "~/i18n/react";
import { formatDateTime } from "~/rules/match-time";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { requireModule } from "~/server/modules.server";
import { requireMember } from "~/session/auth.server";
import { MailIcon } from "~/ui/icons";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStylesheet }];

const PAGE_SIZE = 20;

/**
 * §2 /m/webEmail (also /m/message): the message centre, members only. A list with unread state
 * (?page=N), one message (?id=N), mark read / unread / all read. Reading never changes state by
 * GET: opening an unread message marks it read through a POST (automatic with JavaScript, a
 * button without).
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  await requireModule(context, "inbox");
  const member = await requireMember(request, context);
  const url = new URL(request.url);
  const id = idOf(url);
  if (id !== null) {
    const message = await fetchMessage(context.gateway, member.token, id).catch((e: unknown) => {
      if (isGatewayError(e) && e.kind === "business" && e.code === "message.not.found") throw new Response(null, { status: 404 });
      return gatewayFailure(e, request, context);
    });
    return {
      detail: {
        id: message.id,
        title: htmlToText(message.title),
        date: formatDateTime(message.createdAt),
        read: message.read,
        html: sanitizeHtml(message.content),
      },
      list: null,
    };
  }
  const page = await fetchMessages(context.gateway, member.token, { pageNo: pageOf(url), pageSize: PAGE_SIZE }).catch((e: unknown) =>
    gatewayFailure(e, request, context),
  );
  return {
    detail: null,
    list: {
      page: page.pageNum,
      totalPages: page.totalPages,
      unreadCount: page.unreadCount,
      items: page.list.map((m) => ({
        id: m.id,
        title: htmlToText(m.title),
        date: formatDateTime(m.createdAt),
        read: m.read,
        excerpt: htmlToText(m.content).slice(0, 90),
      })),
    },
  };
}

export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  await requireModule(context, "inbox");
  const member = await requireMember(request, context);
  return readStateAction(request, context, { list: "/m/webEmail", mark: (what) => markMessages(context.gateway, member.token, what) });
}

export default function MessageCentre() {
  const { detail, list } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const location = useLocation();
  const here = location.pathname + location.search;
  if (detail) return <ReadStateDetail detail={detail} action="/m/webEmail" here={here} back={{ to: "/m/webEmail", label: t("content.inbox.all") }} />;
  if (!list) return null;
  return (
    <div className="content-page">
      <UnreadToolbar unreadCount={list.unreadCount} here={here} />
      {list.items.length === 0 ? (
        <EmptyState icon={<MailIcon size={32} />} title={t("content.inbox.empty")} body={t("content.inbox.emptyBody")} />
      ) : (
        <ReadStateList items={list.items} label={t("content.inbox.heading")} icon={<MailIcon size={20} />} hrefFor={(id) => `/m/webEmail?id=${id}`} />
      )}
      <Pager page={list.page} totalPages={list.totalPages} hrefFor={(p) => `/m/webEmail?page=${p}`} />
    </div>
  );
}
