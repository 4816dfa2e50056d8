import type { Announcements } from "@contract/schemas/content";
import { describe, expect, it } from "vitest";
import { popupSignature } from "~/rules/popup-audience";
import { hotMatchViews, popupView, sideBarView, tickerTitles, toDownloadView } from "./home.server";
import { popularMenu } from "./popular-games.server";

const content: Announcements = {
  banners: [],
  player: [{ id: 1, title: "Maintenance <b>tonight</b>", content: "", createdAt: 0, pinned: true }],
  popup: [
    { id: 10, title: "Visitors", content: '<p onclick="x()">Join</p>', promotionType: null, execution: "B", link: "/m/register" },
    { id: 11, title: "Members", content: "<p>Reload</p>", promotionType: null, execution: "A", link: "rewardCenter" },
    { id: 12, title: "First", content: "<p>Gift</p>", promotionType: null, execution: "F", link: "https://t.me/x" },
  ],
  hot: [
    {
      id: 1,
      matchTime: Date.UTC(2026, 10, 21, 12, 0),
      league: "L",
      homeTeam: "H",
      awayTeam: "A",
      homeTeamImageUrl: "/h.svg",
      awayTeamImageUrl: "/a.svg",
      vendor: "KICK",
      roomId: "r",
      nodeId: "n",
    },
  ],
  promotion: [],
  agent: [],
  footer: { unreadCount: 0, agentUnreadCount: 0 },
};

describe("home: pop-up view (§4 audience, hidden flag, sanitised content, link targets)", () => {
  it("gives visitors the B pop-up with sanitised HTML", () => {
    const view = popupView(content, { signedIn: false }, {}, 0)!;
    expect(view.audience).toBe("B");
    expect(view.items.map((i) => i.id)).toEqual([10]);
    expect(view.items[0]!.html).toBe("<p>Join</p>");
    expect(view.items[0]!.link).toEqual({ kind: "internal", href: "/m/register" });
  });
  it("gives first-login members A and F, with the reward centre and an external link", () => {
    const view = popupView(content, { signedIn: true, firstTimeLogin: true }, {}, 0)!;
    expect(view.items.map((i) => i.link)).toEqual([
      { kind: "internal", href: "/m/rewardCenter" },
      { kind: "external", href: "https://t.me/x" },
    ]);
  });
  it("stays hidden for the set that was closed, and shows again when it changes", () => {
    const closed = popupSignature([{ title: "Members", content: "<p>Reload</p>" }]);
    expect(popupView(content, { signedIn: true, firstTimeLogin: false }, { A: closed }, 0)).toBeNull();
    expect(popupView(content, { signedIn: true, firstTimeLogin: true }, { A: closed }, 0)).not.toBeNull();
    // The visitors' flag is separate.
    expect(popupView(content, { signedIn: false }, { A: closed }, 0)).not.toBeNull();
  });
  it("clamps the starting page", () => {
    expect(popupView(content, { signedIn: true, firstTimeLogin: true }, {}, 9)!.start).toBe(1);
  });
});

describe("home: ticker, hot matches, side bar", () => {
  it("turns notice titles into plain text", () => {
    expect(tickerTitles(content)).toEqual(["Maintenance tonight"]);
  });
  it("formats hot-match times as MM/DD HH:mm (operator time)", () => {
    expect(hotMatchViews(content)[0]).toMatchObject({ time: "11/21 20:00", homeCrest: "/h.svg", vendor: "KICK" });
  });
  it("§2 side bar: the service icon with entries; Telegram only for a configured https TELEGRAM download link (§3)", () => {
    const service = { FACEBOOK: null, TELEGRAM: { url: "https://t.me/service" }, TELEGRAM2: null, customerService: [{ name: "Chat", url: "https://c" }] };
    expect(sideBarView(service, [{ resourceType: "TELEGRAM", url: "https://t.me/x" }])).toEqual({ service: true, telegram: "https://t.me/x" });
    // Unset: no icon, whatever the service links say.
    expect(sideBarView(service, [{ resourceType: "AppDownloadIcon", url: "/logo.svg" }])).toEqual({ service: true, telegram: null });
    expect(sideBarView({ ...service, customerService: [] }, [{ resourceType: "TELEGRAM", url: "javascript:alert(1)" }])).toEqual({
      service: false,
      telegram: null,
    });
  });
});

describe("home: download bar view (§2, §3 mobile template)", () => {
  const links = [
    { resourceType: "Android", url: "https://dl/app.apk" },
    { resourceType: "AppDownloadIcon", url: "https://cdn/icon.png" },
  ];
  it("uses the template's description, rating and plain hex colours only", () => {
    const view = toDownloadView(
      links,
      { app_desc: "Get it", app_rating: "4.8", app_background: "#112233", app_desc_font_color: "red;background:url(x)" },
      null,
      false,
    );
    expect(view.bar).toEqual({ iconUrl: "https://cdn/icon.png", description: "Get it", rating: 4.8, background: "#112233", color: null });
  });
  it("has no bar once dismissed, but keeps the popup's links", () => {
    const view = toDownloadView(links, {}, null, true);
    expect(view.bar).toBeNull();
    expect(view.popupLinks).toEqual([{ resourceType: "Android", url: "https://dl/app.apk" }]);
  });
});

describe("§2 popular games menu: HOT, the server's categories, then ESPORTS and COCKFIGHT when configured", () => {
  it("orders the menu", () => {
    expect(popularMenu(["SPORTS", "ESPORTS", "LIVE", "RNG", "COCKFIGHT"])).toEqual(["HOT", "SPORTS", "LIVE", "RNG", "ESPORTS", "COCKFIGHT"]);
  });
  it("leaves out ESPORTS and COCKFIGHT when not configured", () => {
    expect(popularMenu(["LIVE", "FISH"])).toEqual(["HOT", "LIVE", "FISH"]);
  });
});
