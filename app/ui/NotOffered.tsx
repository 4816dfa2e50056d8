import type { ModuleName } from "@contract/capabilities";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import { CompassOffIcon } from "./icons";

/** What a page of a module the gateway does not offer answers (app/server/modules.server.ts notOffered), with status 404. */
export type NotOfferedPayload = { notOffered: ModuleName };

/** The module a not-offered answer names, however it travelled (a route error response); else null. */
export function notOfferedModule(value: unknown): ModuleName | null {
  const v = value as { data?: { notOffered?: unknown } } | null;
  return typeof v === "object" && v !== null && typeof v.data?.notOffered === "string" ? (v.data.notOffered as ModuleName) : null;
}

/**
 * A page of a module this operator's gateway does not offer (contract/capabilities.ts): the themed
 * 404 with its own words (the page exists in the app, not on this site) and the way home.
 */
export function NotOffered() {
  const { t } = useTranslation();
  return (
    <section className="state" aria-labelledby="not-offered-title" data-testid="not-offered">
      <p className="state__code" aria-hidden="true">
        404
      </p>
      <div className="state__icon">
        <CompassOffIcon size={36} />
      </div>
      <h1 id="not-offered-title" className="state__title">
        {t("error.notOffered.title")}
      </h1>
      <p className="state__body">{t("error.notOffered.body")}</p>
      <Link className="button button--primary" to="/m/home">
        {t("error.notOffered.home")}
      </Link>
    </section>
  );
}
