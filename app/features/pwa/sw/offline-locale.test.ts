import { describe, expect, it } from "vitest";
import { offlineLocale } from "./offline-locale";

describe("the offline page is in the player's language", () => {
  const base = { navigationUrl: "https://lobby.example/m/home", remembered: null, browserLanguages: [] as string[] };
  it("defaults to TY (§3 default language)", () => expect(offlineLocale(base)).toBe("ty"));
  it("uses the language the player last used, which the page told the worker", () => expect(offlineLocale({ ...base, remembered: "en" })).toBe("en"));
  it("prefers an explicit ?lng on the page that failed to load", () =>
    expect(offlineLocale({ ...base, navigationUrl: "https://lobby.example/m/login?lng=pt", remembered: "en" })).toBe("pt"));
  it("falls back to the browser's languages, as the server does with Accept-Language", () => {
    expect(offlineLocale({ ...base, browserLanguages: ["pt-BR", "en"] })).toBe("pt");
    expect(offlineLocale({ ...base, browserLanguages: ["fil-PH"] })).toBe("ty");
    expect(offlineLocale({ ...base, remembered: "xx", browserLanguages: ["de", "en-GB"] })).toBe("en");
  });
});
