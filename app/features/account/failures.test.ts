import { describe, expect, it } from "vitest";
import { GatewayError } from "~/gateway-client/errors";
import { describeFailure } from "./failures";

describe("account failures", () => {
  it("puts a refusal about one field on that field", () => {
    expect(describeFailure(new GatewayError("business", "/x", "login.captcha.required"), "f")).toEqual({
      key: "validation.captcha.required",
      field: "captcha",
    });
    expect(describeFailure(new GatewayError("business", "/x", "modify.new.old.same"), "f")).toEqual({ key: "account.forget.sameAsOld", field: "newPassword" });
  });
  it("falls back to the screen's message for unknown codes, and explains transport failures", () => {
    expect(describeFailure(new GatewayError("business", "/x", "weird"), "fallback.key")).toEqual({ key: "fallback.key" });
    expect(describeFailure(new GatewayError("timeout", "/x"), "f")).toEqual({ key: "error.gateway.timeout" });
  });
  it("leaves non-gateway errors to the caller", () => {
    expect(describeFailure(new Error("bug"), "f")).toBeNull();
  });
});
