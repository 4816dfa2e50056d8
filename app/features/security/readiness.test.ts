import { describe, expect, it } from "vitest";
import { withdrawalReadiness } from "./readiness";

describe("security centre summary: withdrawal prerequisites and the next step", () => {
  it("counts what is done and points at the first missing step, in the order that works", () => {
    const none = withdrawalReadiness({ paymentPassword: false, payeeName: null, bankCards: 0 });
    expect([none.done, none.total, none.next?.href]).toEqual([0, 3, "/m/securityCenter/paymentPassword"]);
    const two = withdrawalReadiness({ paymentPassword: true, payeeName: "J*** C***", bankCards: 0 });
    expect([two.done, two.next?.id]).toEqual([2, "bankCard"]);
    const nameMissing = withdrawalReadiness({ paymentPassword: true, payeeName: null, bankCards: 1 });
    expect(nameMissing.next?.id).toBe("payeeName");
    const all = withdrawalReadiness({ paymentPassword: true, payeeName: "J***", bankCards: 2 });
    expect([all.done, all.next]).toEqual([3, null]);
  });
});
