import { EMAIL_CODE_PATTERN, isAnswer, isNickname } from "@contract/identity";
import { DEFAULT_DIALING_CODE, DIALING_CODES } from "@contract/registration";
import { z } from "zod";
import { rules } from "~/rules/validation";

/**
 * Form schemas of the identity pages: each action parses with them (the source of truth) and its
 * form validates with them as the player types. Messages are translation keys. The gateway checks
 * the same rules (contract/identity.ts, contract/field-rules.ts) on arrival.
 */

const text = (requiredKey: string) => z.string({ required_error: requiredKey, invalid_type_error: requiredKey });

/** Step 1 of the e-mail binding: the address (the §5 e-mail rule, trimmed). */
export const EmailSchema = z.object({ email: rules.email });

/** Step 2: the six-digit code sent to it. */
export const EmailCodeSchema = z.object({
  code: text("identity.email.codeRequired").trim().min(1, "identity.email.codeRequired").regex(EMAIL_CODE_PATTERN, "identity.email.codeFormat"),
});

/** The sign-in password, asked again before the mobile number changes (checked by the gateway only). */
const signInPassword = text("identity.mobile.passwordRequired").min(1, "identity.mobile.passwordRequired").max(128, "identity.mobile.passwordRequired");
const dialingCode = z.enum(DIALING_CODES, { errorMap: () => ({ message: "validation.dialingCode.format" }) }).default(DEFAULT_DIALING_CODE);

/** Replacing (or adding) the mobile number, step 1: the password and the new number (§5 rules). */
export const MobileSendSchema = z.object({ password: signInPassword, countryDialingCode: dialingCode, mobileNum: rules.mobileNum });

/** Step 2: the code sent to the new number (§5 SMS code rule). */
export const MobileCodeSchema = z.object({ code: rules.verificationCode });

/** Removing the number: the password only. */
export const MobileRemoveSchema = z.object({ password: signInPassword });

const answer = text("identity.question.answerFormat").refine(isAnswer, "identity.question.answerFormat");

const questionId = text("identity.question.pick").min(1, "identity.question.pick");
const currentAnswer = text("identity.question.currentRequired").refine((v) => v.trim() !== "", "identity.question.currentRequired");

/**
 * Setting a security question; changing one also needs the current answer. Which of the two a
 * form is comes from the page; the gateway asks for the current answer whatever a form claims.
 */
export function questionSchema(change: boolean) {
  return change ? z.object({ questionId, answer, currentAnswer }) : z.object({ questionId, answer });
}

export const NicknameSchema = z.object({
  nickname: text("identity.profile.nicknameFormat").trim().refine(isNickname, "identity.profile.nicknameFormat"),
});

/** An avatar id from the gateway's set; which ids exist is the gateway's to say (headicon.unknown). */
export const HeadIconSchema = z.object({
  headIcon: text("identity.profile.pickAvatar").regex(/^[A-Za-z0-9_-]{1,40}$/, "identity.profile.pickAvatar"),
});

/** "Sign out everywhere else": the confirmation's button is all the form sends. */
export const SignOutOthersSchema = z.object({ intent: z.literal("sign-out-others") });
