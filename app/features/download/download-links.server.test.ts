import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loader as downloadLoader } from "~/routes/m.download";
import { loader as homeLoader } from "~/routes/m.home";
import { routeArgs } from "~/testing/forms";
import { appContext, appRequest } from "~/testing/load-context";
import { freshDatabase } from "../../../gateway/testing";

/**
 * §2/§3 download links, configured by the operator (`npm run site -- download set|unset`), through
 * the routes' loaders over a fresh seeded D1: every place that offers a link hides it while unset.
 */
let db: D1Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
});
afterAll(() => dispose());
afterEach(async () => {
  await db.prepare("DELETE FROM download_links WHERE resource_type <> 'AppDownloadIcon'").run();
});

const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36";
const LINKS = {
  Android: "https://dl.example.com/app.apk",
  MOBILECONFIG: "https://dl.example.com/app.mobileconfig",
  IOS: "https://apps.apple.com/app/id123",
  TELEGRAM: "https://t.me/example_channel",
};

async function configure(links: Partial<typeof LINKS>): Promise<void> {
  await db.batch(Object.entries(links).map(([type, url]) => db.prepare("INSERT INTO download_links (resource_type, url) VALUES (?1, ?2)").bind(type, url)));
}

async function home(userAgent = ANDROID) {
  const request = appRequest("/m/home", { headers: { "User-Agent": userAgent } });
  return homeLoader(routeArgs(request, await appContext(db, request)));
}

async function downloadPage(query = "") {
  const request = appRequest(`/m/download${query}`, { headers: { "User-Agent": ANDROID } });
  return downloadLoader(routeArgs(request, await appContext(db, request)));
}

describe("§2 home with the operator's download links", () => {
  it("§2 download bar and side bar: with no link configured (the seed) there is no bar, no popup link and no Telegram icon", async () => {
    const data = await home();
    expect(data.download).toEqual({ bar: null, popupLinks: [] });
    expect(data.side).toEqual({ service: true, telegram: null });
  });

  it("§2 download bar and popup: an app link shows the bar and the device's link; Telegram shows the side bar's icon", async () => {
    await configure(LINKS);
    const data = await home();
    expect(data.download?.bar).toMatchObject({ iconUrl: "/logo.svg" });
    expect(data.download?.popupLinks).toEqual([{ resourceType: "Android", url: LINKS.Android }]);
    expect(data.side).toEqual({ service: true, telegram: LINKS.TELEGRAM });
  });

  it("§2 only a Telegram link: the side bar's icon, still no download bar (no app link)", async () => {
    await configure({ TELEGRAM: LINKS.TELEGRAM });
    const data = await home();
    expect(data.download).toEqual({ bar: null, popupLinks: [] });
    expect(data.side?.telegram).toBe(LINKS.TELEGRAM);
  });
});

describe("§2 /m/download with the operator's download links", () => {
  it("§2 /m/download with no link: the add-to-home-screen guide and no download button", async () => {
    const data = await downloadPage();
    expect(data.links).toEqual({ android: null, iosProfile: null, iosApp: null });
    expect(data.guides.shown).toEqual(["android"]);
  });

  it("§2 /m/download with links: each app link for its guide", async () => {
    await configure(LINKS);
    const data = await downloadPage("?device=ios");
    expect(data.links).toEqual({ android: LINKS.Android, iosProfile: LINKS.MOBILECONFIG, iosApp: LINKS.IOS });
    expect(data.guides.shown).toEqual(["ios"]);
  });
});
