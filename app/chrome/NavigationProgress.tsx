import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { useTranslation } from "~/i18n/react";

/** Shown only when a transition takes longer than this, so fast pages never flash a bar. */
const SHOW_AFTER_MS = 150;

export function NavigationProgress() {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  // Set once a transition has lasted SHOW_AFTER_MS; reset when it ends (the effect's cleanup).
  const [late, setLate] = useState(false);

  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setLate(true), SHOW_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [busy]);

  if (!busy || !late) return null;
  return <div className="nav-progress" role="progressbar" aria-label={t("progress.label")} aria-busy="true" />;
}
