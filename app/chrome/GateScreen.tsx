import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GlobeIcon, WrenchIcon } from "~/ui/icons";
import { LanguagePicker } from "./LanguagePicker";

export type GatePayload = { gate: "maintenance" | "region"; country: string | null };

/** The maintenance (503) and region-blocked (451) screens of the start gate (§2). */
export function GateScreen({ gate, country }: GatePayload) {
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
      </div>
      <LanguagePicker reloadDocument />
    </main>
  );
}
