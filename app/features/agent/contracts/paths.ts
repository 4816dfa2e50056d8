import type { ContractKind } from "@contract/contract-rules";

/** The contract pages (§2 agent routes) by kind, and the dividend report (A-DIV-01). */
export const CONTRACT_PATHS = {
  salary: "/m/member/agent/getSalaryContract",
  dividend: "/m/member/agent/getDevidendContract",
  hourly: "/m/member/agent/getHourContract",
} as const satisfies Record<ContractKind, string>;
export const DIVIDEND_REPORT_PATH = "/m/member/agent/agentDivident";
export const AGENT_HOME_PATH = "/m/agent";

/** Rows of the upline's offer form (fixed, so it works without JavaScript; empty rows are left out). */
export const OFFER_ROWS: Record<ContractKind, number> = { salary: 5, hourly: 5, dividend: 8 };

/** The §3 request fields by kind (the §4 prompt's order). */
export const REQUEST_FIELDS = [
  ["salary", "dailysalreqtype"],
  ["dividend", "divtypecompperiodreq"],
  ["hourly", "contracthoursalreq"],
] as const;
