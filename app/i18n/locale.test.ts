import { describe, expect, it } from "vitest";
import { detectLocale, htmlLang, toLocale } from "./locale";

describe("language detection (?lng → cookie → Accept-Language → TY)", () => {
  it("defaults to TY", () => {
    expect(detectLocale({})).toBe("ty");
  });
  it("takes ?lng first, case-insensitively", () => {
    expect(detectLocale({ param: "EN", cookie: "pt", acceptLanguage: "pt-BR" })).toBe("en");
  });
  it("ignores an unsupported ?lng and falls through to the cookie", () => {
    expect(detectLocale({ param: "de", cookie: "pt" })).toBe("pt");
  });
  it("uses Accept-Language by preference order and maps Tagalog tags to TY", () => {
    expect(detectLocale({ acceptLanguage: "de-DE, pt-BR;q=0.8, en;q=0.9" })).toBe("en");
    expect(detectLocale({ acceptLanguage: "fil-PH,en;q=0.5" })).toBe("ty");
    expect(detectLocale({ acceptLanguage: "tl" })).toBe("ty");
    expect(detectLocale({ acceptLanguage: "fr, de;q=0" })).toBe("ty");
  });
  it("writes <html lang> in BCP 47", () => {
    expect(htmlLang("ty")).toBe("tl");
    expect(htmlLang("en")).toBe("en");
    expect(htmlLang("pt")).toBe("pt");
    expect(toLocale("pt-PT")).toBe("pt");
  });
});
