import { describe, expect, it } from "vitest";
import { LANGUAGE_REVALIDATE_DELAY_MS, TAB_CARRY_DELAY_MS } from "./form-timing";

describe("§9 account form delays", () => {
  it("re-validates 200 ms after a language change and carries the mobile number over 150 ms after a tab switch", () => {
    expect(LANGUAGE_REVALIDATE_DELAY_MS).toBe(200);
    expect(TAB_CARRY_DELAY_MS).toBe(150);
  });
});
