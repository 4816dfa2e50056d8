import { isRouteErrorResponse, useLocation } from "react-router";
import { useTranslation } from "~/i18n/react";
import { isNetworkFailure } from "~/rules/network-failure";
import { AlertIcon } from "./icons";

/** Reasons thrown by gatewayFailure (app/server/gateway-failure.server.ts) and readFormData (app/server/form-data.server.ts). */
const KNOWN_REASONS = [
  "gateway.unreachable",
  "gateway.timeout",
  "gateway.server",
  "gateway.invalid",
  "gateway.business",
  "request.invalid",
  "request.tooLarge",
] as const;

/** The translation key for what went wrong; raw messages and stack traces are never shown. */
function errorMessageKey(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const reason = (error.data as { reason?: string } | null)?.reason;
    const known = KNOWN_REASONS.find((r) => r === reason);
    if (known) return `error.${known}`;
    if (error.status === 403) return "error.forbidden";
  }
  if (isNetworkFailure(error)) return "error.gateway.unreachable";
  return "error.generic.body";
}

/** A translated error with a retry that reloads the page (works without JavaScript). */
export function ErrorState({ error, standalone = false }: { error: unknown; standalone?: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const content = (
    <section className="state" role="alert" aria-labelledby="error-title">
      <div className="state__icon state__icon--error">
        <AlertIcon size={36} />
      </div>
      <h1 id="error-title" className="state__title">
        {t("error.generic.title")}
      </h1>
      <p className="state__body">{t(errorMessageKey(error))}</p>
      <a className="button button--primary" href={location.pathname + location.search}>
        {t("error.generic.retry")}
      </a>
    </section>
  );
  return standalone ? <main className="standalone">{content}</main> : content;
}
