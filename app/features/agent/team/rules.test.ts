import { describe, expect, it } from "vitest";
import { inputRates, rateParams } from "./rules";

describe("agent team rules", () => {
  it("shows basis points as the rate inputs type them", () => {
    expect(inputRates({ LOTT: 150, RNG: 0 })).toEqual({ LOTT: "1.5", RNG: "0.0" });
    expect(rateParams(125)).toEqual({ own: "1.25", max: "1.25" });
  });
});
