import { describe, expect, it } from "vitest";
import { GatewayError } from "~/gateway-client/errors";
import { formatDateTime } from "~/rules/match-time";
import { describeSecurityFailure } from "./failures";

const refusal = (code: string, value?: unknown) => new GatewayError("business", "/x", code, "msg", value);

describe("security refusals → what each form shows", () => {
  it("puts a code on the field of the form it came from", () => {
    expect(describeSecurityFailure(refusal("payment.password.format"), "paymentPassword")).toEqual({
      key: "security.paymentPassword.format",
      field: "newPassword",
    });
    expect(describeSecurityFailure(refusal("payment.password.format"), "deleteCard")).toEqual({
      key: "security.paymentPassword.format",
      field: "paymentPassword",
    });
    expect(describeSecurityFailure(refusal("bankcard.holder.mismatch"), "addCard")).toEqual({ key: "security.bankCards.holderMismatch", field: "holderName" });
    expect(describeSecurityFailure(refusal("payee.name.exists"), "payeeName")).toEqual({ key: "security.payeeName.exists" });
  });
  it("carries the values the text names: attempts left, the time a lock lifts, the card limit", () => {
    expect(describeSecurityFailure(refusal("payment.password.wrong", { attemptsLeft: 3 }), "paymentPassword")).toEqual({
      key: "security.paymentPassword.wrong",
      field: "oldPassword",
      params: { attempts: 3 },
    });
    const until = Date.UTC(2026, 10, 23, 6, 45);
    expect(describeSecurityFailure(refusal("payment.password.locked", { lockedUntil: until }), "deleteCard")).toEqual({
      key: "security.paymentPassword.locked",
      params: { until: formatDateTime(until) },
    });
    expect(describeSecurityFailure(refusal("bankcard.limit", { limit: 5 }), "addCard")).toEqual({ key: "security.bankCards.limit", params: { limit: 5 } });
  });
  it("explains transport failures and unknown codes; leaves bugs to the caller", () => {
    expect(describeSecurityFailure(new GatewayError("timeout", "/x"), "addCard")).toEqual({ key: "error.gateway.timeout" });
    expect(describeSecurityFailure(refusal("weird"), "addCard")).toEqual({ key: "error.generic.body" });
    expect(describeSecurityFailure(new Error("bug"), "addCard")).toBeNull();
  });
});
