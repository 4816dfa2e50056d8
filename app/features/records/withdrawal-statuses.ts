import type { WithdrawalStatus } from "@contract/schemas/wallet";

/** The statuses the withdrawal record's select offers, in its order ("All" comes first, from the filter bar). */
export const WITHDRAWAL_STATUSES: readonly WithdrawalStatus[] = ["pending", "approved", "rejected", "cancelled"];
