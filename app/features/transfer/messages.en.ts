import type { Messages } from "~/i18n/messages";
import type { transferTy } from "./messages.ty";

/** The texts of messages.ty.ts in English. */
export const transferEn: Messages<typeof transferTy> = {
  upline: {
    intro: "Send money from your balance to your upline agent. It arrives in their wallet at once.",
    balance: "Balance",
    to: "Send to",
    amount: "Amount",
    amountHint: "Min {{min}} · Max {{max}}",
    all: "All",
    allLabel: "Fill in the whole balance",
    next: "Next",
    confirmTitle: "Confirm the transfer",
    confirmBody: "This amount goes to your upline. It moves at once and cannot be taken back.",
    confirmAmount: "Amount",
    paymentPassword: "Payment password",
    paymentPasswordHint: "6 digits",
    submit: "Transfer",
    back: "Back",
    needPassword: "To transfer, first set a payment password.",
    setPassword: "Set a payment password",
    blocked: "Transfers are not available for this account right now.",
    amountRequired: "Enter the amount",
    amountFormat: "Enter an amount above zero with at most 2 decimals",
    amountMin: "Minimum {{min}}",
    amountMax: "Maximum {{max}} per transfer",
    amountOverBalance: "This is more than your balance ({{balance}})",
    insufficient: "Insufficient balance ({{balance}})",
    expired: "The form has expired. Please try again.",
    mismatch: "This form was already sent for another transfer. Reload the page and try again.",
    forbidden: "Transfer to upline is not available for this account.",
    noUpline: "This account has no upline to transfer to.",
    toastDone: "Sent to your upline",
    doneTitle: "Transfer complete",
    doneBody: "{{amount}} was sent to {{upline}}. Your balance is now {{balance}}.",
    viewRecords: "View transaction record",
  },
  record: {
    toUpline: "Transfer to upline",
    fromDownline: "Transfer from downline",
  },
};
