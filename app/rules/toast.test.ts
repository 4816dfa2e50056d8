import { describe, expect, it } from "vitest";
import { toastParams } from "./toast";

describe("toast params (read back from the flash cookie)", () => {
  it("keeps short strings and finite numbers", () => {
    expect(toastParams({ amount: "₱50.00", count: 2 })).toEqual({ amount: "₱50.00", count: 2 });
  });

  it("drops anything else whole: objects, long strings, too many values, non-finite numbers", () => {
    expect(toastParams(undefined)).toBeUndefined();
    expect(toastParams("₱50")).toBeUndefined();
    expect(toastParams(["₱50"])).toBeUndefined();
    expect(toastParams({ amount: { html: "<b>" } })).toBeUndefined();
    expect(toastParams({ amount: "x".repeat(41) })).toBeUndefined();
    expect(toastParams({ a: 1, b: 2, c: 3, d: 4, e: 5, f: 6 })).toBeUndefined();
    expect(toastParams({ n: Number.NaN })).toBeUndefined();
  });
});
