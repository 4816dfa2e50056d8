import { describe, expect, it } from "vitest";
import { depositSchema, msToOperatorLocal, operatorLocalToMs } from "./schemas";

const KEY = "5d3c7a0e-8f1b-4c2d-9e6f-0a1b2c3d4e5f";
const EWALLET = { kind: "EWALLET" as const, min: 100, max: 50_000 };
const MANUAL = { kind: "MANUAL" as const, min: 500, max: 500_000 };
const png = (size = 100) => new File([new Uint8Array(size)], "r.png", { type: "image/png" });

const issues = (schema: ReturnType<typeof depositSchema>, input: Record<string, unknown>) => {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe("the deposit form (W-DEP-03, W-DEP-04, W-DEP-07, W-DEP-11)", () => {
  it("takes an amount within the channel's range, at most two decimals", () => {
    const s = depositSchema(EWALLET);
    expect(s.parse({ channelCode: "GCASH", amount: "1,000.50", idempotencyKey: KEY })).toEqual({
      channelCode: "GCASH",
      amount: 1000.5,
      bonusCode: null,
      idempotencyKey: KEY,
    });
    expect(issues(s, { channelCode: "GCASH", amount: "-5", idempotencyKey: KEY })).toEqual(["deposit.error.amountFormat"]);
    expect(issues(s, { channelCode: "GCASH", amount: "0", idempotencyKey: KEY })).toEqual(["deposit.error.amountFormat"]);
    expect(issues(s, { channelCode: "GCASH", amount: "10.005", idempotencyKey: KEY })).toEqual(["deposit.error.amountFormat"]);
    expect(issues(s, { channelCode: "GCASH", amount: "99.99", idempotencyKey: KEY })).toEqual(["deposit.error.amountMin"]);
    expect(issues(s, { channelCode: "GCASH", amount: "50000.01", idempotencyKey: KEY })).toEqual(["deposit.error.amountMax"]);
    expect(issues(s, { channelCode: "GCASH", amount: "500", idempotencyKey: "forged" })).toEqual(["deposit.error.expired"]);
  });
  it("a manual transfer needs the payer, the time, a remark of ≤ 140 and 1–3 png/jpg of ≤ 5 MB", () => {
    const s = depositSchema(MANUAL);
    const ok = {
      channelCode: "BANK",
      amount: "1000",
      idempotencyKey: KEY,
      payerName: " Ana  Reyes ",
      transferAt: "2026-11-24T09:30",
      remark: "",
      receipts: [png()],
    };
    expect(s.parse(ok)).toMatchObject({ payerName: "Ana Reyes", transferAt: Date.UTC(2026, 10, 24, 1, 30), remark: "" });
    expect(issues(s, { ...ok, receipts: undefined })).toEqual(["deposit.error.receiptRequired"]);
    expect(issues(s, { ...ok, receipts: [png(), png(), png(), png()] })).toEqual(["deposit.error.receiptCount"]);
    expect(issues(s, { ...ok, receipts: [png(6 * 1024 * 1024)] })).toEqual(["deposit.error.receiptSize"]);
    expect(issues(s, { ...ok, receipts: [new File([new Uint8Array(10)], "a.gif", { type: "image/gif" })] })).toEqual(["deposit.error.receiptType"]);
    expect(issues(s, { ...ok, remark: "x".repeat(141) })).toEqual(["deposit.error.remarkLength"]);
    expect(issues(s, { ...ok, payerName: "1" })).toEqual(["deposit.error.payerFormat"]);
    expect(issues(s, { ...ok, transferAt: "2026-02-30T09:30" })).toEqual(["deposit.error.transferTime"]);
  });
  it("reads transfer times on the operator's clock (UTC+8)", () => {
    expect(operatorLocalToMs("2026-11-24T00:15")).toBe(Date.UTC(2026, 10, 23, 16, 15));
    expect(msToOperatorLocal(Date.UTC(2026, 10, 23, 16, 15))).toBe("2026-11-24T00:15");
    expect(operatorLocalToMs("yesterday")).toBeNaN();
  });
});
