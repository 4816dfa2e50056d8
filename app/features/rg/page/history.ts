import type { RgAuditRow } from "@contract/schemas/rg";
import { formatDateTime } from "~/rules/match-time";
import { formatMoney } from "~/rules/money";

/**
 * One audit row (RG-15) in words: which control, and its old → new value. The gateway writes
 * values as text (gateway/handlers/rg.ts auditValue): money limits in major units ("100.00"),
 * session limits and reality checks in minutes, a time-out or self-exclusion as its end (an ISO
 * instant); null is "none" (no limit, off). A number of days or months is shown as such; any other
 * value as it is.
 */
export type AuditText = { control: string; change: string | null };

type T = (key: string, params?: Record<string, unknown>) => string;

const MONEY = new Set(["deposit", "loss", "stake"]);

function controlName(control: string, t: T): { name: string; unit: "money" | "minutes" | "days" | "months" | null } {
  const limit = /^(?:limit\.)?(deposit|loss|stake|session)\.(day|week|month|session)$/.exec(control);
  if (limit) {
    const [, kind, period] = limit as unknown as [string, string, string];
    return { name: t(`rg.page.limits.name.${kind}.${period}`), unit: MONEY.has(kind) ? "money" : "minutes" };
  }
  if (control === "reality") return { name: t("rg.page.history.reality"), unit: "minutes" };
  if (control === "timeout") return { name: t("rg.page.history.timeout"), unit: "days" };
  if (control === "exclusion") return { name: t("rg.page.history.exclusion"), unit: "months" };
  if (control === "session.ended") return { name: t("rg.page.history.sessionEnded"), unit: "minutes" };
  return { name: t("rg.page.history.unknown"), unit: null };
}

function valueText(value: string | null, unit: ReturnType<typeof controlName>["unit"], symbol: string, t: T): string {
  if (value === null || value === "" || value === "null") return t("rg.page.history.none");
  const n = Number(value);
  if (!Number.isFinite(n)) {
    const instant = /^\d{4}-\d{2}-\d{2}T/.test(value) ? Date.parse(value) : Number.NaN;
    return Number.isFinite(instant) ? t("rg.page.history.until", { at: formatDateTime(instant) }) : value;
  }
  if (unit === null) return value;
  if (n > 1e11) return t("rg.page.history.until", { at: formatDateTime(n) });
  if (unit === "money") return formatMoney(n, symbol);
  return t(`rg.page.history.${unit}`, { count: n });
}

export function describeAudit(row: RgAuditRow, symbol: string, t: T): AuditText {
  const cancel = /^pending\.cancel\.(.+)$/.exec(row.control);
  if (cancel) {
    const target = controlName(cancel[1] ?? "", t);
    return { control: t("rg.page.history.cancel", { control: target.name }), change: null };
  }
  const { name, unit } = controlName(row.control, t);
  if (row.oldValue === null && row.newValue === null) return { control: name, change: null };
  // A break or an ended session has no "before": its length alone.
  if (unit === "days" || unit === "months" || row.control === "session.ended") return { control: name, change: valueText(row.newValue, unit, symbol, t) };
  return { control: name, change: t("rg.page.history.from", { old: valueText(row.oldValue, unit, symbol, t), new: valueText(row.newValue, unit, symbol, t) }) };
}
