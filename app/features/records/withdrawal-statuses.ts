import type { WithdrawalStatus } from "~/gateway/wallet-schemas";

/** The statuses the withdrawal record's select offers, in its order ("All" comes first, from the filter bar). */
export const WITHDRAWAL_STATUSES: readonly WithdrawalStatus[] = ["pending", "approved", "rejected", "cancelled"];
