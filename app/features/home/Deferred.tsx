import { Suspense } from "react";
import { Await, Link, useLocation, useRevalidator } from "react-router";
import { useTranslation } from "~/i18n/react";
import { RefreshIcon } from "~/ui/icons";
import { useEnhanced } from "~/ui/use-enhanced";

/**
 * One deferred section (docs/decisions/001): a sized skeleton while its promise streams in, the
 * content when it resolves, and a compact retry (same box, so nothing jumps) when it resolved to
 * null — deferred loader values go through `context.deferred(promise, label)`, which logs the failure.
 */
export function Deferred<T>({
  resolve,
  fallback,
  retryClassName,
  children,
}: {
  resolve: Promise<T | null> | T | null;
  fallback: React.ReactNode;
  /** Sizing class for the retry box; omit for sections that simply vanish on failure (overlays). */
  retryClassName?: string;
  children: (value: T) => React.ReactNode;
}) {
  const failed = retryClassName ? <SectionRetry className={retryClassName} /> : null;
  return (
    <Suspense fallback={fallback}>
      <Await resolve={resolve} errorElement={failed}>
        {(value) => (value === null || value === undefined ? failed : children(value as T))}
      </Await>
    </Suspense>
  );
}

/** "Could not load" with a retry: a link to this page without JavaScript, a revalidation with it. */
export function SectionRetry({ className }: { className?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const hydrated = useEnhanced();
  const revalidator = useRevalidator();
  return (
    <div className={`section-retry${className ? ` ${className}` : ""}`} role="status">
      <span>{t("lobby.section.error")}</span>
      <Link
        to={location.pathname + location.search}
        className="section-retry__button"
        preventScrollReset
        onClick={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          revalidator.revalidate();
        }}
      >
        <RefreshIcon size={16} />
        {t("lobby.section.retry")}
      </Link>
    </div>
  );
}
