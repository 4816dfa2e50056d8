import { describe, expect, it } from "vitest";
import { z } from "zod";
import { limitsOf, registrationRgShape } from "./schemas";

/** 2026-11-21 20:00 on the operator's clock (UTC+8). */
const NOW = Date.UTC(2026, 10, 21, 12);
const PH = { minAge: 21, requiredLimits: [] as const, now: NOW };
const BR = { minAge: 18, requiredLimits: ["loss", "session"] as const, now: NOW };
const messages = (r: z.SafeParseReturnType<unknown, unknown>) => (r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}:${i.message}`));

describe("the registration form's age gate and limit fields (app/features/rg/register/schemas.ts)", () => {
  const form = (rg: typeof PH | typeof BR) => z.object(registrationRgShape(rg));

  it("PH: under 21 is refused with the underage key (the form names {{minAge}}); limits are optional", () => {
    expect(messages(form(PH).safeParse({ birthDate: "2005-11-22" }))).toEqual(["birthDate:rg.register.underage"]);
    const ok = form(PH).safeParse({ birthDate: "2005-11-21", depositLimit: "", lossLimit: "", sessionLimit: "" });
    expect(ok.success && limitsOf(ok.data)).toEqual([]);
    expect(messages(form(PH).safeParse({}))).toEqual(["birthDate:validation.birthDate.required"]);
  });

  it("reads the typed limits into the call's shape: daily deposit, loss with its period, session minutes", () => {
    const ok = form(PH).safeParse({ birthDate: "1990-01-01", depositLimit: "1,000", lossLimit: "250.50", lossPeriod: "week", sessionLimit: "90" });
    expect(ok.success && limitsOf(ok.data)).toEqual([
      { kind: "deposit", period: "day", value: 1000 },
      { kind: "loss", period: "week", value: 250.5 },
      { kind: "session", period: "session", value: 90 },
    ]);
    expect(messages(form(PH).safeParse({ birthDate: "1990-01-01", depositLimit: "0", sessionLimit: "2", lossPeriod: "year" }))).toEqual([
      "depositLimit:rg.register.error.amount",
      "lossPeriod:rg.register.error.period",
      "sessionLimit:rg.register.error.sessionRange",
    ]);
  });

  it("BR: the loss and session limits are required", () => {
    expect(messages(form(BR).safeParse({ birthDate: "2008-11-21", lossLimit: "", sessionLimit: "" }))).toEqual([
      "lossLimit:rg.register.error.required",
      "sessionLimit:rg.register.error.required",
    ]);
    const ok = form(BR).safeParse({ birthDate: "2008-11-21", lossLimit: "500", sessionLimit: "120" });
    expect(ok.success && limitsOf(ok.data)).toEqual([
      { kind: "loss", period: "day", value: 500 },
      { kind: "session", period: "session", value: 120 },
    ]);
  });
});
