import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import { CompassOffIcon } from "./icons";

/** The themed 404 (§2: any unknown path), with a way home. */
export function NotFound({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation();
  const content = (
    <section className="state" aria-labelledby="not-found-title">
      <p className="state__code" aria-hidden="true">
        404
      </p>
      <div className="state__icon">
        <CompassOffIcon size={36} />
      </div>
      <h1 id="not-found-title" className="state__title">
        {t("error.notFound.title")}
      </h1>
      <p className="state__body">{t("error.notFound.body")}</p>
      <Link className="button button--primary" to="/m/home">
        {t("error.notFound.home")}
      </Link>
    </section>
  );
  return standalone ? <main className="standalone">{content}</main> : content;
}
