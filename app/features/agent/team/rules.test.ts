import { describe, expect, it } from "vitest";
import { inputRates, rateParams, stepOneHref } from "./rules";

describe("agent team rules (issue 14 item 2, /m/agentRegister's two steps)", () => {
  it("carries step 1's values back as a query, never a password", () => {
    const href = stepOneHref({ type: "agent", username: "ana 01", birthDate: "2000-01-31", rates: { LOTT: "1.50", RNG: "0.00" } });
    expect(href.startsWith("/m/agentRegister?")).toBe(true);
    const q = new URL(href, "https://x.test").searchParams;
    expect(Object.fromEntries(q)).toEqual({ type: "agent", username: "ana 01", birthDate: "2000-01-31", "rates.LOTT": "1.50", "rates.RNG": "0.00" });
  });

  it("shows basis points as the rate inputs type them", () => {
    expect(inputRates({ LOTT: 150, RNG: 0 })).toEqual({ LOTT: "1.5", RNG: "0.0" });
    expect(rateParams(125)).toEqual({ own: "1.25", max: "1.25" });
  });
});
