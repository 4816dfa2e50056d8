import { describe, expect, it } from "vitest";
import { type z } from "zod";
import { REGISTRATION_FIELDS, birthDateProblem, latestBirthDate, missingLimits, mustFill, visibleRegistrationFields, type FieldSettings } from "./registration";
import { RegistrationLimits } from "./registration-limits";
import { ageOn } from "./rg-rules";

const off = Object.fromEntries(REGISTRATION_FIELDS.map((f) => [f, { enabled: false, required: false }])) as FieldSettings;

describe("§3 registration fields by method and field settings", () => {
  it("shows the method's identity field and the password whatever the settings say", () => {
    expect(visibleRegistrationFields(off, "username", true)).toEqual(["username", "password"]);
    expect(visibleRegistrationFields(off, "mobileNum", true)).toEqual(["password", "mobileNum"]);
  });

  it("shows the SMS code on the mobile tab only, and the affiliate input only when asked to", () => {
    const on = { ...off, verificationCode: { enabled: true, required: false }, affiliateCode: { enabled: true, required: false } };
    expect(visibleRegistrationFields(on, "username", true)).toEqual(["username", "password", "affiliateCode"]);
    expect(visibleRegistrationFields(on, "mobileNum", false)).toEqual(["password", "mobileNum", "verificationCode"]);
  });

  it("requires the password and the method's identity fields always, the rest as the settings say", () => {
    const email = { ...off, email: { enabled: true, required: true } };
    expect(mustFill(off, "password", "username")).toBe(true);
    expect(mustFill(off, "username", "username")).toBe(true);
    expect(mustFill(off, "verificationCode", "mobileNum")).toBe(true);
    expect(mustFill(off, "mobileNum", "username")).toBe(false);
    expect(mustFill(email, "email", "username")).toBe(true);
  });
});

/* ---------------- the age gate and limits at registration (decision 043) ---------------- */

/** 2026-11-21 20:00 on the operator's clock (UTC+8). */
const NOW = Date.UTC(2026, 10, 21, 12);
const messages = (r: z.SafeParseReturnType<unknown, unknown>) => (r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}:${i.message}`));

describe("ageOn at the boundary", () => {
  it("turns 21 today: 21; tomorrow: still 20", () => {
    expect(ageOn("2005-11-21", NOW)).toBe(21);
    expect(ageOn("2005-11-22", NOW)).toBe(20);
  });
  it("counts the operator's day (UTC+8), not UTC: at 16:30 UTC it is already the next day", () => {
    expect(ageOn("2005-11-22", Date.UTC(2026, 10, 21, 16, 30))).toBe(21);
  });
  it("a 29 February birthday is a year older from 1 March in a common year", () => {
    expect(ageOn("2004-02-29", Date.UTC(2025, 1, 28, 4))).toBe(20);
    expect(ageOn("2004-02-29", Date.UTC(2025, 2, 1, 4))).toBe(21);
  });
});

describe("the date of birth (contract/registration.ts)", () => {
  it("names what is wrong: missing, not a calendar day, before 1900 or after today", () => {
    expect(birthDateProblem(undefined, NOW)).toBe("validation.birthDate.required");
    expect(birthDateProblem("  ", NOW)).toBe("validation.birthDate.required");
    expect(birthDateProblem("1990-02-30", NOW)).toBe("validation.birthDate.format");
    expect(birthDateProblem("01/05/1990", NOW)).toBe("validation.birthDate.format");
    expect(birthDateProblem("1899-12-31", NOW)).toBe("validation.birthDate.range");
    expect(birthDateProblem("2026-11-22", NOW)).toBe("validation.birthDate.range");
    expect(birthDateProblem("1900-01-01", NOW)).toBeNull();
    expect(birthDateProblem("2026-11-21", NOW)).toBeNull();
  });
  it("the date input's max is the latest birthday of someone old enough, 29 February falling back to the 28th", () => {
    expect(latestBirthDate(21, NOW)).toBe("2005-11-21");
    expect(ageOn(latestBirthDate(21, NOW), NOW)).toBe(21);
    const leapDay = Date.UTC(2028, 1, 29, 4);
    expect(latestBirthDate(21, leapDay)).toBe("2007-02-28");
    expect(ageOn("2007-02-28", leapDay)).toBe(21);
  });
});

describe("limits at registration (RG-08)", () => {
  it("accepts money limits per day, week or month and a session in whole minutes", () => {
    const ok = RegistrationLimits.safeParse([
      { kind: "deposit", period: "day", value: 100 },
      { kind: "loss", period: "month", value: 2500.5 },
      { kind: "session", period: "session", value: 60 },
    ]);
    expect(ok.success).toBe(true);
  });
  it("refuses a money limit per session, fractions of a cent, a session outside 5–1440, and one kind × period twice", () => {
    expect(messages(RegistrationLimits.safeParse([{ kind: "loss", period: "session", value: 10 }]))).toEqual(["0.period:rg.register.error.period"]);
    expect(messages(RegistrationLimits.safeParse([{ kind: "deposit", period: "day", value: 1.005 }]))).toEqual(["0.value:rg.register.error.amount"]);
    expect(messages(RegistrationLimits.safeParse([{ kind: "session", period: "session", value: 4 }]))).toEqual(["0.value:rg.register.error.sessionRange"]);
    expect(messages(RegistrationLimits.safeParse([{ kind: "session", period: "session", value: 1441 }]))).toEqual(["0.value:rg.register.error.sessionRange"]);
    expect(messages(RegistrationLimits.safeParse([{ kind: "session", period: "day", value: 60 }]))).toEqual(["0.period:rg.register.error.period"]);
    expect(
      messages(
        RegistrationLimits.safeParse([
          { kind: "deposit", period: "day", value: 1 },
          { kind: "deposit", period: "day", value: 2 },
        ]),
      ),
    ).toEqual([":rg.register.error.duplicate"]);
  });
  it("names the market's required kinds still unset", () => {
    expect(missingLimits(["loss", "session"], [{ kind: "deposit" }])).toEqual(["loss", "session"]);
    expect(missingLimits(["loss", "session"], [{ kind: "loss" }, { kind: "session" }])).toEqual([]);
    expect(missingLimits([], [])).toEqual([]);
  });
});
