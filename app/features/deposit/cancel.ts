/** The intent the deposit page and the deposit record post to cancel an unpaid e-wallet order. */
export const CANCEL_INTENT = "cancelDeposit";
