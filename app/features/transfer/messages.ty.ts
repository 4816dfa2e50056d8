import type { MessageTree } from "~/i18n/messages";

/**
 * Texts of the upline transfer (/m/upLine/transfer) and the transaction record's
 * labels for its entries (U-04). The payment-password messages reuse the security centre's
 * (security.paymentPassword.*).
 * TY is the source of the key set: EN and PT are typed against it.
 */
export const transferTy = {
  upline: {
    intro: "Magpadala ng pera mula sa iyong balanse papunta sa iyong upline agent. Darating ito agad sa kanyang wallet.",
    balance: "Balanse",
    to: "Ipadala kay",
    amount: "Halaga",
    amountHint: "Pinakamababa {{min}} · Pinakamataas {{max}}",
    all: "Lahat",
    allLabel: "Ilagay ang buong balanse",
    next: "Susunod",
    confirmTitle: "Kumpirmahin ang transfer",
    confirmBody: "Ipapadala ang halagang ito sa iyong upline. Agad itong ililipat at hindi na maibabalik.",
    confirmAmount: "Halaga",
    paymentPassword: "Pasword sa pagbabayad",
    paymentPasswordHint: "6 na numero",
    submit: "Ilipat",
    back: "Bumalik",
    needPassword: "Para makapag-transfer, magtakda muna ng pasword sa pagbabayad.",
    setPassword: "Itakda ang pasword sa pagbabayad",
    blocked: "Hindi puwedeng mag-transfer ang account na ito sa ngayon.",
    amountRequired: "Ilagay ang halaga",
    amountFormat: "Maglagay ng halagang higit sa zero, hanggang 2 decimal",
    amountMin: "Pinakamababa {{min}}",
    amountMax: "Pinakamataas {{max}} bawat transfer",
    amountOverBalance: "Higit ito sa iyong balanse ({{balance}})",
    insufficient: "Kulang ang balanse ({{balance}})",
    expired: "Nag-expire ang form. Subukan ulit.",
    mismatch: "Naipadala na ang form na ito para sa ibang transfer. I-refresh ang page at subukan ulit.",
    forbidden: "Hindi available ang transfer sa upline para sa account na ito.",
    noUpline: "Walang upline ang account na ito na mapapadalhan.",
    toastDone: "Naipadala sa iyong upline",
    doneTitle: "Tapos na ang transfer",
    doneBody: "Naipadala ang {{amount}} kay {{upline}}. Ang balanse mo ngayon ay {{balance}}.",
    viewRecords: "Tingnan ang rekord ng transaksyon",
  },
  record: {
    toUpline: "Transfer sa upline",
    fromDownline: "Transfer mula sa downline",
  },
} satisfies MessageTree;
