import { describe, expect, it } from "vitest";
import { GatewayError } from "~/gateway-client/errors";
import { rgRefusalMessage, rgRefusalToast } from "./refusal-message";
import { REALITY_DUE, isRgBlock, rgRefusalWire } from "./refusal-wire";

const refusal = (code: string, value: unknown) => new GatewayError("business", "/wps/x", code, "refused", value);
const UNTIL = Date.UTC(2026, 10, 25, 4, 0, 0);

describe("rg.* refusals on the existing pages", () => {
  it("names a block and when it ends (operator time)", () => {
    expect(rgRefusalMessage(refusal("rg.blocked.timeout", { until: UNTIL }))).toEqual({ key: "rg.refusal.timeout", params: { until: "2026-11-25 12:00" } });
    expect(rgRefusalMessage(refusal("rg.blocked.exclusion", { until: UNTIL }))?.key).toBe("rg.refusal.exclusion");
    expect(rgRefusalMessage(refusal("rg.blocked.session", { until: UNTIL }))?.key).toBe("rg.refusal.session");
    expect(rgRefusalMessage(refusal("rg.reality_check.due", { until: null }))).toEqual({ key: "rg.refusal.realityCheck", params: {} });
  });

  it("writes a limit with at most four short values, so it fits a flash toast", () => {
    const m = rgRefusalMessage(refusal("rg.limit.stake", { kind: "stake", period: "day", limit: 100, used: 80, remaining: 20, resetAt: UNTIL }));
    expect(m).toEqual({ key: "rg.play.refusal.limit", params: { limit: "₱100.00", used: "₱80.00", remaining: "₱20.00", resetAt: "2026-11-25 12:00" } });
    expect(Object.keys(m!.params).length).toBeLessThanOrEqual(5);
    expect(Object.values(m!.params).every((v) => v.length <= 40)).toBe(true);
  });

  it("leaves other refusals and failures to the page's own mapping", () => {
    expect(rgRefusalMessage(refusal("reward.already", null))).toBeNull();
    expect(rgRefusalMessage(new GatewayError("server", "/wps/x"))).toBeNull();
    expect(rgRefusalMessage(new Error("x"))).toBeNull();
  });

  it("an unknown rg.* code still reads as a responsible-gaming refusal", () => {
    expect(rgRefusalMessage(refusal("rg.something.new", null))).toEqual({ key: "rg.play.refusal.other", params: {} });
  });

  it("a toast is long and an error", () => {
    expect(rgRefusalToast(refusal("rg.blocked.timeout", { until: UNTIL }))).toMatchObject({ kind: "long", tone: "error", key: "rg.refusal.timeout" });
  });

  it("travels to the page as code, value and symbol; a block is told from a due check", () => {
    const wire = rgRefusalWire(refusal("rg.blocked.timeout", { until: UNTIL }));
    expect(wire).toEqual({ code: "rg.blocked.timeout", value: { until: UNTIL }, symbol: "₱" });
    expect(isRgBlock(wire!)).toBe(true);
    expect(rgRefusalWire(refusal(REALITY_DUE, { until: null }))?.code).toBe(REALITY_DUE);
    expect(rgRefusalWire(refusal("reward.already", null))).toBeNull();
  });
});
