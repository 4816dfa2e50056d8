import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";

/** Page links of a report table (plain links: the same with and without JavaScript), with "Page n of m". */
export function Pager({ page, totalPages, href }: { page: number; totalPages: number; href: (page: number) => string }) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="records-pages" aria-label={t("records.list.pagination")}>
      <div className="records-pages__links">
        {page > 1 && (
          <Link to={href(page - 1)} className="button button--ghost button--small" rel="prev">
            {t("records.list.previous")}
          </Link>
        )}
        {page < totalPages && (
          <Link to={href(page + 1)} className="button button--ghost button--small" rel="next">
            {t("records.list.next")}
          </Link>
        )}
      </div>
      <p className="records-pages__count">{t("records.list.pageOf", { page, total: totalPages })}</p>
    </nav>
  );
}
