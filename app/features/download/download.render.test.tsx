import { renderToString } from "react-dom/server";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "~/i18n/react";
import { resources } from "~/i18n/resources";
import Download, { type DownloadView } from "~/routes/m.download";
import { chooseGuides } from "~/rules/install-guide";

/** /m/download as the server renders it (no JavaScript) for the loader's view. */
async function render(view: DownloadView, lng: "ty" | "en" | "pt" = "en"): Promise<string> {
  const handler = createStaticHandler([{ id: "download", path: "/m/download", Component: Download, loader: () => view }]);
  const context = await handler.query(new Request("http://lobby.test/m/download"));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  return renderToString(
    <I18nProvider locale={lng} texts={resources[lng].translation}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </I18nProvider>,
  );
}

const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const ALL_LINKS = { android: "https://dl.test/app.apk", iosProfile: "https://dl.test/app.mobileconfig", iosApp: "https://apps.apple.com/app/id1" };

function view(userAgent: string, links: DownloadView["links"] = ALL_LINKS, requested: string | null = null): DownloadView {
  return { guides: chooseGuides({ userAgent, requested }), links, description: null, rating: 4.5 };
}

const en = resources.en.translation.download;
/** The numbered steps of one method (its <article>), as text. */
function steps(html: string, methodId: string): string[] {
  const article = html.match(new RegExp(`<article[^>]*aria-labelledby="${methodId}".*?</article>`))?.[0] ?? "";
  return [...article.matchAll(/<p class="guide-step__text">(.*?)<\/p>/g)].map((m) => m[1] ?? "");
}
const unescape = (s: string) => s.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&amp;", "&");

describe("/m/download guides chosen by the device", () => {
  it("an iPhone gets the iOS guide only: profile (5 steps, iOS 12.4 note), App Store link, Add to Home Screen (4 steps)", async () => {
    const html = await render(view(IPHONE));
    expect(html).toContain('id="guide-ios"');
    expect(html).not.toContain('id="guide-android"');
    expect(html).toMatch(/<a href="https:\/\/dl\.test\/app\.mobileconfig"[^>]*>.*?Install the iOS profile<\/a>/);
    expect(html).toMatch(/<a href="https:\/\/apps\.apple\.com\/app\/id1"[^>]*>.*?Open in the App Store<\/a>/);
    expect(steps(html, "guide-ios-profile").map(unescape)).toEqual(Object.values(en.ios.profile.steps));
    expect(steps(html, "guide-ios-homeScreen").map(unescape)).toEqual(Object.values(en.ios.homeScreen.steps));
    expect(html).toContain(en.ios.profile.note);
    expect(html).toContain(en.ios.safari);
    // The order the spec lists: install the profile first, then the store, then the home screen.
    expect(html.indexOf("guide-ios-profile")).toBeLessThan(html.indexOf("guide-ios-app"));
    expect(html.indexOf("guide-ios-app")).toBeLessThan(html.indexOf("guide-ios-homeScreen"));
  });

  it("an Android phone gets the Android guide only: APK (download, allow, open, install, open) then add to home screen", async () => {
    const html = await render(view(ANDROID));
    expect(html).toContain('id="guide-android"');
    expect(html).not.toContain('id="guide-ios"');
    expect(html).toMatch(/<a href="https:\/\/dl\.test\/app\.apk"[^>]*>.*?Download for Android<\/a>/);
    expect(steps(html, "guide-android-apk").map(unescape)).toEqual(Object.values(en.android.apk.steps));
    expect(steps(html, "guide-android-pwa").map(unescape)).toEqual(Object.values(en.android.pwa.steps));
    expect(html).not.toContain("mobileconfig");
  });

  it("no APK configured: Android shows only the add-to-home-screen path, no download button", async () => {
    const html = await render(view(ANDROID, { ...ALL_LINKS, android: null }));
    expect(html).not.toContain("guide-android-apk");
    expect(html).not.toContain(en.android.apk.button);
    expect(steps(html, "guide-android-pwa")).toHaveLength(4);
  });

  it("no profile and no App Store link: iOS shows only Add to Home Screen (and no iOS 12.4 profile note)", async () => {
    const html = await render(view(IPHONE, { android: ALL_LINKS.android, iosProfile: null, iosApp: null }));
    expect(html).not.toContain("guide-ios-profile");
    expect(html).not.toContain("guide-ios-app");
    expect(html).not.toContain(en.ios.profile.note);
    expect(steps(html, "guide-ios-homeScreen")).toHaveLength(4);
  });

  it("a device the server cannot tell (desktop, iPad with the desktop UA) gets both guides, Android first, no tab current", async () => {
    const html = await render(view(DESKTOP));
    expect(html.indexOf('id="guide-android"')).toBeGreaterThan(-1);
    expect(html.indexOf('id="guide-android"')).toBeLessThan(html.indexOf('id="guide-ios"'));
    expect(html).not.toContain("aria-current");
    expect(html).not.toContain(en.yours);
  });

  it("the tabs are plain links (?device=), the open one is aria-current, the player's device is marked", async () => {
    const html = await render(view(ANDROID, ALL_LINKS, "ios"));
    const nav = html.match(/<nav class="guide-tabs".*?<\/nav>/)?.[0] ?? "";
    expect(nav).toContain(`aria-label="${en.tabs.label}"`);
    const tabs = nav.match(/<a [^>]*>/g) ?? [];
    expect(tabs).toHaveLength(2);
    expect(tabs[0]).toContain('href="/m/download?device=android"');
    expect(tabs[0]).not.toContain("aria-current");
    expect(tabs[1]).toContain('href="/m/download?device=ios"');
    expect(tabs[1]).toContain('aria-current="page"');
    expect(nav).toContain('Android</span><span class="sr-only"> (For your device)</span>');
    expect(html).toContain('id="guide-ios"');
    expect(html).not.toContain('id="guide-android"');
  });

  it("every step has a picture hidden from assistive technology, and its text carries the meaning", async () => {
    const html = await render(view(DESKTOP));
    const items = [...html.matchAll(/<li class="guide-step">(.*?)<\/li>/g)].map((m) => m[1] ?? "");
    expect(items).toHaveLength(5 + 4 + 5 + 4);
    for (const item of items) {
      expect(item).toMatch(/^<svg class="guide-pic"[^>]*aria-hidden="true"/);
      expect(item).toMatch(/<p class="guide-step__text">[^<]{10,}<\/p>$/);
      expect(item).not.toContain("<text");
    }
  });

  it("TY, EN and PT: every text is translated (no raw keys)", async () => {
    for (const lng of ["ty", "en", "pt"] as const) {
      const html = await render(view(DESKTOP), lng);
      expect(html, lng).not.toMatch(/download\.(?:android|ios|tabs|yours|heading|intro)/);
      expect(html, lng).toContain(resources[lng].translation.download.ios.homeScreen.steps.add.replaceAll('"', "&quot;"));
    }
  });
});
