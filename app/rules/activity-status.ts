/**
 * §4 activity statuses of promotions and how each is shown: a translation key and a tone.
 * Applying, Rejected, Issued, Claimed, Process, Joined, Closed, signed, coming.
 */
export type ActivityStatusName = "Applying" | "Rejected" | "Issued" | "Claimed" | "Process" | "Joined" | "Closed" | "signed" | "coming";
export type StatusTone = "pending" | "success" | "danger" | "muted" | "live" | "info";

const TONES: Record<ActivityStatusName, StatusTone> = {
  Applying: "pending",
  Rejected: "danger",
  Issued: "success",
  Claimed: "success",
  Process: "live",
  Joined: "success",
  Closed: "muted",
  signed: "success",
  coming: "info",
};

export function activityStatusTone(status: ActivityStatusName): StatusTone {
  return TONES[status];
}

/** Translation key of a status label (content.activity.status.<name>). */
export function activityStatusKey(status: ActivityStatusName): string {
  return `content.activity.status.${status}`;
}

/** Only a running promotion without an entry can be joined; only an application under review withdrawn. */
export function canApply(status: ActivityStatusName): boolean {
  return status === "Process";
}
export function canCancel(status: ActivityStatusName): boolean {
  return status === "Applying";
}
