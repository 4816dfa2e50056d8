import { useLocation } from "react-router";
import { useTranslation } from "~/i18n/react";
import type { GatePayload } from "~/server/site-gate.server";
import { GlobeIcon, WrenchIcon } from "~/ui/icons";
import { LanguagePicker } from "./LanguagePicker";

/**
 * The maintenance (503) and region-blocked (451) screens of the start gate (§2), with the
 * operator's customer-service links: the one way a gated player can still reach the operator.
 */
export function GateScreen({ gate, country, service }: GatePayload) {
  const { t } = useTranslation();
  const location = useLocation();
  const maintenance = gate === "maintenance";
  return (
    <main className="gate" aria-labelledby="gate-title">
      <div className="gate__card">
        <div className={`gate__icon gate__icon--${gate}`}>{maintenance ? <WrenchIcon size={40} /> : <GlobeIcon size={40} />}</div>
        <p className="gate__brand">{t("app.name")}</p>
        <h1 id="gate-title" className="gate__title">
          {maintenance ? t("gate.maintenance.title") : t("gate.region.title")}
        </h1>
        <p className="gate__body">{maintenance ? t("gate.maintenance.body") : country ? t("gate.region.body", { country }) : t("gate.region.bodyUnknown")}</p>
        {maintenance ? (
          // A plain link: reloading the same page re-asks the gateway, with or without JavaScript.
          <a className="button button--primary button--block" href={location.pathname + location.search}>
            {t("gate.maintenance.retry")}
          </a>
        ) : (
          <p className="gate__help">{t("gate.region.help")}</p>
        )}
        {service.length > 0 && (
          <ul className="gate__service" aria-label={t("gate.service")}>
            {service.map((link) => (
              <li key={link.url}>
                <a className="button button--ghost button--block" href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      <LanguagePicker reloadDocument />
    </main>
  );
}
