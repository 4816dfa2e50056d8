import { describe, expect, it } from "vitest";
import { FIELD_RULES, checkField, confirmMatches, isReservedUsername } from "./field-rules";

describe("§5 field rules as the gateway checks them", () => {
  it("keeps the value as the rule says: trimmed, except passwords", () => {
    expect(checkField(FIELD_RULES.email, "  demo@example.com ")).toEqual({ ok: true, value: "demo@example.com" });
    expect(checkField(FIELD_RULES.loginPassword, " abc123 ")).toEqual({ ok: false, key: "validation.password.format" });
  });

  it("names a missing, non-text or empty value with the field's required key", () => {
    expect(checkField(FIELD_RULES.mobileNum, undefined)).toEqual({ ok: false, key: "validation.mobile.required" });
    expect(checkField(FIELD_RULES.mobileNum, 9171234567)).toEqual({ ok: false, key: "validation.mobile.required" });
    expect(checkField(FIELD_RULES.mobileNum, "  ")).toEqual({ ok: false, key: "validation.mobile.required" });
  });

  it("reports the first check that fails, in the rule's order", () => {
    expect(checkField(FIELD_RULES.mobileNum, "12a")).toEqual({ ok: false, key: "validation.mobile.format" });
    expect(checkField(FIELD_RULES.mobileNum, "12345")).toEqual({ ok: false, key: "validation.mobile.min" });
    expect(checkField(FIELD_RULES.mobileNum, "1".repeat(21))).toEqual({ ok: false, key: "validation.mobile.max" });
  });

  it("refuses reserved usernames only once their shape is right", () => {
    expect(checkField(FIELD_RULES.username, "Administrator")).toEqual({ ok: false, key: "validation.username.reserved" });
    expect(checkField(FIELD_RULES.username, "ad")).toEqual({ ok: false, key: "validation.username.format" });
    expect(isReservedUsername("supportPH")).toBe(true);
    expect(isReservedUsername("servicio")).toBe(false);
  });

  it("confirm password: required ('Enter password'), then equal", () => {
    expect(confirmMatches("abc123", "")).toBe("validation.confirm.required");
    expect(confirmMatches("abc123", "abc124")).toBe("validation.confirm.mismatch");
    expect(confirmMatches("abc123", "abc123")).toBeNull();
  });
});
