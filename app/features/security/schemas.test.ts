import { getZodConstraint } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { BindCardSchema, DeleteCardSchema, PayeeNameSchema, paymentPasswordSchema } from "./schemas";

/** The first message per field of a failed parse (what the form shows), or the parsed value. */
function outcome(
  schema: { safeParse: (v: unknown) => { success: boolean; data?: unknown; error?: { issues: Array<{ path: (string | number)[]; message: string }> } } },
  input: unknown,
) {
  const r = schema.safeParse(input);
  if (r.success) return { ok: r.data };
  const errors: Record<string, string> = {};
  for (const issue of r.error!.issues) errors[issue.path.join(".")] ??= issue.message;
  return { errors };
}

describe("payment password form (six digits, confirmed; the current one to change it)", () => {
  it("sets: six digits twice", () => {
    expect(outcome(paymentPasswordSchema(false), { newPassword: "135790", confirmPassword: "135790" })).toEqual({
      ok: { newPassword: "135790", confirmPassword: "135790" },
    });
  });
  it("refuses letters, other lengths and a missing or different confirmation", () => {
    const set = paymentPasswordSchema(false);
    expect(outcome(set, { newPassword: "12ab56", confirmPassword: "12ab56" })).toEqual({ errors: { newPassword: "security.paymentPassword.format" } });
    expect(outcome(set, { newPassword: "12345", confirmPassword: "12345" })).toEqual({ errors: { newPassword: "security.paymentPassword.format" } });
    expect(outcome(set, { newPassword: "1234567", confirmPassword: "1234567" }).errors?.newPassword).toBe("security.paymentPassword.format");
    expect(outcome(set, { confirmPassword: "123456" })).toEqual({ errors: { newPassword: "security.paymentPassword.required" } });
    expect(outcome(set, { newPassword: "123456" })).toEqual({ errors: { confirmPassword: "security.paymentPassword.confirmRequired" } });
    expect(outcome(set, { newPassword: "123456", confirmPassword: "123465" })).toEqual({
      errors: { confirmPassword: "security.paymentPassword.confirmMismatch" },
    });
  });
  it("changes: the current one is required and the new one must differ", () => {
    const change = paymentPasswordSchema(true);
    expect(outcome(change, { newPassword: "123456", confirmPassword: "123456" })).toEqual({ errors: { oldPassword: "security.paymentPassword.oldRequired" } });
    expect(outcome(change, { oldPassword: "123456", newPassword: "123456", confirmPassword: "123456" })).toEqual({
      errors: { newPassword: "security.paymentPassword.same" },
    });
    expect(outcome(change, { oldPassword: "654321", newPassword: "123456", confirmPassword: "123456" })).toHaveProperty("ok");
  });
  it("gives the inputs a six-character limit", () => {
    const c = getZodConstraint(paymentPasswordSchema(true));
    expect([c.oldPassword?.maxLength, c.newPassword?.maxLength, c.oldPassword?.required]).toEqual([6, 6, true]);
  });
});

describe("payee name form", () => {
  it("keeps the name as the gateway will (spaces collapsed) and refuses what the gateway refuses", () => {
    expect(outcome(PayeeNameSchema, { payeeName: "  Juan   Dela Cruz " })).toEqual({ ok: { payeeName: "Juan Dela Cruz" } });
    expect(outcome(PayeeNameSchema, { payeeName: "Ma. Niña O'Neil-Reyes" })).toHaveProperty("ok");
    for (const bad of ["J", "Juan 3", "Juan_Cruz", "A".repeat(51)]) {
      expect(outcome(PayeeNameSchema, { payeeName: bad }), bad).toEqual({ errors: { payeeName: "security.payeeName.format" } });
    }
    expect(outcome(PayeeNameSchema, {})).toEqual({ errors: { payeeName: "security.payeeName.required" } });
  });
});

describe("bank card forms", () => {
  const good = { intent: "add", bankCode: "BDO", accountNumber: "1234 5678 9012", holderName: " Juan  Dela Cruz" };
  it("bind: drops the spaces of the number and the extra ones of the name", () => {
    expect(outcome(BindCardSchema, good)).toEqual({ ok: { intent: "add", bankCode: "BDO", accountNumber: "123456789012", holderName: "Juan Dela Cruz" } });
  });
  it("bind: each field's own message", () => {
    expect(outcome(BindCardSchema, { intent: "add" })).toEqual({
      errors: {
        bankCode: "security.bankCards.bankRequired",
        accountNumber: "security.bankCards.accountRequired",
        holderName: "security.bankCards.holderRequired",
      },
    });
    expect(outcome(BindCardSchema, { ...good, accountNumber: "123456789" }).errors).toEqual({ accountNumber: "security.bankCards.accountFormat" });
    expect(outcome(BindCardSchema, { ...good, accountNumber: "1234-5678-90" }).errors).toEqual({ accountNumber: "security.bankCards.accountFormat" });
    expect(outcome(BindCardSchema, { ...good, holderName: "Juan 2" }).errors).toEqual({ holderName: "security.payeeName.format" });
  });
  it("delete: the card and a six-digit payment password", () => {
    expect(outcome(DeleteCardSchema, { intent: "delete", cardId: "7", paymentPassword: "135790" })).toEqual({
      ok: { intent: "delete", cardId: 7, paymentPassword: "135790" },
    });
    expect(outcome(DeleteCardSchema, { intent: "delete", cardId: "7" }).errors).toEqual({ paymentPassword: "security.paymentPassword.required" });
    expect(outcome(DeleteCardSchema, { intent: "delete", cardId: "7", paymentPassword: "13579a" }).errors).toEqual({
      paymentPassword: "security.paymentPassword.format",
    });
  });
});
