/** The intent the deposit page and the deposit record post to cancel an unpaid e-wallet order. */
export const CANCEL_INTENT = "cancelDeposit";

/** An order the player may still cancel: an e-wallet order not yet paid (the operator decides a bank transfer). */
export const isUnpaidEwalletOrder = (order: { status: string; kind: string }) => order.status === "pending" && order.kind === "EWALLET";
