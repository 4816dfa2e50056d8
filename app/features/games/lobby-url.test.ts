import { describe, expect, it } from "vitest";
import { gameLobbyHref } from "./lobby-url";
import { parseLobbySearch } from "./lobby-url.server";

const parse = (search: string) => parseLobbySearch(new URLSearchParams(search));

describe("§2 /m/gameLobby URL", () => {
  it("writes vendor first, then the category when given", () => {
    expect(gameLobbyHref("ORBIT", "PVP")).toBe("/m/gameLobby?vendor=ORBIT&gameType=PVP");
    expect(gameLobbyHref("TCG_SEA")).toBe("/m/gameLobby?vendor=TCG_SEA");
    expect(gameLobbyHref("AURA", null)).toBe("/m/gameLobby?vendor=AURA");
  });

  it("reads a vendor code and an optional category; blanks are absent, other parameters ignored", () => {
    expect(parse("vendor=ORBIT&gameType=PVP&lng=en")).toEqual({ vendor: "ORBIT", gameType: "PVP" });
    expect(parse("vendor=ORBIT&gameType=")).toEqual({ vendor: "ORBIT", gameType: null });
    expect(parse("gameType=RNG&vendor=A&vendor=ORBIT")).toEqual({ vendor: "ORBIT", gameType: "RNG" });
  });

  it("refuses a missing or malformed vendor or category (the loader answers 404)", () => {
    for (const search of [
      "",
      "vendor=",
      "vendor=orbit",
      "vendor=%3Cx%3E",
      `vendor=${"A".repeat(33)}`,
      "vendor=ORBIT&gameType=pvp",
      "vendor=ORBIT&gameType=A-B",
    ]) {
      expect(parse(search), search).toBeNull();
    }
  });
});
