import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { GatewayError } from "~/gateway-client/errors";
import { formatDateTime } from "~/rules/match-time";
import { describeWithdrawFailure, limitParams } from "./failures";
import { allAmount, parseAmount, withdrawSchema } from "./schemas";

const KEY = "0b6c2f5e-8a41-4b7e-9d1c-3f2a6e5d4c21";
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
const valid = { cardId: "3", amount: "100", paymentPassword: "135790", idempotencyKey: KEY };
const limits = { min: 100, max: 50_000, withdrawable: 12_580.5 };
const errorsOf = (fields: Record<string, string>, withLimits = true) => {
  const s = parseWithZod(form(fields), { schema: withdrawSchema(withLimits ? limits : undefined) });
  return s.status === "success" ? null : s.error;
};

describe("the withdraw form's schema", () => {
  it("accepts a card, an amount with at most two decimals, six digits and a key", () => {
    const s = parseWithZod(form({ ...valid, amount: "1,234.56" }), { schema: withdrawSchema(limits) });
    expect(s.status).toBe("success");
    expect(s.status === "success" && s.value).toEqual({ cardId: 3, amount: 1234.56, paymentPassword: "135790", idempotencyKey: KEY });
  });
  it("refuses zero, negative, three decimals and words with the format message", () => {
    for (const amount of ["0", "-5", "100.123", "abc", "1e3", "0.00"]) {
      expect(errorsOf({ ...valid, amount }, false)?.amount, amount).toEqual(["wallet.withdraw.amountFormat"]);
    }
    expect(errorsOf({ ...valid, amount: "" })?.amount).toEqual(["wallet.withdraw.amountRequired"]);
  });
  it("with the page's terms: below min, above max, above the withdrawable amount", () => {
    expect(errorsOf({ ...valid, amount: "99.99" })?.amount).toEqual(["wallet.withdraw.amountMin"]);
    expect(errorsOf({ ...valid, amount: "50000.01" })?.amount).toEqual(["wallet.withdraw.amountMax"]);
    expect(errorsOf({ ...valid, amount: "12580.51" })?.amount).toEqual(["wallet.withdraw.amountOverBalance"]);
    expect(errorsOf({ ...valid, amount: "12580.50" })).toBeNull();
    const today = parseWithZod(form({ ...valid, amount: "2500.01" }), { schema: withdrawSchema({ ...limits, dailyLimit: 10_000, todayAmount: 7_500 }) });
    expect(today.status === "error" && today.error?.amount).toEqual(["wallet.withdraw.dailyAmount"]);
  });
  it("needs a card, six digits and a well-formed key", () => {
    const e = errorsOf({ amount: "100", paymentPassword: "12ab56", idempotencyKey: "short" });
    expect(e?.cardId).toEqual(["wallet.withdraw.cardRequired"]);
    expect(e?.paymentPassword).toEqual(["security.paymentPassword.format"]);
    expect(e?.idempotencyKey).toEqual(["wallet.withdraw.expired"]);
    expect(errorsOf({ ...valid, paymentPassword: "" })?.paymentPassword).toEqual(["security.paymentPassword.required"]);
  });
  it("reads amounts as typed; 'All' is the withdrawable amount capped at the maximum", () => {
    expect([parseAmount(" 100 "), parseAmount("1,000.5"), parseAmount(".5"), parseAmount("1.2.3")]).toEqual([100, 1000.5, 0.5, Number.NaN]);
    expect(allAmount({ withdrawable: 12_580.5, max: 50_000 })).toBe("12580.50");
    expect(allAmount({ withdrawable: 80_000, max: 50_000 })).toBe("50000.00");
    expect(allAmount({ withdrawable: 0, max: 50_000 })).toBe("0.00");
  });
});

const refusal = (code: string, value?: unknown) => new GatewayError("business", "/x", code, "msg", value);

describe("withdraw refusals → the field and the values the message names", () => {
  it("every code of the gateway, in its check order", () => {
    const until = Date.UTC(2026, 10, 23, 6, 5);
    const cases: Array<[string, unknown, unknown]> = [
      ["withdraw.trial", undefined, { key: "wallet.withdraw.trial" }],
      ["withdraw.amount.format", undefined, { key: "wallet.withdraw.amountFormat", field: "amount" }],
      ["idempotency.key.format", undefined, { key: "wallet.withdraw.expired" }],
      ["idempotency.mismatch", undefined, { key: "wallet.withdraw.mismatch" }],
      ["bankcard.not.found", undefined, { key: "wallet.withdraw.cardNotFound", field: "cardId" }],
      ["withdraw.amount.min", { min: 100 }, { key: "wallet.withdraw.amountMin", field: "amount", params: { min: "₱100.00" } }],
      ["withdraw.amount.max", { max: 50000 }, { key: "wallet.withdraw.amountMax", field: "amount", params: { max: "₱50,000.00" } }],
      ["withdraw.closed", { open: "09:00", close: "21:00" }, { key: "wallet.withdraw.closed", params: { open: "09:00", close: "21:00" } }],
      ["withdraw.daily.count", { dailyCount: 5 }, { key: "wallet.withdraw.dailyCount", params: { count: 5 } }],
      [
        "withdraw.daily.amount",
        { dailyLimit: 100000, left: 2500.5 },
        { key: "wallet.withdraw.dailyAmount", field: "amount", params: { limit: "₱100,000.00", left: "₱2,500.50" } },
      ],
      ["payment.password.missing", undefined, { key: "security.paymentPassword.missing" }],
      ["payment.password.format", undefined, { key: "security.paymentPassword.format", field: "paymentPassword" }],
      ["payment.password.wrong", { attemptsLeft: 4 }, { key: "security.paymentPassword.wrong", field: "paymentPassword", params: { attempts: 4 } }],
      [
        "payment.password.locked",
        { lockedUntil: until },
        { key: "security.paymentPassword.locked", field: "paymentPassword", params: { until: formatDateTime(until) } },
      ],
      ["withdraw.insufficient", { balance: 12580.5 }, { key: "wallet.withdraw.insufficient", field: "amount", params: { balance: "₱12,580.50" } }],
    ];
    for (const [code, value, expected] of cases) expect(describeWithdrawFailure(refusal(code, value), "₱"), code).toEqual(expected);
  });
  it("explains transport failures and unknown codes; leaves bugs to the caller", () => {
    expect(describeWithdrawFailure(new GatewayError("timeout", "/x"), "₱")).toEqual({ key: "error.gateway.timeout" });
    expect(describeWithdrawFailure(refusal("weird"), "₱")).toEqual({ key: "error.generic.body" });
    expect(describeWithdrawFailure(new Error("bug"), "₱")).toBeNull();
  });
  it("the form's own limit messages get the page's values", () => {
    expect(limitParams({ ...limits, dailyLimit: 100_000, todayAmount: 100, currencySymbol: "₱" })["wallet.withdraw.dailyAmount"]).toEqual({
      left: "₱99,900.00",
      limit: "₱100,000.00",
    });
    expect(limitParams({ ...limits, currencySymbol: "₱" })).toEqual({
      "wallet.withdraw.amountMin": { min: "₱100.00" },
      "wallet.withdraw.amountMax": { max: "₱50,000.00" },
      "wallet.withdraw.amountOverBalance": { balance: "₱12,580.50" },
    });
  });
});
