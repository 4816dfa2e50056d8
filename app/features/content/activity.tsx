import type { ActivityStatus } from "@contract/schemas/content";
import { useTranslation } from "~/i18n/react";
import { activityStatusKey, activityStatusTone } from "~/rules/activity-status";
import { formatDate } from "~/rules/match-time";

/** §4 activity status as a coloured chip. */
export function StatusChip({ status }: { status: ActivityStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`status-chip status-chip--${activityStatusTone(status)}`} data-status={status}>
      {t(activityStatusKey(status))}
    </span>
  );
}

/** The period of a promotion: from–to, from, until, or ongoing. */
export function Period({ startsAt, endsAt }: { startsAt: number | null; endsAt: number | null }) {
  const { t } = useTranslation();
  if (startsAt !== null && endsAt !== null) return <>{t("content.activity.range", { from: formatDate(startsAt), to: formatDate(endsAt) })}</>;
  if (startsAt !== null) return <>{t("content.activity.from", { date: formatDate(startsAt) })}</>;
  if (endsAt !== null) return <>{t("content.activity.until", { date: formatDate(endsAt) })}</>;
  return <>{t("content.activity.ongoing")}</>;
}
