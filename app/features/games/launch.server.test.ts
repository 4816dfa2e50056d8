import { describe, expect, it } from "vitest";
import { GatewayError } from "~/gateway-client/errors";
import { launchRefusal, resolvePageBack } from "./launch.server";

const request = new Request("https://lobby.example/m/launchGame");

describe("§2 /m/launchGame pageBack", () => {
  it("takes a page name or a page of this app", () => {
    expect(resolvePageBack("lottery", request)).toBe("/m/lottery");
    expect(resolvePageBack("/m/gameList?gameType=RNG", request)).toBe("/m/gameList?gameType=RNG");
    expect(resolvePageBack("", request)).toBe("/m/home");
  });
  it("falls back home for other sites, smuggled separators and inherited names", () => {
    for (const v of ["//evil.example", "/\t/evil.example", "https://evil.example/m/home", "/%5Cevil.example", "constructor", "toString", "__proto__"]) {
      expect(resolvePageBack(v, request)).toBe("/m/home");
    }
  });
});

describe("§7 launch refusals caused by the request are 4xx, not 502", () => {
  it("maps unknown games, vendors and lottery codes to notFound, refused launch requests to invalid", () => {
    expect(launchRefusal(new GatewayError("business", "/x", "lottery.not.found"))).toBe("notFound");
    expect(launchRefusal(new GatewayError("business", "/x", "game.vendor.not.found"))).toBe("notFound");
    expect(launchRefusal(new GatewayError("business", "/x", "lottery.launch.invalid"))).toBe("invalid");
  });
  it("leaves everything else to the failed view (suspended games, outages, inherited names)", () => {
    expect(launchRefusal(new GatewayError("business", "/x", "lottery.suspended"))).toBeNull();
    expect(launchRefusal(new GatewayError("business", "/x", "constructor"))).toBeNull();
    expect(launchRefusal(new GatewayError("timeout", "/x"))).toBeNull();
    expect(launchRefusal(new Error("x"))).toBeNull();
  });
});
