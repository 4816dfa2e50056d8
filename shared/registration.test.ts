import { describe, expect, it } from "vitest";
import { REGISTRATION_FIELDS, mustFill, visibleRegistrationFields, type FieldSettings } from "./registration";

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
