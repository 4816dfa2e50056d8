import { type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, useLoaderData, useLocation } from "react-router";
import type { RouteHandle } from "~/chrome/DocumentTitle";
import contentStylesheet from "~/features/content/content.css?url";
import { idOf } from "~/features/content/query";
import { ReadStateDetail, ReadStateList, UnreadToolbar } from "~/features/content/read-state";
import { readStateAction } from "~/features/content/read-state.server";
import { htmlToText, sanitizeHtml } from "~/features/content/sanitize-html";
import { EmptyState } from "~/features/content/ui";
import { fetchAnnouncements, markAgentAnnouncements } from "~/gateway-client/content.server";
import { useTranslation } from "~/i18n/react";
import { formatDate } from "~/rules/match-time";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { requireAgent } from "~/session/auth.server";
import { MegaphoneIcon } from "~/ui/icons";

export const handle: RouteHandle = { titleKey: "content.title.agentNotice" };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStylesheet }];

const LIST = "/m/member/notice?types=A";

/**
 * §2 /m/member/notice?types=A: agent announcements (content type A), for agents only — members
 * are refused (requireAgent: home with the permission message). List with unread badge, one
 * announcement (?id=N), mark read / unread / all read (POST; automatic on opening with JavaScript).
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const agent = await requireAgent(request, context);
  const url = new URL(request.url);
  const { language } = context;
  const answer = await fetchAnnouncements(context.gateway, { types: ["A"], merchantCode: context.settings.MERCHANT_CODE, token: agent.token, language }).catch(
    (e: unknown) => gatewayFailure(e, request, context),
  );
  const items = answer.agent.map((a) => ({
    id: a.id,
    title: htmlToText(a.title),
    date: formatDate(a.createdAt),
    read: a.read,
    excerpt: htmlToText(a.content).slice(0, 90),
  }));
  const id = idOf(url);
  if (id !== null) {
    const found = answer.agent.find((a) => a.id === id);
    if (!found) throw new Response(null, { status: 404 });
    return {
      unreadCount: answer.footer.agentUnreadCount,
      items: null,
      detail: { id: found.id, title: htmlToText(found.title), date: formatDate(found.createdAt), read: found.read, html: sanitizeHtml(found.content) },
    };
  }
  return { unreadCount: answer.footer.agentUnreadCount, items, detail: null };
}

export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const agent = await requireAgent(request, context);
  return readStateAction(request, context, { list: LIST, mark: (what) => markAgentAnnouncements(context.gateway, agent.token, what) });
}

export default function AgentNotices() {
  const { unreadCount, items, detail } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const location = useLocation();
  const here = location.pathname + location.search;
  if (detail) return <ReadStateDetail detail={detail} action={LIST} here={here} back={{ to: LIST, label: t("content.notice.all") }} />;
  return (
    <div className="content-page">
      <UnreadToolbar unreadCount={unreadCount} here={here} testId="agent-unread" />
      {!items || items.length === 0 ? (
        <EmptyState icon={<MegaphoneIcon size={32} />} title={t("content.agentNotice.empty")} body={t("content.agentNotice.emptyBody")} />
      ) : (
        <ReadStateList items={items} label={t("content.agentNotice.heading")} icon={<MegaphoneIcon size={20} />} hrefFor={(id) => `${LIST}&id=${id}`} />
      )}
    </div>
  );
}
