import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import { ChevronLeftIcon, ChevronRightIcon } from "~/ui/icons";

/** Operator HTML that was sanitised on the server (sanitize-html.ts): never raw gateway HTML. */
export function HtmlContent({ html, id, className }: { html: string; id?: string; className?: string }) {
  return <div id={id} className={`rich-text${className ? ` ${className}` : ""}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The empty placeholder of a list page: an icon, a title and a line of help. */
export function EmptyState({ icon, title, body, children }: { icon: React.ReactNode; title: string; body?: string; children?: React.ReactNode }) {
  return (
    <section className="content-empty" aria-live="polite">
      <span className="content-empty__icon">{icon}</span>
      <h2 className="content-empty__title">{title}</h2>
      {body && <p className="content-empty__body">{body}</p>}
      {children}
    </section>
  );
}

/** Previous / next page links (?page=N): plain links, so paging works without JavaScript. */
export function Pager({ page, totalPages, hrefFor }: { page: number; totalPages: number; hrefFor: (page: number) => string }) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="content-pager" aria-label={t("content.common.pagination")}>
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className="icon-button" aria-label={t("content.common.prev")}>
          <ChevronLeftIcon />
        </Link>
      ) : (
        <span className="icon-button icon-button--disabled" aria-hidden="true">
          <ChevronLeftIcon />
        </span>
      )}
      <span className="content-pager__label">{t("content.common.page", { page, total: totalPages })}</span>
      {page < totalPages ? (
        <Link to={hrefFor(page + 1)} className="icon-button" aria-label={t("content.common.next")}>
          <ChevronRightIcon />
        </Link>
      ) : (
        <span className="icon-button icon-button--disabled" aria-hidden="true">
          <ChevronRightIcon />
        </span>
      )}
    </nav>
  );
}

/** A back link inside a page (detail → list). */
export function BackToList({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="content-back">
      <ChevronLeftIcon size={18} />
      {label}
    </Link>
  );
}
