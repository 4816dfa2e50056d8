import { describe, expect, it } from "vitest";
import { routeMeta } from "./route-meta";

describe("route meta (§2 Page chrome)", () => {
  it("hides the header on login, register, mine, agent, download and forget", () => {
    for (const p of ["/m/login", "/m/register", "/m/mine", "/m/agent", "/m/download", "/m/forget"]) {
      expect(routeMeta(p).header, p).toBe("none");
    }
  });

  it("hides the bottom menu on the fourteen listed pages", () => {
    const hidden = [
      "/m/login",
      "/m/register",
      "/m/trail",
      "/m/launchGame",
      "/m/changePsw",
      "/m/notice",
      "/m/activity",
      "/m/forget",
      "/m/service",
      "/m/moreLottery",
      "/m/useragreement",
      "/m/maintenance",
      "/m/agent",
      "/m/download",
    ];
    for (const p of hidden) expect(routeMeta(p).bottomMenu, p).toBe(false);
  });

  it("shows header and bottom menu elsewhere", () => {
    for (const p of ["/m/home", "/m/mine", "/m/gameCenter", "/m/gameLobby", "/m/set", "/m/webEmail", "/m/somewhere-else"]) {
      expect(routeMeta(p).bottomMenu, p).toBe(true);
    }
    expect(routeMeta("/m/set").header).toBe("page");
    expect(routeMeta("/m/home").header).toBe("home");
  });

  it("sends the back arrow home from login, register, trail, notice and forget, else one step back", () => {
    for (const p of ["/m/login", "/m/register", "/m/trail", "/m/notice", "/m/forget"]) {
      expect(routeMeta(p).back, p).toBe("home");
    }
    for (const p of ["/m/set", "/m/webEmail", "/m/gameList", "/m/gameLobby", "/m/changePsw"]) expect(routeMeta(p).back, p).toBe("history");
    expect(routeMeta("/m/home").back).toBe("none");
  });

  it("titles activity, forget, trial, notice, game centre, slots, messages and settings", () => {
    expect(routeMeta("/m/activity").titleKey).toBe("title.activity");
    expect(routeMeta("/m/forget").titleKey).toBe("title.forget");
    expect(routeMeta("/m/trail").titleKey).toBe("title.trail");
    expect(routeMeta("/m/notice").titleKey).toBe("title.notice");
    expect(routeMeta("/m/gameCenter").titleKey).toBe("title.gameCenter");
    expect(routeMeta("/m/slotsCenter").titleKey).toBe("title.slots");
    expect(routeMeta("/m/webEmail").titleKey).toBe("title.messages");
    expect(routeMeta("/m/set").titleKey).toBe("title.settings");
    // Not in the spec's list: the vendor lobby's header says what the page is; the vendor's name is its heading.
    expect(routeMeta("/m/gameLobby").titleKey).toBe("title.gameLobby");
  });

  it("ignores a trailing slash", () => {
    expect(routeMeta("/m/login/")).toEqual(routeMeta("/m/login"));
  });
});
