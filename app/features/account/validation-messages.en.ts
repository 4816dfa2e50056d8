import type { Messages } from "~/i18n/messages";
import type { validationTy } from "./validation-messages.ty";

/** The texts of validation-messages.ty.ts in English. */
export const validationEn: Messages<typeof validationTy> = {
  username: { required: "Enter username", format: "Account format is incorrect", reserved: "This username cannot be used. Please choose another." },
  password: { required: "Enter password", format: "Password format is incorrect" },
  mobile: {
    required: "Enter your mobile number",
    format: "The mobile number has digits only",
    min: "The mobile number needs at least 7 digits",
    max: "The mobile number has at most 20 digits",
  },
  code: { required: "Enter the verification code", format: "The code has digits only", max: "The code has at most 10 digits" },
  captcha: { required: "enter the code", format: "The code has digits only", max: "At most 6 digits" },
  email: { required: "Enter your e-mail" },
  in_email_incorrect: "E-mail format is incorrect",
  invitation_code_error: "Invalid invitation code",
  paymentPassword: { format: "Payment password: 6 digits" },
  nickname: { format: "Nickname: 2–20 characters" },
  payeeName: { format: "Enter the name as on your bank account" },
  idNumber: { format: "ID number: 6–30 letters or digits" },
  qqNum: { format: "QQ: 5–12 digits" },
  social: { format: "Check this account name" },
  phoneLike: { format: "Enter a valid phone number" },
  recommender: { format: "Referrer: letters and digits only" },
  dialingCode: { format: "Choose a country code" },
  confirm: { required: "Enter password", mismatch: "Confirmation password not matched" },
  agree: { required: "Accept the user agreement to continue" },
  birthDate: { required: "Enter your date of birth", format: "Enter a real date (YYYY-MM-DD)", range: "Enter a date from 1900 until today" },
};
