import { z } from "zod";
import { PaymentPassword, fieldSchema } from "./common-requests";
import { EMAIL_CODE_PATTERN } from "../identity";
import { DIALING_CODES } from "../registration";

/*
 * Requests of the member centre's security calls (decision 025; gateway/handlers/
 * security.ts, identity.ts, mobile.ts). Bounds the gateway checks after reading (a payee name's
 * letters, a nickname's characters, a card number's digits) are the rules of contract/
 * security-rules.ts and identity.ts, named in each description.
 */

/** Sets the payment password (six digits), or changes it with the old one. */
export const PaymentPasswordRequest = z.object({
  oldPassword: z.string().max(64).optional(),
  newPassword: z.string().max(64).describe("six digits (PAYMENT_PASSWORD)"),
});

/** The payee (real) name, set once: normalised, then letters of any script, spaces, dots, hyphens, 2–50. */
export const PayeeNameRequest = z.object({ payeeName: z.string().max(200).describe("security-rules.ts isPayeeName after normalizePayeeName") });

/** A new e-mail address to verify (the §5 e-mail rule). */
export const SendEmailCodeRequest = z.object({ email: z.string().max(1000).describe("the §5 e-mail rule (FIELD_RULES.email)") });

/** The six-digit code sent to the new address. */
export const VerifyEmailRequest = z.object({ code: z.string().trim().regex(EMAIL_CODE_PATTERN) });

/** A binding code to a new number, with the sign-in password. */
export const SendMobileCodeRequest = z.object({
  password: z.string().min(1).max(128),
  countryDialingCode: z.enum(DIALING_CODES),
  mobileNum: fieldSchema("mobileNum"),
});

/** The code that proves the new number. */
export const BindMobileRequest = z.object({ code: fieldSchema("verificationCode") });

/** Removes the member's number, with the sign-in password. */
export const RemoveMobileRequest = z.object({ password: z.string().min(1).max(128) });

/** Binds a bank card held in the member's payee name. */
export const AddBankCardRequest = z.object({
  bankCode: z.string().max(32).describe("a code of the banks call"),
  accountNumber: z.string().max(64).describe("10–19 digits once spaces and dashes are dropped (ACCOUNT_NUMBER)"),
  holderName: z.string().max(200).describe("the member's payee name"),
});

/** Unbinds one of the member's cards with the payment password. */
export const DeleteBankCardRequest = z.object({ cardId: z.number().int().positive(), paymentPassword: PaymentPassword });

/** Sets the security question and answer; changing them needs the current answer. */
export const SecurityQuestionRequest = z.object({
  questionId: z.string().max(64).describe("an id of the securityQuestions call"),
  answer: z.string().max(500).describe("2–50 characters once normalised (identity.ts isAnswer)"),
  currentAnswer: z.string().max(500).optional(),
});

/** The nickname: 2–20 letters, digits, spaces, dots, underscores and hyphens (identity.ts isNickname), trimmed. */
export const NicknameRequest = z.object({ nickname: z.string().max(200) });

/** §7 set head icon, form-encoded: an id of the headIcons call. */
export const SetHeadIconRequest = z.object({ headIcon: z.string().describe("an id of the headIcons call") });
