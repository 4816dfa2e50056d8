import { describe, expect, it } from "vitest";
import { lastFour, maskAccount, maskEmail, maskMobile, maskName } from "./masking";

describe("masking (decision 025: personal data leaves the gateway masked)", () => {
  it("keeps the first letter of each word of a name", () => {
    expect(maskName("Juan Dela Cruz")).toBe("J*** D*** C***");
    expect(maskName("  María  ")).toBe("M***");
  });
  it("keeps two letters of an e-mail's local part and its domain", () => {
    expect(maskEmail("juan.cruz@example.com")).toBe("ju***@example.com");
    expect(maskEmail("ab@x.ph")).toBe("a***@x.ph");
    expect(maskEmail("nope")).toBe("***");
  });
  it("keeps the first three and last three digits of a mobile number", () => {
    expect(maskMobile("9171234567")).toBe("917****567");
    expect(maskMobile("12345")).toBe("1****");
  });
  it("shows only a card's last four digits", () => {
    expect(lastFour("1234 5678 9012 3456")).toBe("3456");
  });

  it("masks an account name to its first and last characters (invite friends' list, P-INV-01)", () => {
    expect(maskAccount("liza777")).toBe("li***77");
    expect(maskAccount("carla95")).toBe("ca***95");
    expect(maskAccount("jomar8")).toBe("j***8");
    expect(maskAccount("abcd")).toBe("a***");
    expect(maskAccount("")).toBe("***");
    expect(maskAccount("liza777")).not.toContain("za7");
  });
});
