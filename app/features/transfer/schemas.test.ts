import { describe, expect, it } from "vitest";
import { entryLabelKey } from "~/features/records/transaction-kinds";
import { GatewayError } from "~/gateway-client/errors";
import { describeTransferFailure } from "./failures";
import { allAmount, plainAmount, reviewSchema, transferSchema } from "./schemas";

const limits = { min: 1, max: 50_000, available: 1_250.5 };
const amountError = (amount: string) => {
  const r = reviewSchema(limits).safeParse({ amount });
  return r.success ? null : r.error.issues[0]?.message;
};

describe("upline transfer amount (U-03: > 0, at most 2 decimals, within min–max and the balance)", () => {
  it("accepts plain and grouped decimals", () => {
    expect(reviewSchema(limits).parse({ amount: "1,000.5" })).toEqual({ amount: 1000.5 });
    expect(reviewSchema(limits).parse({ amount: " 1 " })).toEqual({ amount: 1 });
    expect(reviewSchema(limits).parse({ amount: "1250.50" })).toEqual({ amount: 1250.5 });
  });
  it("refuses zero, negatives, three decimals and text as a format error", () => {
    for (const amount of ["0", "-1", "1.234", "abc", "1e3", ""]) expect(amountError(amount), amount).toBe("transfer.upline.amountFormat");
  });
  it("checks the limits in the gateway's order: min, max, then the balance", () => {
    expect(amountError("0.99")).toBe("transfer.upline.amountMin");
    expect(amountError("50000.01")).toBe("transfer.upline.amountMax");
    expect(amountError("1250.51")).toBe("transfer.upline.amountOverBalance");
    expect(amountError("1250.5")).toBeNull();
  });
  it("without limits (the action: the gateway checks them) only the format counts", () => {
    expect(transferSchema().parse({ amount: "99999", paymentPassword: "135790", idempotencyKey: "a".repeat(16) }).amount).toBe(99_999);
  });
  it("asks six digits for the payment password and a well-formed key", () => {
    const r = transferSchema().safeParse({ amount: "1", paymentPassword: "12ab", idempotencyKey: "short" });
    expect(r.success ? [] : r.error.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["paymentPassword", "security.paymentPassword.format"],
      ["idempotencyKey", "transfer.upline.expired"],
    ]);
  });
  it('"All" fills the whole balance up to the maximum, two decimals', () => {
    expect(allAmount(limits)).toBe("1250.50");
    expect(allAmount({ max: 50_000, available: 80_000 })).toBe("50000.00");
    expect(plainAmount(12.5)).toBe("12.50");
  });
});

describe("upline transfer refusals (the gateway's codes)", () => {
  const refusal = (code: string, value?: unknown) => describeTransferFailure(new GatewayError("business", "/x", code, "msg", value), "₱");
  it("map to the field and name their values", () => {
    expect(refusal("transfer.insufficient", { balance: 1234.5 })).toEqual({
      key: "transfer.upline.insufficient",
      field: "amount",
      params: { balance: "₱1,234.50" },
    });
    expect(refusal("transfer.amount.min", { min: 1 })).toEqual({ key: "transfer.upline.amountMin", field: "amount", params: { min: "₱1.00" } });
    expect(refusal("payment.password.wrong", { attemptsLeft: 3 })).toEqual({
      key: "security.paymentPassword.wrong",
      field: "paymentPassword",
      params: { attempts: 3 },
    });
  });
  it("send the member away when the rule no longer allows them; a responsible-gaming block says why", () => {
    expect(refusal("transfer.upline.forbidden")).toMatchObject({ leave: true });
    expect(refusal("transfer.upline.missing")).toMatchObject({ leave: true });
    // The gate's refusal names the block (rg.play.refusal.*); an unknown rg code still reads as paused.
    expect(refusal("rg.self.excluded")).toMatchObject({ key: "rg.play.refusal.other" });
    expect(describeTransferFailure(new Error("bug"), "₱")).toBeNull();
  });
});

describe("transaction record labels (U-04)", () => {
  it("an upline transfer reads 'to upline' for the sender and 'from downline' for the upline; others keep their kind's label", () => {
    expect(entryLabelKey("transfer_out", "upline:1234567890")).toBe("transfer.record.toUpline");
    expect(entryLabelKey("transfer_in", "upline:1234567890")).toBe("transfer.record.fromDownline");
    expect(entryLabelKey("transfer_in", "downline:1")).toBe("records.kind.transfer_in");
    expect(entryLabelKey("bet", "upline:1")).toBe("records.kind.bet");
  });
});
