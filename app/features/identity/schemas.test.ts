import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import {
  EmailCodeSchema,
  EmailSchema,
  HeadIconSchema,
  MobileCodeSchema,
  MobileRemoveSchema,
  MobileSendSchema,
  NicknameSchema,
  questionSchema,
} from "./schemas";

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.set(k, v);
  return data;
}

/** The first message of each failing field, as the page shows them. */
function errors(schema: Parameters<typeof parseWithZod>[1]["schema"], entries: Record<string, string>) {
  const submission = parseWithZod(form(entries), { schema });
  return submission.status === "success" ? null : Object.fromEntries(Object.entries(submission.error ?? {}).map(([k, v]) => [k, v?.[0]]));
}

describe("e-mail binding forms", () => {
  it("takes a trimmed address and refuses a malformed one with the §8 message", () => {
    expect(parseWithZod(form({ email: "  juan@example.com " }), { schema: EmailSchema })).toMatchObject({
      status: "success",
      value: { email: "juan@example.com" },
    });
    expect(errors(EmailSchema, { email: "juan@example" })).toEqual({ email: "validation.in_email_incorrect" });
    expect(errors(EmailSchema, {})).toEqual({ email: "validation.email.required" });
  });

  it("takes a six-digit code only", () => {
    expect(errors(EmailCodeSchema, { code: " 123456 " })).toBeNull();
    expect(errors(EmailCodeSchema, { code: "" })).toEqual({ code: "identity.email.codeRequired" });
    expect(errors(EmailCodeSchema, { code: "12345" })).toEqual({ code: "identity.email.codeFormat" });
    expect(errors(EmailCodeSchema, { code: "12345a" })).toEqual({ code: "identity.email.codeFormat" });
  });
});

describe("ASVS V6.5.6 mobile number forms", () => {
  it("replacing takes the sign-in password, a known dialing code (+63 when none) and a §5 mobile number, trimmed", () => {
    expect(parseWithZod(form({ password: "fresh1234", mobileNum: " 9170000001 " }), { schema: MobileSendSchema })).toMatchObject({
      status: "success",
      value: { password: "fresh1234", countryDialingCode: "+63", mobileNum: "9170000001" },
    });
    expect(errors(MobileSendSchema, { password: "fresh1234", countryDialingCode: "+351", mobileNum: "912345678" })).toBeNull();
    expect(errors(MobileSendSchema, { mobileNum: "9170000001" })).toEqual({ password: "identity.mobile.passwordRequired" });
    expect(errors(MobileSendSchema, { password: "", mobileNum: "9170000001" })).toEqual({ password: "identity.mobile.passwordRequired" });
    expect(errors(MobileSendSchema, { password: "fresh1234", countryDialingCode: "+999", mobileNum: "9170000001" })).toEqual({
      countryDialingCode: "validation.dialingCode.format",
    });
    expect(errors(MobileSendSchema, { password: "fresh1234" })).toEqual({ mobileNum: "validation.mobile.required" });
    expect(errors(MobileSendSchema, { password: "fresh1234", mobileNum: "91700x0001" })).toEqual({ mobileNum: "validation.mobile.format" });
    expect(errors(MobileSendSchema, { password: "fresh1234", mobileNum: "917" })).toEqual({ mobileNum: "validation.mobile.min" });
  });

  it("the code is the §5 SMS code (digits, at most 10); removing takes the password only", () => {
    expect(errors(MobileCodeSchema, { code: " 123456 " })).toBeNull();
    expect(errors(MobileCodeSchema, { code: "" })).toEqual({ code: "validation.code.required" });
    expect(errors(MobileCodeSchema, { code: "12a456" })).toEqual({ code: "validation.code.format" });
    expect(errors(MobileCodeSchema, { code: "12345678901" })).toEqual({ code: "validation.code.max" });
    expect(errors(MobileRemoveSchema, { password: "fresh1234" })).toBeNull();
    expect(errors(MobileRemoveSchema, {})).toEqual({ password: "identity.mobile.passwordRequired" });
  });
});

describe("security question form", () => {
  it("sets with a question and a 2–50 character answer", () => {
    expect(errors(questionSchema(false), { questionId: "first_pet", answer: "Bantay" })).toBeNull();
    expect(errors(questionSchema(false), { answer: "Bantay" })).toEqual({ questionId: "identity.question.pick" });
    expect(errors(questionSchema(false), { questionId: "first_pet", answer: "  b " })).toEqual({ answer: "identity.question.answerFormat" });
    expect(errors(questionSchema(false), { questionId: "first_pet", answer: "x".repeat(51) })).toEqual({ answer: "identity.question.answerFormat" });
  });

  it("changes only with the current answer", () => {
    expect(errors(questionSchema(true), { questionId: "first_pet", answer: "Bantay" })).toEqual({ currentAnswer: "identity.question.currentRequired" });
    expect(errors(questionSchema(true), { questionId: "first_pet", answer: "Bantay", currentAnswer: "   " })).toEqual({
      currentAnswer: "identity.question.currentRequired",
    });
    expect(errors(questionSchema(true), { questionId: "first_pet", answer: "Bantay", currentAnswer: "San Roque" })).toBeNull();
  });
});

describe("nickname and avatar forms", () => {
  it("takes 2–20 letters, digits, spaces and . _ - in any script, trimmed", () => {
    expect(parseWithZod(form({ nickname: "  Juan dela Cruz " }), { schema: NicknameSchema })).toMatchObject({ value: { nickname: "Juan dela Cruz" } });
    for (const good of ["Ñiño_99", "玩家一号", "J.R-2", "Ana"]) expect(errors(NicknameSchema, { nickname: good })).toBeNull();
    for (const bad of ["", "a", "x".repeat(21), "bad!name", "<b>hi</b>", "emoji 🙂"]) {
      expect(errors(NicknameSchema, { nickname: bad })).toEqual({ nickname: "identity.profile.nicknameFormat" });
    }
  });

  it("asks for an avatar to be picked", () => {
    expect(errors(HeadIconSchema, { headIcon: "a05" })).toBeNull();
    expect(errors(HeadIconSchema, {})).toEqual({ headIcon: "identity.profile.pickAvatar" });
    expect(errors(HeadIconSchema, { headIcon: "../a05" })).toEqual({ headIcon: "identity.profile.pickAvatar" });
  });
});
