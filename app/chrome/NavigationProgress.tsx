import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** Shown only when a transition takes longer than this, so fast pages never flash a bar. */
const SHOW_AFTER_MS = 150;

export function NavigationProgress() {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  if (!visible) return null;
  return <div className="nav-progress" role="progressbar" aria-label={t("progress.label")} aria-busy="true" />;
}
