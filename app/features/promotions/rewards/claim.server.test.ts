import { describe, expect, it } from "vitest";
import { GatewayError } from "~/gateway-client/errors";
import { claimRefusalKey } from "./claim.server";

const business = (code: string) => new GatewayError("business", "/wps/rewards/claim", code);

describe("a claim's refusals as translated toasts", () => {
  it("maps each refusal of the gateway to its message", () => {
    expect(claimRefusalKey(business("reward.not_found"))).toBe("promotions.rewards.toast.notFound");
    expect(claimRefusalKey(business("reward.already"))).toBe("promotions.rewards.toast.already");
    expect(claimRefusalKey(business("reward.not_claimable"))).toBe("promotions.rewards.toast.notClaimable");
    expect(claimRefusalKey(business("reward.elsewhere"))).toBe("promotions.rewards.toast.elsewhere");
    expect(claimRefusalKey(business("idempotency.key.format"))).toBe("promotions.rewards.toast.invalid");
    expect(claimRefusalKey(business("rg.self_excluded"))).toBe("promotions.rewards.toast.refused");
  });

  it("leaves an ended session and a failing gateway to the error handling", () => {
    expect(claimRefusalKey(business("auth.token.invalid"))).toBeNull();
    expect(claimRefusalKey(new GatewayError("timeout", "/wps/rewards/claim"))).toBeNull();
    expect(claimRefusalKey(new Error("boom"))).toBeNull();
  });
});
