import { getZodConstraint } from "@conform-to/zod";
import { REGISTRATION_FIELDS, type FieldSettings } from "@contract/registration";
import { describe, expect, it } from "vitest";
import { ChangePasswordSchema, ForgotEmailSchema, ForgotPhoneSchema, loginSmsSchema, loginUsernameSchema, registrationSchema } from "./schemas";

/** PH: 21 or older, no required limits. */
const RG = { minAge: 21, requiredLimits: [], now: Date.UTC(2026, 10, 21, 12) };

const settings = (required: (f: string) => boolean) =>
  Object.fromEntries(REGISTRATION_FIELDS.map((f) => [f, { enabled: true, required: required(f) }])) as FieldSettings;

/** The maxLength getInputProps renders for each field (undefined: none). */
const maxLengths = (constraint: ReturnType<typeof getZodConstraint>, names: string[]) => Object.fromEntries(names.map((n) => [n, constraint[n]?.maxLength]));

describe("§5 the forms' input constraints come from the rules (getZodConstraint)", () => {
  it("registration: every bounded field's maxLength", () => {
    const c = getZodConstraint(
      registrationSchema(
        settings(() => false),
        "username",
        true,
        RG,
      ),
    );
    expect(
      maxLengths(c, [
        "username",
        "nickname",
        "payeeName",
        "idNumber",
        "qqNum",
        "whatsapp",
        "zalo",
        "recommenderId",
        "affiliateCode",
        "paymentPassword",
        "mobileNum",
        "captcha",
        "email",
      ]),
    ).toEqual({
      username: 16,
      nickname: 20,
      payeeName: 50,
      idNumber: 30,
      qqNum: 12,
      whatsapp: 21,
      zalo: 21,
      recommenderId: 20,
      affiliateCode: 20,
      paymentPassword: 6,
      mobileNum: 20,
      captcha: 6,
      email: 254,
    });
    // Passwords and social handles stop nowhere: a pasted value too long is refused with a message.
    expect(maxLengths(c, ["password", "confirmPassword", "facebook", "wechat", "line"])).toEqual({
      password: undefined,
      confirmPassword: undefined,
      facebook: undefined,
      wechat: undefined,
      line: undefined,
    });
    expect(
      getZodConstraint(
        registrationSchema(
          settings(() => false),
          "mobileNum",
          true,
          RG,
        ),
      ).verificationCode?.maxLength,
    ).toBe(10);
  });

  it("registration: required follows the method and the operator's settings", () => {
    const byUsername = getZodConstraint(
      registrationSchema(
        settings((f) => f === "email"),
        "username",
        true,
        RG,
      ),
    );
    expect(byUsername.username?.required).toBe(true);
    expect(byUsername.password?.required).toBe(true);
    expect(byUsername.email?.required).toBe(true);
    expect(byUsername.mobileNum?.required).toBe(false);
    expect(byUsername.nickname?.required).toBe(false);
    const byMobile = getZodConstraint(
      registrationSchema(
        settings(() => false),
        "mobileNum",
        true,
        RG,
      ),
    );
    expect(byMobile.mobileNum?.required).toBe(true);
    expect(byMobile.verificationCode?.required).toBe(true);
  });

  it("login, forgot and change password", () => {
    expect(maxLengths(getZodConstraint(loginUsernameSchema(true)), ["username", "password", "captcha"])).toEqual({
      username: undefined,
      password: undefined,
      captcha: 6,
    });
    expect(maxLengths(getZodConstraint(loginSmsSchema(false)), ["mobileNum", "verificationCode"])).toEqual({ mobileNum: 20, verificationCode: 10 });
    expect(maxLengths(getZodConstraint(ForgotPhoneSchema), ["mobileNum", "verificationCode", "newPassword"])).toEqual({
      mobileNum: 20,
      verificationCode: 10,
      newPassword: undefined,
    });
    expect(getZodConstraint(ForgotEmailSchema).email?.maxLength).toBe(254);
    expect(getZodConstraint(ChangePasswordSchema).oldPassword?.required).toBe(true);
  });
});
