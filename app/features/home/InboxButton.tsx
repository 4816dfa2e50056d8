import { Suspense } from "react";
import { Await, Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import { MailIcon } from "~/ui/icons";

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
