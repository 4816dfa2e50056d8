import type { DepositStatus } from "@contract/schemas/deposit";

/** The statuses the deposit record's select offers, in its order ("All" comes first, from the filter bar; ). */
export const DEPOSIT_STATUSES: readonly DepositStatus[] = ["pending", "success", "failed", "cancelled"];
