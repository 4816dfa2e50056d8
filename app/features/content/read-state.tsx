import { useEffect, useRef } from "react";
import { Form, useFetcher } from "react-router";
import { useTranslation } from "~/i18n/react";
import { CheckIcon } from "~/ui/icons";
import { ContentCard } from "./ContentCard";
import { BackToList, HtmlContent } from "./ui";

/**
 * Lists with a read state (message centre, agent announcements): the unread chip with "mark all
 * read", a card per item with its unread dot, and the detail that marks itself read. Every
 * action is a plain form, so it works without JavaScript; reading never changes state by GET.
 */
export type ReadItem = { id: number; title: string; excerpt: string; date: string; read: boolean };
export type ReadDetail = { id: number; title: string; date: string; read: boolean; html: string };

export function UnreadToolbar({ unreadCount, here, testId }: { unreadCount: number; here: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="content-toolbar">
      <p className="content-toolbar__status" aria-live="polite">
        {unreadCount > 0 ? (
          <span className="content-chip content-chip--danger" data-testid={testId}>
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
  );
}

export function ReadStateList({ items, label, icon, hrefFor }: { items: ReadItem[]; label: string; icon: React.ReactNode; hrefFor: (id: number) => string }) {
  const { t } = useTranslation();
  return (
    <ul className="content-list" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <ContentCard
            to={hrefFor(item.id)}
            read={item.read}
            icon={icon}
            title={
              <>
                {!item.read && <span className="sr-only">{t("content.inbox.new")}: </span>}
                {item.title}
              </>
            }
            excerpt={item.excerpt}
            meta={
              <>
                {!item.read && (
                  <span className="content-chip content-chip--danger" aria-hidden="true">
                    {t("content.inbox.new")}
                  </span>
                )}
                <time>{item.date}</time>
              </>
            }
          />
        </li>
      ))}
    </ul>
  );
}

/** One item. Opening an unread one reads it: with JavaScript the POST goes out by itself, without it a button. */
export function ReadStateDetail({ detail, action, here, back }: { detail: ReadDetail; action: string; here: string; back: { to: string; label: string } }) {
  const { t } = useTranslation();
  const auto = useFetcher({ key: `read-${action}-${detail.id}` });
  const sent = useRef(false);

  useEffect(() => {
    if (detail.read || sent.current) return;
    sent.current = true;
    auto.submit({ intent: "read", id: String(detail.id), respond: "data" }, { method: "post", action });
  }, [auto, action, detail.id, detail.read]);

  // Optimistic while the automatic POST and its revalidation run; then the loader says.
  const read = detail.read || auto.state !== "idle";
  const titleId = `read-item-title-${detail.id}`;
  return (
    <article className="content-page content-article" aria-labelledby={titleId}>
      <header className="content-article__head">
        <span className={`content-chip${read ? "" : " content-chip--danger"}`} data-testid="read-state">
          {read ? t("content.inbox.read") : t("content.inbox.new")}
        </span>
        <h2 id={titleId} className="content-article__title">
          {detail.title}
        </h2>
        <time className="content-article__date">{detail.date}</time>
      </header>
      <HtmlContent html={detail.html} className="content-article__body" />
      <div className="content-actions">
        <Form method="post" action={action} replace preventScrollReset>
          <input type="hidden" name="intent" value={read ? "unread" : "read"} />
          <input type="hidden" name="id" value={detail.id} />
          <input type="hidden" name="redirectTo" value={here} />
          <button type="submit" className="button button--ghost button--small">
            {read ? t("content.inbox.markUnread") : t("content.inbox.markRead")}
          </button>
        </Form>
      </div>
      <BackToList to={back.to} label={back.label} />
    </article>
  );
}
