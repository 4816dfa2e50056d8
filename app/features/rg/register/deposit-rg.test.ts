import type { RgOverview } from "@contract/schemas/rg";
import { describe, expect, it } from "vitest";
import { depositRgView, strictestDeposit } from "./deposit-rg";
import { LimitPromptSchema } from "./deposit.server";

const PH = {
  code: "PH" as const,
  regulator: "PAGCOR",
  minAge: 21,
  timeoutMaxDays: 42,
  requiredLimits: [],
  realityCheckRequired: false,
  withdrawalCancel: true,
  exclusionRegisterUrl: null,
};
const BR = { ...PH, code: "BR" as const, regulator: "SPA/MF", minAge: 18, requiredLimits: ["loss" as const, "session" as const] };

type Limit = RgOverview["limits"][number];
const row = (kind: Limit["kind"], period: Limit["period"], value: number | null, used: number | null = null, resetAt: number | null = null): Limit => ({
  kind,
  period,
  value,
  pending: null,
  used,
  resetAt,
});
const none: Limit[] = [row("deposit", "day", null, 0, 1), row("loss", "week", null, 0, 2), row("session", "session", null)];

describe("the deposit page's RG view (decision 043)", () => {
  it("RG-08: before the first deposit without a deposit limit, the prompt; 'Not now' hides it for the visit", () => {
    expect(depositRgView({ market: PH, limits: none, block: null }, false, false).prompt).toEqual({ mode: "first", kinds: ["deposit"] });
    expect(depositRgView({ market: PH, limits: none, block: null }, false, true).prompt).toBeNull();
    expect(depositRgView({ market: PH, limits: none, block: null }, true, false).prompt).toBeNull();
  });

  it("the prompt disappears once a deposit limit is set, and the meter shows it", () => {
    const view = depositRgView({ market: PH, limits: [row("deposit", "day", 100, 70, 5)], block: null }, false, false);
    expect(view.prompt).toBeNull();
    expect(view.meter).toEqual({ period: "day", limit: 100, used: 70, resetAt: 5 });
  });

  it("BR: required limits still unset are asked for, and cannot be skipped", () => {
    expect(depositRgView({ market: BR, limits: none, block: null }, true, true).prompt).toEqual({ mode: "required", kinds: ["loss", "session"] });
    const withLoss = [row("loss", "week", 500, 0, 9), row("session", "session", null)];
    expect(depositRgView({ market: BR, limits: withLoss, block: null }, true, true).prompt).toEqual({ mode: "required", kinds: ["session"] });
  });

  it("a block shows the paused state and no prompt", () => {
    const view = depositRgView({ market: BR, limits: none, block: { kind: "exclusion", endsAt: 9 } }, false, false);
    expect(view).toMatchObject({ block: { kind: "exclusion", endsAt: 9 }, prompt: null });
  });

  it("RG-07: the meter shows the strictest deposit limit (least left, then the earliest reset)", () => {
    expect(strictestDeposit([row("deposit", "day", 100, 70, 10), row("deposit", "week", 500, 490, 20), row("deposit", "month", 1000, 0, 30)])).toEqual({
      period: "week",
      limit: 500,
      used: 490,
      resetAt: 20,
    });
    expect(strictestDeposit([row("deposit", "day", 100, 100, 10), row("deposit", "week", 200, 200, 20)])?.period).toBe("day");
    expect(strictestDeposit([row("loss", "day", 100, 90, 1)])).toBeNull();
  });
});

describe("the limit prompt's form (intent=setLimit)", () => {
  const parse = (fields: Record<string, string>) => LimitPromptSchema.safeParse({ intent: "setLimit", ...fields });
  it("reads a money limit with its period, a session limit in minutes", () => {
    expect(parse({ kind: "deposit", period: "day", value: "100" })).toMatchObject({ success: true, data: { kind: "deposit", period: "day", value: 100 } });
    expect(parse({ kind: "session", value: "45" })).toMatchObject({ success: true, data: { kind: "session", period: "session", value: 45 } });
  });
  it("refuses an empty or bad amount, a missing period and a session outside 5–1440", () => {
    const first = (r: ReturnType<typeof parse>) => (r.success ? null : r.error.issues[0]?.message);
    expect(first(parse({ kind: "deposit", period: "day", value: "" }))).toBe("rg.register.error.required");
    expect(first(parse({ kind: "deposit", period: "day", value: "-5" }))).toBe("rg.register.error.amount");
    expect(first(parse({ kind: "deposit", value: "100" }))).toBe("rg.register.error.period");
    expect(first(parse({ kind: "session", value: "3" }))).toBe("rg.register.error.sessionRange");
  });
});
