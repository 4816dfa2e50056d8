import { describe, expect, it } from "vitest";
import { resources } from "./resources";
import { createTranslator, interpolate, pluralRulesOf } from "./translator";

const texts = {
  a: { b: "Hello {{name}}", plain: "Plain" },
  tries_one: "{{count}} try left",
  tries_other: "{{count}} tries left",
  only: "{{count}} item(s)",
};

describe("translator (decision 048: the subset of i18next the texts use)", () => {
  const t = createTranslator("en", texts);

  it("looks up dotted keys and fills {{placeholders}}", () => {
    expect(t("a.b", { name: "Ana" })).toBe("Hello Ana");
    expect(t("a.plain")).toBe("Plain");
  });

  it("chooses the plural form with the language's rules, falling back to _other, then the bare key", () => {
    expect(t("tries", { count: 1 })).toBe("1 try left");
    expect(t("tries", { count: 3 })).toBe("3 tries left");
    expect(t("only", { count: 2 })).toBe("2 item(s)");
  });

  it("uses Filipino plural rules for TY (one covers 1, 2 and 3)", () => {
    const ty = createTranslator("ty", texts);
    expect(ty("tries", { count: 2 })).toBe("2 try left");
    expect(ty("tries", { count: 4 })).toBe("4 tries left");
  });

  it("answers defaultValue for a key built from data that has no text, else the key itself", () => {
    expect(t("games.category.NEW", { defaultValue: "NEW" })).toBe("NEW");
    expect(t("missing.key")).toBe("missing.key");
    // An object is not a text: the key shows, never "[object Object]".
    expect(t("a")).toBe("a");
  });

  it("answers an empty text for a key that is missing at run time (i18next did the same)", () => {
    expect(t(undefined as unknown as string)).toBe("");
  });

  it("leaves a placeholder without a value as written, so the gap is visible", () => {
    expect(interpolate("{{a}} and {{b}}", { a: 1 })).toBe("1 and {{b}}");
    expect(interpolate("{{ a }}", { a: 0 })).toBe("0");
  });

  it("renders a real catalogue text with its plural (identity.question.attemptsLeft)", () => {
    const en = createTranslator("en", resources.en.translation);
    expect(en("identity.question.attemptsLeft", { count: 1 })).toBe("1 try left before the question is locked for a while.");
    expect(en("identity.question.attemptsLeft", { count: 2 })).toBe("2 tries left before the question is locked for a while.");
  });
});

// The plural rules are made once per language, not once per render.
describe("pluralRulesOf", () => {
  it("gives the same rules object for a language every time, and each language its own", () => {
    expect(pluralRulesOf("ty")).toBe(pluralRulesOf("ty"));
    expect(pluralRulesOf("en")).not.toBe(pluralRulesOf("ty"));
    expect(pluralRulesOf("pt").resolvedOptions().locale).toMatch(/^pt/);
  });
});
