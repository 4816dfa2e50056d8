import { describe, expect, it } from "vitest";
import { parseLimitAmount, parseRgForm } from "./schemas";

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};
const limit = (amount: string, op = "save") => parseRgForm(form({ intent: "limit", kind: "deposit", period: "day", op, amount }));

describe("RG-01…05 limit amount", () => {
  it.each([
    ["100", 100],
    ["100.5", 100.5],
    ["100.50", 100.5],
    // A comma is a thousands separator, as on the wallet forms: it is dropped.
    ["1,000", 1000],
    ["  250 ", 250],
    ["10000000", 10_000_000],
  ])("%s → %s", (text, value) => {
    expect(parseLimitAmount(text)).toBe(value);
    expect(limit(text)).toEqual({ intent: "limit", value: { intent: "limit", kind: "deposit", period: "day", value } });
  });

  it.each(["-5", "0", "0.00", "abc", "12a", "1.234", "1e3", "10000000.01", "+100", ""])("%s is refused", (text) => {
    expect(parseLimitAmount(text)).toBeNull();
  });

  it("names the fault: required, format, above the maximum", () => {
    expect(limit("")).toEqual({ intent: "limit", errors: { amount: "rg.page.error.amountRequired" } });
    expect(limit("abc")).toEqual({ intent: "limit", errors: { amount: "rg.page.error.amountFormat" } });
    expect(limit("1.234")).toEqual({ intent: "limit", errors: { amount: "rg.page.error.amountFormat" } });
    expect(limit("-5")).toEqual({ intent: "limit", errors: { amount: "rg.page.error.amountFormat" } });
    expect(limit("20000000")).toEqual({ intent: "limit", errors: { amount: "rg.page.error.amountMax" } });
  });

  it("Remove sends null whatever the field holds (RG-06: the gateway makes it wait 24 h)", () => {
    expect(limit("abc", "remove")).toEqual({ intent: "limit", value: { intent: "limit", kind: "deposit", period: "day", value: null } });
  });

  it("a tampered kind, period or op is the form's message", () => {
    expect(parseRgForm(form({ intent: "limit", kind: "bonus", period: "day", op: "save", amount: "1" }))).toEqual({
      intent: "limit",
      errors: { "": "rg.page.error.invalid" },
    });
    expect(parseRgForm(form({ intent: "limit", kind: "deposit", period: "year", op: "save", amount: "1" }))).toMatchObject({
      errors: { "": "rg.page.error.invalid" },
    });
    expect(parseRgForm(form({ intent: "limit", kind: "session", period: "session", op: "save", amount: "1" }))).toMatchObject({
      errors: { "": "rg.page.error.invalid" },
    });
  });
});

describe("RG-04 session limit in minutes", () => {
  const session = (minutes: string, op = "save") => parseRgForm(form({ intent: "session", op, minutes }));
  it.each([
    ["5", 5],
    ["90", 90],
    ["1440", 1440],
  ])("%s minutes", (text, value) => {
    expect(session(text)).toEqual({ intent: "session", value: { intent: "limit", kind: "session", period: "session", value } });
  });
  it.each(["2", "4", "1441", "30.5", "-10", "abc"])("%s is refused", (text) => {
    expect(session(text)).toEqual({ intent: "session", errors: { minutes: "rg.page.error.minutesFormat" } });
  });
  it("empty is required; remove is null", () => {
    expect(session("")).toEqual({ intent: "session", errors: { minutes: "rg.page.error.minutesRequired" } });
    expect(session("", "remove")).toMatchObject({ value: { value: null } });
  });
});

describe("RG-09 reality check, cancel", () => {
  it("15/30/60 or off", () => {
    expect(parseRgForm(form({ intent: "reality", minutes: "30" }))).toEqual({ intent: "reality", value: { intent: "reality", minutes: 30 } });
    expect(parseRgForm(form({ intent: "reality", minutes: "off" }))).toEqual({ intent: "reality", value: { intent: "reality", minutes: null } });
    expect(parseRgForm(form({ intent: "reality", minutes: "45" }))).toEqual({ intent: "reality", errors: { minutes: "rg.page.error.realityChoice" } });
    expect(parseRgForm(form({ intent: "reality" }))).toEqual({ intent: "reality", errors: { minutes: "rg.page.error.realityChoice" } });
  });
  it("cancel names a known control", () => {
    expect(parseRgForm(form({ intent: "cancel", control: "deposit.day" }))).toMatchObject({ value: { control: "deposit.day" } });
    expect(parseRgForm(form({ intent: "cancel", control: "session.session" }))).toMatchObject({ value: { control: "session.session" } });
    expect(parseRgForm(form({ intent: "cancel", control: "reality" }))).toMatchObject({ value: { control: "reality" } });
    expect(parseRgForm(form({ intent: "cancel", control: "timeout" }))).toMatchObject({ errors: { "": "rg.page.error.invalid" } });
  });
  it("an unknown intent is no form at all", () => {
    expect(parseRgForm(form({ intent: "drop" }))).toBeNull();
    expect(parseRgForm(form({}))).toBeNull();
  });
});

describe("RG-10 time-out, RG-11 self-exclusion", () => {
  it("a time-out needs one of the choices and the confirmation", () => {
    expect(parseRgForm(form({ intent: "timeout", days: "1", confirm: "on" }))).toEqual({
      intent: "timeout",
      value: { intent: "timeout", days: 1, confirm: "on" },
    });
    expect(parseRgForm(form({ intent: "timeout", days: "42", confirm: "on" }))).toMatchObject({ value: { days: 42 } });
    expect(parseRgForm(form({ intent: "timeout", days: "2", confirm: "on" }))).toEqual({ intent: "timeout", errors: { days: "rg.page.error.timeoutChoice" } });
    expect(parseRgForm(form({ intent: "timeout", days: "7" }))).toEqual({ intent: "timeout", errors: { confirm: "rg.page.error.confirmRequired" } });
    expect(parseRgForm(form({ intent: "timeout", confirm: "on" }))).toMatchObject({ errors: { days: "rg.page.error.timeoutChoice" } });
  });
  it("a self-exclusion needs months, the password and the confirmation; the reason is optional", () => {
    expect(parseRgForm(form({ intent: "exclusion", months: "6", password: "secret1", confirm: "on" }))).toEqual({
      intent: "exclusion",
      value: { intent: "exclusion", months: 6, password: "secret1", reason: null, confirm: "on" },
    });
    expect(parseRgForm(form({ intent: "exclusion", months: "60", password: "x", reason: "  too much  ", confirm: "on" }))).toMatchObject({
      value: { months: 60, reason: "too much" },
    });
    expect(parseRgForm(form({ intent: "exclusion", months: "24", password: "x", confirm: "on" }))).toMatchObject({
      errors: { months: "rg.page.error.exclusionChoice" },
    });
    expect(parseRgForm(form({ intent: "exclusion", months: "6", confirm: "on" }))).toMatchObject({ errors: { password: "rg.page.error.passwordRequired" } });
    expect(parseRgForm(form({ intent: "exclusion", months: "6", password: "x", reason: "r".repeat(201), confirm: "on" }))).toMatchObject({
      errors: { reason: "rg.page.error.reasonTooLong" },
    });
    expect(parseRgForm(form({ intent: "exclusion", months: "6", password: "x" }))).toMatchObject({ errors: { confirm: "rg.page.error.confirmRequired" } });
  });
});
