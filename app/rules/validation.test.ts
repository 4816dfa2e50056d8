import { FIELD_RULES, checkField, type FieldName } from "@contract/field-rules";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { empty, optional, rules } from "./validation";

function message(rule: z.ZodTypeAny, value: unknown): string | null {
  const r = rule.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? "?");
}

describe("§5 validation rules, by name", () => {
  it("username: 4–16 letters or digits, starting with a letter", () => {
    expect(message(rules.username, "demo")).toBeNull();
    expect(message(rules.username, "  agent2 ")).toBeNull();
    expect(message(rules.username, "")).toBe("validation.username.required");
    expect(message(rules.username, "abc")).toBe("validation.username.format");
    expect(message(rules.username, "1abc")).toBe("validation.username.format");
    expect(message(rules.username, "a".repeat(17))).toBe("validation.username.format");
    expect(message(rules.username, "de mo")).toBe("validation.username.format");
  });

  it("loginUsername: the common login rule (also forgot-password by e-mail)", () => {
    expect(message(rules.loginUsername, "trial12345678")).toBeNull();
    expect(message(rules.loginUsername, "9171234567")).toBeNull();
    expect(message(rules.loginUsername, "")).toBe("validation.username.required");
    expect(message(rules.loginUsername, "ab")).toBe("validation.username.format");
  });

  it("password: 6–20, a letter and a digit, no spaces", () => {
    expect(message(rules.password, "demo1234")).toBeNull();
    expect(message(rules.password, "")).toBe("validation.password.required");
    expect(message(rules.password, "abcdef")).toBe("validation.password.format");
    expect(message(rules.password, "123456")).toBe("validation.password.format");
    expect(message(rules.password, "abc 123")).toBe("validation.password.format");
    expect(message(rules.password, "a1".repeat(11))).toBe("validation.password.format");
  });

  it("loginPassword: 6–20 without spaces", () => {
    expect(message(rules.loginPassword, "123456")).toBeNull();
    expect(message(rules.loginPassword, "12345")).toBe("validation.password.format");
  });

  it("every password refuses control and invisible characters, keeps visible non-ASCII ones", () => {
    for (const bad of ["abc\u0000123", "abc\u0007123", "abc\u001b123", "abc\u007f123", "abc\u202e123", "abc\u200b123", "abc\u00a0123"]) {
      expect(message(rules.password, bad)).toBe("validation.password.format");
      expect(message(rules.loginPassword, bad)).toBe("validation.password.format");
    }
    expect(message(rules.password, "ñandú2024")).toBeNull();
    expect(message(rules.password, "P@ss!w0rd")).toBeNull();
  });

  it("reserved usernames are refused in any case, ordinary ones pass", () => {
    for (const name of ["null", "NULL", "true", "Infinity", "undefined", "admin", "Administrator", "adminPH", "support24", "official1", "system"]) {
      expect(message(rules.username, name)).toBe("validation.username.reserved");
    }
    for (const name of ["demo", "juan2024", "nullify", "trueblue", "servicio"]) expect(message(rules.username, name)).toBeNull();
  });

  it("mobileNum: digits, minimum length, max 20 (§9)", () => {
    expect(message(rules.mobileNum, "9171234567")).toBeNull();
    expect(message(rules.mobileNum, "")).toBe("validation.mobile.required");
    expect(message(rules.mobileNum, "917-123")).toBe("validation.mobile.format");
    expect(message(rules.mobileNum, "12345")).toBe("validation.mobile.min");
    expect(message(rules.mobileNum, "1".repeat(21))).toBe("validation.mobile.max");
  });

  it("verificationCode: numeric, max 10 (§9)", () => {
    expect(message(rules.verificationCode, "123456")).toBeNull();
    expect(message(rules.verificationCode, "12a")).toBe("validation.code.format");
    expect(message(rules.verificationCode, "1".repeat(11))).toBe("validation.code.max");
  });

  it("captcha: required ('enter the code'), numeric, max 6 (§9)", () => {
    expect(message(rules.captcha, "0427")).toBeNull();
    expect(message(rules.captcha, "")).toBe("validation.captcha.required");
    expect(message(rules.captcha, "12ab")).toBe("validation.captcha.format");
    expect(message(rules.captcha, "1234567")).toBe("validation.captcha.max");
  });

  it("email: local@domain with 1–3 dot groups of 2–3 letters, trimmed, message in_email_incorrect (validation.in_email_incorrect)", () => {
    expect(rules.email.parse("  demo@example.com ")).toBe("demo@example.com");
    expect(message(rules.email, "a.b@mail.co.uk")).toBeNull();
    expect(message(rules.email, "x@a.bb.cc.dd")).toBeNull();
    expect(message(rules.email, "x@a.bb.cc.dd.ee")).toBe("validation.in_email_incorrect");
    expect(message(rules.email, "x@example.info")).toBe("validation.in_email_incorrect");
    expect(message(rules.email, "x@example")).toBe("validation.in_email_incorrect");
    expect(message(rules.email, "nobody")).toBe("validation.in_email_incorrect");
  });

  it("affiliate code failures say invitation_code_error", () => {
    expect(message(rules.affiliateCode, "AGENT01")).toBeNull();
    expect(message(rules.affiliateCode, "x!")).toBe("validation.invitation_code_error");
  });

  it("other registration fields", () => {
    expect(message(rules.paymentPassword, "123456")).toBeNull();
    expect(message(rules.paymentPassword, "12345a")).toBe("validation.paymentPassword.format");
    expect(message(rules.payeeName, "Juan Dela Cruz")).toBeNull();
    expect(message(rules.payeeName, "J")).toBe("validation.payeeName.format");
    expect(message(rules.qqNum, "12345")).toBeNull();
    expect(message(rules.whatsapp, "+639171234567")).toBeNull();
    expect(message(rules.whatsapp, "abc")).toBe("validation.phoneLike.format");
  });

  it("a .max that repeats a pattern's bound (for the input's maxLength) answers with the rule's own message", () => {
    expect(message(rules.username, `a${"b".repeat(16)}`)).toBe("validation.username.format");
    expect(message(rules.paymentPassword, "1234567")).toBe("validation.paymentPassword.format");
    expect(message(rules.payeeName, "J".repeat(51))).toBe("validation.payeeName.format");
    expect(message(rules.idNumber, "A".repeat(31))).toBe("validation.idNumber.format");
    expect(message(rules.qqNum, "1".repeat(13))).toBe("validation.qqNum.format");
    expect(message(rules.whatsapp, `+${"1".repeat(21)}`)).toBe("validation.phoneLike.format");
    expect(message(rules.zalo, `+${"1".repeat(21)}`)).toBe("validation.phoneLike.format");
    expect(message(rules.recommenderId, "A".repeat(21))).toBe("validation.recommender.format");
    expect(message(rules.affiliateCode, "A".repeat(21))).toBe("validation.invitation_code_error");
  });

  it("a missing field reports its own key, never zod's English default", () => {
    for (const [name, rule] of Object.entries(rules)) {
      const m = message(rule, undefined);
      expect(m, name).toMatch(/^validation\./);
    }
  });

  it("an empty optional field passes; a filled one must follow its rule", () => {
    const rule = optional(rules.qqNum);
    expect(rule.safeParse("").success).toBe(true);
    expect(rule.safeParse(undefined).success).toBe(true);
    expect(rule.safeParse("12").success).toBe(false);
  });

  it("empty: a blank string reads as absent, so the default applies; other values pass through", () => {
    expect(empty("")).toBeUndefined();
    expect(empty("  ")).toBeUndefined();
    expect(empty(" x ")).toBe(" x ");
    expect(empty(0)).toBe(0);
    expect(empty(null)).toBeNull();
    const page = z.preprocess(empty, z.coerce.number().int().min(1).default(1));
    expect(page.parse("")).toBe(1);
    expect(page.parse(undefined)).toBe(1);
    expect(page.parse("3")).toBe(3);
    expect(page.safeParse("0").success).toBe(false);
  });

  it("says what the gateway's check of the same rule says, for every rule (contract/field-rules.ts)", () => {
    const samples: unknown[] = [
      undefined,
      null,
      42,
      "",
      "   ",
      "demo",
      " agent2 ",
      "admin",
      "1abc",
      "abc 123",
      "demo1234",
      "abc\u202e123",
      "9171234567",
      "917-123",
      "12345",
      "1".repeat(21),
      "0427",
      "1234567",
      "  demo@example.com ",
      "x@example",
      "123456",
      "12345a",
      "Juan Dela Cruz",
      "J",
      "+639171234567",
      "+63",
      "+99999",
      "AGENT01",
      "x!",
      "wechat_01",
      "a".repeat(60),
    ];
    for (const [name, rule] of Object.entries(rules)) {
      for (const sample of samples) {
        const shared = checkField(FIELD_RULES[name as FieldName], sample);
        const zod = rule.safeParse(sample);
        expect(zod.success ? { ok: true, value: zod.data } : { ok: false, key: zod.error.issues[0]?.message }, `${name} ${JSON.stringify(sample)}`).toEqual(
          shared,
        );
      }
    }
  });
});
