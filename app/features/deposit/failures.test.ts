import { describe, expect, it } from "vitest";
import { GatewayError } from "~/gateway-client/errors";
import { describeDepositFailure } from "./failures";

describe("deposit failures fall back to the responsible-gaming refusals (decision 043)", () => {
  const value = { kind: "deposit", period: "day", limit: 100, used: 70, remaining: 30, resetAt: 1 };
  it("a deposit limit: the limit text on the amount, with the code and value for the render", () => {
    expect(describeDepositFailure(new GatewayError("business", "/x", "rg.limit.deposit", "", value), "₱")).toEqual({
      key: "rg.refusal.limit",
      field: "amount",
      rg: { code: "rg.limit.deposit", value },
    });
  });
  it("a pause is the form's message; missing required limits ask for them", () => {
    expect(describeDepositFailure(new GatewayError("business", "/x", "rg.blocked.exclusion", "", { until: 5 }), "₱")).toMatchObject({
      key: "rg.refusal.exclusion",
    });
    expect(describeDepositFailure(new GatewayError("business", "/x", "rg.blocked.exclusion", "", { until: 5 }), "₱")?.field).toBeUndefined();
    expect(describeDepositFailure(new GatewayError("business", "/x", "rg.limits.required", "", { kinds: ["loss"] }), "₱")).toMatchObject({
      key: "rg.register.limitsRequired",
    });
  });
  it("the deposit's own codes are unchanged", () => {
    expect(describeDepositFailure(new GatewayError("business", "/x", "deposit.amount.min", "", { min: 100 }), "₱")).toEqual({
      key: "deposit.error.amountMin",
      field: "amount",
      params: { min: "₱100.00" },
    });
  });
});
