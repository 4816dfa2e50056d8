import { Link, Await } from "@remix-run/react";
import { Suspense } from "react";
import { useTranslation } from "~/i18n/react";
import { MailIcon, MegaphoneIcon } from "~/ui/icons";

/**
 * §2 notice ticker and message icon. The ticker scrolls the notice titles and leads to
 * /m/notice; with no items it says 'no announcement'. The message icon carries a red dot when
 * the unread count is above 0 and opens /m/webEmail for members, the login prompt for guests.
 */
export function NoticeTicker({ titles }: { titles: string[] }) {
  const { t } = useTranslation();
  if (titles.length === 0) {
    return (
      <Link to="/m/notice" className="ticker__link" aria-label={`${t("lobby.ticker.label")}: ${t("lobby.ticker.empty")}`}>
        <MegaphoneIcon size={18} className="ticker__icon" />
        <span className="ticker__empty">{t("lobby.ticker.empty")}</span>
      </Link>
    );
  }
  const text = titles.join("   •   ");
  // Roughly 70 px per second, whatever the length.
  const seconds = Math.max(12, Math.round(text.length / 5));
  return (
    <Link to="/m/notice" className="ticker__link" aria-label={`${t("lobby.ticker.label")}: ${titles.join("; ")}`}>
      <MegaphoneIcon size={18} className="ticker__icon" />
      <span className="ticker__viewport" aria-hidden="true">
        <span className="ticker__track" style={{ "--ticker-s": `${seconds}s` } as React.CSSProperties}>
          <span className="ticker__text">{text}</span>
          <span className="ticker__text">{text}</span>
        </span>
      </span>
    </Link>
  );
}

export function TickerSkeleton() {
  return (
    <span className="ticker__link ticker__link--skeleton" aria-hidden="true" data-fallback="">
      <MegaphoneIcon size={18} className="ticker__icon" />
      <span className="shimmer shimmer--line" />
    </span>
  );
}

/** Message icon with the unread red dot (its own stream: the count needs the member's token). */
export function InboxButton({ signedIn, unread, onGuest }: { signedIn: boolean; unread: Promise<number | null> | null; onGuest: () => void }) {
  const { t } = useTranslation();
  if (!signedIn) {
    return (
      <Link
        to="/m/home?sheet=login"
        preventScrollReset
        className="ticker__inbox"
        aria-label={t("lobby.inbox.label")}
        onClick={(event) => {
          event.preventDefault();
          onGuest();
        }}
      >
        <MailIcon size={22} />
      </Link>
    );
  }
  return (
    <Suspense fallback={<InboxLink count={0} fallback />}>
      <Await resolve={unread} errorElement={<InboxLink count={0} />}>
        {(count) => <InboxLink count={count ?? 0} />}
      </Await>
    </Suspense>
  );
}

/** `fallback`: the stand-in while the count streams; without JavaScript it gives way to the streamed link (decision 019). */
function InboxLink({ count, fallback = false }: { count: number; fallback?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/m/webEmail"
      className="ticker__inbox"
      aria-label={count > 0 ? t("lobby.inbox.unread", { count }) : t("lobby.inbox.label")}
      data-unread={count}
      data-fallback={fallback ? "" : undefined}
    >
      <MailIcon size={22} />
      {count > 0 && <span className="red-dot" aria-hidden="true" />}
    </Link>
  );
}
