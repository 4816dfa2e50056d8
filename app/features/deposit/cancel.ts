/** The intent the deposit page and the deposit record post to cancel an unpaid e-wallet order (issue 30). */
export const CANCEL_INTENT = "cancelDeposit";
