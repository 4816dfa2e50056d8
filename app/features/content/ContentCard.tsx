import { Link } from "react-router";
import { ChevronRightIcon } from "~/ui/icons";

type Target =
  /** A page of the app. */
  | { to: string; href?: never }
  /** A page outside the app, opened in a new tab. */
  | { href: string; to?: never };

export type ContentCardProps = Target & {
  icon: React.ReactNode;
  title: React.ReactNode;
  excerpt?: React.ReactNode;
  /** Chips and the date, under the excerpt. */
  meta?: React.ReactNode;
  /** An inbox item's state: a read one is dimmed, an unread one gets a dot on its icon. */
  read?: boolean;
  /** What ends the row; a chevron unless told otherwise. */
  trailing?: React.ReactNode;
  /** More inside the text block (a screen-reader note). */
  children?: React.ReactNode;
};

/** One row of a content list (notices, inbox, customer service): icon, title, excerpt, meta, chevron. */
export function ContentCard({ to, href, icon, title, excerpt, meta, read, trailing, children }: ContentCardProps) {
  const body = (
    <>
      <span className="content-card__icon" aria-hidden="true">
        {icon}
        {read === false && <span className="content-card__dot" />}
      </span>
      <span className="content-card__text">
        <span className="content-card__title">{title}</span>
        {excerpt !== undefined && <span className="content-card__excerpt">{excerpt}</span>}
        {meta !== undefined && <span className="content-card__meta">{meta}</span>}
        {children}
      </span>
      {trailing ?? <ChevronRightIcon size={18} className="content-card__chevron" />}
    </>
  );
  if (href !== undefined) {
    return (
      <a href={href} className="content-card" target="_blank" rel="noopener noreferrer">
        {body}
      </a>
    );
  }
  return (
    <Link to={to} className={`content-card${read ? " content-card--read" : ""}`} data-read={read === undefined ? undefined : String(read)}>
      {body}
    </Link>
  );
}
