import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import { CompassOffIcon } from "./icons";

/**
 * The themed 404 (§2: any unknown path), with a way home. `notOffered`: a page of a module this
 * operator's gateway does not offer (contract/capabilities.ts), which exists in the app but not on
 * this site, so it says so in its own words.
 */
export function NotFound({ standalone = false, reason = "notFound" }: { standalone?: boolean; reason?: "notFound" | "notOffered" }) {
  const { t } = useTranslation();
  const titleId = reason === "notFound" ? "not-found-title" : "not-offered-title";
  const content = (
    <section className="state" aria-labelledby={titleId} data-testid={reason === "notOffered" ? "not-offered" : undefined}>
      <p className="state__code" aria-hidden="true">
        404
      </p>
      <div className="state__icon">
        <CompassOffIcon size={36} />
      </div>
      <h1 id={titleId} className="state__title">
        {t(`error.${reason}.title`)}
      </h1>
      <p className="state__body">{t(`error.${reason}.body`)}</p>
      <Link className="button button--primary" to="/m/home">
        {t(`error.${reason}.home`)}
      </Link>
    </section>
  );
  return standalone ? <main className="standalone">{content}</main> : content;
}
