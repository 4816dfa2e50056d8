import { describe, expect, it } from "vitest";
import { ACCOUNT_NUMBER, isPayeeName, normalizeAccountNumber, normalizePayeeName, sameHolder } from "./security-rules";

describe("security rules: one set for the forms and the gateway", () => {
  it("payee names: letters of any script, spaces, dots, hyphens, apostrophes; 2–50 after collapsing spaces", () => {
    for (const ok of ["Juan Dela Cruz", "Ma. Teresa O'Neil-Santos", "Niño Ñoño", "José", "李小龙", "Jo"])
      expect(isPayeeName(normalizePayeeName(ok)), ok).toBe(true);
    for (const bad of ["J", "Juan 2", "Juan_Cruz", ".Juan", "Juan@Cruz", "A".repeat(51), ""]) expect(isPayeeName(normalizePayeeName(bad)), bad).toBe(false);
    expect(normalizePayeeName("  Juan \t  Dela   Cruz ")).toBe("Juan Dela Cruz");
    expect(isPayeeName(normalizePayeeName(`  ${"A".repeat(50)}  `))).toBe(true);
  });
  it("a holder matches the payee name whatever the case and spacing", () => {
    expect(sameHolder(" juan  DELA cruz", "Juan Dela Cruz")).toBe(true);
    expect(sameHolder("Juan Cruz", "Juan Dela Cruz")).toBe(false);
    expect(sameHolder("Nin\u0303o", "Niño")).toBe(true);
  });
  it("account numbers: spaces dropped, then 10–19 digits", () => {
    expect(normalizeAccountNumber("1234 5678 9012")).toBe("123456789012");
    expect(ACCOUNT_NUMBER.test("1234567890")).toBe(true);
    expect(ACCOUNT_NUMBER.test("123456789")).toBe(false);
    expect(ACCOUNT_NUMBER.test("1".repeat(20))).toBe(false);
    expect(ACCOUNT_NUMBER.test("1234-567890")).toBe(false);
  });
});
