import type { MessageTree } from "~/i18n/messages";

/** Messages of the §5 rules (contract/field-rules.ts names their keys), registered under `validation`. */
export const validationTy = {
  username: { required: "Ilagay ang username", format: "Mali ang format ng account", reserved: "Hindi puwedeng gamitin ang username na ito. Pumili ng iba." },
  password: { required: "Ilagay ang pasword", format: "Mali ang format ng pasword" },
  mobile: {
    required: "Ilagay ang iyong mobile number",
    format: "Mga numero lang ang mobile number",
    min: "Dapat may hindi bababa sa 7 digit ang mobile number",
    max: "Hanggang 20 digit lang ang mobile number",
  },
  code: { required: "Ilagay ang verification code", format: "Mga numero lang ang code", max: "Hanggang 10 digit lang ang code" },
  captcha: { required: "Ilagay ang code", format: "Mga numero lang ang code", max: "Hanggang 6 na digit lang" },
  email: { required: "Ilagay ang iyong e-mail" },
  in_email_incorrect: "Mali ang format ng e-mail",
  invitation_code_error: "Di-wastong invitation code",
  paymentPassword: { format: "Pasword sa pagbabayad: 6 na digit" },
  nickname: { format: "Palayaw: 2–20 karakter" },
  payeeName: { format: "Ilagay ang pangalan gaya ng nasa bank account" },
  idNumber: { format: "Numero ng ID: 6–30 titik o numero" },
  qqNum: { format: "QQ: 5–12 digit" },
  social: { format: "Suriin ang pangalan ng account na ito" },
  phoneLike: { format: "Maglagay ng wastong numero ng telepono" },
  recommender: { format: "ID ng nagrekomenda: mga titik at numero lang" },
  dialingCode: { format: "Pumili ng code ng bansa" },
  confirm: { required: "Ilagay ang pasword", mismatch: "Hindi tugma ang kumpirmasyon ng pasword" },
  agree: { required: "Tanggapin ang kasunduan ng user para magpatuloy" },
  birthDate: {
    required: "Ilagay ang iyong petsa ng kapanganakan",
    format: "Maglagay ng totoong petsa (AAAA-BB-AA)",
    range: "Maglagay ng petsa mula 1900 hanggang ngayon",
  },
} satisfies MessageTree;
