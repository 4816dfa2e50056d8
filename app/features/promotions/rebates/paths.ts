import { REBATE_HISTORY_RANGES, type RebateHistoryRange } from "@contract/rebate-rules";

/**
 * The manual rebate's and the rebate report's addresses and texts' namespace,
 * for the pages and their loaders alike. The manual rebate's URL: `tab` claim (default) | history,
 * `range` today (default) | 7d | month (the history's).
 */
export const MANUAL_REBATE_PATH = "/m/member/manualRebate";
export const REBATE_REPORT_PATH = "/m/member/rebateReport";
export const R = "promotions.rebates";

export type ManualRebateTab = "claim" | "history";

export function readManualRebateUrl(params: URLSearchParams): { tab: ManualRebateTab; range: RebateHistoryRange } {
  const range = params.get("range");
  return {
    tab: params.get("tab") === "history" ? "history" : "claim",
    range: (REBATE_HISTORY_RANGES as readonly string[]).includes(range ?? "") ? (range as RebateHistoryRange) : "today",
  };
}

export const manualRebateHref = (tab: ManualRebateTab, range: RebateHistoryRange = "today") =>
  tab === "claim" ? MANUAL_REBATE_PATH : `${MANUAL_REBATE_PATH}?tab=history${range === "today" ? "" : `&range=${range}`}`;
